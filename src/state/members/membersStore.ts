// The members screen's controller: a zustand store holding the reducer's state (./membersReducer.ts) plus the
// actions the screen calls. The actions make the service calls (through ShellApi.runTask, so they show a spinner and
// Ctrl+C cancels them), persist recent collaborations and say what happened in the status line; every state change
// goes through the reducer.

import { formatCount } from '../../domain/counts.js';
import { systemTimers, type Timers } from '../../domain/timers.js';
import { createTypeAhead, typeAheadTarget } from '../typeAhead.js';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CollaborationSummary } from '../../domain/cleanrooms/types.js';
import type { Services } from '../../service/ports.js';
import type { SettingsApi } from '../../settings/types.js';
import { withRecentCollaboration } from '../../settings/settings.js';
import { recentsOf, recentsPatch } from '../../settings/recents.js';
import { isServiceError } from '../../domain/errors.js';
import { recentsContextOf } from './recentsContext.js';
import type { ShellApi } from '../shellContract.js';
import { nearEnd, type CursorMove } from '../listCursor.js';
import { SORT_LABEL } from '../memberRows.js';
import { isAbortError } from '../shellStore.js';
import { loadEveryPage, trackedLoadAll, type LoadAllOutcome } from '../loadAll.js';
import { membersLive } from './membersRefresh.js';
import type { PagedListLive } from '../pagedListLive.js';
import {
  collaborationIdIssue,
  initMembersModel,
  membersReducer,
  type MembersEvent,
  type MembersModel,
} from './membersReducer.js';

export type { PickerEntry } from './membersReducer.js';

/** Clean Rooms' largest page. */
export const MEMBERS_PAGE_SIZE = 100;
/** At most this many pages of collaborations are listed in the picker. */
const COLLABORATION_PAGES = 5;

export interface MembersActions extends PagedListLive {
  loadCollaborations(): Promise<void>;
  pickerMove(move: CursorMove): void;
  pickerOpen(): void;
  /** A letter typed in the picker: the cursor jumps to the first collaboration whose name starts with the letters typed so far. */
  pickerTypeAhead(char: string): boolean;
  /** The picker's `/` filter over the collaborations' names and IDs. */
  startPickerFilter(): void;
  setPickerFilter(text: string): void;
  applyPickerFilter(): void;
  /** Leaves the picker's filter field and clears the filter. */
  cancelPickerFilter(): void;
  startIdInput(): void;
  setIdInput(text: string): void;
  /** Opens the typed ID if valid; says why not otherwise. */
  submitIdInput(): void;
  cancelIdInput(): void;
  /** Opens a collaboration by ID (from the picker, a typed ID or `:open`). */
  open(collaborationId: string): void;
  /** Loads the next page; while one is loading, resolves when that one has. */
  loadNextPage(): Promise<void>;
  /** Loads every remaining page of the open collaboration (`:export` offers it), one task per page. */
  loadAll(): Promise<LoadAllOutcome>;
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

export interface MembersState extends MembersModel {
  actions: MembersActions;
}

export interface MembersStoreDeps {
  services: Services;
  settings: SettingsApi;
  shell: ShellApi;
  /** For the type-ahead's pause and the live refresh, and its clock (the system timers when absent). */
  timers?: Timers;
}

export type MembersStore = StoreApi<MembersState>;

function isNotFound(error: unknown): boolean {
  return isServiceError(error) && error.name === 'ResourceNotFoundException';
}

function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}`;
  return String(error);
}

/** What a page load needs from the store that runs it. */
interface PageLoad {
  services: Services;
  shell: ShellApi;
  get: () => MembersState;
  dispatch: (event: MembersEvent) => void;
  recents: () => string[];
  saveRecents: (recent: readonly string[]) => void;
  now: () => number;
}

/** Loads the open collaboration's next page of members; a collaboration that answers becomes a recent. */
async function loadPage({ services, shell, get, dispatch, recents, saveRecents, now }: PageLoad): Promise<void> {
  const s = get();
  if (s.collaborationId === '' || s.loading) return;
  if (!s.hasMore) {
    shell.notify('info', `All ${formatCount(s.members.length)} members are loaded`);
    return;
  }
  // The page is tagged with the generation it was asked under; the reducer drops it if that has changed.
  const generation = s.generation;
  dispatch({ type: 'pageRequested' });
  try {
    const output = await shell.runTask(`Loading members (${formatCount(s.members.length)} loaded)`, (signal) =>
      services.members.listMembers(
        {
          collaborationIdentifier: s.collaborationId,
          maxResults: MEMBERS_PAGE_SIZE,
          ...(s.nextToken !== undefined ? { nextToken: s.nextToken } : {}),
        },
        { signal },
      ),
    );
    dispatch({
      type: 'pageLoaded',
      generation,
      memberSummaries: output.memberSummaries,
      nextToken: output.nextToken,
      at: now(),
    });
    // Auto-paging starts at most one page load per cursor move, so no further load is chained from here.
    if (generation === get().generation && s.members.length === 0) {
      const recent = withRecentCollaboration(recents(), s.collaborationId);
      saveRecents(recent);
      dispatch({ type: 'remembered', recent });
    }
  } catch (error) {
    const text = isAbortError(error) ? 'cancelled' : errorText(error);
    dispatch({ type: 'pageFailed', generation, error: text });
    // A recent that this backend does not know (deleted, or from before recents were kept per context) goes.
    if (generation === get().generation && isNotFound(error) && recents().includes(s.collaborationId)) {
      const recent = recents().filter((id) => id !== s.collaborationId);
      saveRecents(recent);
      dispatch({ type: 'remembered', recent });
      shell.notify('error', 'Not found: removed from the recent collaborations');
      return;
    }
    if (generation === get().generation && !isAbortError(error))
      shell.notify('error', `Could not load members: ${text}`);
  }
}

/** Up to COLLABORATION_PAGES pages of collaborations, one task per page. */
async function listCollaborations(services: Services, shell: ShellApi): Promise<CollaborationSummary[]> {
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
  return all;
}

/** The table's filter and sort actions, which say in the status line what the table now shows. */
function tableViewActions(
  get: () => MembersState,
  dispatch: (event: MembersEvent) => void,
  shell: ShellApi,
): Pick<MembersActions, 'applyFilter' | 'cancelFilter' | 'cycleSort' | 'toggleSortDirection'> {
  return {
    applyFilter() {
      dispatch({ type: 'filterApplied' });
      const s = get();
      if (s.filter !== '')
        shell.notify(
          'info',
          `${formatCount(s.rows.length)} of ${formatCount(s.members.length)} loaded members match '${s.filter}'`,
        );
    },
    cancelFilter: () => dispatch({ type: 'filterCancelled' }),
    cycleSort() {
      dispatch({ type: 'sortCycled' });
      const s = get();
      shell.notify(
        'info',
        s.sortKey === null ? 'Unsorted (backend order)' : `Sorted by ${SORT_LABEL[s.sortKey]} (${s.sortDirection})`,
      );
    },
    toggleSortDirection() {
      dispatch({ type: 'sortReversed' });
      const s = get();
      if (s.sortKey !== null) shell.notify('info', `Sorted by ${SORT_LABEL[s.sortKey]} (${s.sortDirection})`);
    },
  };
}

export function createMembersStore(deps: MembersStoreDeps): MembersStore {
  const { services, settings, shell } = deps;
  const timers = deps.timers ?? systemTimers;
  const typeAhead = createTypeAhead(timers);
  // Recents are kept per backend, endpoint and dataset (settings/recents.ts).
  const context = recentsContextOf(services.backend);
  const recents = (): string[] => recentsOf(settings.get(), context);
  const saveRecents = (recent: readonly string[]): void =>
    settings.update(recentsPatch(settings.get(), context, recent));

  return createStore<MembersState>((set, get) => {
    const dispatch = (event: MembersEvent): void => {
      const { actions: _actions, ...current } = get();
      const next = membersReducer(current, event);
      if (next !== current) set(next);
    };

    /** Starts a page load when the cursor nears the end of what is loaded (called once per cursor move). */
    const maybeLoadMore = (): void => {
      const s = get();
      if (s.view === 'picker' || !s.hasMore || s.loading || s.loadError !== '') return;
      if (nearEnd(s.cursor, s.rows.length, s.viewport)) void actions.loadNextPage();
    };

    /**
     * The page load in flight and the generation it is for, so a second caller (load all, beside auto-paging) waits
     * for it instead of returning at once; a collaboration opened meanwhile starts its own.
     */
    let pageInFlight: { generation: number; done: Promise<void> } | undefined;
    const pageLoad: PageLoad = { services, shell, get, dispatch, recents, saveRecents, now: () => timers.now() };
    const loadAll = trackedLoadAll(() => loadEveryPage(get, () => actions.loadNextPage()));

    const actions: MembersActions = {
      async loadCollaborations() {
        dispatch({ type: 'collaborationsRequested' });
        try {
          const collaborations = await listCollaborations(services, shell);
          dispatch({ type: 'collaborationsLoaded', collaborations, recent: recents() });
        } catch (error) {
          dispatch({ type: 'collaborationsFailed' });
          if (!isAbortError(error)) shell.notify('error', `Could not list collaborations: ${errorText(error)}`);
        }
      },
      pickerMove: (move) => dispatch({ type: 'pickerMoved', move }),
      pickerOpen() {
        const entry = get().pickerEntries[get().pickerCursor.index];
        if (entry !== undefined) actions.open(entry.id);
      },
      pickerTypeAhead(char) {
        const index = typeAheadTarget(
          typeAhead,
          get().pickerEntries.map((e) => e.name),
          char,
        );
        if (index < 0) return false;
        dispatch({ type: 'pickerJumped', index });
        return true;
      },
      startPickerFilter: () => dispatch({ type: 'pickerFilterStarted' }),
      setPickerFilter: (text) => dispatch({ type: 'pickerFilterChanged', text }),
      applyPickerFilter: () => dispatch({ type: 'pickerFilterApplied' }),
      cancelPickerFilter: () => dispatch({ type: 'pickerFilterCancelled' }),
      startIdInput: () => dispatch({ type: 'idInputStarted' }),
      setIdInput: (text) => dispatch({ type: 'idInputChanged', text }),
      submitIdInput() {
        const id = get().idInput.trim();
        const issue = id === '' ? 'collaborationIdentifier is required' : collaborationIdIssue(id);
        if (issue !== '') {
          dispatch({ type: 'idInputRejected', issue });
          shell.notify('error', issue);
          return;
        }
        dispatch({ type: 'idInputClosed' });
        actions.open(id);
      },
      cancelIdInput: () => dispatch({ type: 'idInputClosed' }),
      open(collaborationId) {
        const issue = collaborationIdIssue(collaborationId);
        if (issue !== '') {
          shell.notify('error', issue);
          return;
        }
        // Only a collaboration that answers is remembered (see loadNextPage): a mistyped ID never becomes a recent.
        dispatch({ type: 'opened', collaborationId, recent: recents() });
        void actions.loadNextPage();
      },
      loadNextPage() {
        const generation = get().generation;
        if (pageInFlight?.generation === generation) return pageInFlight.done;
        const done = loadPage(pageLoad).finally(() => {
          if (pageInFlight?.done === done) pageInFlight = undefined;
        });
        pageInFlight = { generation, done };
        return done;
      },
      loadAll: loadAll.run,
      ...membersLive({
        services,
        timers,
        get,
        dispatch,
        loadingAll: loadAll.running,
        pageSize: MEMBERS_PAGE_SIZE,
        describeError: errorText,
      }),
      move(move) {
        dispatch({ type: 'moved', move });
        maybeLoadMore();
      },
      setViewport: (rows) => dispatch({ type: 'viewportChanged', rows }),
      startFilter: () => dispatch({ type: 'filterStarted' }),
      setFilter: (text) => dispatch({ type: 'filterChanged', text }),
      ...tableViewActions(get, dispatch, shell),
      openDetail: () => dispatch({ type: 'detailOpened' }),
      back() {
        const before = get();
        dispatch({ type: 'back' });
        return get() !== before;
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

    return { ...initMembersModel(recents()), actions };
  });
}
