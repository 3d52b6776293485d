// A CommonJS bundle run with a V8 code cache (src/codeCache/bundle.ts), on small bundles of its own: written when
// asked, taken by the next load, replaced when V8 rejects it, kept per build and per bundle.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCodeCachedBundle } from '../../src/codeCache/bundle.js';
import { codeCacheWork } from '../helpers/codeCacheWork.js';

const work = codeCacheWork();

/** A stand-in for dist/<name>-<hash>.cjs, using require and __dirname. */
function writeBundle(name: string, answer: number): string {
  return work.writeWrappedModule(
    name,
    `const { join } = require('node:path');
     function square(n) { return n * n; }
     exports.run = (n) => n === 0 ? ${answer} : square(n) + (join(__dirname, 'x') ? 0 : 1);`,
  );
}

const cacheFiles = (): string[] => work.cacheFiles();
const cacheName = (bundle: string, flavour: string): string =>
  `${bundle}-${process.version}-${process.arch}-${flavour}.v8cache`;

describe('loadCodeCachedBundle', () => {
  it("hands out the module's exports, writes the cache when asked, and the next load takes it", () => {
    const bundlePath = writeBundle('explorer-AAAA.cjs', 7);
    const first = loadCodeCachedBundle(bundlePath, work.cacheDir, 'ui');
    const run = first.exports.run as (n: number) => number;
    expect(run(0)).toBe(7);
    expect(run(3)).toBe(9);
    expect(cacheFiles()).toEqual([]);
    first.saveCodeCache();
    first.saveCodeCache();
    expect(cacheFiles()).toEqual([cacheName('explorer-AAAA', 'ui')]);
    const before = readFileSync(join(work.cacheDir, cacheName('explorer-AAAA', 'ui')));

    const second = loadCodeCachedBundle(bundlePath, work.cacheDir, 'ui');
    expect((second.exports.run as (n: number) => number)(2)).toBe(4);
    second.saveCodeCache();
    // Accepted by V8, so not written again.
    expect(readFileSync(join(work.cacheDir, cacheName('explorer-AAAA', 'ui'))).equals(before)).toBe(true);
  });

  it('a corrupt cache is ignored and replaced', () => {
    const bundlePath = writeBundle('explorer-BBBB.cjs', 3);
    const cachePath = join(work.cacheDir, cacheName('explorer-BBBB', 'ui'));
    writeFileSync(cachePath, 'not a code cache');
    const bundle = loadCodeCachedBundle(bundlePath, work.cacheDir, 'ui');
    expect((bundle.exports.run as (n: number) => number)(0)).toBe(3);
    bundle.saveCodeCache();
    expect(readFileSync(cachePath).toString()).not.toBe('not a code cache');
    expect(statSync(cachePath).size).toBeGreaterThan(100);
  });

  it("removes the caches of the same bundle's other builds, and nothing else", () => {
    const oldExplorer = writeBundle('explorer-OLD1.cjs', 1);
    const oldCommands = writeBundle('commandMode-OLD3.cjs', 3);
    loadCodeCachedBundle(oldExplorer, work.cacheDir, 'ui').saveCodeCache();
    loadCodeCachedBundle(oldCommands, work.cacheDir, 'engine').saveCodeCache();
    writeFileSync(join(work.cacheDir, 'not-ours.txt'), 'kept');

    loadCodeCachedBundle(writeBundle('explorer-NEW2.cjs', 2), work.cacheDir, 'ui').saveCodeCache();
    expect(cacheFiles()).toEqual([
      cacheName('commandMode-OLD3', 'engine'),
      cacheName('explorer-NEW2', 'ui'),
      'not-ours.txt',
    ]);
  });
});
