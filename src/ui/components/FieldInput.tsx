// The shell's one-line fields (the `:` command line, the `/` filters, the collaboration ID prompt) take what arrives
// as the wizard's fields do (CleanTextInput): Enter merged into typed text, or a paste ending in a line break, is
// Enter (before, ink-text-input put the carriage return into the value, which corrupted the line on screen); a paste
// with a tab or a line break inside is refused, and the status line says so (the command line, which hides the status
// line, says it in the line above itself).

import { useContext } from 'react';
import { ShellStoreContext } from '../shell/ShellContext.js';
import { CleanTextInput } from './CleanTextInput.js';

export function FieldInput({
  value,
  onChange,
  onSubmit,
  what,
  onRefused,
}: {
  value: string;
  onChange: (value: string) => void;
  /** What Enter does in this field. */
  onSubmit: () => void;
  /** The field, as the status line names it (`Filter`, `Command`). */
  what: string;
  /** Where the refusal is said, when not the status line (which the command line hides). */
  onRefused?: (message: string) => void;
}) {
  // Absent when a screen is rendered on its own (tests): the paste is still refused.
  const shell = useContext(ShellStoreContext);
  const say = onRefused ?? ((message: string) => shell?.getState().actions.notify('warning', message));
  return (
    <CleanTextInput
      value={value}
      onChange={onChange}
      onSubmit={onSubmit}
      onRefused={() => say(`${what}: pasted text with a tab or a line break was refused (one line here)`)}
    />
  );
}
