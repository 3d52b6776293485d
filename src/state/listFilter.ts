// The `/` filter every list and picker shares: case-insensitive, matches when any of the entry's texts contains
// the typed text (so `sales` finds Salesforce and a Salesforce label alike).

/** True when `filter` is empty or one of `texts` contains it, ignoring case. */
export function textMatches(filter: string, ...texts: readonly (string | undefined)[]): boolean {
  const needle = filter.trim().toLowerCase();
  if (needle === '') return true;
  return texts.some((text) => text !== undefined && text.toLowerCase().includes(needle));
}
