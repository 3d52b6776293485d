// The explorer with V8's code cache (codeCache/bundle.ts): dist/start.js runs it from its CommonJS copy,
// dist/explorer-<content hash>.cjs, and the cache is written once the first frame is on the screen and the mount
// effects have run, so that it holds what the start compiled: React's reconciler, Ink, Yoga's bindings, the screens.
// Node's own compile cache (`module.enableCompileCache`), taken when a module is compiled, holds the top-level code
// only; most of the explorer's first render was V8 compiling functions on their first call, in every run.
//
// On Node 22 and 24, where it was measured to pay off: the main thread's CPU to the first frame 0.94-1.03x a minimal
// Ink app's instead of 1.17-1.31x. Once running it idled dearer at first (the rate-limit screen's first idle seconds
// 1.1-1.9 % of a core against 0.6-0.8 %), with or without its cache: V8's memory reducer, armed by the first full
// collection, judged the copy's allocation rate low sooner than the ES build's and ran a collection there. The copy
// runs no reducer collection (ui/memoryReducerOff.ts; docs/benchmarks-log.md). Nodes not measured take the ES build.
// Runs that draw no frame (help, a refused flag, not a terminal), DEV=true (Ink's DevTools need its ES build: ui/inkDevModeInCopy.ts)
// and runs with no usable cache folder take the ES build too: without a cache V8 must first parse the whole copy, so
// only the first explorer run after a build pays that, to write the cache.

import { parseExplorerArgs } from './args.js';
import { loadCodeCachedBundle } from '../codeCache/bundle.js';
import { codeCacheDir } from '../codeCache/folder.js';
import { handOverYoga } from './yogaHandOver.js';
import { turnOffMemoryReducerGcs } from './memoryReducerOff.js';
import type { ExplorerHooks, ExplorerStreams } from './startExplorer.js';

type RunExplorer = (argv: string[], streams: ExplorerStreams, hooks: ExplorerHooks) => Promise<number>;

/** What decides whether the copy runs: the process's own unless a test says otherwise. */
export interface ExplorerRunContext {
  streams: ExplorerStreams;
  env: NodeJS.ProcessEnv;
  /** `os.homedir` (codeCache/folder.ts). */
  home: () => string;
  /** `process.version`. */
  nodeVersion: string;
}

/** Whether the run draws no frame by its flags: help, or flags the explorer refuses (it says why and exits). */
function drawsNoFrame(argv: readonly string[]): boolean {
  try {
    return parseExplorerArgs(argv).help;
  } catch {
    return true;
  }
}

/** The Node majors where the copy was measured to start faster at no cost once running (see above). */
const COPY_PAYS_OFF_ON = new Set(['22', '24']);

/** The cache folder when the explorer run for `argv` should come from the copy; undefined for the ES build. */
export function explorerCacheDir(argv: readonly string[], context: ExplorerRunContext): string | undefined {
  if (!COPY_PAYS_OFF_ON.has(/^v(\d+)\./.exec(context.nodeVersion)?.[1] ?? '')) return undefined;
  if (drawsNoFrame(argv)) return undefined;
  if (context.env.DEV === 'true') return undefined;
  if (context.streams.stdin.isTTY !== true || context.streams.stdout.isTTY !== true) return undefined;
  return codeCacheDir(context.env, context.home);
}

/**
 * Runs the explorer from the CommonJS copy at `bundlePath` with its code cache in `cacheDir`. `loadYoga` imports
 * yoga-layout's ES module (dist/yoga.mjs), which the copy cannot hold (ui/yogaHandOver.ts). V8's memory reducer is
 * kept from collecting first (ui/memoryReducerOff.ts; `setV8Flags` is `v8.setFlagsFromString` but in tests).
 */
export async function runCodeCachedExplorer(
  bundlePath: string,
  cacheDir: string,
  argv: readonly string[],
  streams: ExplorerStreams,
  loadYoga: () => Promise<{ default: Parameters<typeof handOverYoga>[0] }>,
  setV8Flags?: (flags: string) => void,
): Promise<number> {
  // Before anything is compiled: the flag is part of the hash V8 checks a code cache against.
  turnOffMemoryReducerGcs(setV8Flags);
  handOverYoga((await loadYoga()).default);
  const bundle = loadCodeCachedBundle(bundlePath, cacheDir, 'ui');
  const runExplorer = bundle.exports.runExplorer as RunExplorer | undefined;
  if (typeof runExplorer !== 'function') throw new Error(`internal: ${bundlePath} does not export runExplorer`);
  return runExplorer([...argv], streams, { afterFirstFrame: bundle.saveCodeCache });
}
