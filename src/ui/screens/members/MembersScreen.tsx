// The members screen (area B): picker -> windowed members table -> member detail. State lives in the members
// store; this component selects primitives from it and maps registry commands to store actions.

import { formatCount, plural } from '../../../domain/counts.js';
import { listMembersCommand } from '../../../state/copyCommand.js';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Box, Text, useIsScreenReaderEnabled } from 'ink';
import { FieldInput } from '../../components/FieldInput.js';
import { useStore } from 'zustand';
import type { MemberSummary } from '../../../domain/cleanrooms/types.js';
import type { MembersStore, PickerEntry } from '../../../state/members/membersStore.js';
import { memberCountText, type MemberCount } from '../../../state/members/membersReducer.js';
import { abilitiesText, payerBadges, payerWords } from '../../../state/memberRows.js';
import { useCommands, useKeyLabel } from '../../keymap/KeymapContext.js';
import { listMoveHandlers } from '../../keymap/listCommands.js';
import { StaticTable, wrappedLineCount } from '../../components/StaticTable.js';
import { useDetailScroll } from '../../components/useDetailScroll.js';
import { WindowedTable, type TableColumn } from '../../components/WindowedTable.js';
import { useScreenChrome } from '../../hooks/useScreenChrome.js';
import { useLiveRefresh } from '../../hooks/useLiveRefresh.js';
import { timeOfDay } from '../../../state/liveRefresh.js';
import { useRecordActions } from '../../components/useRecordActions.js';
import { wireRecord } from '../../wireRecords.js';
import { theme } from '../../theme.js';
import { truncate, truncateBefore } from '../../text.js';
import type { ScreenProps } from '../../screenContract.js';
import { memberDetailRows } from './memberDetail.js';

const STATUS_COLOR: Record<string, string | undefined> = {
  ACTIVE: undefined,
  INVITED: theme.accent,
  LEFT: theme.muted,
  REMOVED: theme.muted,
};

export function MembersScreen(props: ScreenProps<MembersStore>) {
  const { state: store, width, height, isActive, chrome } = props;
  const view = useStore(store, (s) => s.view);
  const collaborationName = useStore(store, (s) => s.collaborationName);
  const idInputActive = useStore(store, (s) => s.idInputActive);
  const filterEditing = useStore(store, (s) => s.filterEditing || s.pickerFilterEditing);
  const selectedName = useStore(store, (s) => (s.view === 'detail' ? (s.rows[s.cursor.index]?.displayName ?? '') : ''));
  const collaborationsStatus = useStore(store, (s) => s.collaborationsStatus);
  const actions = store.getState().actions;

  useScreenChrome(chrome, {
    crumbs: view === 'picker' ? [] : view === 'table' ? [collaborationName] : [collaborationName, selectedName],
    typing: idInputActive || filterEditing,
  });

  const viewport = Math.max(1, height - 3);
  useEffect(() => actions.setViewport(viewport), [actions, viewport]);
  useEffect(() => {
    if (collaborationsStatus === 'idle') void actions.loadCollaborations();
  }, [actions, collaborationsStatus]);

  const rawView = useRecordActions({
    shell: props.shell,
    enabled: !idInputActive && !filterEditing,
    isActive,
    width,
    height,
    name: 'members',
    selected: () => {
      const s = store.getState();
      if (s.view === 'picker') {
        const entry = s.pickerEntries[s.pickerCursor.index];
        if (entry === undefined) return undefined;
        const collaboration = s.collaborations.find((c) => c.id === entry.id);
        return {
          kind: 'collaboration',
          name: collaboration?.name ?? entry.name,
          id: { what: 'collaboration ID', text: entry.id },
          wire: collaboration === undefined ? undefined : wireRecord('collaborations', collaboration),
        };
      }
      const member = s.rows[s.cursor.index];
      return member === undefined
        ? undefined
        : {
            kind: 'member',
            name: member.accountId,
            id: { what: 'account ID', text: member.accountId },
            wire: wireRecord('members', member),
          };
    },
    /** The command that lists the members of the collaboration shown (in the picker: the one under the cursor). */
    command: (program) => {
      const s = store.getState();
      const id = s.view === 'picker' ? s.pickerEntries[s.pickerCursor.index]?.id : s.collaborationId;
      return id !== undefined && id !== ''
        ? listMembersCommand(program, id, props.services.backend.commandFlags)
        : undefined;
    },
  });

  // Live: the members table refreshes itself while shown; the store skips a tick while something is open, and so
  // does the JSON view here (the record it shows would change under it).
  const rawOpen = useRef(false);
  rawOpen.current = rawView !== undefined;
  const live = useCallback((intervalMs: number) => actions.live(intervalMs, () => rawOpen.current), [actions]);
  useLiveRefresh(props.settings, isActive, live);

  if (rawView !== undefined) return rawView;
  if (view === 'picker') return <Picker store={store} width={width} height={height} isActive={isActive} />;
  if (view === 'detail') return <Detail store={store} width={width} height={height} isActive={isActive} />;
  return <Table store={store} width={width} height={height} isActive={isActive} />;
}

interface ViewProps {
  store: MembersStore;
  width: number;
  height: number;
  isActive: boolean;
}

/** The collaboration's name, starred when recently opened (said in words in screen-reader mode). */
const PICKER_NAME: TableColumn<PickerEntry> = {
  key: 'name',
  title: 'Collaboration',
  minWidth: 10,
  cell: (e) => (e.source === 'recent' ? `★ ${e.name}` : e.name),
  spoken: (e) => (e.source === 'recent' ? `${e.name} (recently opened)` : e.name),
};
/**
 * The picker's columns. The member count comes from the pages already loaded (`≥100` while more exist, blank for a
 * collaboration never opened): the API has no count, and paging through every member only to count them is not done.
 */
function pickerColumns(width: number, counts: Readonly<Record<string, MemberCount>>): TableColumn<PickerEntry>[] {
  const members: TableColumn<PickerEntry> = {
    key: 'members',
    title: 'Members',
    width: 7,
    align: 'right',
    cell: (e) => memberCountText(counts[e.id]),
    spoken: (e) =>
      counts[e.id] === undefined ? 'not loaded' : memberCountText(counts[e.id]).replace('≥', 'at least '),
  };
  return width >= 70
    ? [PICKER_NAME, { key: 'id', title: 'ID', width: 36, cell: (e) => e.id }, members]
    : [
        PICKER_NAME,
        { key: 'id', title: 'ID', width: 14, cell: (e) => truncate(e.id, 14), spoken: (e) => e.id },
        members,
      ];
}

function Picker({ store, width, height, isActive }: ViewProps) {
  const entries = useStore(store, (s) => s.pickerEntries);
  const cursorIndex = useStore(store, (s) => s.pickerCursor.index);
  const offset = useStore(store, (s) => s.pickerCursor.offset);
  const status = useStore(store, (s) => s.collaborationsStatus);
  const idInputActive = useStore(store, (s) => s.idInputActive);
  const idInput = useStore(store, (s) => s.idInput);
  const idIssue = useStore(store, (s) => s.idIssue);
  const filter = useStore(store, (s) => s.pickerFilter);
  const filterEditing = useStore(store, (s) => s.pickerFilterEditing);
  const total = useStore(store, (s) => s.pickerAll.length);
  const counts = useStore(store, (s) => s.memberCounts);
  const columns = useMemo(() => pickerColumns(width, counts), [width, counts]);
  const actions = store.getState().actions;
  const keyOf = useKeyLabel();
  const screenReader = useIsScreenReaderEnabled();
  useCommands(
    idInputActive
      ? { 'field.submit': actions.submitIdInput, 'field.cancel': actions.cancelIdInput }
      : filterEditing
        ? { 'field.submit': actions.applyPickerFilter, 'field.cancel': actions.cancelPickerFilter }
        : {
            'members.open': actions.pickerOpen,
            'members.typeId': actions.startIdInput,
            'members.filter': actions.startPickerFilter,
            'app.back': actions.back,
            ...listMoveHandlers(actions.pickerMove),
            'app.reload': () => void actions.loadCollaborations(),
          },
    {
      active: isActive,
      name: 'members',
      ...(idInputActive || filterEditing ? {} : { onText: actions.pickerTypeAhead }),
    },
  );
  const count =
    filter !== ''
      ? `${formatCount(entries.length)} of ${formatCount(total)} match '${filter}'`
      : formatCount(entries.length);
  const title =
    status === 'loading'
      ? 'Loading collaborations…'
      : screenReader
        ? `Pick a collaboration (${count})`
        : `Pick a collaboration (${count}; ★ recently opened)`;
  return (
    <Box flexDirection="column" width={width} height={height}>
      <Text bold wrap="truncate">
        {title}
      </Text>
      {entries.length === 0 && status !== 'loading' ? (
        <Text color={theme.muted} wrap="wrap">
          {filter !== '' && total > 0
            ? `No collaboration matches '${filter}' (Esc clears the filter). Press ${keyOf('members.typeId')} to type a collaboration ID.`
            : `No collaborations known. Press ${keyOf('members.typeId')} to type a collaboration ID.`}
        </Text>
      ) : (
        <WindowedTable
          columns={columns}
          rows={entries}
          selected={idInputActive || filterEditing ? -1 : cursorIndex}
          {...(isActive && !idInputActive && !filterEditing
            ? { onSelectRow: (index: number) => actions.pickerMove({ row: index }) }
            : {})}
          offset={offset}
          viewport={Math.max(1, height - 3)}
          width={width}
          rowKey={(e) => e.id}
        />
      )}
      <Box flexGrow={1} />
      {idInputActive ? (
        <Box width={width}>
          <Text>Collaboration ID: </Text>
          <FieldInput
            value={idInput}
            onChange={actions.setIdInput}
            onSubmit={actions.submitIdInput}
            what="Collaboration ID"
          />
          <Text
            color={idIssue === '' ? theme.ok : theme.error}
            wrap="truncate"
            {...(idInput.trim() === '' ? {} : { 'aria-label': idIssue === '' ? ', valid' : `, invalid: ${idIssue}` })}
          >
            {idInput.trim() === '' ? '' : idIssue === '' ? '  ✓' : `  ✗ ${idIssue}`}
          </Text>
        </Box>
      ) : filterEditing ? (
        <Box width={width}>
          <Text color={theme.accent}>/</Text>
          <FieldInput
            value={filter}
            onChange={actions.setPickerFilter}
            onSubmit={actions.applyPickerFilter}
            what="Filter"
          />
          <Text color={theme.muted}>{`  ${plural(entries.length, 'match', 'matches')}`}</Text>
        </Box>
      ) : (
        <Text color={theme.muted} wrap="truncate">
          {truncate(
            `${keyOf('members.open')} opens · ${keyOf('members.typeId')} types an ID · ${keyOf('members.filter')} filters${filter !== '' ? ' (Esc clears)' : ''} · :open ID from anywhere`,
            width,
          )}
        </Text>
      )}
    </Box>
  );
}

function memberColumns(width: number): TableColumn<MemberSummary>[] {
  const columns: TableColumn<MemberSummary>[] = [
    { key: 'displayName', title: 'Name', minWidth: 8, cell: (m) => m.displayName },
    { key: 'accountId', title: 'Account', width: 12, cell: (m) => m.accountId },
    { key: 'status', title: 'Status', width: 7, cell: (m) => m.status },
  ];
  if (width >= 76)
    columns.push({ key: 'abilities', title: 'Abilities', width: width >= 100 ? 30 : 16, cell: abilitiesText });
  columns.push({ key: 'payer', title: 'Pays', width: width >= 70 ? 11 : 6, cell: payerBadges, spoken: payerWords });
  return columns;
}

function Table({ store, width, height, isActive }: ViewProps) {
  const rows = useStore(store, (s) => s.rows);
  const loadedCount = useStore(store, (s) => s.members.length);
  const hasMore = useStore(store, (s) => s.hasMore);
  const loading = useStore(store, (s) => s.loading);
  const loadError = useStore(store, (s) => s.loadError);
  const cursorIndex = useStore(store, (s) => s.cursor.index);
  const offset = useStore(store, (s) => s.cursor.offset);
  const viewport = useStore(store, (s) => s.viewport);
  const filter = useStore(store, (s) => s.filter);
  const filterEditing = useStore(store, (s) => s.filterEditing);
  const sortKey = useStore(store, (s) => s.sortKey);
  const sortDirection = useStore(store, (s) => s.sortDirection);
  const name = useStore(store, (s) => s.collaborationName);
  const changed = useStore(store, (s) => s.changed);
  const listedAt = useStore(store, (s) => s.listedAt);
  const refreshError = useStore(store, (s) => s.refreshError);
  const marked = useCallback((m: MemberSummary) => changed.has(m.accountId), [changed]);
  const actions = store.getState().actions;
  // The payer legend explains the drawn badges; screen-reader mode says the items in words instead.
  const payerLegend = useIsScreenReaderEnabled()
    ? ''
    : 'pays: Q query J job T training I inference S synthetic, * default';
  useCommands(
    filterEditing
      ? { 'field.submit': actions.applyFilter, 'field.cancel': actions.cancelFilter }
      : {
          'members.open': actions.openDetail,
          'members.nextPage': () => void actions.loadNextPage(),
          'members.filter': actions.startFilter,
          'members.sort': actions.cycleSort,
          'members.sortDirection': actions.toggleSortDirection,
          ...listMoveHandlers(actions.move),
          'app.back': actions.back,
          'app.reload': actions.reload,
        },
    { active: isActive, name: 'members' },
  );
  // Which the list holds: `N loaded (all N)`, or `N loaded of at least M` while the service has more pages (] loads the
  // next, :load-all every one; a sort or :export then covers the whole collaboration).
  const counted = hasMore
    ? `${formatCount(loadedCount)} loaded of at least ${formatCount(loadedCount + 1)}`
    : loadedCount === 0
      ? '0 loaded'
      : `${formatCount(loadedCount)} loaded (all ${formatCount(loadedCount)})`;
  const more = loading
    ? `${formatCount(loadedCount)} loaded · loading more…`
    : loadError !== '' && loadedCount === 0
      ? `${formatCount(loadedCount)} loaded · not loaded`
      : hasMore
        ? loadError !== ''
          ? `${counted} · ${loadError} (] or :load-all resumes)`
          : `${counted} · more: ] or :load-all`
        : counted;
  const summary = `${name} · ${more}`;
  const position = rows.length === 0 ? 'no rows' : `row ${formatCount(cursorIndex + 1)} of ${formatCount(rows.length)}`;
  return (
    <Box flexDirection="column" width={width} height={height}>
      <Text bold wrap="truncate">
        {truncate(summary, width)}
      </Text>
      {loadError !== '' && loadedCount === 0 && !loading ? (
        <Box flexDirection="column" width={width}>
          <Text color={theme.error} wrap="wrap">
            {loadError === 'cancelled'
              ? `Loading the members of ${name} was cancelled`
              : `Could not load the members of ${name}: ${loadError}`}
          </Text>
          <Text color={theme.muted} wrap="wrap">
            R or ] retries · Esc goes back to the collaborations
          </Text>
        </Box>
      ) : (
        <WindowedTable
          columns={memberColumns(width)}
          rows={rows}
          selected={cursorIndex}
          {...(isActive && !filterEditing ? { onSelectRow: (index: number) => actions.move({ row: index }) } : {})}
          offset={offset}
          viewport={viewport}
          width={width}
          rowKey={(m, i) => `${m.accountId}-${i}`}
          rowColor={(m) => STATUS_COLOR[m.status]}
          sortKey={sortKey}
          sortDirection={sortDirection}
          marked={marked}
        />
      )}
      <Box flexGrow={1} />
      {filterEditing ? (
        <Box width={width}>
          <Text color={theme.accent}>/</Text>
          <FieldInput value={filter} onChange={actions.setFilter} onSubmit={actions.applyFilter} what="Filter" />
          <Text color={theme.muted}>{`  ${plural(rows.length, 'match', 'matches')}`}</Text>
        </Box>
      ) : (
        <Text color={theme.muted} wrap="truncate">
          {truncate(
            [
              position,
              // When the rows were listed (the first page, or the last live refresh), or why that refresh failed.
              refreshError !== ''
                ? `refresh failed: ${refreshError}`
                : listedAt !== undefined
                  ? `updated ${timeOfDay(listedAt)}`
                  : '',
              filter !== '' ? `filter '${filter}' (${formatCount(rows.length)} of ${formatCount(loadedCount)})` : '',
              sortKey !== null && hasMore ? 'sorted: loaded rows only' : '',
              payerLegend,
            ]
              .filter((p) => p !== '')
              .join(' · '),
            width,
          )}
        </Text>
      )}
    </Box>
  );
}

const DETAIL_COLUMNS = ['field', 'value'] as const;

function Detail({ store, width, height, isActive }: ViewProps) {
  const member = useStore(store, (s) => s.rows[s.cursor.index]);
  const actions = store.getState().actions;
  const rows = useMemo(() => (member === undefined ? [] : memberDetailRows(member)), [member]);
  // Long values (the membership ARN) wrap onto continuation lines, so scrolling counts wrapped lines.
  const lineCount = useMemo(() => wrappedLineCount(rows, DETAIL_COLUMNS, width), [rows, width]);
  const available = Math.max(1, height - 5);
  const { top, shownTo, scrollable } = useDetailScroll({
    lineCount,
    available,
    isActive,
    name: 'members',
    onBack: actions.back,
  });
  if (member === undefined) return <Text color={theme.muted}>No member selected.</Text>;
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <Text bold wrap="truncate">
        {truncateBefore(
          `${member.displayName} (${member.accountId})`,
          scrollable ? `  ${shownTo}/${lineCount}, j/k scrolls` : '',
          width,
        )}
      </Text>
      <StaticTable rows={rows} columns={DETAIL_COLUMNS} maxWidth={width} offset={top} limit={available} />
    </Box>
  );
}
