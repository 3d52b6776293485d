// A CommonJS bundle run with V8's code cache. The build ships command mode once more as one CommonJS file
// (dist/commandMode-<content hash>.cjs, see scripts/build.mjs), run here through `vm.Script` with a code cache, so
// that a run after the first skips most compilation. Node's compile cache (`module.enableCompileCache`), taken when a
// module is compiled, lacks the functions compiled later while the run goes on; this one is taken after the command
// has run (through the AWS SDK: ~30 % less CPU than the ES build with Node's cache, on Node 22 and 24).
//
// Hand-written rather than `v8-compile-cache`: that package hooks every later `require` and keeps the cache taken
// right after compiling, which holds the top-level code only; here the caller says when to take it (after a command
// has run): `createCachedData()` then holds every function compiled so far, which is where the time goes.
//
// The cache holds compiled code only (never data or a secret), in the folder of codeCache/folder.ts; it is ignored
// when missing, unreadable, unwritable or rejected by V8 (other V8, other flags, corrupt). Its name holds the bundle's
// content hash: V8 checks only the source's length, so a cache of another build must never be offered.

import { readdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { Script } from 'node:vm';

export interface CodeCachedBundle {
  /** What the bundle's module exported. */
  exports: Record<string, unknown>;
  /** Writes the code cache (what was compiled so far) when there was none or V8 rejected it. */
  saveCodeCache(): void;
}

/** <bundle name>-<content hash>-<node version>-<arch>-<flavour>.v8cache */
const CACHE_FILE = /^([a-zA-Z]+)-([A-Z0-9]+)-v[\d.]+-\w+-\w+\.v8cache$/;

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
  // Caches of other builds of the same bundle are of no further use. Only cache files go.
  const [, bundle, hash] = CACHE_FILE.exec(basename(path)) ?? [];
  for (const name of readdirSync(dir)) {
    const other = CACHE_FILE.exec(name);
    if (other !== null && other[1] === bundle && other[2] !== hash) unlinkSync(join(dir, name));
  }
}

/** Loads the CommonJS bundle at `bundlePath`, with the code cache of `flavour` kept in `cacheDir`. */
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
  // dynamic import() (built as require()), which a vm.Script runs only with an importModuleDynamically
  // callback of its own.
  const script = new Script(source, {
    filename: bundlePath,
    ...(cached === undefined ? {} : { cachedData: cached }),
  });
  // Whether V8 took a cache is all that is kept of it: the buffer (1.5 MB for the explorer) is not held for the run.
  const cacheTaken = cached !== undefined && script.cachedDataRejected !== true;
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper(module.exports, createRequire(bundlePath), module, bundlePath, dirname(bundlePath));
  let saved = false;
  return {
    exports: module.exports,
    saveCodeCache() {
      if (saved || cacheTaken) return;
      saved = true;
      try {
        writeCache(cachePath, script.createCachedData());
      } catch {
        // An unwritable or full temporary directory only costs the next run its cache.
      }
    },
  };
}
