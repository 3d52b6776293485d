// Does argv ask for command mode? A service word, help or --version first, or global options before the service word
// (`switchyard --endpoint-url URL cleanrooms ...`, as the AWS CLI allows). Imported statically by start.ts and cli.ts
// (through runMode.ts), so it depends on nothing but the option table.

import { GLOBAL_OPTIONS } from './options.js';

const COMMAND_WORDS = new Set(['help', '--help', '-h', '--version']);

export function isCommandMode(argv: readonly string[]): boolean {
  const first = argv[0];
  return first !== undefined && (COMMAND_WORDS.has(first) || isCommandLine(argv));
}

/**
 * Skips the global options with their values, then looks at the first word: any word that is not an option is a
 * command word (an unknown one gets the AWS CLI's "Invalid choice" and exit 252; the explorer takes no words).
 */
export function isCommandLine(argv: readonly string[]): boolean {
  let i = 0;
  while (i < argv.length) {
    const word = argv[i]!;
    if (!word.startsWith('--')) return !word.startsWith('-');
    const name = word.slice(2).split('=', 1)[0]!;
    const option = GLOBAL_OPTIONS.find((o) => o.name === name);
    if (option === undefined) return false;
    i += option.arity === 1 && !word.includes('=') ? 2 : 1;
  }
  return false;
}
