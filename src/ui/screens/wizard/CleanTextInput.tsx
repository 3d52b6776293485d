// ink-text-input with what arrives cleaned (see state/wizard/typedText.ts): no control characters reach the value,
// and a line break inside a chunk (Enter merged with the next key, a pasted trailing newline) submits.

import TextInput from 'ink-text-input';
import { cleanTyped } from '../../../state/wizard/typedText.js';

export interface CleanTextInputProps {
  value: string;
  onChange: (value: string) => void;
  /** A line break arrived inside typed text: what Enter would have done. */
  onSubmit: () => void;
  mask?: string;
  placeholder?: string;
}

export function CleanTextInput({ value, onChange, onSubmit, mask, placeholder }: CleanTextInputProps) {
  return (
    <TextInput
      value={value}
      focus
      onChange={(raw) => {
        const typed = cleanTyped(raw);
        if (typed.value !== value) onChange(typed.value);
        if (typed.submitted) onSubmit();
      }}
      {...(mask !== undefined ? { mask } : {})}
      {...(placeholder !== undefined ? { placeholder } : {})}
    />
  );
}
