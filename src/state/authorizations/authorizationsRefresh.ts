// The live refresh of the authorizations list (issue 30, live views): list calls only, as many pages as are shown,
// through the same port as everything else (so its retries, throttling and the call log apply); the authorizations
// not listed before are read whole. The reducer keeps the cursor on its authorization and marks what changed.

import type { StoreApi } from 'zustand/vanilla';
import type { AppAuthorizationSummary } from '../../domain/appfabric/types.js';
import type { Timers } from '../../domain/timers.js';
import type { AppAuthorizationsPort } from '../../service/ports.js';
import { startLiveRefresh } from '../liveRefresh.js';
import type { AuthorizationsAction, AuthorizationsState } from './authorizationsReducer.js';
import type { AuthorizationsController } from './authorizationsStore.js';

/** The list's summaries again, page after page, until as many as are shown are listed (at least one page). */
async function listSummaries(
  port: AppAuthorizationsPort,
  bundleArn: string,
  upTo: number,
  signal: AbortSignal,
): Promise<AppAuthorizationSummary[]> {
  const summaries: AppAuthorizationSummary[] = [];
  let nextToken: string | undefined;
  do {
    const page = await port.list(
      { appBundleIdentifier: bundleArn, ...(nextToken !== undefined ? { nextToken } : {}) },
      { signal },
    );
    summaries.push(...page.appAuthorizationSummaryList);
    nextToken = page.nextToken;
  } while (nextToken !== undefined && summaries.length < upTo);
  return summaries;
}

/**
 * Nothing may change under the user: a question, the connect form, the filter field, a detail or the wizard open, or
 * a load.
 */
function mustWait(s: AuthorizationsState): boolean {
  return (
    s.status !== 'ready' ||
    s.view !== 'list' ||
    s.filterEditing ||
    s.confirmDelete !== undefined ||
    s.confirmConnect !== undefined ||
    s.connectForm !== undefined
  );
}

export function liveListing(deps: {
  store: StoreApi<AuthorizationsState>;
  port: AppAuthorizationsPort;
  dispatch: (action: AuthorizationsAction) => void;
  timers: Timers;
  /** Authorizations listed at most (the controller's limit). */
  maxListed: number;
  describeError: (error: unknown) => string;
}): Pick<AuthorizationsController, 'refresh' | 'live'> {
  const { store, port, dispatch, timers, describeError } = deps;
  let refreshing = false;
  async function refresh(): Promise<void> {
    const state = store.getState();
    const bundleArn = state.bundleArn;
    if (refreshing || state.status !== 'ready' || bundleArn === undefined) return;
    refreshing = true;
    const generation = state.generation;
    const signal = new AbortController().signal;
    try {
      const upTo = Math.min(state.rows.length, deps.maxListed);
      const summaries = await listSummaries(port, bundleArn, upTo, signal);
      const known = new Set(store.getState().rows.map((r) => r.appAuthorizationArn));
      const fresh = summaries.filter((s) => !known.has(s.appAuthorizationArn));
      const added = await Promise.all(
        fresh.map(
          async (s) =>
            (
              await port.get(
                { appBundleIdentifier: bundleArn, appAuthorizationIdentifier: s.appAuthorizationArn },
                { signal },
              )
            ).appAuthorization,
        ),
      );
      dispatch({ type: 'refreshed', generation, summaries, added, at: timers.now() });
    } catch (error) {
      dispatch({ type: 'refreshFailed', generation, message: describeError(error) });
    } finally {
      refreshing = false;
    }
  }
  return {
    refresh,
    live: (intervalMs, held) =>
      startLiveRefresh({
        timers,
        intervalMs,
        paused: () => held?.() === true || mustWait(store.getState()),
        refresh,
      }),
  };
}
