// ink-text-input with what arrives cleaned (see state/wizard/typedText.ts): no control characters reach the value,
// a line break at the end of a chunk (Enter merged with typed text, a pasted trailing newline) submits, and a paste
// holding a tab or a line break between pieces of text is refused and reported. Keys typed in the same chunk as the
// key that opened the field reach it through the keymap (fieldCarry.ts), as if typed into it.

import { useContext, useLayoutEffect, useRef, useState } from 'react';
import TextInput from 'ink-text-input';
import { cleanTyped } from '../../state/wizard/typedText.js';
import { splitAtEnter } from '../keymap/fieldCarry.js';
import { KeymapContext } from '../keymap/KeymapContext.js';

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
  const take = (raw: string, previous: string): void => {
    const typed = cleanTyped(raw, previous);
    if (typed.refused === true) {
      onRefused?.();
      return;
    }
    if (typed.value !== previous) onChange(typed.value);
    if (typed.submitted) onSubmit();
  };
  const latest = useRef({ value, take });
  latest.current = { value, take };
  // ink-text-input puts its cursor at the end of the value it mounts with and leaves it there when the value grows
  // from outside: after carried text the input is mounted afresh, so the cursor follows the text.
  const [carried, setCarried] = useState(0);
  const keymap = useContext(KeymapContext);
  useLayoutEffect(() => {
    if (keymap === null) return undefined;
    return keymap.fieldText.addSink((text) => {
      const { field, after } = splitAtEnter(text);
      const { value: before, take: typeInto } = latest.current;
      typeInto(before + field, before);
      setCarried((n) => n + 1);
      keymap.fieldText.routeBack(after);
    });
  }, [keymap]);
  return (
    <TextInput
      key={carried}
      value={value}
      focus
      onChange={(raw) => take(raw, value)}
      {...(placeholder !== undefined ? { placeholder } : {})}
    />
  );
}
