// What a text field keeps of what arrived. Keys can reach a text input merged into one chunk (Enter and the next
// letter typed fast, or a paste ending in a newline, common when copying a secret); ink-text-input would insert
// such a chunk as is, carriage return included, which corrupts the value and the screen. Control characters are
// dropped and a trailing line break counts as Enter, so `secret\n` pasted is the secret, submitted. A paste that
// carries a tab or a line break between pieces of text (two values, `id<Tab>secret`, or several lines) is refused
// whole: merging it silently into one field would send a value the user never saw.

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
  if (previous !== undefined && refusedChunk(insertedChunk(previous, raw))) {
    return { value: previous, submitted: false, refused: true };
  }
  return { value: raw.replace(CONTROL, ''), submitted: LINE_BREAK.test(raw) };
}

/** What was inserted into `previous` to give `next` (typing and pasting insert at one place). */
function insertedChunk(previous: string, next: string): string {
  const a = [...previous];
  const b = [...next];
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  return b.slice(start, b.length - end).join('');
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
