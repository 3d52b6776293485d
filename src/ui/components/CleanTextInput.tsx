// ink-text-input with what arrives cleaned (see state/wizard/typedText.ts): no control characters reach the value,
// a line break at the end of a chunk (Enter merged with typed text, a pasted trailing newline) submits, and a paste
// holding a tab or a line break between pieces of text is refused and reported.

import TextInput from 'ink-text-input';
import { cleanTyped } from '../../state/wizard/typedText.js';

export interface CleanTextInputProps {
  value: string;
  onChange: (value: string) => void;
  /** A line break arrived inside typed text: what Enter would have done. */
  onSubmit: () => void;
  /** A pasted chunk was refused (a tab or a line break inside it); the value is unchanged. */
  onRefused?: () => void;
  placeholder?: string;
}

export function CleanTextInput({ value, onChange, onSubmit, onRefused, placeholder }: CleanTextInputProps) {
  return (
    <TextInput
      value={value}
      focus
      onChange={(raw) => {
        const typed = cleanTyped(raw, value);
        if (typed.refused === true) {
          onRefused?.();
          return;
        }
        if (typed.value !== value) onChange(typed.value);
        if (typed.submitted) onSubmit();
      }}
      {...(placeholder !== undefined ? { placeholder } : {})}
    />
  );
}
