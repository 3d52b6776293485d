// Counts as people read them: with thousands separators (`10,000`), whatever the locale of the machine.

export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/** `1 profile`, `26 profiles`, `10,000 members`; `0 matches` with the plural given. */
export function plural(n: number, noun: string, nouns = `${noun}s`): string {
  return `${formatCount(n)} ${n === 1 ? noun : nouns}`;
}
