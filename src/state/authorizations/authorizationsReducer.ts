// The app authorizations list of screen 3 (the bundle's authorizations, the detail, the wizard and the delete
// confirmation), as a pure reducer: the controller (./authorizationsStore.ts) makes the calls. A load carries the
// generation it was started with; an answer of an older load (the bundle changed meanwhile) is dropped.

import type {
  AppAuthorization,
  AppAuthorizationStatus,
  AppAuthorizationSummary,
} from '../../domain/appfabric/types.js';

export type AuthorizationsView = 'list' | 'detail' | 'wizard';

export interface AuthorizationsState {
  view: AuthorizationsView;
  /** The known app bundles (the first listed is shown first; `b` goes to the next). */
  bundles: string[];
  /** The bundle whose authorizations are listed. */
  bundleArn: string | undefined;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error?: string;
  rows: AppAuthorization[];
  cursor: number;
  /** The ARN a delete confirmation is asked for (y deletes, anything else keeps it). */
  confirmDelete?: string;
  generation: number;
}

export type AuthorizationsAction =
  | { type: 'loadStarted'; bundleArn?: string }
  | { type: 'loaded'; generation: number; bundles: string[]; bundleArn: string | undefined; rows: AppAuthorization[] }
  | { type: 'loadFailed'; generation: number; message: string }
  | { type: 'move'; delta: number }
  | { type: 'moveTo'; index: number }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'startWizard' }
  | { type: 'leaveWizard' }
  | { type: 'created'; record: AppAuthorization }
  | { type: 'connected'; summary: AppAuthorizationSummary }
  | { type: 'askDelete' }
  | { type: 'cancelDelete' }
  | { type: 'deleted'; appAuthorizationArn: string };

export function initAuthorizationsState(view: AuthorizationsView = 'list'): AuthorizationsState {
  return { view, bundles: [], bundleArn: undefined, status: 'idle', rows: [], cursor: 0, generation: 0 };
}

const clampCursor = (cursor: number, length: number): number => Math.max(0, Math.min(cursor, length - 1));

export function selectedAuthorization(state: AuthorizationsState): AppAuthorization | undefined {
  return state.rows[state.cursor];
}

/** The bundle after the listed one (wrapping), for `b`. */
export function nextBundle(state: AuthorizationsState): string | undefined {
  if (state.bundles.length === 0) return undefined;
  const at = state.bundleArn === undefined ? -1 : state.bundles.indexOf(state.bundleArn);
  return state.bundles[(at + 1) % state.bundles.length];
}

export function authorizationsReducer(state: AuthorizationsState, action: AuthorizationsAction): AuthorizationsState {
  switch (action.type) {
    case 'loadStarted':
      return {
        ...state,
        status: 'loading',
        generation: state.generation + 1,
        ...(action.bundleArn !== undefined ? { bundleArn: action.bundleArn } : {}),
        confirmDelete: undefined,
      };
    case 'loaded': {
      if (action.generation !== state.generation) return state;
      // The selection is kept by identity: the same authorization stays selected after a reload.
      const selected = selectedAuthorization(state)?.appAuthorizationArn;
      const at = action.rows.findIndex((r) => r.appAuthorizationArn === selected);
      const { error: _dropped, ...rest } = state;
      return {
        ...rest,
        status: 'ready',
        bundles: action.bundles,
        bundleArn: action.bundleArn,
        rows: action.rows,
        cursor: at >= 0 ? at : clampCursor(state.cursor, action.rows.length),
      };
    }
    case 'loadFailed':
      if (action.generation !== state.generation) return state;
      return { ...state, status: 'failed', error: action.message };
    case 'move':
      if (state.rows.length === 0) return state;
      return { ...state, cursor: clampCursor(state.cursor + action.delta, state.rows.length) };
    case 'moveTo':
      if (state.rows.length === 0) return state;
      return { ...state, cursor: clampCursor(action.index, state.rows.length) };
    case 'open':
      return state.rows.length === 0 ? state : { ...state, view: 'detail' };
    case 'close':
      return { ...state, view: 'list' };
    case 'startWizard':
      return { ...state, view: 'wizard', confirmDelete: undefined };
    case 'leaveWizard':
      return { ...state, view: 'list' };
    case 'created': {
      const record = action.record;
      // The new authorization is listed at once; its bundle becomes the listed one.
      if (record.appBundleArn !== state.bundleArn) {
        return {
          ...state,
          bundleArn: record.appBundleArn,
          bundles: state.bundles.includes(record.appBundleArn)
            ? state.bundles
            : [...state.bundles, record.appBundleArn],
          rows: [record],
          cursor: 0,
          status: 'ready',
          generation: state.generation + 1,
        };
      }
      const others = state.rows.filter((r) => r.appAuthorizationArn !== record.appAuthorizationArn);
      const rows = [...others, record];
      return { ...state, rows, cursor: rows.length - 1 };
    }
    case 'connected': {
      const s = action.summary;
      const rows = state.rows.map((r) =>
        r.appAuthorizationArn === s.appAuthorizationArn ? { ...r, status: s.status, updatedAt: s.updatedAt } : r,
      );
      return { ...state, rows };
    }
    case 'askDelete': {
      const row = selectedAuthorization(state);
      return row === undefined ? state : { ...state, confirmDelete: row.appAuthorizationArn };
    }
    case 'cancelDelete':
      return { ...state, confirmDelete: undefined };
    case 'deleted': {
      const rows = state.rows.filter((r) => r.appAuthorizationArn !== action.appAuthorizationArn);
      return {
        ...state,
        rows,
        cursor: clampCursor(state.cursor, rows.length),
        confirmDelete: undefined,
        view: state.view === 'detail' ? 'list' : state.view,
      };
    }
  }
}

/** The status in words, for people (the colour only repeats it). */
export const STATUS_WORDS: Record<AppAuthorizationStatus, string> = {
  PendingConnect: 'pending connect',
  Connected: 'connected',
  ConnectionValidationFailed: 'validation failed',
  TokenAutoRotationFailed: 'token rotation failed',
};
