// dist/start.js, required by the binary (src/bin.ts, dist/cli.js) once the Node version is known to be good. Command
// mode and the explorer run from their CommonJS copies with V8 code caches of their own
// (commands/codeCachedBundle.ts, ui/codeCachedExplorer.ts), taken after the run compiled what it needs, which saves
// more than Node's compile cache can; every other run (and those two when they can have no cache) turns on Node's
// compile cache (so that every run after the first skips most compilation) and imports the ES build, dist/cli.mjs
// (src/cli.ts), which picks the mode. The caches live in one folder of the user's (codeCache/folder.ts). The compile
// cache is turned on here, before dist/cli.mjs and its chunks (or yoga's, for the explorer's copy) are compiled, so
// that they are all cached.

import nodeModule from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { codeCacheDir } from './codeCache/folder.js';
import { codeCachedCommandMode } from './commands/codeCachedBundle.js';
import { installQuietExits } from './commands/quietExits.js';
import { runModeOf } from './runMode.js';
import { explorerCacheDir, runCodeCachedExplorer } from './ui/codeCachedExplorer.js';
import { importWithoutFetch } from './ui/withoutFetch.js';

// Set by scripts/build.mjs: command mode's and the explorer's CommonJS copies, in dist/ beside this file.
declare const SWITCHYARD_COMMAND_BUNDLE: string;
declare const SWITCHYARD_EXPLORER_BUNDLE: string;

/** Command mode from its code-cached copy; undefined when argv is not command mode or the run can have no cache. */
function runCommandCodeCached(argv: string[]): Promise<number> | undefined {
  if (runModeOf(argv) !== 'command') return undefined;
  // __dirname: this file is only ever run as the CommonJS bundle.
  const bundle = codeCachedCommandMode(join(__dirname, SWITCHYARD_COMMAND_BUNDLE), argv, process.env, homedir);
  if (bundle === undefined) return undefined;
  installQuietExits();
  return bundle.runCommand(argv).then((code) => {
    bundle.saveCodeCache();
    return code;
  });
}

/** Node's compile cache in switchyard's folder (Node 22.0 has none: 22.1 added it). */
function enableCompileCache(dir: string): void {
  (nodeModule as { enableCompileCache?: (dir: string) => unknown }).enableCompileCache?.(dir);
}

/** The explorer from its code-cached copy; undefined when argv is not the explorer or the run can have no cache. */
function runExplorerCodeCached(argv: string[]): Promise<number> | undefined {
  if (runModeOf(argv) !== 'explorer') return undefined;
  const dir = explorerCacheDir(argv, {
    streams: process,
    env: process.env,
    home: homedir,
    nodeVersion: process.version,
  });
  if (dir === undefined) return undefined;
  // yoga's ES module, bundled as shipped (scripts/build.mjs), compiled with Node's cache. Its loader reads its
  // WebAssembly with `fetch` when there is one, and the first touch of `fetch` loads undici (ui/withoutFetch.ts).
  enableCompileCache(dir);
  const loadYoga = () => importWithoutFetch(() => import(pathToFileURL(join(__dirname, 'yoga.mjs')).href));
  return runCodeCachedExplorer(join(__dirname, SWITCHYARD_EXPLORER_BUNDLE), dir, argv, process, loadYoga);
}

/** The ES build, with Node's compile cache in switchyard's folder. */
function runEsBuild(): void {
  const dir = codeCacheDir(process.env, homedir);
  if (dir !== undefined) enableCompileCache(dir);
  import(pathToFileURL(join(__dirname, 'cli.mjs')).href).catch(fail);
}

function fail(error: unknown): void {
  process.stderr.write(`switchyard: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 255;
}

try {
  const argv = process.argv.slice(2);
  const run = runCommandCodeCached(argv) ?? runExplorerCodeCached(argv);
  if (run === undefined) runEsBuild();
  else
    run.then((code) => {
      process.exitCode = code;
    }, fail);
} catch (error) {
  fail(error);
}
