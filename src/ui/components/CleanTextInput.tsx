// ink-text-input with what arrives cleaned (see state/wizard/typedText.ts): no control characters reach the value,
// a line break at the end of a chunk (Enter merged with typed text, a pasted trailing newline) submits, and a paste
// holding a tab or a line break between pieces of text is refused and reported. Keys typed in the same chunk as the
// key that opened the field reach it through the keymap (fieldCarry.ts), as if typed into it. A Ctrl or Alt chord
// never types its letter (ink-text-input inserts the `u` of Ctrl+U, the `z` of Ctrl+Z); Ctrl+U clears the field and
// Ctrl+W deletes the last word, as in a shell.

import { useCallback, useContext, useLayoutEffect, useRef, useState } from 'react';
import { useInput, type Key } from 'ink';
import TextInput from 'ink-text-input';
import { splitAtEnter } from '../keymap/fieldCarry.js';
import { KeymapContext } from '../keymap/KeymapContext.js';
import { useFieldText } from './useFieldText.js';

export interface CleanTextInputProps {
  value: string;
  onChange: (value: string) => void;
  /** A line break arrived inside typed text: what Enter would have done. */
  onSubmit: () => void;
  /** A pasted chunk was refused (a tab or a line break inside it); the value is unchanged. */
  onRefused?: () => void;
  placeholder?: string;
}

/**
 * Sees each key before ink-text-input does (its input handler is registered first: it comes first in the tree, and
 * sibling effects run in order) and says of every key whether it is a chord; ink-text-input handles the same key right
 * after, in the same emit. The mark is set again for each key, so keys that follow a chord in the same chunk of input
 * (Alt+U then `s`, parsed into two keys and emitted one after the other in one task) are typed as usual.
 */
function ChordGuard({ onKey }: { onKey: (input: string, key: Key) => void }) {
  const latest = useRef(onKey);
  latest.current = onKey;
  // A stable handler: Ink registers it again whenever it changes, which would put it after ink-text-input's.
  const handle = useCallback((input: string, key: Key) => latest.current(input, key), []);
  useInput(handle);
  return null;
}

/** A key ink-text-input would insert the letter of: a Ctrl or Alt chord (not Ctrl+C, which it leaves alone). */
function isChord(input: string, key: Key): boolean {
  if (!(key.ctrl || key.meta) || input === '' || key.return || key.tab) return false;
  return !(key.ctrl && input === 'c');
}

export function CleanTextInput({ value, onChange, onSubmit, onRefused, placeholder }: CleanTextInputProps) {
  const keymap = useContext(KeymapContext);
  const { take, editLine } = useFieldText({ onChange, onSubmit, onRefused });
  const latest = useRef({ value, take });
  latest.current = { value, take };
  // ink-text-input puts its cursor at the end of the value it mounts with and leaves it there when the value grows
  // from outside: after carried text (or a chord) the input is mounted afresh, so the cursor follows the text.
  const [remounts, setRemounts] = useState(0);
  const chord = useRef(false);
  const onKey = (input: string, key: Key): void => {
    chord.current = isChord(input, key);
    if (!chord.current) return;
    // Ctrl+U and Ctrl+W edit the line as in a shell (the cursor taken to be at the end, where typing leaves it).
    editLine(input, key, value);
    // ink-text-input moves its cursor past the letter it was not allowed to insert: mounted afresh, at the end.
    setRemounts((n) => n + 1);
  };
  useLayoutEffect(() => {
    if (keymap === null) return undefined;
    return keymap.fieldText.addSink((text) => {
      const { field, after } = splitAtEnter(text);
      const { value: before, take: typeInto } = latest.current;
      typeInto(before + field, before);
      setRemounts((n) => n + 1);
      keymap.fieldText.routeBack(after);
    });
  }, [keymap]);
  return (
    <>
      <ChordGuard onKey={onKey} />
      <TextInput
        key={remounts}
        value={value}
        focus
        onChange={(raw) => {
          if (!chord.current) take(raw, value);
        }}
        {...(placeholder !== undefined ? { placeholder } : {})}
      />
    </>
  );
}
