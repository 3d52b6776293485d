#!/usr/bin/env node
// argv -> mode. Each mode's module is imported lazily, so command mode and `serve` never load Ink or React.

import nodeModule from 'node:module';
import { fileURLToPath } from 'node:url';
import { isCommandLine } from './commands/detect.js';
import { installQuietExits } from './commands/quietExits.js';

// Node 22.1+ keeps V8's compiled code of the bundle's chunks between runs (as tsc does), so every run after the first
// skips most compilation; Node 20 has no such cache and skips the call. Command mode, on every Node, runs from its
// CommonJS copy with a code cache of its own (commands/codeCachedBundle.ts), which also holds the functions compiled
// while the command ran: 30% less CPU than Node's cache on Node 24. Either cache holds code only, never data.
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();

// The file name of command mode's CommonJS copy in dist/, set by scripts/build.mjs; not defined when run from src/.
declare const SWITCHYARD_COMMAND_BUNDLE: string;

const COMMAND_WORDS = new Set(['appfabric', 'cleanrooms', 'appflow', 'help', '--help', '-h', '--version']);

async function main(argv: string[]): Promise<number> {
  const first = argv[0];
  if (first === 'serve') {
    const { runServe } = await import('./server/main.js');
    return runServe(argv.slice(1));
  }
  if (first === 'github') {
    installQuietExits();
    const { runGithubCommand } = await import('./commands/github/rateLimitCommand.js');
    return runGithubCommand(argv);
  }
  if (first === 'metrics') {
    const { runMetrics } = await import('./server/metrics/main.js');
    return runMetrics(argv.slice(1));
  }
  // Global options may come before the service word, as with the AWS CLI (isCommandLine).
  if (first !== undefined && (COMMAND_WORDS.has(first) || isCommandLine(argv))) {
    installQuietExits();
    if (typeof SWITCHYARD_COMMAND_BUNDLE === 'string') {
      const { codeCachedCommandMode } = await import('./commands/codeCachedBundle.js');
      const bundle = codeCachedCommandMode(fileURLToPath(new URL(SWITCHYARD_COMMAND_BUNDLE, import.meta.url)), argv);
      if (bundle !== undefined) {
        const code = await bundle.runCommand(argv);
        bundle.saveCodeCache();
        return code;
      }
    }
    const { runCommand } = await import('./commands/main.js');
    return runCommand(argv);
  }
  const { runExplorer } = await import('./ui/main.js');
  return runExplorer(argv);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`switchyard: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 255;
  },
);
