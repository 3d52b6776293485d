// The app authorizations list of screen 3 (the bundle's authorizations, the detail, the wizard and the delete
// confirmation), as a pure reducer: the controller (./authorizationsStore.ts) makes the calls. A load carries the
// generation it was started with; an answer of an older load (the bundle changed meanwhile) is dropped.

import type {
  AppAuthorization,
  AppAuthorizationStatus,
  AppAuthorizationSummary,
} from '../../domain/appfabric/types.js';
import { CONNECT_FIELDS, openConnectForm, type ConnectField, type ConnectForm } from './connectForm.js';

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
  /** The OAuth 2.0 connect form (redirect URI and authorization code), while open. */
  connectForm?: ConnectForm;
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
  | { type: 'askConnect' }
  | { type: 'connectEdited'; field: ConnectField; value: string }
  | { type: 'connectFieldMoved'; delta: 1 | -1 }
  | { type: 'connectRefused'; fieldErrors: ConnectForm['fieldErrors'] }
  | { type: 'connectFailed'; message: string }
  | { type: 'cancelConnect' }
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
        connectForm: undefined,
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
      return { ...state, view: 'wizard', confirmDelete: undefined, connectForm: undefined };
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
      const form = state.connectForm;
      return {
        ...state,
        rows,
        connectForm: form?.appAuthorizationArn === s.appAuthorizationArn ? undefined : form,
      };
    }
    case 'askConnect': {
      const row = selectedAuthorization(state);
      return row === undefined ? state : { ...state, connectForm: openConnectForm(row), confirmDelete: undefined };
    }
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
      return row === undefined ? state : { ...state, confirmDelete: row.appAuthorizationArn, connectForm: undefined };
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
