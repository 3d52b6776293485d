// What a one-line field does with the keys that reach it, shared by CleanTextInput and the wizard's SecretInput:
// typed text cleaned (typedText.ts), Enter and the keys typed right after it split (the keys go back to the key
// dispatch; in a secret field the chunk is refused instead), a Tab right after typed text given back as the key, and
// the line-editing chords Ctrl+U and Ctrl+W.

import { useContext } from 'react';
import type { Key } from 'ink';
import { cleanTyped, keysAfterEnter, LINE_EDIT_CHORDS, tabAfterText, typedInto } from '../../state/wizard/typedText.js';
import { KeymapContext } from '../keymap/KeymapContext.js';

export interface FieldTextHandlers {
  onChange: (value: string) => void;
  /** A line break arrived: what Enter would have done. */
  onSubmit: () => void;
  /** A pasted chunk was refused (a tab or a line break inside it); the value is unchanged. */
  onRefused?: (() => void) | undefined;
  /**
   * Keys that arrive after an Enter in the same chunk: given back to the key dispatch (`route`, the default), or the
   * chunk refused whole (`refuse`: a secret field, where text after a line break may be the secret itself, pasted
   * with a newline before it, and must never reach another field or the screen).
   */
  keysAfterEnter?: 'route' | 'refuse';
}

export interface FieldText {
  /** `raw` is the value with the arrived chunk inserted, `previous` the value before it. */
  take(raw: string, previous: string): void;
  /** Ctrl+U (clear) or Ctrl+W (delete the last word) applied to `value`; false for any other key. */
  editLine(input: string, key: Key, value: string): boolean;
}

export function useFieldText({
  onChange,
  onSubmit,
  onRefused,
  keysAfterEnter: afterEnter = 'route',
}: FieldTextHandlers): FieldText {
  const keymap = useContext(KeymapContext);
  return {
    take(raw, previous) {
      // Text and then Tab in one chunk (typed fast): the field takes the text, the Tab goes back to the keymap as a key.
      const tabbed = afterEnter === 'route' ? tabAfterText(raw, previous) : { raw, tab: false, after: '' };
      const { raw: withoutTab, tab } = tabbed;
      // Enter and the next keys in one chunk (typed fast): the field takes its Enter, the keys go back to the keymap.
      const { raw: forField, after: keys } = keysAfterEnter(withoutTab, previous);
      const typed = cleanTyped(forField, previous);
      if (typed.refused === true || (keys !== '' && afterEnter === 'refuse')) {
        onRefused?.();
        return;
      }
      if (typed.value !== previous) onChange(typed.value);
      if (typed.submitted) onSubmit();
      if (keys !== '') keymap?.fieldText.routeBack(keys);
      if (tab) keymap?.fieldText.routeTab(tabbed.after);
    },
    editLine(input, key, value) {
      const edit = key.ctrl && !key.meta ? LINE_EDIT_CHORDS[input] : undefined;
      if (edit === undefined) return false;
      const edited = typedInto(value, edit);
      if (edited !== value) onChange(edited);
      return true;
    },
  };
}
