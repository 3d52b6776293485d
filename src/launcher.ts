#!/usr/bin/env node
// The `switchyard` binary, dist/cli.js: built as CommonJS (dist/package.json says so; the rest of dist/ is ES modules
// named .mjs). Command mode with its code cache (commands/codeCachedBundle.ts) runs from here without ever starting
// Node's ES module loader, which on Node 20 costs about 4 ms before the first line and as much again to import a
// chunk; every other run imports the ES entry, dist/cli.mjs (src/cli.ts), which picks the mode.

import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { codeCachedCommandMode } from './commands/codeCachedBundle.js';
import { isCommandMode } from './commands/detect.js';
import { installQuietExits } from './commands/quietExits.js';

// Set by scripts/build.mjs: command mode's CommonJS copy and the ES entry, both in dist/ beside this file.
declare const SWITCHYARD_COMMAND_BUNDLE: string;
declare const SWITCHYARD_ES_ENTRY: string;

/** Command mode from its code-cached copy; undefined when argv is no command or the run can have no cache. */
function runCodeCached(argv: string[]): Promise<number> | undefined {
  if (!isCommandMode(argv)) return undefined;
  // __dirname: this file is only ever run as the CommonJS bundle.
  const bundle = codeCachedCommandMode(join(__dirname, SWITCHYARD_COMMAND_BUNDLE), argv);
  if (bundle === undefined) return undefined;
  installQuietExits();
  return bundle.runCommand(argv).then((code) => {
    bundle.saveCodeCache();
    return code;
  });
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
