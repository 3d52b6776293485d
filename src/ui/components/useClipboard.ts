// Copy to the clipboard with OSC 52: the terminal (or tmux with `set-clipboard on`, or an SSH client's terminal)
// sets its clipboard from the escape sequence, so copying works wherever the explorer runs, with no helper program.
// The sequence has no printable characters, so writing it between frames does not move Ink's cursor.

import { useStdout } from 'ink';
import { useCallback } from 'react';
import type { ShellApi } from '../screenContract.js';

/** The OSC 52 sequence that puts `text` on the clipboard (`c`), base64 as the protocol requires. */
export function osc52(text: string): string {
  return `\u001B]52;c;${Buffer.from(text, 'utf8').toString('base64')}\u0007`;
}

/** Returns `copy(what, text)`: puts `text` on the clipboard and says in the status line what was copied. */
export function useClipboard(shell: ShellApi): (what: string, text: string) => void {
  const { stdout } = useStdout();
  return useCallback(
    (what: string, text: string) => {
      stdout.write(osc52(text));
      const shown = text.includes('\n') ? `${text.split('\n').length} lines` : text;
      shell.notify('info', `Copied ${what}: ${shown.length > 60 ? `${shown.slice(0, 59)}…` : shown}`);
    },
    [stdout, shell],
  );
}

/** A record as JSON for the clipboard: dates as ISO strings, two-space indent. */
export function recordJson(record: unknown): string {
  return JSON.stringify(record, null, 2);
}
