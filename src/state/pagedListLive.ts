// The live refresh of a paged list (members, connector profiles; issue 30, live views): every `autoRefreshSeconds`
// the pages the user has loaded are listed again (relistPages.ts), one list call a page through the list's port, so
// its retries, throttling, read timeout and the call log `L` apply as for every other call. It is not a task: no
// spinner, and Ctrl+C is left to the user's own loads. The list's reducer lays the answer over the rows.

import type { Timers } from '../domain/timers.js';
import { startLiveRefresh } from './liveRefresh.js';
import { relistPages, type ListedPage, type Relisted } from './relistPages.js';
import { isAbortError } from './shellStore.js';

export interface PagedListLive {
  /** Lists the loaded pages again now (skipped while one runs, or while the list says to wait). */
  refresh(): Promise<void>;
  /**
   * Refreshes every `intervalMs` until the returned stop is called (0: never); `held` is read at each tick too (the
   * screen's own reasons to wait: the JSON view). The stop also cancels a refresh under way.
   */
  live(intervalMs: number, held?: () => boolean): () => void;
}

/** A refresh about to run: the list as it stands, and how to list one of its pages (the query of now). */
export interface RefreshStart<T> {
  generation: number;
  /** The records shown now; the reducer drops the answer if they changed meanwhile (a page loaded). */
  basis: readonly T[];
  pages: number;
  listPage: (nextToken: string | undefined, signal: AbortSignal) => Promise<ListedPage<T>>;
}

export function pagedListLive<T>(deps: {
  timers: Timers;
  /** The refresh to run now, or undefined while nothing may change under the user (a field, a detail, a load). */
  start: () => RefreshStart<T> | undefined;
  refreshed: (answer: { generation: number; basis: readonly T[]; relisted: Relisted<T>; at: number }) => void;
  failed: (generation: number, error: string) => void;
  describeError: (error: unknown) => string;
}): PagedListLive {
  const { timers } = deps;
  let running: AbortController | undefined;
  async function refresh(): Promise<void> {
    const start = running === undefined ? deps.start() : undefined;
    if (start === undefined) return;
    const controller = new AbortController();
    running = controller;
    const { generation, basis } = start;
    try {
      const relisted = await relistPages(start.pages, (nextToken) => start.listPage(nextToken, controller.signal));
      deps.refreshed({ generation, basis, relisted, at: timers.now() });
    } catch (error) {
      // A refresh stopped with the view (screen left, the list closed) says nothing.
      if (!isAbortError(error) && !controller.signal.aborted) deps.failed(generation, deps.describeError(error));
    } finally {
      if (running === controller) running = undefined;
    }
  }
  return {
    refresh,
    live(intervalMs, held) {
      const stop = startLiveRefresh({
        timers,
        intervalMs,
        paused: () => held?.() === true || deps.start() === undefined,
        refresh,
      });
      return () => {
        stop();
        running?.abort();
      };
    },
  };
}
