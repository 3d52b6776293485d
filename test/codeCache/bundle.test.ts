// A CommonJS bundle run with a V8 code cache (src/codeCache/bundle.ts), on small bundles of its own: written when
// asked, taken by the next load, replaced when V8 rejects it, kept per build and per bundle.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCodeCachedBundle } from '../../src/codeCache/bundle.js';

let work: string;
let cacheDir: string;

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'sy-code-cache-'));
  cacheDir = join(work, 'cache');
  mkdirSync(cacheDir, { mode: 0o700 });
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** A stand-in for dist/<name>-<hash>.cjs: a CommonJS module's body in Node's wrapper function. */
function writeBundle(name: string, answer: number): string {
  const path = join(work, name);
  writeFileSync(
    path,
    `(function (exports, require, module, __filename, __dirname) {
       const { join } = require('node:path');
       function square(n) { return n * n; }
       exports.run = (n) => n === 0 ? ${answer} : square(n) + (join(__dirname, 'x') ? 0 : 1);
     })`,
  );
  return path;
}

const cacheFiles = (): string[] => readdirSync(cacheDir).sort();
const cacheName = (bundle: string, flavour: string): string =>
  `${bundle}-${process.version}-${process.arch}-${flavour}.v8cache`;

describe('loadCodeCachedBundle', () => {
  it("hands out the module's exports, writes the cache when asked, and the next load takes it", () => {
    const bundlePath = writeBundle('explorer-AAAA.cjs', 7);
    const first = loadCodeCachedBundle(bundlePath, cacheDir, 'ui');
    const run = first.exports.run as (n: number) => number;
    expect(run(0)).toBe(7);
    expect(run(3)).toBe(9);
    expect(cacheFiles()).toEqual([]);
    first.saveCodeCache();
    first.saveCodeCache();
    expect(cacheFiles()).toEqual([cacheName('explorer-AAAA', 'ui')]);
    const before = readFileSync(join(cacheDir, cacheName('explorer-AAAA', 'ui')));

    const second = loadCodeCachedBundle(bundlePath, cacheDir, 'ui');
    expect((second.exports.run as (n: number) => number)(2)).toBe(4);
    second.saveCodeCache();
    // Accepted by V8, so not written again.
    expect(readFileSync(join(cacheDir, cacheName('explorer-AAAA', 'ui'))).equals(before)).toBe(true);
  });

  it('a corrupt cache is ignored and replaced', () => {
    const bundlePath = writeBundle('explorer-BBBB.cjs', 3);
    const cachePath = join(cacheDir, cacheName('explorer-BBBB', 'ui'));
    writeFileSync(cachePath, 'not a code cache');
    const bundle = loadCodeCachedBundle(bundlePath, cacheDir, 'ui');
    expect((bundle.exports.run as (n: number) => number)(0)).toBe(3);
    bundle.saveCodeCache();
    expect(readFileSync(cachePath).toString()).not.toBe('not a code cache');
    expect(statSync(cachePath).size).toBeGreaterThan(100);
  });

  it("removes the caches of the same bundle's other builds, and nothing else", () => {
    const oldExplorer = writeBundle('explorer-OLD1.cjs', 1);
    const oldCommands = writeBundle('commandMode-OLD3.cjs', 3);
    loadCodeCachedBundle(oldExplorer, cacheDir, 'ui').saveCodeCache();
    loadCodeCachedBundle(oldCommands, cacheDir, 'engine').saveCodeCache();
    writeFileSync(join(cacheDir, 'not-ours.txt'), 'kept');

    loadCodeCachedBundle(writeBundle('explorer-NEW2.cjs', 2), cacheDir, 'ui').saveCodeCache();
    expect(cacheFiles()).toEqual([
      cacheName('commandMode-OLD3', 'engine'),
      cacheName('explorer-NEW2', 'ui'),
      'not-ours.txt',
    ]);
  });
});
