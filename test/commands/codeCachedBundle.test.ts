// The code cache of command mode's CommonJS copy (src/commands/codeCachedBundle.ts, over src/codeCache/), on a small
// bundle of its own: written after the run, taken by the next run, replaced when V8 rejects it, one per kind of run
// (AWS or engine), kept per build.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheFlavour, codeCachedCommandMode, loadCommandModeBundle } from '../../src/commands/codeCachedBundle.js';

let work: string;
let cacheDir: string;

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'sy-code-cache-'));
  cacheDir = join(work, 'cache');
  mkdirSync(cacheDir, { mode: 0o700 });
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/**
 * A stand-in for dist/commandMode-<hash>.cjs: a CommonJS module's body in Node's wrapper function, exporting
 * runCommand, using require and __dirname.
 */
function writeBundle(name: string, answer: number): string {
  const path = join(work, name);
  writeFileSync(
    path,
    `(function (exports, require, module, __filename, __dirname) {
       const { join } = require('node:path');
       function square(n) { return n * n; }
       exports.runCommand = async (argv) => argv.length === 0 ? ${answer} : square(argv.length) + (join(__dirname, 'x') ? 0 : 1);
     })`,
  );
  return path;
}

function cacheFiles(): string[] {
  return readdirSync(cacheDir).sort();
}

describe('loadCommandModeBundle', () => {
  it('runs the bundle, writes the cache after the run, and the next load takes it', async () => {
    const bundlePath = writeBundle('commandMode-AAAA.cjs', 7);
    const first = loadCommandModeBundle(bundlePath, cacheDir, 'aws');
    expect(await first.runCommand([])).toBe(7);
    expect(await first.runCommand(['a', 'b', 'c'])).toBe(9);
    expect(cacheFiles()).toEqual([]);
    first.saveCodeCache();
    const [written] = cacheFiles();
    expect(written).toBe(`commandMode-AAAA-${process.version}-${process.arch}-aws.v8cache`);
    const before = readFileSync(join(cacheDir, written!));

    const second = loadCommandModeBundle(bundlePath, cacheDir, 'aws');
    expect(await second.runCommand(['a', 'b'])).toBe(4);
    second.saveCodeCache();
    // Accepted by V8, so not written again.
    expect(readFileSync(join(cacheDir, written!)).equals(before)).toBe(true);
  });

  it('a corrupt cache is ignored and replaced', async () => {
    const bundlePath = writeBundle('commandMode-BBBB.cjs', 3);
    const cachePath = join(cacheDir, `commandMode-BBBB-${process.version}-${process.arch}-engine.v8cache`);
    writeFileSync(cachePath, 'not a code cache');
    const bundle = loadCommandModeBundle(bundlePath, cacheDir, 'engine');
    expect(await bundle.runCommand([])).toBe(3);
    bundle.saveCodeCache();
    expect(readFileSync(cachePath).toString()).not.toBe('not a code cache');
    expect(statSync(cachePath).size).toBeGreaterThan(100);
  });

  it('keeps one cache per flavour and removes the caches of other builds, and nothing else', async () => {
    const old = writeBundle('commandMode-OLD1.cjs', 1);
    const current = writeBundle('commandMode-NEW2.cjs', 2);
    for (const flavour of ['aws', 'engine']) loadCommandModeBundle(old, cacheDir, flavour).saveCodeCache();
    expect(cacheFiles()).toHaveLength(2);

    writeFileSync(join(cacheDir, 'not-ours.txt'), 'kept');
    const bundle = loadCommandModeBundle(current, cacheDir, 'aws');
    expect(await bundle.runCommand([])).toBe(2);
    bundle.saveCodeCache();
    expect(cacheFiles()).toEqual([`commandMode-NEW2-${process.version}-${process.arch}-aws.v8cache`, 'not-ours.txt']);
  });
});

describe('codeCachedCommandMode', () => {
  it('is the CommonJS copy, with the cache of the run kind, when the run can have a cache', async () => {
    const bundlePath = writeBundle('commandMode-DDDD.cjs', 6);
    const bundle = codeCachedCommandMode(bundlePath, ['cleanrooms', 'list-members', '--region', 'x'], {}, work);
    expect(await bundle!.runCommand([])).toBe(6);
    bundle!.saveCodeCache();
    const uid = process.getuid?.();
    const dir = join(work, `switchyard-compile-cache${uid === undefined ? '' : `-${uid}`}`);
    expect(readdirSync(dir)).toEqual([`commandMode-DDDD-${process.version}-${process.arch}-aws.v8cache`]);
  });

  it('is undefined (the ES chunks run) for help and --version, and with NODE_DISABLE_COMPILE_CACHE', () => {
    const bundlePath = writeBundle('commandMode-EEEE.cjs', 6);
    expect(codeCachedCommandMode(bundlePath, ['cleanrooms', 'help'], {}, work)).toBeUndefined();
    expect(codeCachedCommandMode(bundlePath, ['--version'], {}, work)).toBeUndefined();
    const argv = ['cleanrooms', 'list-collaborations'];
    expect(codeCachedCommandMode(bundlePath, argv, { NODE_DISABLE_COMPILE_CACHE: '1' }, work)).toBeUndefined();
    expect(readdirSync(work).sort()).toEqual(['cache', 'commandMode-EEEE.cjs']);
  });

  it('is undefined when no cache folder can be had', () => {
    const notADirectory = join(work, 'file');
    writeFileSync(notADirectory, '');
    const bundlePath = writeBundle('commandMode-FFFF.cjs', 6);
    expect(codeCachedCommandMode(bundlePath, ['cleanrooms', 'list-collaborations'], {}, notADirectory)).toBeUndefined();
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
