// Small text helpers for fitting cells into columns, by display width: a CJK character or an emoji takes two
// columns of the terminal, a combining mark none. Control characters are never written raw (a tab would jump to the
// next tab stop and a line break would add a line, pushing the header off the top): they are shown as visible marks.

import { eastAsianWidth } from 'get-east-asian-width';

// Zero width: combining marks; and the zero-width space, joiners, word joiner, variation selectors and BOM by code.
const COMBINING = /^[\p{Mn}\p{Me}]$/u;
function zeroWidthCode(code: number): boolean {
  return (code >= 0x200b && code <= 0x200d) || code === 0x2060 || (code >= 0xfe00 && code <= 0xfe0f) || code === 0xfeff;
}
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;

/** One code point as it is shown: a tab as `→`, a line break as `↵`, any other control character as `�`. */
function visibleChar(char: string): string {
  if (!CONTROL.test(char)) return char;
  if (char === '\t') return '→';
  if (char === '\n' || char === '\r') return '↵';
  return '�';
}

/** `text` with its control characters replaced by visible marks (`→` for a tab, `↵` for a line break). */
export function visibleText(text: string): string {
  return CONTROL.test(text) ? [...text].map(visibleChar).join('') : text;
}

function charWidth(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x7f) return code < 0x20 ? 0 : 1;
  if (zeroWidthCode(code) || COMBINING.test(char)) return 0;
  return eastAsianWidth(code);
}

/** Columns `text` takes on a terminal (after visibleText). */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/** Cuts `text` to `width` columns, ending with `…` when it was cut; control characters shown as marks. */
export function truncate(text: string, width: number): string {
  if (width <= 0) return '';
  const shown = visibleText(text);
  if (displayWidth(shown) <= width) return shown;
  if (width === 1) return '…';
  let out = '';
  let used = 0;
  for (const char of shown) {
    const w = charWidth(char);
    if (used + w > width - 1) break;
    out += char;
    used += w;
  }
  return `${out}…`;
}

/** Pads or cuts `text` to exactly `width` columns. */
export function fit(text: string, width: number, align: 'left' | 'right' = 'left'): string {
  const cut = truncate(text, width);
  const pad = ' '.repeat(Math.max(0, width - displayWidth(cut)));
  return align === 'left' ? cut + pad : pad + cut;
}

/** `text` then `suffix` in `width` columns: `text` is cut first, so the suffix (a scroll position) stays whole. */
export function truncateBefore(text: string, suffix: string, width: number): string {
  const room = width - displayWidth(suffix);
  return room <= 0 ? truncate(`${text}${suffix}`, width) : `${truncate(text, room)}${suffix}`;
}
