// "Load every page" for a paged list (members, connector profiles): the next page, again and again, until the
// service says there is no more, the user cancels one page (Ctrl+C aborts its task, the store records `cancelled`),
// a page fails, or another query replaces the list (a new generation). Each page is its own task, so the status
// line's spinner label shows the progress (`Loading members (300 loaded)`).

/** How a load of every page ended. */
export type LoadAllOutcome = { kind: 'complete' } | { kind: 'cancelled' } | { kind: 'failed'; error: string };

/** What the loop reads of a paged list's state after each page. */
export interface PagedListView {
  generation: number;
  hasMore: boolean;
  /** `cancelled` after an aborted page, the error's text after a failed one, empty otherwise. */
  loadError: string;
}

export async function loadEveryPage(
  view: () => PagedListView,
  loadNextPage: () => Promise<void>,
): Promise<LoadAllOutcome> {
  const generation = view().generation;
  while (view().hasMore) {
    await loadNextPage();
    const after = view();
    if (after.generation !== generation || after.loadError === 'cancelled') return { kind: 'cancelled' };
    if (after.loadError !== '') return { kind: 'failed', error: after.loadError };
  }
  return { kind: 'complete' };
}

/**
 * `:load-all`, and whether it is under way: the live refresh waits for it (between two of its pages it would list
 * every page again).
 */
export function trackedLoadAll(load: () => Promise<LoadAllOutcome>): {
  run: () => Promise<LoadAllOutcome>;
  running: () => boolean;
} {
  let runs = 0;
  return {
    async run() {
      runs += 1;
      try {
        return await load();
      } finally {
        runs -= 1;
      }
    },
    running: () => runs > 0,
  };
}
