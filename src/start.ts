// dist/start.js, required by the binary (src/bin.ts, dist/cli.js) once the Node version is known to be good. Command
// mode runs from its CommonJS copy with a V8 code cache of its own (commands/codeCachedBundle.ts), which saves more
// than Node's compile cache can there; every other run turns on Node's compile cache (so that every run after the
// first skips most compilation) and imports the ES build, dist/cli.mjs (src/cli.ts), which picks the mode. Both
// caches live in one folder of the user's (codeCache/folder.ts). The compile cache is turned on here, before
// dist/cli.mjs and its chunks are compiled, so that they are all cached.

import nodeModule from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { codeCacheDir } from './codeCache/folder.js';
import { codeCachedCommandMode } from './commands/codeCachedBundle.js';
import { installQuietExits } from './commands/quietExits.js';
import { runModeOf } from './runMode.js';

// Set by scripts/build.mjs: command mode's CommonJS copy, in dist/ beside this file.
declare const SWITCHYARD_COMMAND_BUNDLE: string;

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

/** The ES build, with Node's compile cache in switchyard's folder (Node 22.0 has none: 22.1 added it). */
function runEsBuild(): void {
  const dir = codeCacheDir(process.env, homedir);
  if (dir !== undefined) (nodeModule as { enableCompileCache?: (dir: string) => unknown }).enableCompileCache?.(dir);
  import(pathToFileURL(join(__dirname, 'cli.mjs')).href).catch(fail);
}

function fail(error: unknown): void {
  process.stderr.write(`switchyard: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 255;
}

try {
  const run = runCommandCodeCached(process.argv.slice(2));
  if (run === undefined) runEsBuild();
  else
    run.then((code) => {
      process.exitCode = code;
    }, fail);
} catch (error) {
  fail(error);
}
