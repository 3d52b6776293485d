// The code cache of command mode's CommonJS copy (src/commands/codeCachedBundle.ts, over src/codeCache/), on a small
// bundle of its own: written after the run, taken by the next run, replaced when V8 rejects it, one per kind of run
// (AWS or engine), kept per build.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheFlavour, codeCachedCommandMode, loadCommandModeBundle } from '../../src/commands/codeCachedBundle.js';
import { codeCacheWork } from '../helpers/codeCacheWork.js';

const work = codeCacheWork();
/** The home folder of these runs: the scratch folder. */
const home = () => work.dir;

/** A stand-in for dist/commandMode-<hash>.cjs, exporting runCommand. */
function writeBundle(name: string, answer: number): string {
  return work.writeWrappedModule(
    name,
    `function square(n) { return n * n; }
     exports.runCommand = async (argv) => argv.length === 0 ? ${answer} : square(argv.length);`,
  );
}

describe('loadCommandModeBundle', () => {
  it('runs the bundle, writes the cache after the run, and the next load takes it', async () => {
    const bundlePath = writeBundle('commandMode-AAAA.cjs', 7);
    const first = loadCommandModeBundle(bundlePath, work.cacheDir, 'aws');
    expect(await first.runCommand([])).toBe(7);
    expect(await first.runCommand(['a', 'b', 'c'])).toBe(9);
    expect(work.cacheFiles()).toEqual([]);
    first.saveCodeCache();
    const [written] = work.cacheFiles();
    expect(written).toBe(`commandMode-AAAA-${process.version}-${process.arch}-aws.v8cache`);
    const before = readFileSync(join(work.cacheDir, written!));

    const second = loadCommandModeBundle(bundlePath, work.cacheDir, 'aws');
    expect(await second.runCommand(['a', 'b'])).toBe(4);
    second.saveCodeCache();
    // Accepted by V8, so not written again.
    expect(readFileSync(join(work.cacheDir, written!)).equals(before)).toBe(true);
  });

  it('keeps one cache per kind of run', async () => {
    const bundlePath = writeBundle('commandMode-CCCC.cjs', 2);
    for (const flavour of ['aws', 'engine']) {
      const bundle = loadCommandModeBundle(bundlePath, work.cacheDir, flavour);
      expect(await bundle.runCommand([])).toBe(2);
      bundle.saveCodeCache();
    }
    expect(work.cacheFiles()).toEqual([
      `commandMode-CCCC-${process.version}-${process.arch}-aws.v8cache`,
      `commandMode-CCCC-${process.version}-${process.arch}-engine.v8cache`,
    ]);
  });

  it('says so when the copy has no runCommand', () => {
    const path = work.writeWrappedModule('commandMode-DDDD.cjs', 'exports.other = 1;');
    expect(() => loadCommandModeBundle(path, work.cacheDir, 'aws')).toThrow(/does not export runCommand/);
  });
});

describe('codeCachedCommandMode', () => {
  it('is the CommonJS copy, with the cache of the run kind, when the run can have a cache', async () => {
    const bundlePath = writeBundle('commandMode-DDDD.cjs', 6);
    const bundle = codeCachedCommandMode(bundlePath, ['cleanrooms', 'list-members', '--region', 'x'], {}, home);
    expect(await bundle!.runCommand([])).toBe(6);
    bundle!.saveCodeCache();
    const dir = join(work.dir, '.cache', 'switchyard', 'compile-cache');
    expect(readdirSync(dir)).toEqual([`commandMode-DDDD-${process.version}-${process.arch}-aws.v8cache`]);
  });

  it('is undefined (the ES chunks run) for help and --version, and with NODE_DISABLE_COMPILE_CACHE', () => {
    const bundlePath = writeBundle('commandMode-EEEE.cjs', 6);
    expect(codeCachedCommandMode(bundlePath, ['cleanrooms', 'help'], {}, home)).toBeUndefined();
    expect(codeCachedCommandMode(bundlePath, ['--version'], {}, home)).toBeUndefined();
    const argv = ['cleanrooms', 'list-collaborations'];
    expect(codeCachedCommandMode(bundlePath, argv, { NODE_DISABLE_COMPILE_CACHE: '1' }, home)).toBeUndefined();
    expect(readdirSync(work.dir).sort()).toEqual(['cache', 'commandMode-EEEE.cjs']);
  });

  it('is undefined when no cache folder can be had', () => {
    const notADirectory = join(work.dir, 'file');
    writeFileSync(notADirectory, '');
    const bundlePath = writeBundle('commandMode-FFFF.cjs', 6);
    expect(
      codeCachedCommandMode(bundlePath, ['cleanrooms', 'list-collaborations'], {}, () => notADirectory),
    ).toBeUndefined();
  });
});

describe('cacheFlavour', () => {
  it('names the AWS cache when an option selects the AWS backends, the engine one otherwise', () => {
    expect(cacheFlavour(['cleanrooms', 'list-members', '--endpoint-url', 'http://x'])).toBe('aws');
    expect(cacheFlavour(['--region=us-east-1', 'cleanrooms', 'list-collaborations'])).toBe('aws');
    expect(cacheFlavour(['appflow', 'describe-connector-profiles', '--no-sign-request'])).toBe('aws');
    expect(cacheFlavour(['cleanrooms', 'list-collaborations', '--output', 'json'])).toBe('engine');
  });

  it('help and --version runs have none', () => {
    expect(cacheFlavour(['cleanrooms', 'help'])).toBeUndefined();
    expect(cacheFlavour(['--version'])).toBeUndefined();
    expect(cacheFlavour(['cleanrooms', 'list-members', '-h', '--region', 'x'])).toBeUndefined();
  });
});
