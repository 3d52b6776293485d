// The live refresh of a paged list (members, connector profiles; issue 30, live views): the list is listed again from
// its first page, as many pages as the user has loaded (never more, never fewer: after `:load-all` the refresh
// covers every page, so the list does not shrink back to one page), one list call per page through the caller's
// port. The answer is then laid over the records shown: an unchanged record keeps its object (selection and memo by
// identity hold), and the keys of the new and changed ones are returned so the table can mark them.

/** One page of a paged list as the refresh reads it. */
export interface ListedPage<T> {
  items: readonly T[];
  nextToken: string | undefined;
}

/** The list again: its records, the token after the last page read, and how many pages were read. */
export interface Relisted<T> {
  items: T[];
  nextToken: string | undefined;
  pages: number;
}

/** Lists `pages` pages again (at least one), from the first; stops early when the service has no more. */
export async function relistPages<T>(
  pages: number,
  listPage: (nextToken: string | undefined) => Promise<ListedPage<T>>,
): Promise<Relisted<T>> {
  const items: T[] = [];
  let nextToken: string | undefined;
  let read = 0;
  do {
    const page = await listPage(nextToken);
    items.push(...page.items);
    nextToken = page.nextToken;
    read += 1;
  } while (nextToken !== undefined && read < Math.max(1, pages));
  return { items, nextToken, pages: read };
}

/**
 * The refreshed records over those shown before: an unchanged record (same key, same JSON) keeps its old object;
 * `changed` holds the keys of the records not shown before and of those whose content changed.
 */
export function overlayRefreshed<T>(
  before: readonly T[],
  after: readonly T[],
  keyOf: (record: T) => string,
): { items: T[]; changed: ReadonlySet<string> } {
  const known = new Map(before.map((record) => [keyOf(record), record]));
  const changed = new Set<string>();
  const items = after.map((record) => {
    const key = keyOf(record);
    const old = known.get(key);
    // JSON compares every field the list returns (dates as ISO text), nested payment and property maps included.
    if (old !== undefined && JSON.stringify(old) === JSON.stringify(record)) return old;
    changed.add(key);
    return record;
  });
  return { items, changed };
}
