// What a text field keeps of what arrived. Keys can reach a text input merged into one chunk (Enter and the next
// letter typed fast, or a paste ending in a newline, common when copying a secret); ink-text-input would insert
// such a chunk as is, carriage return included, which corrupts the value and the screen. Control characters are
// dropped and a trailing line break counts as Enter, so `secret\n` pasted is the secret, submitted. A paste that
// carries a tab or a line break between pieces of text (two values, `id<Tab>secret`, or several lines) is refused
// whole: merging it silently into one field would send a value the user never saw. Line-editing keys typed fast
// enough to share a chunk with text (over a slow link, `teh<Backspace><Backspace>he`) act as they would one by one:
// Backspace deletes a character, Ctrl+W a word, Ctrl+U everything before the cursor, as in a shell.

export interface TypedText {
  value: string;
  /** The chunk carried a line break: the field is submitted as if Enter had been pressed. */
  submitted: boolean;
  /** The chunk was refused (the value is unchanged). */
  refused?: boolean;
}

// C0 controls and DEL; tabs included (a pasted tab would be invisible in a one-line field).
const CONTROL = /[\u0000-\u001F\u007F]/g;
const LINE_BREAK = /[\r\n]/;

/** `raw` is the field's value with the arrived chunk inserted; `previous` the value before it. */
export function cleanTyped(raw: string, previous?: string): TypedText {
  if (previous === undefined) return { value: raw.replace(CONTROL, ''), submitted: LINE_BREAK.test(raw) };
  const { before, chunk, after } = insertion(previous, raw);
  if (refusedChunk(chunk)) return { value: previous, submitted: false, refused: true };
  return { value: typedInto(before, chunk) + after, submitted: LINE_BREAK.test(chunk) };
}

const BACKSPACE = new Set(['\u007F', '\b']);
const KILL_LINE = '\u0015'; // Ctrl+U
const KILL_WORD = '\u0017'; // Ctrl+W

/** Ctrl+U and Ctrl+W as Ink reports them (the letter, with `key.ctrl`), as the control characters `typedInto` applies. */
export const LINE_EDIT_CHORDS: Readonly<Record<string, string>> = { u: KILL_LINE, w: KILL_WORD };

/** `before` (the text before the cursor) with `keys` typed after it, line-editing keys applied, controls dropped. */
export function typedInto(before: string, keys: string): string {
  const kept = [...before];
  const isSpace = (char: string | undefined): boolean => char !== undefined && /\s/.test(char);
  for (const char of keys) {
    if (BACKSPACE.has(char)) kept.pop();
    else if (char === KILL_LINE) kept.length = 0;
    else if (char === KILL_WORD) {
      while (isSpace(kept.at(-1))) kept.pop();
      while (kept.length > 0 && !isSpace(kept.at(-1))) kept.pop();
    } else if (!CONTROL_CHAR.test(char)) kept.push(char);
  }
  return kept.join('');
}

const CONTROL_CHAR = /^[\u0000-\u001F\u007F]$/;

/**
 * Enter and the keys typed right after it, arrived in one chunk at a field (`\rj`: the field's Enter, then `j`):
 * `raw` with the chunk cut after its line break, for the field, and the keys after it, which are not the field's (they
 * go back to the key dispatch). A chunk with text before its line break too is a paste, left whole for `cleanTyped`.
 */
export function keysAfterEnter(raw: string, previous: string): { raw: string; after: string } {
  const { before, chunk, after } = insertion(previous, raw);
  const split = /^([\r\n]+)([\s\S]+)$/.exec(chunk);
  if (split === null) return { raw, after: '' };
  return { raw: before + (split[1] ?? '') + after, after: split[2] ?? '' };
}

/**
 * Text and a Tab right after it, arrived in one chunk at a field (`de` then Tab, or `de` Tab Enter, typed fast or sent
 * by tmux in one write): `raw` without the Tab and what follows it, whether there was one, and the Enter after it if
 * any (keys, like the Tab). The Tab is a key (completion, or the next field), never text; a tab with text after it is
 * a paste, left for `cleanTyped` to refuse.
 */
export function tabAfterText(raw: string, previous: string): { raw: string; tab: boolean; after: string } {
  const { before, chunk, after } = insertion(previous, raw);
  const split = /^([^\t\r\n]+)\t([\r\n]?)$/.exec(chunk);
  if (split === null) return { raw, tab: false, after: '' };
  return { raw: before + (split[1] ?? '') + after, tab: true, after: split[2] ?? '' };
}

/** Where the arrived chunk went into `previous` to give `next` (typing and pasting insert at one place). */
function insertion(previous: string, next: string): { before: string; chunk: string; after: string } {
  const a = [...previous];
  const b = [...next];
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  return {
    before: a.slice(0, start).join(''),
    chunk: b.slice(start, b.length - end).join(''),
    after: a.slice(a.length - end).join(''),
  };
}

/** A tab with text beside it, or a line break with text on both sides of it. */
function refusedChunk(chunk: string): boolean {
  if (chunk.length <= 1) return false;
  if (chunk.includes('\t')) return true;
  const split = /^([^\r\n]*)[\r\n]+([\s\S]*)$/.exec(chunk);
  if (split === null) return false;
  const text = (part: string | undefined): boolean => (part ?? '').replace(CONTROL, '') !== '';
  return text(split[1]) && text(split[2]);
}
