// The explorer with V8's code cache (codeCache/bundle.ts): dist/start.js runs it from its CommonJS copy,
// dist/explorer-<content hash>.cjs, and the cache is written once the first frame is on the screen and the mount
// effects have run, so that it holds what the start compiled: React's reconciler, Ink, Yoga's bindings, the screens.
// Node's own compile cache (`module.enableCompileCache`), taken when a module is compiled, holds the top-level code
// only; most of the explorer's first render was V8 compiling functions on their first call, in every run.
//
// Only on Node 22, where it was measured to pay off: the main thread's CPU to the first frame 0.95-1.03x a minimal Ink
// app's instead of 1.23-1.31x, and the rate-limit screen's first idle window no dearer. On Node 24 the first frame
// came as early, but code deserialized from the cache made that idle window cost ~40 ms more of the main thread and
// ~55 ms more of V8's other threads (1.4-1.9 % of a core against 0.6-0.8 %, over the 1 % target; without the cache,
// the copy measured as the ES build): Node 24, and Nodes not measured, take the ES build (docs/benchmarks-log.md).
// Runs that draw no frame (help, not a terminal), DEV=true (Ink's DevTools need its ES build: ui/inkDevModeInCopy.ts)
// and runs with no usable cache folder take the ES build too: without a cache V8 must first parse the whole copy, so
// only the first explorer run after a build pays that, to write the cache.

import { loadCodeCachedBundle } from '../codeCache/bundle.js';
import { codeCacheDir } from '../codeCache/folder.js';
import { handOverYoga } from './yogaHandOver.js';
import type { ExplorerHooks, ExplorerStreams } from './startExplorer.js';

type RunExplorer = (argv: string[], streams: ExplorerStreams, hooks: ExplorerHooks) => Promise<number>;

const HELP_WORDS = new Set(['--help', '-h']);

/** What decides whether the copy runs: the process's own unless a test says otherwise. */
export interface ExplorerRunContext {
  streams: ExplorerStreams;
  env: NodeJS.ProcessEnv;
  /** `os.homedir` (codeCache/folder.ts). */
  home: () => string;
  /** `process.version`. */
  nodeVersion: string;
}

/** The Node majors where the copy was measured to start faster at no cost once running (see above). */
const COPY_PAYS_OFF_ON = new Set(['22']);

/** The cache folder when the explorer run for `argv` should come from the copy; undefined for the ES build. */
export function explorerCacheDir(argv: readonly string[], context: ExplorerRunContext): string | undefined {
  if (!COPY_PAYS_OFF_ON.has(/^v(\d+)\./.exec(context.nodeVersion)?.[1] ?? '')) return undefined;
  if (argv.some((word) => HELP_WORDS.has(word))) return undefined;
  if (context.env.DEV === 'true') return undefined;
  if (context.streams.stdin.isTTY !== true || context.streams.stdout.isTTY !== true) return undefined;
  return codeCacheDir(context.env, context.home);
}

/**
 * Runs the explorer from the CommonJS copy at `bundlePath` with its code cache in `cacheDir`. `loadYoga` imports
 * yoga-layout's ES module (dist/yoga.mjs), which the copy cannot hold (ui/yogaHandOver.ts).
 */
export async function runCodeCachedExplorer(
  bundlePath: string,
  cacheDir: string,
  argv: readonly string[],
  streams: ExplorerStreams,
  loadYoga: () => Promise<{ default: Parameters<typeof handOverYoga>[0] }>,
): Promise<number> {
  handOverYoga((await loadYoga()).default);
  const bundle = loadCodeCachedBundle(bundlePath, cacheDir, 'ui');
  const runExplorer = bundle.exports.runExplorer as RunExplorer | undefined;
  if (typeof runExplorer !== 'function') throw new Error(`internal: ${bundlePath} does not export runExplorer`);
  return runExplorer([...argv], streams, { afterFirstFrame: bundle.saveCodeCache });
}
