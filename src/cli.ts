// argv -> mode, as ES modules (dist/cli.mjs, imported by the launcher dist/cli.js, src/launcher.ts, for every run it
// does not take itself). Each mode's module is imported lazily, so command mode and `serve` never load Ink or React.

import nodeModule from 'node:module';
import { isCommandMode } from './commands/detect.js';
import { installQuietExits } from './commands/quietExits.js';

// Node 22.1+ keeps V8's compiled code of the bundle's chunks between runs (as tsc does), so every run after the first
// skips most compilation; Node 20 has no such cache and skips the call. Command mode with a cache of its own never
// comes here (the launcher runs it, commands/codeCachedBundle.ts). Either cache holds code only, never data.
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();

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
  if (isCommandMode(argv)) {
    installQuietExits();
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
