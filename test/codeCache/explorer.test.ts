// The explorer from its code-cached CommonJS copy (src/codeCache/explorer.ts), on a stand-in bundle: run with argv
// and a hook that writes the cache after the first frame; not used (the ES chunks run) where Node caches ES modules
// itself (22.1+), for --help, without a terminal, with DEV=true (React DevTools) or without a cache folder.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeCachedExplorer } from '../../src/codeCache/explorer.js';

let work: string;
const uid = process.getuid?.();
const cacheFolder = (): string => join(work, `switchyard-compile-cache${uid === undefined ? '' : `-${uid}`}`);
const terminal = { stdin: { isTTY: true }, stdout: { isTTY: true } };
/** As on Node 20, whatever Node runs the test. */
const node20 = { terminal, env: {}, nodeCachesEsModules: false };

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'sy-code-cache-explorer-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** A stand-in for dist/explorer-<hash>.cjs: runExplorer answers with the number of words, after its first frame. */
function writeExplorerBundle(name: string): string {
  const path = join(work, name);
  writeFileSync(
    path,
    `(function (exports, require, module, __filename, __dirname) {
       exports.runExplorer = async (argv, streams, hooks) => {
         if (streams !== process) throw new Error('not the process streams');
         hooks.afterFirstFrame();
         return argv.length;
       };
     })`,
  );
  return path;
}

describe('codeCachedExplorer', () => {
  it('runs the copy with argv and writes its cache after the first frame', async () => {
    const bundlePath = writeExplorerBundle('explorer-AAAA.cjs');
    const run = codeCachedExplorer(bundlePath, ['--screen', 'limits'], { ...node20, temporary: work });
    expect(run).toBeTypeOf('function');
    expect(await run!()).toBe(2);
    expect(readdirSync(cacheFolder())).toEqual([`explorer-AAAA-${process.version}-${process.arch}-ui.v8cache`]);
  });

  it('is undefined where Node caches ES modules itself (Node 22.1+: the ES chunks with that cache run)', () => {
    const bundlePath = writeExplorerBundle('explorer-DDDD.cjs');
    expect(
      codeCachedExplorer(bundlePath, [], { ...node20, nodeCachesEsModules: true, temporary: work }),
    ).toBeUndefined();
    expect(readdirSync(work)).toEqual(['explorer-DDDD.cjs']);
  });

  it('is undefined (the ES chunks run) for --help, without a terminal, with DEV=true and without a cache', () => {
    const bundlePath = writeExplorerBundle('explorer-BBBB.cjs');
    expect(codeCachedExplorer(bundlePath, ['--help'], { ...node20, temporary: work })).toBeUndefined();
    expect(
      codeCachedExplorer(bundlePath, ['--screen', 'members', '-h'], { ...node20, temporary: work }),
    ).toBeUndefined();
    const piped = { stdin: { isTTY: true }, stdout: { isTTY: false } };
    expect(codeCachedExplorer(bundlePath, [], { ...node20, terminal: piped, temporary: work })).toBeUndefined();
    expect(
      codeCachedExplorer(bundlePath, [], { ...node20, terminal: { ...terminal, stdin: {} }, temporary: work }),
    ).toBeUndefined();
    expect(codeCachedExplorer(bundlePath, [], { ...node20, env: { DEV: 'true' }, temporary: work })).toBeUndefined();
    expect(
      codeCachedExplorer(bundlePath, [], { ...node20, env: { NODE_DISABLE_COMPILE_CACHE: '1' }, temporary: work }),
    ).toBeUndefined();
    const notADirectory = join(work, 'file');
    writeFileSync(notADirectory, '');
    expect(codeCachedExplorer(bundlePath, [], { ...node20, temporary: notADirectory })).toBeUndefined();
  });

  it('says so when the copy has no runExplorer', () => {
    const path = join(work, 'explorer-CCCC.cjs');
    writeFileSync(path, '(function (exports) { exports.other = 1; })');
    expect(() => codeCachedExplorer(path, [], { ...node20, temporary: work })).toThrow(/does not export runExplorer/);
  });
});
