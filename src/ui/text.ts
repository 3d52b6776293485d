// Small text helpers for fitting cells into columns (by code points; the data is ASCII-dominant and the few
// non-ASCII display names are narrow Latin letters).

/** Cuts `text` to `width` characters, ending with `…` when it was cut. */
export function truncate(text: string, width: number): string {
  if (width <= 0) return '';
  const chars = [...text];
  if (chars.length <= width) return text;
  if (width === 1) return '…';
  return `${chars.slice(0, width - 1).join('')}…`;
}

/** Pads or cuts `text` to exactly `width` characters. */
export function fit(text: string, width: number, align: 'left' | 'right' = 'left'): string {
  const cut = truncate(text, width);
  const pad = ' '.repeat(Math.max(0, width - [...cut].length));
  return align === 'left' ? cut + pad : pad + cut;
}

/** `text` then `suffix` in `width` characters: `text` is cut first, so the suffix (a scroll position) stays whole. */
export function truncateBefore(text: string, suffix: string, width: number): string {
  const room = width - [...suffix].length;
  return room <= 0 ? truncate(`${text}${suffix}`, width) : `${truncate(text, room)}${suffix}`;
}
