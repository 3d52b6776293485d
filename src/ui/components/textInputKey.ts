// What a key does to ink-text-input 6.0.0's value and cursor, computed as its input handler computes it (quirks
// included, so that the cursor it draws stays where the edits put it), but from a value and cursor the caller passes:
// CleanTextInput applies each key of a burst to what the key before it left (see CleanTextInput.tsx).

import type { Key } from 'ink';

export interface TextCaret {
  value: string;
  cursor: number;
}

/** The value and cursor after `input`/`key`; undefined for a key ink-text-input leaves alone. */
export function textInputKey({ value, cursor }: TextCaret, input: string, key: Key): TextCaret | undefined {
  if (key.upArrow || key.downArrow || (key.ctrl && input === 'c') || key.tab || key.return) return undefined;
  let next = value;
  let nextCursor = cursor;
  if (key.leftArrow) nextCursor--;
  else if (key.rightArrow) nextCursor++;
  else if (key.backspace || key.delete) {
    if (cursor > 0) {
      next = value.slice(0, cursor - 1) + value.slice(cursor);
      nextCursor--;
    }
  } else {
    next = value.slice(0, cursor) + input + value.slice(cursor);
    nextCursor += input.length;
  }
  // ink-text-input clamps by the cursor before the key, not after it.
  if (cursor < 0) nextCursor = 0;
  if (cursor > value.length) nextCursor = value.length;
  return { value: next, cursor: nextCursor };
}

/** The cursor once the value has changed to `value`: ink-text-input moves a cursor at or past the end to the end. */
export function settleCaret(cursor: number, value: string): TextCaret {
  return { value, cursor: cursor > value.length - 1 ? value.length : cursor };
}
