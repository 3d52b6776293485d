// The explorer from its code-cached CommonJS copy (src/ui/codeCachedExplorer.ts), on a small stand-in copy: which runs
// take it, yoga handed over before the copy runs, the cache written only when the run says its first frame is drawn.
import { chmodSync, mkdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { explorerCacheDir, runCodeCachedExplorer } from '../../src/ui/codeCachedExplorer.js';
import { NO_MEMORY_REDUCER_GCS } from '../../src/ui/memoryReducerOff.js';
import type { ExplorerStreams } from '../../src/ui/startExplorer.js';
import { codeCacheWork } from '../helpers/codeCacheWork.js';

const work = codeCacheWork();

function streams(stdinTty: boolean, stdoutTty: boolean): ExplorerStreams {
  return { stdin: { isTTY: stdinTty }, stdout: { isTTY: stdoutTty }, stderr: {} } as unknown as ExplorerStreams;
}

describe('explorerCacheDir', () => {
  const context = (over: Partial<Parameters<typeof explorerCacheDir>[1]> = {}) => ({
    streams: streams(true, true),
    env: { XDG_CACHE_HOME: work.dir },
    home: () => '/nonexistent',
    nodeVersion: 'v22.23.5',
    ...over,
  });
  const folder = () => join(work.dir, 'switchyard', 'compile-cache');

  it('is the cache folder for an explorer run on a terminal', () => {
    expect(explorerCacheDir(['--screen', 'members'], context())).toBe(folder());
  });

  it('is undefined (the ES build) on the Nodes where the copy was not measured to pay off', () => {
    expect(explorerCacheDir([], context({ nodeVersion: 'v22.1.0' }))).toBe(folder());
    expect(explorerCacheDir([], context({ nodeVersion: 'v24.21.0' }))).toBe(folder());
    expect(explorerCacheDir([], context({ nodeVersion: 'v23.11.1' }))).toBeUndefined();
    expect(explorerCacheDir([], context({ nodeVersion: 'v122.0.0' }))).toBeUndefined();
  });

  it('is undefined (the ES build) for help, DEV=true, no terminal, or no usable folder', () => {
    expect(explorerCacheDir(['--help'], context())).toBeUndefined();
    expect(explorerCacheDir(['-h'], context())).toBeUndefined();
    expect(explorerCacheDir(['--screen', 'nowhere'], context())).toBeUndefined();
    // `--help` as the value of a flag is not a request for help: that run draws its frame.
    expect(explorerCacheDir(['--data', '--help'], context())).toBeDefined();
    expect(explorerCacheDir([], context({ env: { XDG_CACHE_HOME: work.dir, DEV: 'true' } }))).toBeUndefined();
    expect(explorerCacheDir([], context({ streams: streams(false, true) }))).toBeUndefined();
    expect(explorerCacheDir([], context({ streams: streams(true, false) }))).toBeUndefined();
    expect(
      explorerCacheDir([], context({ env: { XDG_CACHE_HOME: work.dir, NODE_DISABLE_COMPILE_CACHE: '1' } })),
    ).toBeUndefined();
    // A folder others can write is never used (codeCache/folder.ts).
    mkdirSync(folder(), { recursive: true });
    chmodSync(folder(), 0o777);
    expect(explorerCacheDir([], context())).toBeUndefined();
  });
});

describe('runCodeCachedExplorer', () => {
  // A stand-in for dist/explorer-<hash>.cjs: it reads the yoga instance at load, as ui/yogaInCopy.ts does, and shows
  // the test what it was given.
  const SEEN = Symbol.for('switchyard.test.explorer-copy');
  const copyBody = `
    const yoga = globalThis[Symbol.for('switchyard.yoga-layout')];
    exports.runExplorer = async (argv, streams, hooks) => {
      globalThis[Symbol.for('switchyard.test.explorer-copy')] = { yoga, argv, streams, hooks };
      return 3;
    };`;
  interface Seen {
    yoga: unknown;
    argv: string[];
    streams: unknown;
    hooks: { afterFirstFrame?: () => void };
  }
  const seen = () => (globalThis as Record<symbol, unknown>)[SEEN] as Seen;
  const cacheName = `explorer-ABCD1234-${process.version}-${process.arch}-ui.v8cache`;

  it('hands yoga over before the copy loads, and writes the cache only once the first frame is drawn', async () => {
    const bundle = work.writeWrappedModule('explorer-ABCD1234.cjs', copyBody);
    const yoga = { name: 'yoga instance' };
    const io = streams(true, true);
    // A recorder, not V8's flags: the test worker's own must stay as they are.
    const run = () =>
      runCodeCachedExplorer(
        bundle,
        work.cacheDir,
        ['--screen', 'members'],
        io,
        async () => ({ default: yoga as never }),
        () => undefined,
      );
    expect(await run()).toBe(3);
    expect(seen().yoga).toBe(yoga);
    expect(seen().argv).toEqual(['--screen', 'members']);
    expect(seen().streams).toBe(io);
    expect(work.cacheFiles()).toEqual([]);
    seen().hooks.afterFirstFrame!();
    expect(work.cacheFiles()).toEqual([cacheName]);
    const written = statSync(join(work.cacheDir, cacheName)).mtimeMs;

    // The next run takes the cache and writes none.
    utimesSync(join(work.cacheDir, cacheName), 0, 0);
    expect(await run()).toBe(3);
    seen().hooks.afterFirstFrame!();
    expect(statSync(join(work.cacheDir, cacheName)).mtimeMs).toBe(0);
    expect(written).toBeGreaterThan(0);
  });

  it('keeps the memory reducer of V8 from collecting, before yoga or the copy is compiled', async () => {
    const bundle = work.writeWrappedModule('explorer-FFFF.cjs', copyBody);
    const order: string[] = [];
    await runCodeCachedExplorer(
      bundle,
      work.cacheDir,
      [],
      streams(true, true),
      async () => {
        order.push('yoga');
        return { default: {} as never };
      },
      (flags) => order.push(`flags ${flags}`),
    );
    expect(order).toEqual([`flags ${NO_MEMORY_REDUCER_GCS}`, 'yoga']);
    expect(NO_MEMORY_REDUCER_GCS).toBe('--memory-reducer-gc-count=0');
  });

  it('says what is wrong when the copy has no runExplorer', async () => {
    const bundle = work.writeWrappedModule('explorer-EEEE.cjs', 'exports.other = 1;');
    await expect(
      runCodeCachedExplorer(
        bundle,
        work.cacheDir,
        [],
        streams(true, true),
        async () => ({ default: {} as never }),
        () => undefined,
      ),
    ).rejects.toThrow(/explorer-EEEE\.cjs does not export runExplorer/);
  });
});
