#!/usr/bin/env node
// The `switchyard` binary, dist/cli.js: built as CommonJS (dist/package.json says so; the rest of dist/ is ES modules
// named .mjs). Command mode and the explorer run from here, from their CommonJS copies with V8 code caches
// (codeCache/), without ever starting Node's ES module loader, which on Node 20 costs about 4 ms before the first
// line and as much again to import a chunk; every other run imports the ES entry, dist/cli.mjs (src/cli.ts), which
// picks the mode.

import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { codeCachedExplorer } from './codeCache/explorer.js';
import { codeCachedCommandMode } from './commands/codeCachedBundle.js';
import { installQuietExits } from './commands/quietExits.js';
import { runModeOf } from './runMode.js';

// Set by scripts/build.mjs: the CommonJS copies and the ES entry, all in dist/ beside this file.
declare const SWITCHYARD_COMMAND_BUNDLE: string;
declare const SWITCHYARD_EXPLORER_BUNDLE: string;
declare const SWITCHYARD_ES_ENTRY: string;

/** Command mode from its code-cached copy; undefined when the run can have no cache. */
function runCommandCodeCached(argv: string[]): Promise<number> | undefined {
  // __dirname: this file is only ever run as the CommonJS bundle.
  const bundle = codeCachedCommandMode(join(__dirname, SWITCHYARD_COMMAND_BUNDLE), argv);
  if (bundle === undefined) return undefined;
  installQuietExits();
  return bundle.runCommand(argv).then((code) => {
    bundle.saveCodeCache();
    return code;
  });
}

/** The run from a code-cached copy; undefined when argv is neither command mode nor the explorer, or has no cache. */
function runCodeCached(argv: string[]): Promise<number> | undefined {
  switch (runModeOf(argv)) {
    case 'command':
      return runCommandCodeCached(argv);
    case 'explorer':
      return codeCachedExplorer(join(__dirname, SWITCHYARD_EXPLORER_BUNDLE), argv)?.();
    default:
      return undefined;
  }
}

function fail(error: unknown): void {
  process.stderr.write(`switchyard: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 255;
}

try {
  const run = runCodeCached(process.argv.slice(2));
  if (run === undefined) import(pathToFileURL(join(__dirname, SWITCHYARD_ES_ENTRY)).href).catch(fail);
  else
    run.then((code) => {
      process.exitCode = code;
    }, fail);
} catch (error) {
  fail(error);
}
