// The explorer with V8's code cache (codeCache/bundle.ts): the launcher runs it from its CommonJS copy,
// dist/explorer-<content hash>.cjs, and writes the cache once the first frame is on the screen, so that it holds
// Ink, React and the first screen as compiled for it. On Node 20, which has no compile cache for ES modules,
// compiling the explorer's chunks was most of what made its first frame slower than a bare Ink app's.
//
// Only where Node has no compile cache for ES modules (`module.enableCompileCache`, Node 22.1+): there the ES chunks
// with Node's cache draw the first frame within 1.1x a bare Ink app already, and the copy measured worse once running
// (on Node 24 the first 10 s of a rate-limit screen left idle took 0.8-0.9 % of a core instead of 0.4-0.5 %; see
// docs/benchmarks.md). Runs that never draw a frame (help, not a terminal) and runs with DEV=true take the ES chunks
// too: without a cache V8 must first parse the whole copy, so only the first explorer run after a build pays that,
// to write the cache.

import nodeModule from 'node:module';
import { tmpdir } from 'node:os';
import { loadCodeCachedBundle } from './bundle.js';
import { codeCacheDir } from './folder.js';

/** What decides whether the copy runs; the process's own unless a test says otherwise. */
export interface ExplorerRunContext {
  terminal?: { stdin: { isTTY?: boolean }; stdout: { isTTY?: boolean } };
  env?: NodeJS.ProcessEnv;
  temporary?: string;
  nodeCachesEsModules?: boolean;
}

type RunExplorer = (
  argv: string[],
  streams: NodeJS.Process,
  hooks: { afterFirstFrame?: () => void },
) => Promise<number>;

const HELP_WORDS = new Set(['--help', '-h']);

/** Whether this Node caches compiled ES modules itself (Node 22.1+). */
export const NODE_CACHES_ES_MODULES =
  typeof (nodeModule as { enableCompileCache?: unknown }).enableCompileCache === 'function';

/**
 * The explorer for `argv` from the CommonJS copy at `bundlePath` with its code cache, as a function that runs it;
 * undefined when the run will draw no frame or can have no cache (then the ES chunks are quicker).
 */
export function codeCachedExplorer(
  bundlePath: string,
  argv: readonly string[],
  context: ExplorerRunContext = {},
): (() => Promise<number>) | undefined {
  const { terminal = process, env = process.env, temporary = tmpdir() } = context;
  if (context.nodeCachesEsModules ?? NODE_CACHES_ES_MODULES) return undefined;
  if (argv.some((word) => HELP_WORDS.has(word))) return undefined;
  // Ink connects React DevTools with DEV=true, which only its code as shipped, in the ES build, can
  // (scripts/inkDevToolsOnlyInEs.mjs).
  if (env.DEV === 'true') return undefined;
  if (terminal.stdin.isTTY !== true || terminal.stdout.isTTY !== true) return undefined;
  const dir = codeCacheDir(env, temporary);
  if (dir === undefined) return undefined;
  const bundle = loadCodeCachedBundle(bundlePath, dir, 'ui');
  const runExplorer = bundle.exports.runExplorer as RunExplorer | undefined;
  if (typeof runExplorer !== 'function') throw new Error(`internal: ${bundlePath} does not export runExplorer`);
  return () => runExplorer([...argv], process, { afterFirstFrame: bundle.saveCodeCache });
}
