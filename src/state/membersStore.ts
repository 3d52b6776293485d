// State of the members screen (area B), outside React: the collaboration picker (known collaborations, recent IDs
// from the settings, a typed ID validated as it is typed), the loaded members page by page, the filtered and sorted
// rows, the cursor and the open detail. Service calls run through ShellApi.runTask, so they show a spinner and
// Ctrl+C cancels them.

import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CollaborationSummary, MemberSummary } from '../domain/cleanrooms/types.js';
import { validateCollaborationIdentifier } from '../domain/cleanrooms/validators.js';
import type { Services } from '../service/ports.js';
import type { SettingsApi } from '../settings/types.js';
import { withRecentCollaboration } from '../settings/settings.js';
import type { ShellApi } from '../ui/screens/types.js';
import { clampCursor, cursorAt, moveCursor, nearEnd, START, type CursorMove, type ListCursor } from './listCursor.js';
import { MEMBER_SORT_KEYS, memberRows, SORT_LABEL, type MemberSortKey, type SortDirection } from './memberRows.js';
import { isAbortError } from './shellStore.js';

/** Clean Rooms' largest page. */
export const MEMBERS_PAGE_SIZE = 100;
/** At most this many pages of collaborations are listed in the picker. */
const COLLABORATION_PAGES = 5;

export type MembersView = 'picker' | 'table' | 'detail';

export interface PickerEntry {
  id: string;
  name: string;
  source: 'known' | 'recent';
  detail: string;
}

export interface MembersState {
  view: MembersView;
  collaborations: readonly CollaborationSummary[];
  collaborationsStatus: 'idle' | 'loading' | 'loaded' | 'error';
  pickerEntries: readonly PickerEntry[];
  pickerCursor: ListCursor;
  idInputActive: boolean;
  idInput: string;
  /** The first problem with the typed ID, empty when it is valid (or empty). */
  idIssue: string;

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
  actions: MembersActions;
}

export interface MembersActions {
  loadCollaborations(): Promise<void>;
  pickerMove(move: CursorMove): void;
  pickerOpen(): void;
  startIdInput(): void;
  setIdInput(text: string): void;
  /** Opens the typed ID if valid; says why not otherwise. */
  submitIdInput(): void;
  cancelIdInput(): void;
  /** Opens a collaboration by ID (from the picker, a typed ID or `:open`). */
  open(collaborationId: string): void;
  loadNextPage(): Promise<void>;
  move(move: CursorMove): void;
  setViewport(rows: number): void;
  startFilter(): void;
  setFilter(text: string): void;
  applyFilter(): void;
  /** Leaves the filter field and clears the filter. */
  cancelFilter(): void;
  cycleSort(): void;
  toggleSortDirection(): void;
  openDetail(): void;
  /** Esc: detail -> table -> picker; false on the picker (nothing to go back to here). */
  back(): boolean;
  reload(): void;
}

export interface MembersStoreDeps {
  services: Services;
  settings: SettingsApi;
  shell: ShellApi;
}

export type MembersStore = StoreApi<MembersState>;

function pickerEntriesOf(collaborations: readonly CollaborationSummary[], recent: readonly string[]): PickerEntry[] {
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

function firstIssue(id: string): string {
  if (id === '') return '';
  const issues = validateCollaborationIdentifier(id, 'collaborationIdentifier');
  return issues[0] === undefined ? '' : `collaborationIdentifier ${issues[0].message}`;
}

function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}`;
  return String(error);
}

export function createMembersStore(deps: MembersStoreDeps): MembersStore {
  const { services, settings, shell } = deps;
  /** Bumped whenever the collaboration changes, so a page that arrives late for another one is dropped. */
  let generation = 0;

  return createStore<MembersState>((set, get) => {
    /**
     * Recomputes the rows after members, filter or sort changed. A new page keeps the same member selected; a new
     * filter or sort starts from the top, as a person reading the new order expects.
     */
    const recompute = (patch: Partial<MembersState>, keep: 'selection' | 'top' = 'top'): void => {
      const next = { ...get(), ...patch };
      const selected = get().rows[get().cursor.index];
      const rows = memberRows(next.members, next);
      let index = keep === 'top' ? 0 : selected === undefined ? next.cursor.index : rows.indexOf(selected);
      if (index < 0) index = 0;
      set({ ...patch, rows, cursor: cursorAt(index, rows.length, next.viewport, next.cursor) });
    };

    const maybeLoadMore = (): void => {
      const s = get();
      if (s.view === 'picker' || !s.hasMore || s.loading || s.loadError !== '') return;
      if (nearEnd(s.cursor, s.rows.length, s.viewport)) void actions.loadNextPage();
    };

    const actions: MembersActions = {
      async loadCollaborations() {
        set({ collaborationsStatus: 'loading' });
        try {
          const all: CollaborationSummary[] = [];
          let nextToken: string | undefined;
          for (let page = 0; page < COLLABORATION_PAGES; page += 1) {
            const output = await shell.runTask('Loading collaborations', (signal) =>
              services.members.listCollaborations(
                { maxResults: 100, ...(nextToken !== undefined ? { nextToken } : {}) },
                { signal },
              ),
            );
            all.push(...output.collaborationList);
            nextToken = output.nextToken;
            if (nextToken === undefined) break;
          }
          set({
            collaborations: all,
            collaborationsStatus: 'loaded',
            pickerEntries: pickerEntriesOf(all, settings.get().recentCollaborations),
          });
          set({ pickerCursor: clampCursor(get().pickerCursor, get().pickerEntries.length, get().viewport) });
          // A collaboration opened by ID before the list arrived (`--open`, `:open`) gets its name now.
          const opened = all.find((c) => c.id === get().collaborationId);
          if (opened !== undefined && get().collaborationName === opened.id) set({ collaborationName: opened.name });
        } catch (error) {
          set({ collaborationsStatus: 'error' });
          if (!isAbortError(error)) shell.notify('error', `Could not list collaborations: ${errorText(error)}`);
        }
      },
      pickerMove(move) {
        const s = get();
        set({ pickerCursor: moveCursor(s.pickerCursor, move, s.pickerEntries.length, s.viewport) });
      },
      pickerOpen() {
        const entry = get().pickerEntries[get().pickerCursor.index];
        if (entry !== undefined) actions.open(entry.id);
      },
      startIdInput() {
        set({ idInputActive: true });
      },
      setIdInput(text) {
        const id = text.trim();
        set({ idInput: text, idIssue: firstIssue(id) });
      },
      submitIdInput() {
        const id = get().idInput.trim();
        const issue = id === '' ? 'collaborationIdentifier is required' : firstIssue(id);
        if (issue !== '') {
          set({ idIssue: issue });
          shell.notify('error', issue);
          return;
        }
        set({ idInputActive: false, idInput: '', idIssue: '' });
        actions.open(id);
      },
      cancelIdInput() {
        set({ idInputActive: false, idInput: '', idIssue: '' });
      },
      open(collaborationId) {
        const issue = firstIssue(collaborationId);
        if (issue !== '') {
          shell.notify('error', issue);
          return;
        }
        generation += 1;
        const known = get().collaborations.find((c) => c.id === collaborationId);
        const recent = withRecentCollaboration(settings.get().recentCollaborations, collaborationId);
        settings.update({ recentCollaborations: recent });
        set({
          view: 'table',
          collaborationId,
          collaborationName: known?.name ?? collaborationId,
          members: [],
          rows: [],
          nextToken: undefined,
          hasMore: true,
          loading: false,
          loadError: '',
          cursor: START,
          filter: '',
          filterEditing: false,
          pickerEntries: pickerEntriesOf(get().collaborations, recent),
        });
        void actions.loadNextPage();
      },
      async loadNextPage() {
        const s = get();
        if (s.collaborationId === '' || s.loading) return;
        if (!s.hasMore) {
          shell.notify('info', `All ${s.members.length} members are loaded`);
          return;
        }
        const mine = generation;
        set({ loading: true, loadError: '' });
        try {
          const output = await shell.runTask(`Loading members (${s.members.length} loaded)`, (signal) =>
            services.members.listMembers(
              {
                collaborationIdentifier: s.collaborationId,
                maxResults: MEMBERS_PAGE_SIZE,
                ...(s.nextToken !== undefined ? { nextToken: s.nextToken } : {}),
              },
              { signal },
            ),
          );
          if (mine !== generation) return;
          recompute(
            {
              members: [...get().members, ...output.memberSummaries],
              nextToken: output.nextToken,
              hasMore: output.nextToken !== undefined,
              loading: false,
            },
            'selection',
          );
          maybeLoadMore();
        } catch (error) {
          if (mine !== generation) return;
          const text = isAbortError(error) ? 'cancelled' : errorText(error);
          set({ loading: false, loadError: text });
          if (!isAbortError(error)) shell.notify('error', `Could not load members: ${text}`);
        }
      },
      move(move) {
        const s = get();
        set({ cursor: moveCursor(s.cursor, move, s.rows.length, s.viewport) });
        maybeLoadMore();
      },
      setViewport(rows) {
        const s = get();
        if (s.viewport === rows) return;
        set({
          viewport: rows,
          cursor: clampCursor(s.cursor, s.rows.length, rows),
          pickerCursor: clampCursor(s.pickerCursor, s.pickerEntries.length, rows),
        });
      },
      startFilter() {
        set({ filterEditing: true });
      },
      setFilter(text) {
        recompute({ filter: text });
      },
      applyFilter() {
        set({ filterEditing: false });
        const s = get();
        if (s.filter !== '')
          shell.notify('info', `${s.rows.length} of ${s.members.length} loaded members match '${s.filter}'`);
      },
      cancelFilter() {
        recompute({ filter: '', filterEditing: false });
      },
      cycleSort() {
        const s = get();
        const index = s.sortKey === null ? -1 : MEMBER_SORT_KEYS.indexOf(s.sortKey);
        const sortKey = index + 1 < MEMBER_SORT_KEYS.length ? (MEMBER_SORT_KEYS[index + 1] ?? null) : null;
        recompute({ sortKey });
        shell.notify(
          'info',
          sortKey === null ? 'Unsorted (backend order)' : `Sorted by ${SORT_LABEL[sortKey]} (${s.sortDirection})`,
        );
      },
      toggleSortDirection() {
        const s = get();
        const sortDirection: SortDirection = s.sortDirection === 'asc' ? 'desc' : 'asc';
        recompute({ sortDirection });
        if (s.sortKey !== null) shell.notify('info', `Sorted by ${SORT_LABEL[s.sortKey]} (${sortDirection})`);
      },
      openDetail() {
        if (get().rows[get().cursor.index] !== undefined) set({ view: 'detail' });
      },
      back() {
        const s = get();
        if (s.view === 'detail') {
          set({ view: 'table' });
          return true;
        }
        if (s.view === 'table') {
          generation += 1;
          set({ view: 'picker', loading: false });
          return true;
        }
        return false;
      },
      reload() {
        const s = get();
        if (s.view === 'picker') {
          void actions.loadCollaborations();
          return;
        }
        actions.open(s.collaborationId);
      },
    };

    return {
      view: 'picker',
      collaborations: [],
      collaborationsStatus: 'idle',
      pickerEntries: pickerEntriesOf([], settings.get().recentCollaborations),
      pickerCursor: START,
      idInputActive: false,
      idInput: '',
      idIssue: '',
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
      actions,
    };
  });
}
