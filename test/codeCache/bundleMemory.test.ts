// What a loaded bundle keeps of its code cache: whether V8 took it, not the buffer read from disk (1.5 MB for the
// explorer, which would otherwise stay in memory for the whole run).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { codeCacheWork } from '../helpers/codeCacheWork.js';

const cacheBuffers: WeakRef<Buffer>[] = [];
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const readFileSync = ((...args: Parameters<typeof fs.readFileSync>) => {
    const data = fs.readFileSync(...args);
    if (String(args[0]).endsWith('.v8cache') && Buffer.isBuffer(data)) cacheBuffers.push(new WeakRef(data));
    return data;
  }) as typeof fs.readFileSync;
  return { ...fs, default: { ...fs, readFileSync }, readFileSync };
});

// Files share a worker (isolate: false in vitest.config.ts), so an earlier file may have loaded what this one tests
// with the real modules: load it afresh so it sees the mocks, and drop the mocks when this file ends.
vi.resetModules();
const { loadCodeCachedBundle } = await import('../../src/codeCache/bundle.js');
afterAll(() => {
  vi.doUnmock('node:fs');
  vi.resetModules();
});

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const work = codeCacheWork();

describe('loadCodeCachedBundle and memory', () => {
  it('does not hold the cache it read once the bundle is loaded', async () => {
    const bundlePath = work.writeWrappedModule('explorer-MEM1.cjs', 'exports.run = (n) => n * 2;');
    loadCodeCachedBundle(bundlePath, work.cacheDir, 'ui').saveCodeCache();

    const bundle = loadCodeCachedBundle(bundlePath, work.cacheDir, 'ui');
    expect(cacheBuffers).toHaveLength(1);
    await nextTurn();
    gc();
    await nextTurn();
    gc();
    expect(cacheBuffers[0]?.deref()).toBeUndefined();
    // The bundle itself is still in use, and a cache V8 took is not written again.
    expect((bundle.exports.run as (n: number) => number)(21)).toBe(42);
    bundle.saveCodeCache();
    expect(work.cacheFiles()).toHaveLength(1);
  });
});
