// Command mode with V8's code cache (codeCache/bundle.ts): dist/start.js (src/start.ts) runs command mode from its
// CommonJS copy, dist/commandMode-<content hash>.cjs, and writes the cache after the command has run, so that it holds
// every function the run compiled: the middleware, signing, parsing, rendering. Node's own compile cache
// (`module.enableCompileCache`) is taken when a module is compiled, before its functions run, so it holds little of
// that: through the AWS SDK it saved ~5 % of the CPU where this one saves ~30 % (Node 22 and 24; docs/benchmarks.md).
//
// A cache holds what the run that wrote it compiled, so runs through the AWS SDK and runs on the engine keep one each
// (cacheFlavour). Without a cache V8 must first parse the whole copy (~1.6 MB, all of command mode), about 60 ms more
// than the ES chunks a run loads: so only the first run of a kind after a build pays that, to write the cache, and a
// run that can have no cache (help, --version, NODE_DISABLE_COMPILE_CACHE, no usable folder) takes the ES chunks.

import { loadCodeCachedBundle } from '../codeCache/bundle.js';
import { codeCacheDir } from '../codeCache/folder.js';

type RunCommand = (argv: string[]) => Promise<number>;

export interface CodeCachedCommandMode {
  runCommand: RunCommand;
  /** Writes the code cache, after the run, when there was none or V8 rejected it. */
  saveCodeCache(): void;
}

const AWS_OPTIONS = new Set(['--endpoint-url', '--profile', '--region', '--no-sign-request']);
const HELP_WORDS = new Set(['help', '--help', '-h', '--version']);

/**
 * Which cache a command line uses: `aws` when an option selects the AWS backends (as commands/backend.ts decides,
 * short of the settings files), `engine` otherwise; undefined for help and --version, which write none.
 */
export function cacheFlavour(argv: readonly string[]): 'aws' | 'engine' | undefined {
  if (argv.some((word) => HELP_WORDS.has(word))) return undefined;
  return argv.some((word) => AWS_OPTIONS.has(word.split('=', 1)[0]!)) ? 'aws' : 'engine';
}

/** Loads command mode's CommonJS copy at `bundlePath` with the code cache of `flavour` kept in `cacheDir`. */
export function loadCommandModeBundle(bundlePath: string, cacheDir: string, flavour: string): CodeCachedCommandMode {
  const bundle = loadCodeCachedBundle(bundlePath, cacheDir, flavour);
  const runCommand = bundle.exports.runCommand as RunCommand | undefined;
  if (typeof runCommand !== 'function') throw new Error(`internal: ${bundlePath} does not export runCommand`);
  return { runCommand, saveCodeCache: bundle.saveCodeCache };
}

/**
 * Command mode for `argv` from the CommonJS copy at `bundlePath` with its code cache; undefined when the run can have
 * no cache (then the ES chunks are quicker). `home` is `os.homedir` (codeCache/folder.ts).
 */
export function codeCachedCommandMode(
  bundlePath: string,
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  home: () => string,
): CodeCachedCommandMode | undefined {
  const flavour = cacheFlavour(argv);
  const dir = flavour === undefined ? undefined : codeCacheDir(env, home);
  return dir === undefined || flavour === undefined ? undefined : loadCommandModeBundle(bundlePath, dir, flavour);
}
