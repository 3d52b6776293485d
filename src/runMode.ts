// argv -> which mode runs: shared by the launcher (src/launcher.ts, which runs command mode and the explorer from
// their code-cached CommonJS copies) and the ES entry (src/cli.ts), so the two never disagree.

import { isCommandMode } from './commands/detect.js';

export type RunMode = 'serve' | 'github' | 'metrics' | 'command' | 'explorer';

export function runModeOf(argv: readonly string[]): RunMode {
  const first = argv[0];
  if (first === 'serve' || first === 'github' || first === 'metrics') return first;
  // Global options may come before the service word, as with the AWS CLI (isCommandLine).
  return isCommandMode(argv) ? 'command' : 'explorer';
}
