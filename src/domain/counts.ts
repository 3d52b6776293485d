// Counts as people read them: with thousands separators (`10,000`), whatever the locale of the machine.

// Digits followed by a whole number of groups of three up to the end: where a separator goes.
const GROUP_BOUNDARY = /\B(?=(\d{3})+$)/g;

/**
 * `n` as `toLocaleString('en-US')` writes it. Whole numbers are grouped here rather than by `toLocaleString`: its first
 * call sets up ICU's number formatting, 20-100 ms that the explorer's first frame (which shows counts) would wait for.
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return n.toLocaleString('en-US');
  const grouped = String(Math.abs(n)).replace(GROUP_BOUNDARY, ',');
  return n < 0 ? `-${grouped}` : grouped;
}

/** `1 profile`, `26 profiles`, `10,000 members`; `0 matches` with the plural given. */
export function plural(n: number, noun: string, nouns = `${noun}s`): string {
  return `${formatCount(n)} ${n === 1 ? noun : nouns}`;
}
