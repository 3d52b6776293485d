// The members screen's state machine as a pure reducer: the collaboration picker, the typed ID, the pages loaded so
// far, the filtered and sorted rows, the cursor and the open detail. The controller (./membersStore.ts) makes the
// service calls and feeds their answers back as events.
//
// The generation guard lives here: opening a collaboration or going back to the picker starts a new generation,
// and a page answer carries the generation it was asked under, so a page arriving late for a previous
// collaboration is dropped instead of being appended to the current one.

import type { CollaborationSummary, MemberSummary } from '../../domain/cleanrooms/types.js';
import { validateCollaborationIdentifier } from '../../domain/cleanrooms/validators.js';
import { clampCursor, cursorAt, moveCursor, START, type CursorMove, type ListCursor } from '../listCursor.js';
import { textMatches } from '../listFilter.js';
import { fieldIssueText } from '../../domain/fieldMessages.js';
import { MEMBER_SORT_KEYS, memberRows, type MemberSortKey, type SortDirection } from '../memberRows.js';
import { formatCount } from '../../domain/counts.js';
import { overlayRefreshed } from '../relistPages.js';

export type MembersView = 'picker' | 'table' | 'detail';

export interface PickerEntry {
  id: string;
  name: string;
  source: 'known' | 'recent';
  detail: string;
}

export interface MembersModel {
  view: MembersView;
  collaborations: readonly CollaborationSummary[];
  collaborationsStatus: 'idle' | 'loading' | 'loaded' | 'error';
  /** Every entry of the picker: ★ recents first, then the listed collaborations. */
  pickerAll: readonly PickerEntry[];
  /** The entries shown: those the picker's `/` filter lets through. */
  pickerEntries: readonly PickerEntry[];
  pickerCursor: ListCursor;
  pickerFilter: string;
  pickerFilterEditing: boolean;
  idInputActive: boolean;
  idInput: string;
  /** The first problem with the typed ID, empty when it is valid (or empty). */
  idIssue: string;

  /** Bumped whenever the collaboration changes; page answers of another generation are dropped. */
  generation: number;
  collaborationId: string;
  collaborationName: string;
  members: readonly MemberSummary[];
  nextToken: string | undefined;
  hasMore: boolean;
  loading: boolean;
  loadError: string;
  /** The members shown: filtered and sorted. */
  rows: readonly MemberSummary[];
  cursor: ListCursor;
  viewport: number;
  filter: string;
  filterEditing: boolean;
  sortKey: MemberSortKey | null;
  sortDirection: SortDirection;
  /** What the pages loaded so far tell of each collaboration's member count (the picker shows it). */
  memberCounts: Readonly<Record<string, MemberCount>>;
  /** Pages of the open collaboration loaded (a live refresh lists as many again). */
  pages: number;
  /** When the first page was loaded or the last live refresh answered, epoch ms: "updated HH:MM:SS". */
  listedAt: number | undefined;
  /** The account IDs of the members the last live refresh found new or changed: marked in the table. */
  changed: ReadonlySet<string>;
  /** Why the last live refresh failed (the rows are those of the refresh before); empty after a success. */
  refreshError: string;
}

const NONE_CHANGED: ReadonlySet<string> = new Set();

/** Members loaded of a collaboration, and whether that is all of them (no page left). */
export interface MemberCount {
  loaded: number;
  complete: boolean;
}

/** The picker's cell: the exact count once every page was loaded, `≥N` while more exist, '' when never loaded. */
export function memberCountText(count: MemberCount | undefined): string {
  if (count === undefined) return '';
  const n = formatCount(count.loaded);
  return count.complete ? n : `≥${n}`;
}

/** An exact count is kept over a partial one (opening a collaboration again starts from its first page). */
function mergedCount(known: MemberCount | undefined, seen: MemberCount): MemberCount {
  if (seen.complete || known === undefined) return seen;
  if (known.complete) return known;
  return { loaded: Math.max(known.loaded, seen.loaded), complete: false };
}

export type MembersEvent =
  | { type: 'collaborationsRequested' }
  | { type: 'collaborationsLoaded'; collaborations: readonly CollaborationSummary[]; recent: readonly string[] }
  | { type: 'collaborationsFailed' }
  | { type: 'pickerMoved'; move: CursorMove }
  | { type: 'pickerJumped'; index: number }
  | { type: 'pickerFilterStarted' }
  | { type: 'pickerFilterChanged'; text: string }
  | { type: 'pickerFilterApplied' }
  | { type: 'pickerFilterCancelled' }
  | { type: 'idInputStarted' }
  | { type: 'idInputChanged'; text: string }
  | { type: 'idInputRejected'; issue: string }
  | { type: 'idInputClosed' }
  /** A collaboration is opened: a new generation, an empty table waiting for its first page. */
  | { type: 'opened'; collaborationId: string; recent: readonly string[] }
  /** The open collaboration answered its first page: it joins the recent ones. */
  | { type: 'remembered'; recent: readonly string[] }
  | { type: 'pageRequested' }
  | {
      type: 'pageLoaded';
      generation: number;
      memberSummaries: readonly MemberSummary[];
      nextToken: string | undefined;
      /** When it answered (epoch ms); the first page's time is the list's "updated" time. */
      at?: number;
    }
  | { type: 'pageFailed'; generation: number; error: string }
  /**
   * A live refresh answered: the loaded pages listed again. `basis` is the members it started from; a page loaded
   * meanwhile makes it stale, and it is dropped (the next refresh lists that page too).
   */
  | {
      type: 'refreshed';
      generation: number;
      basis: readonly MemberSummary[];
      memberSummaries: readonly MemberSummary[];
      nextToken: string | undefined;
      pages: number;
      at: number;
    }
  | { type: 'refreshFailed'; generation: number; error: string }
  | { type: 'moved'; move: CursorMove }
  | { type: 'viewportChanged'; rows: number }
  | { type: 'filterStarted' }
  | { type: 'filterChanged'; text: string }
  | { type: 'filterApplied' }
  | { type: 'filterCancelled' }
  | { type: 'sortCycled' }
  | { type: 'sortReversed' }
  | { type: 'detailOpened' }
  | { type: 'back' };

export function initMembersModel(recent: readonly string[]): MembersModel {
  return {
    view: 'picker',
    collaborations: [],
    collaborationsStatus: 'idle',
    pickerAll: pickerEntriesOf([], recent),
    pickerEntries: pickerEntriesOf([], recent),
    pickerCursor: START,
    pickerFilter: '',
    pickerFilterEditing: false,
    idInputActive: false,
    idInput: '',
    idIssue: '',
    generation: 0,
    collaborationId: '',
    collaborationName: '',
    members: [],
    nextToken: undefined,
    hasMore: false,
    loading: false,
    loadError: '',
    rows: [],
    cursor: START,
    viewport: 10,
    filter: '',
    filterEditing: false,
    sortKey: null,
    sortDirection: 'asc',
    memberCounts: {},
    pages: 0,
    listedAt: undefined,
    changed: NONE_CHANGED,
    refreshError: '',
  };
}

export function pickerEntriesOf(
  collaborations: readonly CollaborationSummary[],
  recent: readonly string[],
): PickerEntry[] {
  const known = new Map(collaborations.map((c) => [c.id, c]));
  const entries: PickerEntry[] = [];
  for (const id of recent) {
    const c = known.get(id);
    entries.push({
      id,
      name: c?.name ?? id,
      source: 'recent',
      detail: c !== undefined ? `creator ${c.creatorDisplayName}` : 'opened before',
    });
  }
  for (const c of collaborations) {
    if (recent.includes(c.id)) continue;
    entries.push({
      id: c.id,
      name: c.name,
      source: 'known',
      detail: `creator ${c.creatorDisplayName}, you are ${c.memberStatus.toLowerCase()}`,
    });
  }
  return entries;
}

/** The first problem with a typed collaboration ID, empty when it is valid or empty. */
export function collaborationIdIssue(id: string): string {
  if (id === '') return '';
  const issues = validateCollaborationIdentifier(id, 'collaborationIdentifier');
  return issues[0] === undefined ? '' : fieldIssueText('collaborationIdentifier', issues[0].message);
}

/** The picker with new entries or a new filter: the shown entries, and the cursor kept on the same collaboration. */
function withPicker(state: MembersModel, all: readonly PickerEntry[], filter = state.pickerFilter): MembersModel {
  const pickerEntries = all.filter((e) => textMatches(filter, e.name, e.id));
  return {
    ...state,
    pickerAll: all,
    pickerFilter: filter,
    pickerEntries,
    pickerCursor: pickerCursorKept(state, pickerEntries),
  };
}

/** The picker cursor on the same collaboration after the entries changed (recents move to the top). */
function pickerCursorKept(state: MembersModel, entries: readonly PickerEntry[]): ListCursor {
  const selectedId = state.pickerEntries[state.pickerCursor.index]?.id;
  const index = selectedId === undefined ? -1 : entries.findIndex((e) => e.id === selectedId);
  return clampCursor(
    index < 0 ? state.pickerCursor : { index, offset: state.pickerCursor.offset },
    entries.length,
    state.viewport,
  );
}

/** The member under the cursor, if any. */
export function selectedMember(state: MembersModel): MemberSummary | undefined {
  return state.rows[state.cursor.index];
}

/**
 * Recomputes the rows after members, filter or sort changed. A new page keeps the same member selected; a new
 * filter or sort starts from the top, as a person reading the new order expects.
 */
function withRows(state: MembersModel, patch: Partial<MembersModel>, keep: 'selection' | 'top'): MembersModel {
  const next = { ...state, ...patch };
  const rows = memberRows(next.members, next);
  const selected = selectedMember(state);
  let index = keep === 'top' ? 0 : selected === undefined ? next.cursor.index : rows.indexOf(selected);
  if (index < 0) index = 0;
  return { ...next, rows, cursor: cursorAt(index, rows.length, next.viewport, next.cursor) };
}

/**
 * The rows after a live refresh: the cursor stays on its member (by account ID, whatever the refresh added or removed
 * above it) and on the same line of the window; a member gone leaves the cursor on its row number.
 */
function withRefreshedRows(state: MembersModel, patch: Partial<MembersModel>): MembersModel {
  const next = { ...state, ...patch };
  const rows = memberRows(next.members, next);
  const selected = selectedMember(state)?.accountId;
  const found = selected === undefined ? -1 : rows.findIndex((m) => m.accountId === selected);
  const index = found < 0 ? state.cursor.index : found;
  const offset = state.cursor.offset + (index - state.cursor.index);
  return { ...next, rows, cursor: clampCursor({ index, offset }, rows.length, next.viewport) };
}

export function membersReducer(state: MembersModel, event: MembersEvent): MembersModel {
  switch (event.type) {
    case 'collaborationsRequested':
      return { ...state, collaborationsStatus: 'loading' };
    case 'collaborationsLoaded': {
      // A collaboration opened by ID before the list arrived (`--open`, `:open`) gets its name now.
      const opened = event.collaborations.find((c) => c.id === state.collaborationId);
      return {
        ...withPicker(state, pickerEntriesOf(event.collaborations, event.recent)),
        collaborations: event.collaborations,
        collaborationsStatus: 'loaded',
        ...(opened !== undefined && state.collaborationName === opened.id ? { collaborationName: opened.name } : {}),
      };
    }
    case 'collaborationsFailed':
      return { ...state, collaborationsStatus: 'error' };
    case 'pickerMoved':
      return {
        ...state,
        pickerCursor: moveCursor(state.pickerCursor, event.move, state.pickerEntries.length, state.viewport),
      };
    case 'pickerJumped':
      return {
        ...state,
        pickerCursor: cursorAt(event.index, state.pickerEntries.length, state.viewport, state.pickerCursor),
      };
    case 'pickerFilterStarted':
      return { ...state, pickerFilterEditing: true };
    case 'pickerFilterChanged':
      return { ...withPicker(state, state.pickerAll, event.text), pickerCursor: START };
    case 'pickerFilterApplied':
      return { ...state, pickerFilterEditing: false };
    case 'pickerFilterCancelled':
      return { ...withPicker(state, state.pickerAll, ''), pickerFilterEditing: false };
    case 'idInputStarted':
      return { ...state, idInputActive: true };
    case 'idInputChanged':
      return { ...state, idInput: event.text, idIssue: collaborationIdIssue(event.text.trim()) };
    case 'idInputRejected':
      return { ...state, idIssue: event.issue };
    case 'idInputClosed':
      return { ...state, idInputActive: false, idInput: '', idIssue: '' };
    case 'opened': {
      const known = state.collaborations.find((c) => c.id === event.collaborationId);
      return {
        ...withPicker(state, pickerEntriesOf(state.collaborations, event.recent)),
        generation: state.generation + 1,
        view: 'table',
        collaborationId: event.collaborationId,
        collaborationName: known?.name ?? event.collaborationId,
        members: [],
        rows: [],
        pages: 0,
        listedAt: undefined,
        changed: NONE_CHANGED,
        refreshError: '',
        nextToken: undefined,
        hasMore: true,
        loading: false,
        loadError: '',
        cursor: START,
        filter: '',
        filterEditing: false,
      };
    }
    case 'remembered':
      return withPicker(state, pickerEntriesOf(state.collaborations, event.recent));
    case 'pageRequested':
      return { ...state, loading: true, loadError: '' };
    case 'pageLoaded': {
      if (event.generation !== state.generation) return state;
      const members = [...state.members, ...event.memberSummaries];
      const seen = { loaded: members.length, complete: event.nextToken === undefined };
      return withRows(
        state,
        {
          members,
          nextToken: event.nextToken,
          hasMore: event.nextToken !== undefined,
          loading: false,
          pages: state.pages + 1,
          listedAt: state.pages === 0 ? event.at : state.listedAt,
          memberCounts: {
            ...state.memberCounts,
            [state.collaborationId]: mergedCount(state.memberCounts[state.collaborationId], seen),
          },
        },
        'selection',
      );
    }
    case 'pageFailed':
      if (event.generation !== state.generation) return state;
      return { ...state, loading: false, loadError: event.error };
    case 'refreshed': {
      if (event.generation !== state.generation || event.basis !== state.members) return state;
      const { items, changed } = overlayRefreshed(state.members, event.memberSummaries, (m) => m.accountId);
      const seen = { loaded: items.length, complete: event.nextToken === undefined };
      return withRefreshedRows(state, {
        members: items,
        nextToken: event.nextToken,
        hasMore: event.nextToken !== undefined,
        pages: event.pages,
        listedAt: event.at,
        changed,
        refreshError: '',
        memberCounts: {
          ...state.memberCounts,
          [state.collaborationId]: mergedCount(state.memberCounts[state.collaborationId], seen),
        },
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
        pickerCursor: clampCursor(state.pickerCursor, state.pickerEntries.length, event.rows),
      };
    case 'filterStarted':
      return { ...state, filterEditing: true };
    case 'filterChanged':
      return withRows(state, { filter: event.text }, 'top');
    case 'filterApplied':
      return { ...state, filterEditing: false };
    case 'filterCancelled':
      return withRows(state, { filter: '', filterEditing: false }, 'top');
    case 'sortCycled': {
      const index = state.sortKey === null ? -1 : MEMBER_SORT_KEYS.indexOf(state.sortKey);
      const sortKey = index + 1 < MEMBER_SORT_KEYS.length ? (MEMBER_SORT_KEYS[index + 1] ?? null) : null;
      return withRows(state, { sortKey }, 'top');
    }
    case 'sortReversed':
      return withRows(state, { sortDirection: state.sortDirection === 'asc' ? 'desc' : 'asc' }, 'top');
    case 'detailOpened':
      return selectedMember(state) === undefined ? state : { ...state, view: 'detail' };
    case 'back':
      if (state.view === 'detail') return { ...state, view: 'table' };
      if (state.view === 'table' && state.filter !== '') return withRows(state, { filter: '' }, 'selection');
      if (state.view === 'table') return { ...state, generation: state.generation + 1, view: 'picker', loading: false };
      if (state.view === 'picker' && state.pickerFilter !== '') return withPicker(state, state.pickerAll, '');
      return state;
  }
}
