// The app authorizations list of screen 3 (the bundle's authorizations, the detail, the wizard and the delete
// confirmation), as a pure reducer: the controller (./authorizationsStore.ts) makes the calls. A load carries the
// generation it was started with; an answer of an older load (the bundle changed meanwhile) is dropped.

import type {
  AppAuthorization,
  AppAuthorizationStatus,
  AppAuthorizationSummary,
} from '../../domain/appfabric/types.js';
import { CONNECT_FIELDS, openConnectForm, type ConnectField, type ConnectForm } from './connectForm.js';
import { textMatches } from '../listFilter.js';

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
  /** The index in the rows the `/` filter shows (visibleAuthorizations). */
  cursor: number;
  /** The `/` filter: rows whose app, tenant, auth type, status or ARN contain it. */
  filter: string;
  /** The filter field is open. */
  filterEditing: boolean;
  /** The ARN a delete confirmation is asked for (y deletes, anything else keeps it). */
  confirmDelete?: string;
  /** The ARN a connect confirmation is asked for (y connects, or opens the OAuth 2.0 form; anything else not). */
  confirmConnect?: string;
  /** The OAuth 2.0 connect form (redirect URI and authorization code), while open. */
  connectForm?: ConnectForm;
  generation: number;
  /** When the rows were last listed (a load or a live refresh), epoch ms: "updated HH:MM:SS". */
  listedAt?: number;
  /** The ARNs the last live refresh found new or changed (status, tenant, updated time): marked in the table. */
  changed: readonly string[];
  /** Why the last live refresh failed (the rows are those of the refresh before); cleared by the next success. */
  refreshError?: string;
}

export type AuthorizationsAction =
  | { type: 'loadStarted'; bundleArn?: string }
  | {
      type: 'loaded';
      generation: number;
      bundles: string[];
      bundleArn: string | undefined;
      rows: AppAuthorization[];
      at?: number;
    }
  | {
      type: 'refreshed';
      generation: number;
      /** The list's answer, in its order. */
      summaries: AppAuthorizationSummary[];
      /** The ones not listed before, read whole. */
      added: AppAuthorization[];
      at: number;
    }
  | { type: 'refreshFailed'; generation: number; message: string }
  | { type: 'loadFailed'; generation: number; message: string }
  | { type: 'move'; delta: number }
  | { type: 'moveTo'; index: number }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'startWizard' }
  | { type: 'leaveWizard' }
  | { type: 'created'; record: AppAuthorization }
  | { type: 'connected'; summary: AppAuthorizationSummary }
  | { type: 'askConnect' }
  | { type: 'confirmConnect' }
  | { type: 'cancelConfirmConnect' }
  | { type: 'filterStarted' }
  | { type: 'filterChanged'; text: string }
  | { type: 'filterApplied' }
  | { type: 'filterCancelled' }
  | { type: 'connectEdited'; field: ConnectField; value: string }
  | { type: 'connectFieldMoved'; delta: 1 | -1 }
  | { type: 'connectRefused'; fieldErrors: ConnectForm['fieldErrors'] }
  | { type: 'connectFailed'; message: string }
  | { type: 'cancelConnect' }
  | { type: 'askDelete' }
  | { type: 'cancelDelete' }
  | { type: 'deleted'; appAuthorizationArn: string };

export function initAuthorizationsState(view: AuthorizationsView = 'list'): AuthorizationsState {
  return {
    view,
    bundles: [],
    bundleArn: undefined,
    status: 'idle',
    rows: [],
    cursor: 0,
    filter: '',
    filterEditing: false,
    generation: 0,
    changed: [],
  };
}

/** The rows the `/` filter lets through, in the listed order. */
export function visibleAuthorizations(state: Pick<AuthorizationsState, 'rows' | 'filter'>): AppAuthorization[] {
  if (state.filter.trim() === '') return state.rows;
  return state.rows.filter((r) =>
    textMatches(
      state.filter,
      r.app,
      r.tenant.tenantDisplayName,
      r.tenant.tenantIdentifier,
      r.authType,
      r.status,
      STATUS_WORDS[r.status],
      r.appAuthorizationArn,
    ),
  );
}

/** The cursor on `arn` in what the filter shows, else the same index kept within it. */
function cursorOn(state: AuthorizationsState, arn: string | undefined): number {
  const shown = visibleAuthorizations(state);
  const at = shown.findIndex((r) => r.appAuthorizationArn === arn);
  return at >= 0 ? at : clampCursor(state.cursor, shown.length);
}

const clampCursor = (cursor: number, length: number): number => Math.max(0, Math.min(cursor, length - 1));

export function selectedAuthorization(state: AuthorizationsState): AppAuthorization | undefined {
  return visibleAuthorizations(state)[state.cursor];
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
        confirmConnect: undefined,
        connectForm: undefined,
      };
    case 'loaded': {
      if (action.generation !== state.generation) return state;
      // The selection is kept by identity: the same authorization stays selected after a reload.
      const selected = selectedAuthorization(state)?.appAuthorizationArn;
      const { error: _dropped, refreshError: _old, ...rest } = state;
      const next: AuthorizationsState = {
        ...rest,
        status: 'ready',
        bundles: action.bundles,
        bundleArn: action.bundleArn,
        rows: action.rows,
        changed: [],
        ...(action.at !== undefined ? { listedAt: action.at } : {}),
      };
      return { ...next, cursor: cursorOn(next, selected) };
    }
    case 'refreshed': {
      if (action.generation !== state.generation || state.status !== 'ready') return state;
      const { rows, changed } = refreshedRows(state.rows, action.summaries, action.added);
      // The cursor stays on its authorization (by ARN), wherever the refresh moved it.
      const selected = selectedAuthorization(state)?.appAuthorizationArn;
      const { refreshError: _cleared, ...rest } = state;
      const next: AuthorizationsState = { ...rest, rows, changed, listedAt: action.at };
      return { ...next, cursor: cursorOn(next, selected) };
    }
    case 'refreshFailed':
      if (action.generation !== state.generation) return state;
      return { ...state, refreshError: action.message };
    case 'loadFailed':
      if (action.generation !== state.generation) return state;
      return { ...state, status: 'failed', error: action.message };
    case 'move': {
      const shown = visibleAuthorizations(state).length;
      if (shown === 0) return state;
      return { ...state, cursor: clampCursor(state.cursor + action.delta, shown) };
    }
    case 'moveTo': {
      const shown = visibleAuthorizations(state).length;
      if (shown === 0) return state;
      return { ...state, cursor: clampCursor(action.index, shown) };
    }
    case 'open':
      return selectedAuthorization(state) === undefined ? state : { ...state, view: 'detail' };
    case 'filterStarted':
      return { ...state, filterEditing: true, confirmDelete: undefined, confirmConnect: undefined };
    case 'filterChanged': {
      const selected = selectedAuthorization(state)?.appAuthorizationArn;
      const next = { ...state, filter: action.text };
      return { ...next, cursor: cursorOn(next, selected) };
    }
    case 'filterApplied':
      return { ...state, filterEditing: false };
    case 'filterCancelled': {
      const selected = selectedAuthorization(state)?.appAuthorizationArn;
      const next = { ...state, filter: '', filterEditing: false };
      return { ...next, cursor: cursorOn(next, selected) };
    }
    case 'close':
      return { ...state, view: 'list' };
    case 'startWizard':
      return { ...state, view: 'wizard', confirmDelete: undefined, confirmConnect: undefined, connectForm: undefined };
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
          filter: '',
          status: 'ready',
          generation: state.generation + 1,
        };
      }
      const others = state.rows.filter((r) => r.appAuthorizationArn !== record.appAuthorizationArn);
      const rows = [...others, record];
      // The new one is shown and selected, whatever the filter was.
      return { ...state, rows, filter: '', cursor: rows.length - 1 };
    }
    case 'connected': {
      const s = action.summary;
      const rows = state.rows.map((r) =>
        r.appAuthorizationArn === s.appAuthorizationArn ? { ...r, status: s.status, updatedAt: s.updatedAt } : r,
      );
      const form = state.connectForm;
      return {
        ...state,
        rows,
        connectForm: form?.appAuthorizationArn === s.appAuthorizationArn ? undefined : form,
      };
    }
    case 'askConnect': {
      const row = selectedAuthorization(state);
      return row === undefined
        ? state
        : { ...state, connectForm: openConnectForm(row), confirmDelete: undefined, confirmConnect: undefined };
    }
    case 'confirmConnect': {
      const row = selectedAuthorization(state);
      return row === undefined
        ? state
        : { ...state, confirmConnect: row.appAuthorizationArn, confirmDelete: undefined, connectForm: undefined };
    }
    case 'cancelConfirmConnect':
      return { ...state, confirmConnect: undefined };
    case 'connectEdited': {
      const form = state.connectForm;
      if (form === undefined) return state;
      const { [action.field]: _fixed, ...fieldErrors } = form.fieldErrors;
      return { ...state, connectForm: { ...form, [action.field]: action.value, fieldErrors } };
    }
    case 'connectFieldMoved': {
      const form = state.connectForm;
      if (form === undefined) return state;
      const at = CONNECT_FIELDS.indexOf(form.field) + action.delta;
      const field = CONNECT_FIELDS[Math.max(0, Math.min(CONNECT_FIELDS.length - 1, at))] ?? form.field;
      return { ...state, connectForm: { ...form, field } };
    }
    case 'connectRefused': {
      const form = state.connectForm;
      if (form === undefined) return state;
      const first = CONNECT_FIELDS.find((f) => action.fieldErrors[f] !== undefined) ?? form.field;
      const { error: _stale, ...rest } = form;
      return { ...state, connectForm: { ...rest, fieldErrors: action.fieldErrors, field: first } };
    }
    case 'connectFailed':
      return state.connectForm === undefined
        ? state
        : { ...state, connectForm: { ...state.connectForm, error: action.message } };
    case 'cancelConnect':
      return { ...state, connectForm: undefined };
    case 'askDelete': {
      const row = selectedAuthorization(state);
      return row === undefined
        ? state
        : { ...state, confirmDelete: row.appAuthorizationArn, confirmConnect: undefined, connectForm: undefined };
    }
    case 'cancelDelete':
      return { ...state, confirmDelete: undefined };
    case 'deleted': {
      const rows = state.rows.filter((r) => r.appAuthorizationArn !== action.appAuthorizationArn);
      return {
        ...state,
        rows,
        cursor: clampCursor(state.cursor, visibleAuthorizations({ rows, filter: state.filter }).length),
        confirmDelete: undefined,
        view: state.view === 'detail' ? 'list' : state.view,
      };
    }
  }
}

/**
 * The rows after a live refresh: the list's summaries over the records already read (status, tenant and updated time
 * come with the list; the auth type and created time do not change), the added ones read whole, the gone ones dropped.
 * `changed` names the new ones and those whose status, tenant or updated time changed.
 */
function refreshedRows(
  before: readonly AppAuthorization[],
  summaries: readonly AppAuthorizationSummary[],
  added: readonly AppAuthorization[],
): { rows: AppAuthorization[]; changed: string[] } {
  const known = new Map(before.map((r) => [r.appAuthorizationArn, r]));
  const read = new Map(added.map((r) => [r.appAuthorizationArn, r]));
  const rows: AppAuthorization[] = [];
  const changed: string[] = [];
  for (const s of summaries) {
    const old = known.get(s.appAuthorizationArn);
    const base = old ?? read.get(s.appAuthorizationArn);
    if (base === undefined) continue;
    const row: AppAuthorization = { ...base, app: s.app, tenant: s.tenant, status: s.status, updatedAt: s.updatedAt };
    rows.push(old !== undefined && !differs(old, row) ? old : row);
    if (old === undefined || differs(old, row)) changed.push(s.appAuthorizationArn);
  }
  return { rows, changed };
}

function differs(a: AppAuthorization, b: AppAuthorization): boolean {
  return (
    a.status !== b.status ||
    a.updatedAt.getTime() !== b.updatedAt.getTime() ||
    a.tenant.tenantDisplayName !== b.tenant.tenantDisplayName ||
    a.tenant.tenantIdentifier !== b.tenant.tenantIdentifier
  );
}

/** The status in words, for people (the colour only repeats it). */
export const STATUS_WORDS: Record<AppAuthorizationStatus, string> = {
  PendingConnect: 'pending connect',
  Connected: 'connected',
  ConnectionValidationFailed: 'validation failed',
  TokenAutoRotationFailed: 'token rotation failed',
};
