// The explorer from its code-cached CommonJS copy (src/codeCache/explorer.ts), on a stand-in bundle: run with argv
// and a hook that writes the cache after the first frame; not used (the ES chunks run) for --help, without a
// terminal, with DEV=true (React DevTools) or without a cache folder.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeCachedExplorer } from '../../src/codeCache/explorer.js';

let work: string;
const uid = process.getuid?.();
const cacheFolder = (): string => join(work, `switchyard-compile-cache${uid === undefined ? '' : `-${uid}`}`);
const terminal = { stdin: { isTTY: true }, stdout: { isTTY: true } };

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
    const run = codeCachedExplorer(bundlePath, ['--screen', 'limits'], terminal, {}, work);
    expect(run).toBeTypeOf('function');
    expect(await run!()).toBe(2);
    expect(readdirSync(cacheFolder())).toEqual([`explorer-AAAA-${process.version}-${process.arch}-ui.v8cache`]);
  });

  it('is undefined (the ES chunks run) for --help, without a terminal, with DEV=true and without a cache', () => {
    const bundlePath = writeExplorerBundle('explorer-BBBB.cjs');
    expect(codeCachedExplorer(bundlePath, ['--help'], terminal, {}, work)).toBeUndefined();
    expect(codeCachedExplorer(bundlePath, ['--screen', 'members', '-h'], terminal, {}, work)).toBeUndefined();
    const piped = { stdin: { isTTY: true }, stdout: { isTTY: false } };
    expect(codeCachedExplorer(bundlePath, [], piped, {}, work)).toBeUndefined();
    expect(codeCachedExplorer(bundlePath, [], { ...terminal, stdin: {} }, {}, work)).toBeUndefined();
    expect(codeCachedExplorer(bundlePath, [], terminal, { DEV: 'true' }, work)).toBeUndefined();
    expect(codeCachedExplorer(bundlePath, [], terminal, { NODE_DISABLE_COMPILE_CACHE: '1' }, work)).toBeUndefined();
    const notADirectory = join(work, 'file');
    writeFileSync(notADirectory, '');
    expect(codeCachedExplorer(bundlePath, [], terminal, {}, notADirectory)).toBeUndefined();
  });

  it('says so when the copy has no runExplorer', () => {
    const path = join(work, 'explorer-CCCC.cjs');
    writeFileSync(path, '(function (exports) { exports.other = 1; })');
    expect(() => codeCachedExplorer(path, [], terminal, {}, work)).toThrow(/does not export runExplorer/);
  });
});
