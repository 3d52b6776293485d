// The live refresh of the members table (issue 30, live views): every `autoRefreshSeconds` the pages loaded are
// listed again, one ListMembers call per page, through the members port (so its retries, throttling, read timeout
// and the call log `L` apply, as for every other call). It is not a task: no spinner, and Ctrl+C is left to the
// user's own loads. The reducer keeps the cursor on its member and marks the members that changed.

import type { Timers } from '../../domain/timers.js';
import type { Services } from '../../service/ports.js';
import { startLiveRefresh } from '../liveRefresh.js';
import { relistPages } from '../relistPages.js';
import { isAbortError } from '../shellStore.js';
import type { MembersEvent, MembersModel } from './membersReducer.js';

/** Nothing may change under the user: the picker or a detail shown, the filter field open, a page or `:load-all` loading. */
function mustWait(s: MembersModel): boolean {
  return s.view !== 'table' || s.filterEditing || s.loading || s.collaborationId === '' || s.pages === 0;
}

export interface MembersLive {
  /** Lists the loaded pages again now (skipped while one runs or something is open: see mustWait). */
  refresh(): Promise<void>;
  /**
   * Refreshes every `intervalMs` until the returned stop is called (0: never); `held` is read at each tick too (the
   * screen's own reasons to wait: the JSON view). The stop also cancels a refresh under way.
   */
  live(intervalMs: number, held?: () => boolean): () => void;
}

export function membersLive(deps: {
  services: Services;
  timers: Timers;
  get: () => MembersModel;
  dispatch: (event: MembersEvent) => void;
  /** True while `:load-all` runs (between its pages, `loading` is briefly false). */
  loadingAll: () => boolean;
  pageSize: number;
  describeError: (error: unknown) => string;
}): MembersLive {
  const { services, timers, get, dispatch } = deps;
  let running: AbortController | undefined;
  async function refresh(): Promise<void> {
    const s = get();
    if (running !== undefined || mustWait(s) || deps.loadingAll()) return;
    const controller = new AbortController();
    running = controller;
    const { generation, members: basis, collaborationId } = s;
    try {
      const listed = await relistPages(s.pages, async (nextToken) => {
        const output = await services.members.listMembers(
          {
            collaborationIdentifier: collaborationId,
            maxResults: deps.pageSize,
            ...(nextToken !== undefined ? { nextToken } : {}),
          },
          { signal: controller.signal },
        );
        return { items: output.memberSummaries, nextToken: output.nextToken };
      });
      dispatch({
        type: 'refreshed',
        generation,
        basis,
        memberSummaries: listed.items,
        nextToken: listed.nextToken,
        pages: listed.pages,
        at: timers.now(),
      });
    } catch (error) {
      // A refresh stopped with the view (screen left, collaboration closed) says nothing.
      if (!isAbortError(error) && !controller.signal.aborted)
        dispatch({ type: 'refreshFailed', generation, error: deps.describeError(error) });
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
        paused: () => mustWait(get()) || deps.loadingAll() || held?.() === true,
        refresh,
      });
      return () => {
        stop();
        running?.abort();
      };
    },
  };
}
