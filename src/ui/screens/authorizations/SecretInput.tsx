// The focused secret field. It shows only whether a secret is set (`•••• (set)`), never one mask character per
// typed character, so not even the secret's length reaches the screen. Typing appends, Backspace removes the last
// character, Ctrl+U clears the field and Ctrl+W deletes its last word, as in the other fields and a shell (the one
// way to start a secret over without counting Backspaces on a field that hides its length); pasted text follows the
// same rules as the other fields (typedText.ts), except that text after a line break in a chunk is refused rather
// than given back as keys: it may be the secret, pasted with a newline before it.

import { useRef } from 'react';
import { Text, useInput } from 'ink';
import { SECRET_SET_TEXT, SECRET_UNSET_TEXT } from '../../../state/wizard/review.js';
import { useFieldText } from '../../components/useFieldText.js';

export interface SecretInputProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onRefused?: () => void;
}

export function SecretInput({ value, onChange, onSubmit, onRefused }: SecretInputProps) {
  // Ink hands the keys of one chunk (`teh` DEL DEL `he`, a held Backspace) to the handler one after another before
  // React renders again, so `value` would be the same for all of them: each key edits what the one before it left.
  const latest = useRef(value);
  latest.current = value;
  const change = (next: string): void => {
    latest.current = next;
    onChange(next);
  };
  const { take, editLine } = useFieldText({ onChange: change, onSubmit, onRefused, keysAfterEnter: 'refuse' });
  useInput((input, key) => {
    const value = latest.current;
    if (key.upArrow || key.downArrow || key.leftArrow || key.rightArrow || key.tab || key.escape) return;
    if (editLine(input, key, value)) return;
    if (key.ctrl || key.meta || key.pageUp || key.pageDown) return;
    // Enter is the wizard's own key (next field), as for the other fields.
    if (key.return) return;
    // Most terminals send DEL for Backspace, which Ink reports as `delete`.
    if (key.backspace || key.delete) {
      if (value !== '') change([...value].slice(0, -1).join(''));
      return;
    }
    take(value + input, value);
  });
  return (
    <Text>
      <Text dimColor={value === ''} aria-label={value === '' ? 'not set' : 'set'}>
        {value === '' ? SECRET_UNSET_TEXT : SECRET_SET_TEXT}
      </Text>
      <Text inverse aria-hidden>
        {' '}
      </Text>
    </Text>
  );
}
