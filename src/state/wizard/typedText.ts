// What a text field keeps of what arrived. Keys can reach a text input merged into one chunk (Enter and the next
// letter typed fast, or a paste ending in a newline, common when copying a secret); ink-text-input would insert
// such a chunk as is, carriage return included, which corrupts the value and the screen. Control characters are
// dropped and a line break counts as Enter, so `secret\n` pasted is the secret, submitted.

export interface TypedText {
  value: string;
  /** The chunk carried a line break: the field is submitted as if Enter had been pressed. */
  submitted: boolean;
}

// C0 controls and DEL; tabs included (a pasted tab would be invisible in a one-line field).
const CONTROL = /[\u0000-\u001F\u007F]/g;
const LINE_BREAK = /[\r\n]/;

export function cleanTyped(raw: string): TypedText {
  return { value: raw.replace(CONTROL, ''), submitted: LINE_BREAK.test(raw) };
}
