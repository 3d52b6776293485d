// argv -> which mode runs: shared by dist/start.js (src/start.ts, which runs command mode from its code-cached
// CommonJS copy) and the ES entry (src/cli.ts), so the two never disagree.

import { isCommandMode } from './commands/detect.js';

export type RunMode = 'serve' | 'github' | 'metrics' | 'command' | 'explorer';

export function runModeOf(argv: readonly string[]): RunMode {
  const first = argv[0];
  if (first === 'serve' || first === 'github' || first === 'metrics') return first;
  // Global options may come before the service word, as with the AWS CLI (isCommandLine).
  return isCommandMode(argv) ? 'command' : 'explorer';
}
