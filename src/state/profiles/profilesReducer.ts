// The connector-profiles screen's state machine as a pure reducer: the filters (connector type, label, names), the
// page size and the pages loaded so far, the grouped tree with its collapsed groups, the cursor, and the open detail
// or type picker. The controller (./profilesStore.ts) validates and sends the requests and feeds the answers back.
//
// The generation guard lives here: every new query (a changed filter, page size or reload) starts a new
// generation, and an answer carries the generation it was asked under, so the answer for a superseded filter is
// dropped instead of replacing or extending the current list.

import {
  CONNECTOR_TYPES,
  PROPERTY_GROUP_OF,
  type ConnectorProfile,
  type ConnectorType,
  type DescribeConnectorProfilesRequest,
  type PropertyGroup,
} from '../../domain/appflow/types.js';
import { validateAppFlowField } from '../../domain/appflow/validators.js';
import { clampCursor, cursorAt, moveCursor, START, type CursorMove, type ListCursor } from '../listCursor.js';
import { GROUP_TITLE, profileMatches, treeRowKey, treeRows, type TreeRow } from '../profileGroups.js';
import { textMatches } from '../listFilter.js';
import { fieldIssueText } from '../../domain/fieldMessages.js';
import { overlayRefreshed } from '../relistPages.js';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** The type picker's entries: any type, then the 24. */
export const TYPE_CHOICES: readonly (ConnectorType | null)[] = [null, ...CONNECTOR_TYPES];

export type ProfilesView = 'tree' | 'detail' | 'typePicker';
/** The fields typed into: the label and names filters (sent to the service) and the text filter over loaded rows. */
export type ProfilesField = 'label' | 'names' | 'filter' | 'typeFilter';

export interface ProfilesModel {
  view: ProfilesView;
  connectorType: ConnectorType | null;
  label: string;
  /** Profile names to match exactly (the API's connectorProfileNames). */
  names: readonly string[];
  pageSize: number;
  /** A text filter over the loaded profiles (name, type or label); `/` edits it, Esc clears it. */
  filter: string;
  /** Bumped by every new query; answers of another generation are dropped. */
  generation: number;
  profiles: readonly ConnectorProfile[];
  nextToken: string | undefined;
  hasMore: boolean;
  loading: boolean;
  loaded: boolean;
  loadError: string;
  collapsed: ReadonlySet<PropertyGroup>;
  rows: readonly TreeRow[];
  cursor: ListCursor;
  viewport: number;
  /** The profile open in the detail. */
  detail: ConnectorProfile | null;
  typeCursor: ListCursor;
  /** The type picker's `/` filter over the type names; cleared each time the picker opens. */
  typeFilter: string;
  editing: ProfilesField | null;
  input: string;
  inputIssue: string;
  /** Pages of the current query loaded (a live refresh lists as many again). */
  pages: number;
  /** When the first page was loaded or the last live refresh answered, epoch ms: "updated HH:MM:SS". */
  listedAt: number | undefined;
  /** The profiles (profileKey) the last live refresh found new or changed: marked in the tree. */
  changed: ReadonlySet<string>;
  /** Why the last live refresh failed (the rows are those of the refresh before); empty after a success. */
  refreshError: string;
}

const NONE_CHANGED: ReadonlySet<string> = new Set();

/** A profile's identity across refreshes: its ARN, or its name (unique in an account and Region). */
export function profileKey(profile: ConnectorProfile): string {
  return profile.connectorProfileArn ?? profile.connectorProfileName ?? '';
}

export type ProfilesEvent =
  /** A request is sent: `reset` starts a new query (new generation, empty list), otherwise the next page. */
  | { type: 'requestStarted'; reset: boolean }
  | {
      type: 'pageLoaded';
      generation: number;
      profiles: readonly ConnectorProfile[];
      nextToken: string | undefined;
      /** When it answered (epoch ms); the first page's time is the tree's "updated" time. */
      at?: number;
    }
  | { type: 'pageFailed'; generation: number; error: string }
  /**
   * A live refresh answered: the loaded pages of the same query listed again. `basis` is the profiles it started
   * from; a page loaded meanwhile makes it stale, and it is dropped.
   */
  | {
      type: 'refreshed';
      generation: number;
      basis: readonly ConnectorProfile[];
      profiles: readonly ConnectorProfile[];
      nextToken: string | undefined;
      pages: number;
      at: number;
    }
  | { type: 'refreshFailed'; generation: number; error: string }
  | { type: 'moved'; move: CursorMove }
  | { type: 'viewportChanged'; rows: number }
  /** Enter: toggles a group, opens a profile. */
  | { type: 'activated' }
  | { type: 'expanded' }
  | { type: 'collapsed' }
  | { type: 'allToggled' }
  | { type: 'typePickerOpened' }
  | { type: 'typeMoved'; move: CursorMove }
  | { type: 'typeJumped'; index: number }
  | { type: 'typePicked' }
  | { type: 'editStarted'; field: ProfilesField }
  | { type: 'inputChanged'; text: string }
  | { type: 'inputRejected'; issue: string }
  | { type: 'inputAccepted' }
  | { type: 'inputCancelled' }
  | { type: 'pageSizeCycled'; step?: 1 | -1 }
  | { type: 'filtersCleared' }
  | { type: 'back' };

export function initProfilesModel(): ProfilesModel {
  return {
    view: 'tree',
    connectorType: null,
    label: '',
    names: [],
    pageSize: 50,
    filter: '',
    generation: 0,
    profiles: [],
    nextToken: undefined,
    hasMore: false,
    loading: false,
    loaded: false,
    loadError: '',
    collapsed: new Set(),
    rows: [],
    cursor: START,
    viewport: 10,
    detail: null,
    typeCursor: START,
    typeFilter: '',
    editing: null,
    input: '',
    inputIssue: '',
    pages: 0,
    listedAt: undefined,
    changed: NONE_CHANGED,
    refreshError: '',
  };
}

/** The type picker's entries that the `/` filter lets through (`(any type)` matches `any`). */
export function typeChoices(filter: string): readonly (ConnectorType | null)[] {
  if (filter.trim() === '') return TYPE_CHOICES;
  return TYPE_CHOICES.filter((type) =>
    textMatches(filter, type ?? 'any type', type ? GROUP_TITLE[PROPERTY_GROUP_OF[type]] : undefined),
  );
}

export function parseNames(text: string): string[] {
  return text
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '');
}

/** The first problem with the text typed into a filter field, empty when it is valid. */
export function inputIssue(field: ProfilesField, text: string): string {
  if (field === 'filter' || field === 'typeFilter') return '';
  if (field === 'label') {
    if (text.trim() === '') return '';
    const issue = validateAppFlowField('connectorLabel', text.trim())[0];
    return issue === undefined ? '' : fieldIssueText('connectorLabel', issue.message);
  }
  const names = parseNames(text);
  for (const [index, name] of names.entries()) {
    const issue = validateAppFlowField('connectorProfileNames[]', name)[0];
    if (issue !== undefined) return fieldIssueText(`connectorProfileNames[${index}]`, issue.message);
  }
  if (names.length > 100) return 'connectorProfileNames: at most 100 names';
  return '';
}

/** The request for the current filters (the next page when `nextToken` is given). */
export function profilesRequest(state: ProfilesModel, nextToken: string | undefined): DescribeConnectorProfilesRequest {
  return {
    maxResults: state.pageSize,
    ...(state.connectorType !== null ? { connectorType: state.connectorType } : {}),
    ...(state.label !== '' ? { connectorLabel: state.label } : {}),
    ...(state.names.length > 0 ? { connectorProfileNames: [...state.names] } : {}),
    ...(nextToken !== undefined ? { nextToken } : {}),
  };
}

export function selectedRow(state: ProfilesModel): TreeRow | undefined {
  return state.rows[state.cursor.index];
}

/**
 * Rebuilds the tree after profiles, the text filter or the folds changed. The selected row keeps its identity (the
 * same profile or group) when it is still listed; otherwise the cursor keeps its row number.
 */
function regroup(state: ProfilesModel, patch: Partial<ProfilesModel>): ProfilesModel {
  const next = { ...state, ...patch };
  const needle = next.filter.trim().toLowerCase();
  const shown = needle === '' ? next.profiles : next.profiles.filter((p) => profileMatches(p, needle));
  const rows = treeRows(shown, next.collapsed);
  const selected = selectedRow(state);
  const key = selected === undefined ? undefined : treeRowKey(selected);
  const index = key === undefined ? -1 : rows.findIndex((r) => treeRowKey(r) === key);
  const cursor = index < 0 ? next.cursor : { index, offset: next.cursor.offset };
  return { ...next, rows, cursor: clampCursor(cursor, rows.length, next.viewport) };
}

/** `regroup` for a live refresh: the selected row also keeps its line in the window when rows come or go above it. */
function regroupKeepingLine(state: ProfilesModel, patch: Partial<ProfilesModel>): ProfilesModel {
  const next = regroup(state, patch);
  const offset = state.cursor.offset + (next.cursor.index - state.cursor.index);
  return { ...next, cursor: clampCursor({ index: next.cursor.index, offset }, next.rows.length, next.viewport) };
}

function setCollapsed(state: ProfilesModel, group: PropertyGroup, collapsed: boolean): ProfilesModel {
  const set = new Set(state.collapsed);
  if (collapsed) set.add(group);
  else set.delete(group);
  const next = regroup(state, { collapsed: set });
  // Keep the cursor on the group row it acted on.
  const index = next.rows.findIndex((r) => r.kind === 'group' && r.group === group);
  if (index < 0) return next;
  return { ...next, cursor: clampCursor({ index, offset: next.cursor.offset }, next.rows.length, next.viewport) };
}

export function profilesReducer(state: ProfilesModel, event: ProfilesEvent): ProfilesModel {
  switch (event.type) {
    case 'requestStarted':
      if (!event.reset) return { ...state, loading: true, loadError: '' };
      return {
        ...state,
        generation: state.generation + 1,
        loading: true,
        loadError: '',
        profiles: [],
        rows: [],
        nextToken: undefined,
        hasMore: false,
        cursor: START,
        pages: 0,
        listedAt: undefined,
        changed: NONE_CHANGED,
        refreshError: '',
      };
    case 'pageLoaded':
      if (event.generation !== state.generation) return state;
      return regroup(state, {
        profiles: [...state.profiles, ...event.profiles],
        nextToken: event.nextToken,
        hasMore: event.nextToken !== undefined,
        loading: false,
        loaded: true,
        pages: state.pages + 1,
        listedAt: state.pages === 0 ? event.at : state.listedAt,
      });
    case 'pageFailed':
      if (event.generation !== state.generation) return state;
      return { ...state, loading: false, loaded: true, loadError: event.error };
    case 'refreshed': {
      if (event.generation !== state.generation || event.basis !== state.profiles) return state;
      const { items, changed } = overlayRefreshed(state.profiles, event.profiles, profileKey);
      return regroupKeepingLine(state, {
        profiles: items,
        nextToken: event.nextToken,
        hasMore: event.nextToken !== undefined,
        pages: event.pages,
        listedAt: event.at,
        changed,
        refreshError: '',
      });
    }
    case 'refreshFailed':
      if (event.generation !== state.generation) return state;
      return { ...state, refreshError: event.error };
    case 'moved':
      return { ...state, cursor: moveCursor(state.cursor, event.move, state.rows.length, state.viewport) };
    case 'viewportChanged':
      if (state.viewport === event.rows) return state;
      return {
        ...state,
        viewport: event.rows,
        cursor: clampCursor(state.cursor, state.rows.length, event.rows),
        typeCursor: clampCursor(state.typeCursor, TYPE_CHOICES.length, event.rows),
      };
    case 'activated': {
      const row = selectedRow(state);
      if (row === undefined) return state;
      if (row.kind === 'group') return setCollapsed(state, row.group, row.expanded);
      return { ...state, view: 'detail', detail: row.profile };
    }
    case 'expanded': {
      const row = selectedRow(state);
      return row?.kind === 'group' && !row.expanded ? setCollapsed(state, row.group, false) : state;
    }
    case 'collapsed': {
      const row = selectedRow(state);
      return row === undefined ? state : setCollapsed(state, row.group, true);
    }
    case 'allToggled': {
      const groups = state.rows.filter((r): r is Extract<TreeRow, { kind: 'group' }> => r.kind === 'group');
      const anyExpanded = groups.some((g) => g.expanded);
      return regroup(state, { collapsed: anyExpanded ? new Set(groups.map((g) => g.group)) : new Set() });
    }
    case 'typePickerOpened': {
      const index = TYPE_CHOICES.indexOf(state.connectorType);
      return {
        ...state,
        view: 'typePicker',
        typeFilter: '',
        typeCursor: clampCursor({ index, offset: Math.max(0, index - 2) }, TYPE_CHOICES.length, state.viewport),
      };
    }
    case 'typeMoved': {
      const count = typeChoices(state.typeFilter).length;
      return { ...state, typeCursor: moveCursor(state.typeCursor, event.move, count, state.viewport) };
    }
    case 'typeJumped': {
      const count = typeChoices(state.typeFilter).length;
      return { ...state, typeCursor: cursorAt(event.index, count, state.viewport, state.typeCursor) };
    }
    case 'typePicked': {
      const choices = typeChoices(state.typeFilter);
      if (choices.length === 0) return state;
      const connectorType = choices[state.typeCursor.index] ?? null;
      // Labels only apply to custom connectors.
      const label = connectorType === 'CustomConnector' ? state.label : '';
      return { ...state, view: 'tree', connectorType, label };
    }
    case 'editStarted': {
      const input =
        event.field === 'label' ? state.label : event.field === 'names' ? state.names.join(', ') : state.filter;
      return { ...state, editing: event.field, input, inputIssue: inputIssue(event.field, input) };
    }
    case 'inputChanged':
      if (state.editing === null) return state;
      // The text filter applies as it is typed, from the top of the new list.
      if (state.editing === 'filter')
        return { ...regroup(state, { input: event.text, filter: event.text }), cursor: START };
      if (state.editing === 'typeFilter')
        return { ...state, input: event.text, typeFilter: event.text, typeCursor: START };
      return { ...state, input: event.text, inputIssue: inputIssue(state.editing, event.text) };
    case 'inputRejected':
      return { ...state, inputIssue: event.issue };
    case 'inputAccepted': {
      if (state.editing === null) return state;
      const closed = { ...state, editing: null, input: '', inputIssue: '' };
      if (state.editing === 'filter' || state.editing === 'typeFilter') return closed;
      if (state.editing === 'names') return { ...closed, names: parseNames(state.input) };
      const label = state.input.trim();
      // Labels name custom connectors, so a label sets the type filter.
      return { ...closed, label, ...(label !== '' ? { connectorType: 'CustomConnector' as const } : {}) };
    }
    case 'inputCancelled': {
      const closed = { ...state, editing: null, input: '', inputIssue: '' };
      if (state.editing === 'typeFilter') return { ...closed, typeFilter: '', typeCursor: START };
      return state.editing === 'filter' ? regroup(closed, { filter: '' }) : closed;
    }
    case 'pageSizeCycled': {
      // `+` and `-` step to the next larger or smaller size and stop at the ends.
      const index = PAGE_SIZES.indexOf(state.pageSize as (typeof PAGE_SIZES)[number]);
      const next = Math.min(PAGE_SIZES.length - 1, Math.max(0, index + (event.step ?? 1)));
      return { ...state, pageSize: PAGE_SIZES[next] ?? PAGE_SIZES[0] };
    }
    case 'filtersCleared':
      return { ...state, connectorType: null, label: '', names: [] };
    case 'back':
      if (state.view === 'typePicker' && state.typeFilter !== '')
        return { ...state, typeFilter: '', typeCursor: START };
      if (state.view === 'detail' || state.view === 'typePicker') return { ...state, view: 'tree' };
      if (state.filter !== '') return regroup(state, { filter: '' });
      return state;
  }
}
