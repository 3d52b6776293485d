// The thin controller of the app authorizations list: it makes the calls (through the shell's task runner) and
// feeds their answers to the pure reducer (./authorizationsReducer.ts). It lives in the screen's state, so the list
// survives leaving screen 3 and coming back.

import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AppAuthorization, ConnectAppAuthorizationRequest } from '../../domain/appfabric/types.js';
import type { AppAuthorizationsPort } from '../../service/ports.js';
import type { ShellApi } from '../shellContract.js';
import { peopleSummary } from '../../domain/fieldMessages.js';
import { systemTimers, type Timers } from '../../domain/timers.js';
import { liveListing } from './authorizationsRefresh.js';
import { connectFormErrors, connectRequest } from './connectForm.js';
import {
  authorizationsReducer,
  initAuthorizationsState,
  nextBundle,
  selectedAuthorization,
  type AuthorizationsAction,
  type AuthorizationsState,
  type AuthorizationsView,
} from './authorizationsReducer.js';

/** Bundles and authorizations listed at most (AppFabric's quota is 50 authorizations per Region). */
const MAX_LISTED = 200;

export interface AuthorizationsController {
  store: StoreApi<AuthorizationsState>;
  dispatch(action: AuthorizationsAction): void;
  /** Lists the bundles and the authorizations of `bundleArn` (the listed bundle, else the first). */
  load(bundleArn?: string): Promise<void>;
  /** Lists the next bundle's authorizations. */
  cycleBundle(): Promise<void>;
  /**
   * A live refresh: lists the bundle's authorizations again (as many pages as are shown, list calls only; the ones
   * not listed before are read whole) and marks what changed. Does nothing unless the list is ready and no other
   * refresh is running. A failure keeps the rows and says why.
   */
  refresh(): Promise<void>;
  /**
   * Refreshes every `intervalMs` (0: never) while the list shows as loaded and nothing is asked, typed, opened or
   * loading; `held` is read at each tick too (the screen's own reasons to wait: the JSON view). Returns the stop (the
   * screen starts it while shown).
   */
  live(intervalMs: number, held?: () => boolean): () => void;
  /** Asks whether to connect the selected authorization (a state change: never without a yes). */
  connectSelected(): void;
  /**
   * Connects the authorization the confirmation was asked for; an OAuth 2.0 one first opens the form for its
   * authorization code.
   */
  connectConfirmed(): Promise<void>;
  /** Sends the open connect form (checked first; the form stays open, with what was typed, on any error). */
  submitConnect(): Promise<void>;
  /** Deletes the authorization the confirmation was asked for. */
  deleteConfirmed(): Promise<void>;
}

export function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** The bundles' ARNs, up to MAX_LISTED. */
async function listBundles(port: AppAuthorizationsPort, signal: AbortSignal): Promise<string[]> {
  const arns: string[] = [];
  let nextToken: string | undefined;
  do {
    const page = await port.listAppBundles(nextToken !== undefined ? { nextToken } : {}, { signal });
    arns.push(...page.appBundleSummaryList.map((b) => b.arn));
    nextToken = page.nextToken;
  } while (nextToken !== undefined && arns.length < MAX_LISTED);
  return arns;
}

/** The list gives summaries; each is read whole (auth type, created) so the table can show them. */
async function listAuthorizations(
  port: AppAuthorizationsPort,
  bundleArn: string,
  signal: AbortSignal,
): Promise<AppAuthorization[]> {
  const records: AppAuthorization[] = [];
  let nextToken: string | undefined;
  do {
    const page = await port.list(
      { appBundleIdentifier: bundleArn, ...(nextToken !== undefined ? { nextToken } : {}) },
      { signal },
    );
    const full = await Promise.all(
      page.appAuthorizationSummaryList.map(
        async (s) =>
          (
            await port.get(
              { appBundleIdentifier: bundleArn, appAuthorizationIdentifier: s.appAuthorizationArn },
              { signal },
            )
          ).appAuthorization,
      ),
    );
    records.push(...full);
    nextToken = page.nextToken;
  } while (nextToken !== undefined && records.length < MAX_LISTED);
  return records;
}

export function createAuthorizationsController(deps: {
  appAuthorizations: AppAuthorizationsPort;
  shell: Pick<ShellApi, 'notify' | 'runTask'>;
  view?: AuthorizationsView;
  /** The live refresh's timer, and its clock for "updated HH:MM:SS" (the system's when absent). */
  timers?: Timers;
}): AuthorizationsController {
  const timers = deps.timers ?? systemTimers;
  const now = (): number => timers.now();
  const store = createStore<AuthorizationsState>(() => initAuthorizationsState(deps.view));
  const port = deps.appAuthorizations;
  const dispatch = (action: AuthorizationsAction): void => {
    const current = store.getState();
    const next = authorizationsReducer(current, action);
    if (next !== current) store.setState(next, true);
  };

  async function connect(row: AppAuthorization, request: ConnectAppAuthorizationRequest): Promise<void> {
    try {
      const response = await deps.shell.runTask(`Connecting ${row.app}`, (signal) => port.connect(request, { signal }));
      dispatch({ type: 'connected', summary: response.appAuthorizationSummary });
      deps.shell.notify(
        'info',
        `${row.app} (${row.tenant.tenantDisplayName}): ${response.appAuthorizationSummary.status}`,
      );
    } catch (error) {
      // The service's field messages in plain words; the form, when open, keeps what was typed and shows why.
      const message = peopleSummary(describeError(error));
      dispatch({ type: 'connectFailed', message });
      deps.shell.notify('error', `Connect ${row.app}: ${message}`);
    }
  }

  const controller: AuthorizationsController = {
    store,
    dispatch,
    async load(bundleArn) {
      dispatch({ type: 'loadStarted', ...(bundleArn !== undefined ? { bundleArn } : {}) });
      const generation = store.getState().generation;
      try {
        const { bundles, chosen, rows } = await deps.shell.runTask('Listing app authorizations', async (signal) => {
          const bundles = await listBundles(port, signal);
          const wanted = store.getState().bundleArn;
          const chosen = wanted !== undefined ? wanted : bundles[0];
          const rows = chosen === undefined ? [] : await listAuthorizations(port, chosen, signal);
          return { bundles, chosen, rows };
        });
        dispatch({ type: 'loaded', generation, bundles, bundleArn: chosen, rows, at: now() });
      } catch (error) {
        dispatch({ type: 'loadFailed', generation, message: describeError(error) });
      }
    },
    async cycleBundle() {
      const next = nextBundle(store.getState());
      if (next !== undefined) await controller.load(next);
    },
    ...liveListing({ store, port, dispatch, timers, maxListed: MAX_LISTED, describeError }),
    connectSelected() {
      dispatch({ type: 'confirmConnect' });
    },
    async connectConfirmed() {
      const arn = store.getState().confirmConnect;
      dispatch({ type: 'cancelConfirmConnect' });
      const row = selectedAuthorization(store.getState());
      if (row === undefined || row.appAuthorizationArn !== arn) return;
      if (row.authType === 'oauth2') {
        dispatch({ type: 'askConnect' });
        return;
      }
      await connect(row, {
        appBundleIdentifier: row.appBundleArn,
        appAuthorizationIdentifier: row.appAuthorizationArn,
      });
    },
    async submitConnect() {
      const form = store.getState().connectForm;
      const row = store.getState().rows.find((r) => r.appAuthorizationArn === form?.appAuthorizationArn);
      if (form === undefined || row === undefined) return;
      const fieldErrors = connectFormErrors(row, form);
      if (Object.keys(fieldErrors).length > 0) {
        dispatch({ type: 'connectRefused', fieldErrors });
        return;
      }
      await connect(row, connectRequest(row, form));
    },
    async deleteConfirmed() {
      const arn = store.getState().confirmDelete;
      const row = store.getState().rows.find((r) => r.appAuthorizationArn === arn);
      dispatch({ type: 'cancelDelete' });
      if (row === undefined) return;
      try {
        await deps.shell.runTask(`Deleting ${row.app}`, (signal) =>
          port.delete(
            { appBundleIdentifier: row.appBundleArn, appAuthorizationIdentifier: row.appAuthorizationArn },
            { signal },
          ),
        );
        dispatch({ type: 'deleted', appAuthorizationArn: row.appAuthorizationArn });
        deps.shell.notify('info', `Deleted ${row.appAuthorizationArn}`);
      } catch (error) {
        deps.shell.notify('error', `Delete ${row.app}: ${describeError(error)}`);
      }
    },
  };
  return controller;
}
