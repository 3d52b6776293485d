// argv -> mode, as ES modules (dist/cli.mjs, imported by the launcher dist/cli.js, src/launcher.ts, for every run it
// does not take itself). Each mode's module is imported lazily, so command mode and `serve` never load Ink or React.

import nodeModule from 'node:module';
import { installQuietExits } from './commands/quietExits.js';
import { runModeOf } from './runMode.js';

// Node 22.1+ keeps V8's compiled code of the bundle's chunks between runs (as tsc does), so every run after the first
// skips most compilation; Node 20 has no such cache and skips the call. Command mode and the explorer run with caches
// of their own never come here (the launcher runs them, codeCache/). Either cache holds code only, never data.
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();

async function main(argv: string[]): Promise<number> {
  switch (runModeOf(argv)) {
    case 'serve': {
      const { runServe } = await import('./server/main.js');
      return runServe(argv.slice(1));
    }
    case 'github': {
      installQuietExits();
      const { runGithubCommand } = await import('./commands/github/rateLimitCommand.js');
      return runGithubCommand(argv);
    }
    case 'metrics': {
      const { runMetrics } = await import('./server/metrics/main.js');
      return runMetrics(argv.slice(1));
    }
    case 'command': {
      installQuietExits();
      const { runCommand } = await import('./commands/main.js');
      return runCommand(argv);
    }
    case 'explorer': {
      const { runExplorer } = await import('./ui/main.js');
      return runExplorer(argv);
    }
  }
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
