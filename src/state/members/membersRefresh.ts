// The live refresh of the members table (issue 30, live views): the loaded pages of the open collaboration listed
// again, one ListMembers call a page (../pagedListLive.ts). The reducer keeps the cursor on its member and marks the
// members that changed.

import type { Timers } from '../../domain/timers.js';
import type { Services } from '../../service/ports.js';
import { pagedListLive, type PagedListLive } from '../pagedListLive.js';
import type { MemberSummary } from '../../domain/cleanrooms/types.js';
import type { MembersEvent, MembersModel } from './membersReducer.js';

/** Nothing may change under the user: the picker or a detail shown, the filter field open, a page or `:load-all` loading. */
function mustWait(s: MembersModel): boolean {
  return s.view !== 'table' || s.filterEditing || s.loading || s.collaborationId === '' || s.pages === 0;
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
}): PagedListLive {
  const { services, get, dispatch } = deps;
  return pagedListLive<MemberSummary>({
    timers: deps.timers,
    start() {
      const s = get();
      if (mustWait(s) || deps.loadingAll()) return undefined;
      const collaborationIdentifier = s.collaborationId;
      return {
        generation: s.generation,
        basis: s.members,
        pages: s.pages,
        async listPage(nextToken, signal) {
          const output = await services.members.listMembers(
            { collaborationIdentifier, maxResults: deps.pageSize, ...(nextToken !== undefined ? { nextToken } : {}) },
            { signal },
          );
          return { items: output.memberSummaries, nextToken: output.nextToken };
        },
      };
    },
    refreshed: ({ generation, basis, relisted, at }) =>
      dispatch({
        type: 'refreshed',
        generation,
        basis,
        memberSummaries: relisted.items,
        nextToken: relisted.nextToken,
        pages: relisted.pages,
        at,
      }),
    failed: (generation, error) => dispatch({ type: 'refreshFailed', generation, error }),
    describeError: deps.describeError,
  });
}
