// argv -> mode, as ES modules (dist/cli.mjs, imported by dist/start.js once the binary has checked the Node version
// and turned on the compile cache: src/bin.ts, src/start.ts). Each mode's module is imported lazily, so command mode
// and `serve` never load Ink or React.

import { installQuietExits } from './commands/quietExits.js';
import { runModeOf } from './runMode.js';

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
