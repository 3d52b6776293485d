// Command mode with V8's code cache: the build also ships command mode as one CommonJS file
// (dist/commandMode-<content hash>.cjs, see scripts/build.mjs), run here through `vm.Script` with a code cache, so that
// a run after the first skips most compilation of the AWS SDK and of command mode. ES modules cannot be given a code
// cache on Node 20 (hence the CommonJS copy), and Node 22.1+'s compile cache, taken when a module is compiled, lacks
// the functions compiled later while the command runs (30% less CPU with this one on Node 24).
//
// Hand-written rather than `v8-compile-cache`: that package hooks every later `require` and keeps the cache taken
// right after compiling, which holds the top-level code only; here the cache is taken after the command has run
// (`createCachedData()` then holds every function the run compiled: the middleware, signing, parsing, rendering),
// which is where the time goes.
//
// A cache holds what the run that wrote it compiled, so runs through the AWS SDK and runs on the engine keep one each
// (cacheFlavour). Without a cache V8 must first parse the whole copy (~1.6 MB, all of command mode), about 60 ms more
// than the ES chunks a run loads: so only the first run of a kind after a build pays that, to write the cache, and a
// run that can have no cache (help, --version, NODE_DISABLE_COMPILE_CACHE, no usable folder) takes the ES chunks.
//
// The cache holds compiled code only (never data or a secret). It lives in the OS temporary directory, in a folder of
// this user's that no one else may write (a cache from someone else would be code run as this user); it is ignored
// when missing, unreadable, unwritable or rejected by V8 (other V8, other flags, corrupt), and NODE_DISABLE_COMPILE_CACHE
// turns it off as it does Node's own cache. Its name holds the bundle's content hash: V8 checks only the source's
// length, so a cache of another build must never be offered.

import { lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { Script } from 'node:vm';

type RunCommand = (argv: string[]) => Promise<number>;

export interface CodeCachedBundle {
  runCommand: RunCommand;
  /** Writes the code cache, after the run, when there was none or V8 rejected it. */
  saveCodeCache(): void;
}

const CACHE_FILE = /^commandMode-[A-Z0-9]+-v[\d.]+-\w+-\w+\.v8cache$/;
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

/** The cache folder, created when missing; undefined when turned off or when someone else could write to it. */
export function codeCacheDir(env: NodeJS.ProcessEnv = process.env, temporary = tmpdir()): string | undefined {
  if (env.NODE_DISABLE_COMPILE_CACHE !== undefined) return undefined;
  const uid = process.getuid?.();
  const dir = join(temporary, `switchyard-compile-cache${uid === undefined ? '' : `-${uid}`}`);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // lstat: a symbolic link planted in the shared temporary directory could lead anywhere.
    const stat = lstatSync(dir);
    if (!stat.isDirectory()) return undefined;
    if (uid !== undefined && (stat.uid !== uid || (stat.mode & 0o022) !== 0)) return undefined;
    return dir;
  } catch {
    return undefined;
  }
}

function readCache(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

function writeCache(path: string, data: Buffer): void {
  const dir = dirname(path);
  // Written aside then renamed, so that a run starting meanwhile never reads half a file.
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, data);
  renameSync(partial, path);
  // Caches of other builds are of no further use (a bundle's name holds its content hash). Only cache files go.
  const bundle = basename(path).split('-', 2).join('-');
  for (const name of readdirSync(dir)) {
    if (CACHE_FILE.test(name) && !name.startsWith(`${bundle}-`)) unlinkSync(join(dir, name));
  }
}

/**
 * Command mode for `argv` from the CommonJS copy at `bundlePath` with its code cache; undefined when the run can have
 * no cache (then the ES chunks are quicker).
 */
export function codeCachedCommandMode(
  bundlePath: string,
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  temporary = tmpdir(),
): CodeCachedBundle | undefined {
  const flavour = cacheFlavour(argv);
  const dir = flavour === undefined ? undefined : codeCacheDir(env, temporary);
  return dir === undefined || flavour === undefined ? undefined : loadCodeCachedBundle(bundlePath, dir, flavour);
}

/** Loads the CommonJS command-mode bundle at `bundlePath`, with the code cache of `flavour` kept in `cacheDir`. */
export function loadCodeCachedBundle(bundlePath: string, cacheDir: string, flavour: string): CodeCachedBundle {
  const cachePath = join(
    cacheDir,
    `${basename(bundlePath, '.cjs')}-${process.version}-${process.arch}-${flavour}.v8cache`,
  );
  const cached = readCache(cachePath);
  // The bundle is ASCII (esbuild escapes the rest; scripts/build.mjs checks), so latin1 reads it as UTF-8 would,
  // at a tenth of the cost (0.2 ms instead of 3 ms for 1.6 MB).
  const source = readFileSync(bundlePath, 'latin1');
  // The file is a function expression taking what Node gives a CommonJS module (scripts/build.mjs); it has no
  // dynamic import() (built as require()), which a vm.Script could not run on Node 20.
  const script = new Script(source, {
    filename: bundlePath,
    ...(cached === undefined ? {} : { cachedData: cached }),
  });
  const module = { exports: {} as { runCommand?: RunCommand } };
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper(module.exports, createRequire(bundlePath), module, bundlePath, dirname(bundlePath));
  const runCommand = module.exports.runCommand;
  if (runCommand === undefined) throw new Error(`internal: ${bundlePath} does not export runCommand`);
  return {
    runCommand,
    saveCodeCache() {
      if (cached !== undefined && script.cachedDataRejected !== true) return;
      try {
        writeCache(cachePath, script.createCachedData());
      } catch {
        // An unwritable or full temporary directory only costs the next run its cache.
      }
    },
  };
}
