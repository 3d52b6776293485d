// The live refresh of the connector-profiles tree (issue 30, live views): the loaded pages of the current query (its
// type, label and names filters and page size) listed again, one DescribeConnectorProfiles call a page
// (../pagedListLive.ts). The reducer keeps the cursor on its profile or group and marks the profiles that changed.

import type { ConnectorProfile } from '../../domain/appflow/types.js';
import type { Timers } from '../../domain/timers.js';
import type { Services } from '../../service/ports.js';
import { pagedListLive, type PagedListLive } from '../pagedListLive.js';
import { profilesRequest, type ProfilesEvent, type ProfilesModel } from './profilesReducer.js';

/** Nothing may change under the user: a detail or the type picker shown, a field open, a load running or failed. */
function mustWait(s: ProfilesModel): boolean {
  return s.view !== 'tree' || s.editing !== null || s.loading || !s.loaded || s.pages === 0;
}

export function profilesLive(deps: {
  services: Services;
  timers: Timers;
  get: () => ProfilesModel;
  dispatch: (event: ProfilesEvent) => void;
  /** True while `:load-all` runs (between its pages, `loading` is briefly false). */
  loadingAll: () => boolean;
  describeError: (error: unknown) => string;
}): PagedListLive {
  const { services, get, dispatch } = deps;
  return pagedListLive<ConnectorProfile>({
    timers: deps.timers,
    start() {
      const s = get();
      if (mustWait(s) || deps.loadingAll()) return undefined;
      return {
        generation: s.generation,
        basis: s.profiles,
        pages: s.pages,
        async listPage(nextToken, signal) {
          const output = await services.connectorProfiles.describe(profilesRequest(s, nextToken), { signal });
          return { items: output.connectorProfileDetails ?? [], nextToken: output.nextToken };
        },
      };
    },
    refreshed: ({ generation, basis, relisted, at }) =>
      dispatch({
        type: 'refreshed',
        generation,
        basis,
        profiles: relisted.items,
        nextToken: relisted.nextToken,
        pages: relisted.pages,
        at,
      }),
    failed: (generation, error) => dispatch({ type: 'refreshFailed', generation, error }),
    describeError: deps.describeError,
  });
}
