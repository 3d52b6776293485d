// The connector-profiles screen's controller: a zustand store holding the reducer's state (./profilesReducer.ts)
// plus the actions the screen calls. The actions validate each request with the domain validator before sending it
// (a bad filter is explained, not sent), make the calls through ShellApi.runTask and say what happened in the
// status line; every state change goes through the reducer.

import { fieldIssueText } from '../../domain/fieldMessages.js';
import { formatCount } from '../../domain/counts.js';
import { systemTimers, type Timers } from '../../domain/timers.js';
import { createTypeAhead, typeAheadTarget } from '../typeAhead.js';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { validateDescribeConnectorProfilesRequest } from '../../domain/appflow/validators.js';
import type { Services } from '../../service/ports.js';
import type { ShellApi } from '../shellContract.js';
import type { CursorMove } from '../listCursor.js';
import { isAbortError } from '../shellStore.js';
import { loadEveryPage, trackedLoadAll, type LoadAllOutcome } from '../loadAll.js';
import type { PagedListLive } from '../pagedListLive.js';
import { profilesLive } from './profilesRefresh.js';
import {
  initProfilesModel,
  inputIssue,
  profilesReducer,
  profilesRequest,
  typeChoices,
  type ProfilesEvent,
  type ProfilesField,
  type ProfilesModel,
} from './profilesReducer.js';

export type { ProfilesField } from './profilesReducer.js';

export interface ProfilesActions extends PagedListLive {
  /** Reloads from the first page with the current filters. */
  query(): Promise<void>;
  /** Loads the next page; while one is loading, resolves when that one has. */
  loadNextPage(): Promise<void>;
  /** Loads every remaining page of the current query (`:export` offers it), one task per page. */
  loadAll(): Promise<LoadAllOutcome>;
  move(move: CursorMove): void;
  setViewport(rows: number): void;
  /** Enter: toggles a group, opens a profile. */
  activate(): void;
  expand(): void;
  collapse(): void;
  toggleAll(): void;
  openTypePicker(): void;
  typeMove(move: CursorMove): void;
  /** A letter typed in the type picker: the cursor jumps to the first type starting with the letters typed so far. */
  typeAhead(char: string): boolean;
  pickType(): void;
  edit(field: ProfilesField): void;
  setInput(text: string): void;
  submitInput(): void;
  cancelInput(): void;
  /** `+` (the default) or `-`: the next larger or smaller page size, then a new query. */
  cyclePageSize(step?: 1 | -1): void;
  clearFilters(): void;
  back(): boolean;
}

export interface ProfilesState extends ProfilesModel {
  actions: ProfilesActions;
}

export type ProfilesStore = StoreApi<ProfilesState>;

function errorText(error: unknown): string {
  if (isAbortError(error)) return 'cancelled';
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** The connector-type picker's actions: open, move, type-ahead, and pick (which starts a new query). */
function typePickerActions(
  get: () => ProfilesModel,
  dispatch: (event: ProfilesEvent) => void,
  shell: ShellApi,
  typeAhead: ReturnType<typeof createTypeAhead>,
  query: () => void,
): Pick<ProfilesActions, 'openTypePicker' | 'typeMove' | 'typeAhead' | 'pickType'> {
  return {
    openTypePicker: () => dispatch({ type: 'typePickerOpened' }),
    typeMove: (move) => dispatch({ type: 'typeMoved', move }),
    typeAhead(char) {
      const labels = typeChoices(get().typeFilter).map((type) => type ?? 'any type');
      const index = typeAheadTarget(typeAhead, labels, char);
      if (index < 0) return false;
      dispatch({ type: 'typeJumped', index });
      return true;
    },
    pickType() {
      const choices = typeChoices(get().typeFilter);
      if (choices.length === 0) return;
      const type = choices[get().typeCursor.index] ?? null;
      if (type !== 'CustomConnector' && get().label !== '')
        shell.notify('info', 'Label filter cleared: labels only apply to CustomConnector profiles');
      dispatch({ type: 'typePicked' });
      query();
    },
  };
}

export function createProfilesStore(deps: { services: Services; shell: ShellApi; timers?: Timers }): ProfilesStore {
  const { services, shell } = deps;
  const timers = deps.timers ?? systemTimers;
  const typeAhead = createTypeAhead(timers);

  return createStore<ProfilesState>((set, get) => {
    const dispatch = (event: ProfilesEvent): void => {
      const { actions: _actions, ...current } = get();
      const next = profilesReducer(current, event);
      if (next !== current) set(next);
    };

    /** The next-page load in flight, so a second caller (load all) waits for it instead of returning at once. */
    let nextInFlight: { generation: number; done: Promise<void> } | undefined;

    const fetchPage = async (reset: boolean): Promise<void> => {
      const s = get();
      if (s.loading && !reset) {
        if (nextInFlight?.generation === s.generation) await nextInFlight.done;
        return;
      }
      const input = profilesRequest(s, reset ? undefined : s.nextToken);
      const issues = validateDescribeConnectorProfilesRequest(input);
      if (issues[0] !== undefined) {
        shell.notify('error', fieldIssueText(issues[0].path, issues[0].message));
        return;
      }
      dispatch({ type: 'requestStarted', reset });
      // The answer is tagged with the generation it was asked under; the reducer drops it if a newer query started.
      const generation = get().generation;
      try {
        const output = await shell.runTask(
          reset
            ? 'Loading connector profiles'
            : `Loading more connector profiles (${formatCount(s.profiles.length)} loaded)`,
          (signal) => services.connectorProfiles.describe(input, { signal }),
        );
        dispatch({
          type: 'pageLoaded',
          generation,
          profiles: output.connectorProfileDetails ?? [],
          nextToken: output.nextToken,
          at: timers.now(),
        });
      } catch (error) {
        dispatch({ type: 'pageFailed', generation, error: errorText(error) });
        if (generation === get().generation && !isAbortError(error))
          shell.notify('error', `Could not describe connector profiles: ${errorText(error)}`);
      }
    };

    const loadAll = trackedLoadAll(() => loadEveryPage(get, () => actions.loadNextPage()));

    const actions: ProfilesActions = {
      query: () => fetchPage(true),
      async loadNextPage() {
        if (!get().hasMore) {
          shell.notify('info', `All ${formatCount(get().profiles.length)} matching profiles are loaded`);
          return;
        }
        if (get().loading) return fetchPage(false);
        const done = fetchPage(false);
        nextInFlight = { generation: get().generation, done };
        await done;
      },
      loadAll: loadAll.run,
      ...profilesLive({ services, timers, get, dispatch, loadingAll: loadAll.running, describeError: errorText }),
      move: (move) => dispatch({ type: 'moved', move }),
      setViewport: (rows) => dispatch({ type: 'viewportChanged', rows }),
      activate: () => dispatch({ type: 'activated' }),
      expand: () => dispatch({ type: 'expanded' }),
      collapse: () => dispatch({ type: 'collapsed' }),
      toggleAll: () => dispatch({ type: 'allToggled' }),
      ...typePickerActions(get, dispatch, shell, typeAhead, () => void fetchPage(true)),
      edit: (field) => dispatch({ type: 'editStarted', field }),
      setInput: (text) => dispatch({ type: 'inputChanged', text }),
      submitInput() {
        const s = get();
        if (s.editing === null) return;
        const issue = inputIssue(s.editing, s.input);
        if (issue !== '') {
          dispatch({ type: 'inputRejected', issue });
          shell.notify('error', issue);
          return;
        }
        if (s.editing === 'label' && s.input.trim() !== '' && s.connectorType !== 'CustomConnector')
          shell.notify('info', 'Labels name custom connectors: type filter set to CustomConnector');
        dispatch({ type: 'inputAccepted' });
        // The text filter works on loaded rows; the label and names filters are the service's.
        if (s.editing !== 'filter') void fetchPage(true);
      },
      cancelInput: () => dispatch({ type: 'inputCancelled' }),
      cyclePageSize(step = 1) {
        const before = get().pageSize;
        dispatch({ type: 'pageSizeCycled', step });
        if (get().pageSize === before) {
          shell.notify('info', `Page size ${before} (${step > 0 ? 'the largest' : 'the smallest'})`);
          return;
        }
        shell.notify('info', `Page size ${get().pageSize}`);
        void fetchPage(true);
      },
      clearFilters() {
        dispatch({ type: 'filtersCleared' });
        void fetchPage(true);
      },
      back() {
        const before = get();
        dispatch({ type: 'back' });
        return get() !== before;
      },
    };

    return { ...initProfilesModel(), actions };
  });
}
