// State of the connector-profiles screen (area C): the filters (connector type, label, names), page size and the
// pages loaded so far, the grouped tree with its collapsed groups, the cursor, and the open detail or type picker.
// The request is validated with the domain validator before it is sent, so a bad filter is explained, not sent.

import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  CONNECTOR_TYPES,
  type ConnectorProfile,
  type ConnectorType,
  type DescribeConnectorProfilesRequest,
  type PropertyGroup,
} from '../domain/appflow/types.js';
import { validateAppFlowField, validateDescribeConnectorProfilesRequest } from '../domain/appflow/validators.js';
import type { Services } from '../service/ports.js';
import type { ShellApi } from '../ui/screens/types.js';
import { clampCursor, moveCursor, START, type CursorMove, type ListCursor } from './listCursor.js';
import { treeRows, type TreeRow } from './profileGroups.js';
import { isAbortError } from './shellStore.js';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

export type ProfilesView = 'tree' | 'detail' | 'typePicker';
export type ProfilesField = 'label' | 'names';

export interface ProfilesState {
  view: ProfilesView;
  connectorType: ConnectorType | null;
  label: string;
  /** Profile names to match exactly (the API's connectorProfileNames). */
  names: readonly string[];
  pageSize: number;
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
  editing: ProfilesField | null;
  input: string;
  inputIssue: string;
  actions: ProfilesActions;
}

export interface ProfilesActions {
  /** Reloads from the first page with the current filters. */
  query(): Promise<void>;
  loadNextPage(): Promise<void>;
  move(move: CursorMove): void;
  setViewport(rows: number): void;
  /** Enter: toggles a group, opens a profile. */
  activate(): void;
  expand(): void;
  collapse(): void;
  toggleAll(): void;
  openTypePicker(): void;
  typeMove(move: CursorMove): void;
  pickType(): void;
  edit(field: ProfilesField): void;
  setInput(text: string): void;
  submitInput(): void;
  cancelInput(): void;
  cyclePageSize(): void;
  clearFilters(): void;
  back(): boolean;
}

/** The type picker's entries: any type, then the 24. */
export const TYPE_CHOICES: readonly (ConnectorType | null)[] = [null, ...CONNECTOR_TYPES];

export type ProfilesStore = StoreApi<ProfilesState>;

function parseNames(text: string): string[] {
  return text
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '');
}

function inputIssue(field: ProfilesField, text: string): string {
  if (field === 'label') {
    if (text.trim() === '') return '';
    const issue = validateAppFlowField('connectorLabel', text.trim())[0];
    return issue === undefined ? '' : `connectorLabel ${issue.message}`;
  }
  const names = parseNames(text);
  for (const [index, name] of names.entries()) {
    const issue = validateAppFlowField('connectorProfileNames[]', name)[0];
    if (issue !== undefined) return `connectorProfileNames[${index}] ${issue.message}`;
  }
  if (names.length > 100) return 'connectorProfileNames must have at most 100 names';
  return '';
}

export function createProfilesStore(deps: { services: Services; shell: ShellApi }): ProfilesStore {
  const { services, shell } = deps;
  let generation = 0;

  return createStore<ProfilesState>((set, get) => {
    const regroup = (patch: Partial<ProfilesState>): void => {
      const next = { ...get(), ...patch };
      const rows = treeRows(next.profiles, next.collapsed);
      set({ ...patch, rows, cursor: clampCursor(next.cursor, rows.length, next.viewport) });
    };

    const request = (nextToken: string | undefined): DescribeConnectorProfilesRequest => {
      const s = get();
      return {
        maxResults: s.pageSize,
        ...(s.connectorType !== null ? { connectorType: s.connectorType } : {}),
        ...(s.label !== '' ? { connectorLabel: s.label } : {}),
        ...(s.names.length > 0 ? { connectorProfileNames: [...s.names] } : {}),
        ...(nextToken !== undefined ? { nextToken } : {}),
      };
    };

    const fetchPage = async (reset: boolean): Promise<void> => {
      const s = get();
      if (s.loading && !reset) return;
      const input = request(reset ? undefined : s.nextToken);
      const issues = validateDescribeConnectorProfilesRequest(input);
      if (issues[0] !== undefined) {
        shell.notify('error', `${issues[0].path} ${issues[0].message}`);
        return;
      }
      const mine = reset ? (generation += 1) : generation;
      set(
        reset
          ? {
              loading: true,
              loadError: '',
              profiles: [],
              rows: [],
              nextToken: undefined,
              hasMore: false,
              cursor: START,
            }
          : { loading: true, loadError: '' },
      );
      try {
        const output = await shell.runTask(
          reset ? 'Loading connector profiles' : 'Loading more connector profiles',
          (signal) => services.connectorProfiles.describe(input, { signal }),
        );
        if (mine !== generation) return;
        regroup({
          profiles: [...get().profiles, ...(output.connectorProfileDetails ?? [])],
          nextToken: output.nextToken,
          hasMore: output.nextToken !== undefined,
          loading: false,
          loaded: true,
        });
      } catch (error) {
        if (mine !== generation) return;
        const text = isAbortError(error)
          ? 'cancelled'
          : error instanceof Error
            ? `${error.name}: ${error.message}`
            : String(error);
        set({ loading: false, loaded: true, loadError: text });
        if (!isAbortError(error)) shell.notify('error', `Could not describe connector profiles: ${text}`);
      }
    };

    const selectedRow = (): TreeRow | undefined => get().rows[get().cursor.index];

    const setCollapsed = (group: PropertyGroup, collapsed: boolean): void => {
      const next = new Set(get().collapsed);
      if (collapsed) next.add(group);
      else next.delete(group);
      regroup({ collapsed: next });
      // Keep the cursor on the group row it acted on.
      const index = get().rows.findIndex((r) => r.kind === 'group' && r.group === group);
      if (index >= 0)
        set({ cursor: clampCursor({ index, offset: get().cursor.offset }, get().rows.length, get().viewport) });
    };

    const actions: ProfilesActions = {
      query: () => fetchPage(true),
      async loadNextPage() {
        if (!get().hasMore) {
          shell.notify('info', `All ${get().profiles.length} matching profiles are loaded`);
          return;
        }
        await fetchPage(false);
      },
      move(move) {
        const s = get();
        set({ cursor: moveCursor(s.cursor, move, s.rows.length, s.viewport) });
      },
      setViewport(rows) {
        const s = get();
        if (s.viewport === rows) return;
        set({
          viewport: rows,
          cursor: clampCursor(s.cursor, s.rows.length, rows),
          typeCursor: clampCursor(s.typeCursor, TYPE_CHOICES.length, rows),
        });
      },
      activate() {
        const row = selectedRow();
        if (row === undefined) return;
        if (row.kind === 'group') setCollapsed(row.group, row.expanded);
        else set({ view: 'detail', detail: row.profile });
      },
      expand() {
        const row = selectedRow();
        if (row?.kind === 'group' && !row.expanded) setCollapsed(row.group, false);
      },
      collapse() {
        const row = selectedRow();
        if (row !== undefined) setCollapsed(row.group, true);
      },
      toggleAll() {
        const groups = get().rows.filter((r): r is Extract<TreeRow, { kind: 'group' }> => r.kind === 'group');
        const anyExpanded = groups.some((g) => g.expanded);
        regroup({ collapsed: anyExpanded ? new Set(groups.map((g) => g.group)) : new Set() });
      },
      openTypePicker() {
        const index = TYPE_CHOICES.indexOf(get().connectorType);
        set({
          view: 'typePicker',
          typeCursor: clampCursor({ index, offset: Math.max(0, index - 2) }, TYPE_CHOICES.length, get().viewport),
        });
      },
      typeMove(move) {
        set({ typeCursor: moveCursor(get().typeCursor, move, TYPE_CHOICES.length, get().viewport) });
      },
      pickType() {
        const type = TYPE_CHOICES[get().typeCursor.index] ?? null;
        const patch: Partial<ProfilesState> = { view: 'tree', connectorType: type };
        if (type !== 'CustomConnector' && get().label !== '') {
          patch.label = '';
          shell.notify('info', 'Label filter cleared: labels only apply to CustomConnector profiles');
        }
        set(patch);
        void fetchPage(true);
      },
      edit(field) {
        const s = get();
        const input = field === 'label' ? s.label : s.names.join(', ');
        set({ editing: field, input, inputIssue: inputIssue(field, input) });
      },
      setInput(text) {
        const field = get().editing;
        if (field === null) return;
        set({ input: text, inputIssue: inputIssue(field, text) });
      },
      submitInput() {
        const s = get();
        if (s.editing === null) return;
        const issue = inputIssue(s.editing, s.input);
        if (issue !== '') {
          set({ inputIssue: issue });
          shell.notify('error', issue);
          return;
        }
        if (s.editing === 'label') {
          const label = s.input.trim();
          const patch: Partial<ProfilesState> = { editing: null, input: '', inputIssue: '', label };
          if (label !== '' && s.connectorType !== 'CustomConnector') {
            patch.connectorType = 'CustomConnector';
            shell.notify('info', 'Labels name custom connectors: type filter set to CustomConnector');
          }
          set(patch);
        } else {
          set({ editing: null, input: '', inputIssue: '', names: parseNames(s.input) });
        }
        void fetchPage(true);
      },
      cancelInput() {
        set({ editing: null, input: '', inputIssue: '' });
      },
      cyclePageSize() {
        const index = PAGE_SIZES.indexOf(get().pageSize as (typeof PAGE_SIZES)[number]);
        const pageSize = PAGE_SIZES[(index + 1) % PAGE_SIZES.length] ?? PAGE_SIZES[0];
        set({ pageSize });
        shell.notify('info', `Page size ${pageSize}`);
        void fetchPage(true);
      },
      clearFilters() {
        set({ connectorType: null, label: '', names: [] });
        void fetchPage(true);
      },
      back() {
        const view = get().view;
        if (view === 'detail' || view === 'typePicker') {
          set({ view: 'tree' });
          return true;
        }
        return false;
      },
    };

    return {
      view: 'tree',
      connectorType: null,
      label: '',
      names: [],
      pageSize: 50,
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
      editing: null,
      input: '',
      inputIssue: '',
      actions,
    };
  });
}
