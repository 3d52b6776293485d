// ink-text-input with what arrives cleaned (see state/wizard/typedText.ts): no control characters reach the value,
// a line break at the end of a chunk (Enter merged with typed text, a pasted trailing newline) submits, and a paste
// holding a tab or a line break between pieces of text is refused and reported. Keys typed in the same chunk as the
// key that opened the field reach it through the keymap (fieldCarry.ts), as if typed into it. A Ctrl or Alt chord
// never types its letter (ink-text-input inserts the `u` of Ctrl+U, the `z` of Ctrl+Z); Ctrl+U clears the field and
// Ctrl+W deletes the last word, as in a shell.

import { useCallback, useContext, useLayoutEffect, useRef, useState } from 'react';
import { useInput, type Key } from 'ink';
import TextInput from 'ink-text-input';
import { splitCarried } from '../keymap/fieldCarry.js';
import { KeymapContext } from '../keymap/KeymapContext.js';
import { settleCaret, textInputKey, type TextCaret } from './textInputKey.js';
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
  // ink-text-input puts its cursor at the end of the value it mounts with and leaves it there when the value grows
  // from outside: after carried text, a chord or a burst of keys the input is mounted afresh, so the cursor follows
  // the text.
  const [remounts, setRemounts] = useState(0);
  const remount = (): void => setRemounts((n) => n + 1);
  // The field's value and cursor as the last key left them. Ink 8 hands the keys of one chunk (`teh` DEL DEL `he`, a
  // held Backspace) to the handlers one after another before React renders again, so ink-text-input, which edits the
  // value and cursor of the last render, would edit the same stale value for each: every key is applied here instead.
  const field = useRef<TextCaret>({ value, cursor: value.length });
  const mounted = useRef(remounts);
  if (mounted.current !== remounts) {
    mounted.current = remounts;
    field.current = { value, cursor: value.length };
  } else if (field.current.value !== value) {
    field.current = settleCaret(field.current.cursor, value);
  }
  const keysThisTask = useRef(0);
  const change = (next: string): void => {
    field.current = settleCaret(field.current.cursor, next);
    onChange(next);
  };
  const { take, editLine } = useFieldText({ onChange: change, onSubmit, onRefused });
  const latest = useRef({ take });
  latest.current = { take };
  const onKey = (input: string, key: Key): void => {
    if (keysThisTask.current++ === 0) queueMicrotask(() => (keysThisTask.current = 0));
    const before = field.current;
    if (isChord(input, key)) {
      // Ctrl+U and Ctrl+W edit the line as in a shell (the cursor taken to be at the end, where typing leaves it).
      editLine(input, key, before.value);
      // ink-text-input moves its cursor past the letter it was not allowed to insert: mounted afresh, at the end.
      remount();
      return;
    }
    const next = textInputKey(before, input, key);
    if (next === undefined) return;
    field.current = { value: before.value, cursor: next.cursor };
    // `change` (through `take`) settles the cursor on the cleaned value; a refused chunk leaves the value as it was.
    if (next.value !== before.value) take(next.value, before.value);
    // ink-text-input's own cursor moved from the last render's for every key of the burst: put it where they left it.
    if (keysThisTask.current > 1) remount();
  };
  useLayoutEffect(() => {
    if (keymap === null) return undefined;
    return keymap.fieldText.addSink((text) => {
      const split = splitCarried(text);
      const before = field.current.value;
      latest.current.take(before + split.field, before);
      setRemounts((n) => n + 1);
      keymap.fieldText.handBack(split);
    });
  }, [keymap]);
  return (
    <>
      <ChordGuard onKey={onKey} />
      {/* Draws the value and its cursor; the edits are made above, from the value the last key left. */}
      <TextInput
        key={remounts}
        value={value}
        focus
        onChange={ignoreChange}
        {...(placeholder !== undefined ? { placeholder } : {})}
      />
    </>
  );
}

function ignoreChange(): void {}
