// The connector-profiles screen (area C): the grouped tree with filters, the connector-type picker and the
// profile detail. State lives in the profiles store.

import { formatCount, plural } from '../../../domain/counts.js';
import { describeConnectorProfilesCommand } from '../../../state/copyCommand.js';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Box, Text, useIsScreenReaderEnabled, type DOMElement } from 'ink';
import { FieldInput } from '../../components/FieldInput.js';
import { useStore } from 'zustand';
import { PROPERTY_GROUP_OF, type ConnectorProfile } from '../../../domain/appflow/types.js';
import { GROUP_TITLE, groupOf, type TreeRow } from '../../../state/profileGroups.js';
import { type ProfilesStore } from '../../../state/profiles/profilesStore.js';
import { profileKey, typeChoices, type ProfilesField } from '../../../state/profiles/profilesReducer.js';
import { timeOfDay } from '../../../state/liveRefresh.js';
import { useCommands, useKeyLabel } from '../../keymap/KeymapContext.js';
import { listMoveHandlers } from '../../keymap/listCommands.js';
import { useMouseRows } from '../../mouse/MouseRows.js';
import { StaticTable, wrapCell, wrappedLineCount } from '../../components/StaticTable.js';
import { useDetailScroll } from '../../components/useDetailScroll.js';
import { useScreenChrome } from '../../hooks/useScreenChrome.js';
import { useLiveRefresh } from '../../hooks/useLiveRefresh.js';
import { useRecordActions } from '../../components/useRecordActions.js';
import { SpokenItem } from '../../components/SpokenItem.js';
import { spokenWindow, SPOKEN_SLACK_LINES } from '../../spoken.js';
import { wireRecord } from '../../wireRecords.js';
import { theme } from '../../theme.js';
import { fit, truncate, truncateBefore } from '../../text.js';
import type { ScreenProps } from '../../screenContract.js';
import { profileDetail, type FieldRow } from './profileDetail.js';

const NO_ROWS: readonly FieldRow[] = [];
const NO_LINES: readonly string[] = [];
/** The fewest table lines the profile detail keeps for the table before moving the notes into it. */
const MIN_TABLE_LINES = 6;

const PROVISIONING_COLOR: Record<string, string> = { CREATED: theme.ok, PENDING: theme.warning, FAILED: theme.error };

export function ProfilesScreen(props: ScreenProps<ProfilesStore>) {
  const { state: store, width, height, isActive, chrome } = props;
  const view = useStore(store, (s) => s.view);
  const editing = useStore(store, (s) => s.editing);
  const loaded = useStore(store, (s) => s.loaded || s.loading);
  const detailName = useStore(store, (s) => (s.view === 'detail' ? (s.detail?.connectorProfileName ?? '') : ''));
  const detailGroup = useStore(store, (s) => (s.view === 'detail' && s.detail ? GROUP_TITLE[groupOf(s.detail)] : ''));
  const actions = store.getState().actions;
  useScreenChrome(chrome, {
    crumbs: view === 'detail' ? [detailGroup, detailName] : view === 'typePicker' ? ['connector type'] : [],
    typing: editing !== null,
  });
  const viewport = Math.max(1, height - 3);
  useEffect(() => actions.setViewport(viewport), [actions, viewport]);
  useEffect(() => {
    if (!loaded) void actions.query();
  }, [actions, loaded]);
  const rawView = useRecordActions({
    shell: props.shell,
    enabled: editing === null && view !== 'typePicker',
    isActive,
    width,
    height,
    name: 'profiles',
    selected: () => {
      const profile = selectedProfile(store);
      return profile === undefined
        ? undefined
        : {
            kind: 'profile',
            name: profile.connectorProfileName ?? '',
            id:
              profile.connectorProfileArn === undefined
                ? undefined
                : { what: 'profile ARN', text: profile.connectorProfileArn },
            wire: wireRecord('profiles', profile),
          };
    },
    /** The detail's profile by name; the tree with its type, label and names filters. */
    command: (program) => {
      const s = store.getState();
      const name = s.detail?.connectorProfileName;
      const query =
        s.view === 'detail' && name !== undefined
          ? { names: [name] }
          : { connectorType: s.connectorType, label: s.label, names: s.names };
      return describeConnectorProfilesCommand(program, query, props.services.backend.commandFlags);
    },
  });
  // Live: the tree refreshes itself while shown; the store skips a tick while something is open, and so does the
  // JSON view here (the record it shows would change under it).
  const rawOpen = useRef(false);
  rawOpen.current = rawView !== undefined;
  const live = useCallback((intervalMs: number) => actions.live(intervalMs, () => rawOpen.current), [actions]);
  useLiveRefresh(props.settings, isActive, live);
  if (rawView !== undefined) return rawView;
  if (view === 'detail') return <Detail store={store} width={width} height={height} isActive={isActive} />;
  if (view === 'typePicker') return <TypePicker store={store} width={width} height={height} isActive={isActive} />;
  return <Tree store={store} width={width} height={height} isActive={isActive} />;
}

/** The profile open in the detail, or under the cursor in the tree. */
function selectedProfile(store: ProfilesStore): ConnectorProfile | undefined {
  const s = store.getState();
  if (s.view === 'detail') return s.detail ?? undefined;
  const row = s.rows[s.cursor.index];
  return row?.kind === 'profile' ? row.profile : undefined;
}

interface ViewProps {
  store: ProfilesStore;
  width: number;
  height: number;
  isActive: boolean;
}

/** A tree row as drawn after the cursor mark: a profile a live refresh found new or changed starts with `*`. */
function rowText(row: TreeRow, width: number, changed = false): string {
  if (row.kind === 'group') {
    const types = row.types.join(', ');
    return truncate(
      `${row.expanded ? '▾' : '▸'} ${GROUP_TITLE[row.group]} (${formatCount(row.count)})  ${types}`,
      width,
    );
  }
  const p = row.profile;
  const status = p.privateConnectionProvisioningState?.status ?? '';
  return `${changed ? '*' : ' '}   ${fit(p.connectorProfileName ?? '(unnamed)', profileNameWidth(width))} ${fit(p.connectorType ?? '', TYPE_WIDTH)} ${fit(p.connectionMode ?? '', MODE_WIDTH)} ${status}`;
}

/** A tree row in words (screen-reader mode): the fold state and the provisioning status said, not drawn. */
function spokenRowText(row: TreeRow, changed = false): string {
  if (row.kind === 'group')
    return `group ${GROUP_TITLE[row.group]}, ${row.expanded ? 'expanded' : 'collapsed'}, ${plural(row.count, 'profile')}: ${row.types.join(', ')}`;
  const p = row.profile;
  const status = p.privateConnectionProvisioningState?.status;
  return [
    `profile ${p.connectorProfileName ?? '(unnamed)'}`,
    `type ${p.connectorType ?? 'unknown'}`,
    `mode ${p.connectionMode ?? 'unknown'}`,
    ...(status !== undefined ? [`provisioning ${status}`] : []),
    ...(changed ? ['changed'] : []),
  ].join(', ');
}

const TYPE_WIDTH = 16;
const MODE_WIDTH = 7;
/** `CREATED`, `PENDING`, `FAILED`: the status column is never cut, the name column gives way on narrow terminals. */
const STATUS_WIDTH = 7;

/** The name column of a profile row `width` wide (4 columns of indent, then name, type, mode, status). */
function profileNameWidth(width: number): number {
  const rest = width - 4 - 1 - TYPE_WIDTH - 1 - MODE_WIDTH - 1 - STATUS_WIDTH;
  return Math.max(10, Math.min(Math.floor((width - 4) * 0.45), rest));
}

/** A field's prompt, and its name in the status line's messages. */
const FIELD_TEXT: Readonly<Record<ProfilesField, { prompt: string; what: string }>> = {
  label: { prompt: 'Label: ', what: 'Label' },
  names: { prompt: 'Names (comma-separated): ', what: 'Names' },
  filter: { prompt: '/', what: 'Filter' },
  typeFilter: { prompt: '/', what: 'Filter' },
};

/** What the tree's keys do: the field's submit and cancel while one is edited, the tree's commands otherwise. */
function useTreeCommands(store: ProfilesStore, editing: ProfilesField | null, isActive: boolean): void {
  const actions = store.getState().actions;
  useCommands(
    editing !== null
      ? { 'field.submit': actions.submitInput, 'field.cancel': actions.cancelInput }
      : {
          'profiles.open': actions.activate,
          'profiles.toggle': actions.activate,
          'profiles.expand': actions.expand,
          'profiles.collapse': actions.collapse,
          'profiles.toggleAll': actions.toggleAll,
          'profiles.type': actions.openTypePicker,
          'profiles.label': () => actions.edit('label'),
          'profiles.names': () => actions.edit('names'),
          'profiles.filter': () => actions.edit('filter'),
          'profiles.clearFilters': actions.clearFilters,
          'app.back': actions.back,
          'profiles.pageSize': () => actions.cyclePageSize(1),
          'profiles.pageSizeDown': () => actions.cyclePageSize(-1),
          'profiles.nextPage': () => void actions.loadNextPage(),
          ...listMoveHandlers(actions.move),
          'app.reload': () => void actions.query(),
        },
    { active: isActive, name: 'profiles' },
  );
}

/** The header's word on loading: under way, cancelled, failed, more to load, or all loaded. */
/**
 * What the tree holds and how its load stands: `N profiles (all N)`, or `N profiles loaded of at least M` while the
 * service has more pages, with how to load them.
 */
function loadStateText(count: number, loading: boolean, loadError: string, hasMore: boolean): string {
  const profiles = plural(count, 'profile');
  const counted = hasMore
    ? `${profiles} loaded of at least ${formatCount(count + 1)}`
    : count === 0
      ? '0 profiles'
      : `${profiles} (all ${formatCount(count)})`;
  if (loading) return `${profiles} · loading…`;
  if (loadError !== '' && hasMore && count > 0) return `${counted} · ${loadError} (] or :load-all resumes)`;
  if (loadError === 'cancelled') return `${profiles} · cancelled (R reloads)`;
  if (loadError !== '') return `${profiles} · error: ${loadError}`;
  return hasMore ? `${counted} · more: ] or :load-all` : counted;
}

/**
 * The line shown for an empty tree; a load that never answered matched nothing, so it says what happened to it, and
 * "match" is said only when a filter could be why nothing is shown.
 */
function EmptyTreeLine({ loadError, filtered, width }: { loadError: string; filtered: boolean; width: number }) {
  return (
    <Text color={loadError === '' || loadError === 'cancelled' ? theme.muted : theme.error} wrap="truncate">
      {truncate(
        loadError === 'cancelled'
          ? 'Loading was cancelled: nothing loaded (R reloads).'
          : loadError !== ''
            ? `Could not load connector profiles: ${loadError} (R retries).`
            : filtered
              ? 'No connector profiles match.'
              : 'No connector profiles.',
        width,
      )}
    </Text>
  );
}

/** One drawn tree row: groups bold in the accent colour, profiles coloured by their provisioning status. */
function TreeRowLine({
  row,
  selected,
  changed,
  width,
}: {
  row: TreeRow;
  selected: boolean;
  changed: boolean;
  width: number;
}) {
  const status = row.kind === 'profile' ? row.profile.privateConnectionProvisioningState?.status : undefined;
  return (
    <Text
      wrap="truncate"
      inverse={selected}
      bold={row.kind === 'group' || changed}
      color={
        selected
          ? undefined
          : row.kind === 'group'
            ? theme.accent
            : status !== undefined
              ? PROVISIONING_COLOR[status]
              : undefined
      }
    >
      {(selected ? '›' : ' ') + rowText(row, width - 1, changed)}
    </Text>
  );
}

/** The field being edited with its issue, or the cursor's position and the keys. */
function TreeFooter({
  store,
  width,
  empty,
  profilePosition,
  shownCount,
}: {
  store: ProfilesStore;
  width: number;
  empty: boolean;
  profilePosition: number;
  shownCount: number;
}) {
  const editing = useStore(store, (s) => s.editing);
  const input = useStore(store, (s) => s.input);
  const issue = useStore(store, (s) => s.inputIssue);
  const actions = store.getState().actions;
  const keyOf = useKeyLabel();
  if (editing !== null) {
    return (
      <Box width={width}>
        <Text>{FIELD_TEXT[editing].prompt}</Text>
        <FieldInput
          value={input}
          onChange={actions.setInput}
          onSubmit={actions.submitInput}
          what={FIELD_TEXT[editing].what}
        />
        <Text
          color={issue === '' ? theme.ok : theme.error}
          wrap="truncate"
          {...(issue === '' ? {} : { 'aria-label': `, invalid: ${issue}` })}
        >
          {issue === '' ? '' : `  ✗ ${issue}`}
        </Text>
      </Box>
    );
  }
  return (
    <Text color={theme.muted} wrap="truncate">
      {truncate(
        empty
          ? ' '
          : `${profilePosition === 0 ? 'group' : `profile ${formatCount(profilePosition)}`} of ${formatCount(shownCount)} · ${keyOf('profiles.open')} open/fold · ${keyOf('profiles.filter')} filter · ${keyOf('profiles.type')} type · ${keyOf('profiles.label')} label · ${keyOf('profiles.names')} names · ${keyOf('profiles.pageSize')}${keyOf('profiles.pageSizeDown')} page size · ${keyOf('profiles.clearFilters')} clear`,
        width,
      )}
    </Text>
  );
}

function Tree({ store, width, height, isActive }: ViewProps) {
  const rows = useStore(store, (s) => s.rows);
  const cursorIndex = useStore(store, (s) => s.cursor.index);
  const offset = useStore(store, (s) => s.cursor.offset);
  const viewport = useStore(store, (s) => s.viewport);
  const count = useStore(store, (s) => s.profiles.length);
  const hasMore = useStore(store, (s) => s.hasMore);
  const loading = useStore(store, (s) => s.loading);
  const loadError = useStore(store, (s) => s.loadError);
  const type = useStore(store, (s) => s.connectorType);
  const label = useStore(store, (s) => s.label);
  const names = useStore(store, (s) => s.names.join(', '));
  const filter = useStore(store, (s) => s.filter);
  // `profile 3 of 26`: group headers are not counted.
  const profilePosition = useStore(store, (s) => {
    let position = 0;
    for (let i = 0; i <= s.cursor.index && i < s.rows.length; i += 1) if (s.rows[i]?.kind === 'profile') position += 1;
    return s.rows[s.cursor.index]?.kind === 'profile' ? position : 0;
  });
  const shownCount = useStore(store, (s) => {
    let shown = 0;
    for (const row of s.rows) if (row.kind === 'group') shown += row.count;
    return shown;
  });
  const pageSize = useStore(store, (s) => s.pageSize);
  const editing = useStore(store, (s) => s.editing);
  const changed = useStore(store, (s) => s.changed);
  const listedAt = useStore(store, (s) => s.listedAt);
  const refreshError = useStore(store, (s) => s.refreshError);
  const screenReader = useIsScreenReaderEnabled();
  useTreeCommands(store, editing, isActive);
  // A click on a drawn row moves the cursor there; under the summary line and the column titles.
  const box = useRef<DOMElement>(null);
  useMouseRows(box, {
    firstRow: 2,
    count: Math.min(viewport, Math.max(0, rows.length - offset)),
    select: (drawn) => store.getState().actions.move({ row: offset + drawn }),
    active: isActive && editing === null && !screenReader,
  });
  const filters = [
    `type ${type ?? 'any'}`,
    label !== '' ? `label ${label}` : '',
    names !== '' ? `names ${names}` : '',
    `page ${pageSize}`,
    filter !== '' ? `/${filter} (${formatCount(shownCount)} of ${formatCount(count)})` : '',
  ].filter((f) => f !== '');
  // When the tree was listed (the first page, or the last live refresh), or why that refresh failed; last, after the
  // filters, which matter more when the line is cut.
  const listed = loading
    ? ''
    : refreshError !== ''
      ? ` · refresh failed: ${refreshError}`
      : listedAt !== undefined
        ? ` · updated ${timeOfDay(listedAt)}`
        : '';
  const more = loadStateText(count, loading, loadError, hasMore);
  const visible = rows.slice(offset, offset + viewport);
  const isChanged = (row: TreeRow): boolean => row.kind === 'profile' && changed.has(profileKey(row.profile));
  const spokenLabels = screenReader ? visible.map((row) => spokenRowText(row, isChanged(row))) : [];
  const said = screenReader
    ? spokenWindow(spokenLabels, cursorIndex - offset, width, viewport - SPOKEN_SLACK_LINES)
    : { start: 0, end: visible.length };
  return (
    <Box ref={box} flexDirection="column" width={width} height={height}>
      <Text bold wrap="truncate">
        {truncate(`${more} · ${filters.join(' · ')}${listed}`, width)}
      </Text>
      <Text color={theme.muted} wrap="truncate" aria-hidden>
        {truncate(
          `     ${fit('Name', profileNameWidth(width - 1))} ${fit('Type', TYPE_WIDTH)} ${fit('Mode', MODE_WIDTH)} ${width - 1 - 4 - profileNameWidth(width - 1) - TYPE_WIDTH - MODE_WIDTH - 3 >= 'Provisioning'.length ? 'Provisioning' : 'State'}`,
          width,
        )}
      </Text>
      {rows.length === 0 && !loading ? (
        <EmptyTreeLine
          loadError={loadError}
          filtered={type !== null || label !== '' || names !== '' || filter !== ''}
          width={width}
        />
      ) : null}
      {visible.map((row, i) => {
        const index = offset + i;
        const selected = index === cursorIndex && editing === null;
        if (screenReader)
          return i < said.start || i >= said.end ? null : (
            <SpokenItem key={`${row.kind}-${index}`} label={spokenLabels[i] ?? ''} selected={selected} />
          );
        return (
          <TreeRowLine
            key={
              row.kind === 'group'
                ? `g-${row.group}`
                : `p-${row.profile.connectorProfileArn ?? row.profile.connectorProfileName}-${index}`
            }
            row={row}
            selected={selected}
            changed={isChanged(row)}
            width={width}
          />
        );
      })}
      <Box flexGrow={1} />
      <TreeFooter
        store={store}
        width={width}
        empty={rows.length === 0}
        profilePosition={profilePosition}
        shownCount={shownCount}
      />
    </Box>
  );
}

function TypePicker({ store, width, height, isActive }: ViewProps) {
  const cursorIndex = useStore(store, (s) => s.typeCursor.index);
  const offset = useStore(store, (s) => s.typeCursor.offset);
  const viewport = useStore(store, (s) => s.viewport);
  const typeFilter = useStore(store, (s) => s.typeFilter);
  const editing = useStore(store, (s) => s.editing === 'typeFilter');
  const profiles = useStore(store, (s) => s.profiles);
  const actions = store.getState().actions;
  const keyOf = useKeyLabel();
  const choices = typeChoices(typeFilter);
  const screenReader = useIsScreenReaderEnabled();
  // How many of the loaded profiles each type has (what the picker would show of them now).
  const counts = useMemo(() => {
    const byType = new Map<string, number>();
    for (const p of profiles)
      if (p.connectorType !== undefined) byType.set(p.connectorType, (byType.get(p.connectorType) ?? 0) + 1);
    return byType;
  }, [profiles]);
  useCommands(
    editing
      ? { 'field.submit': actions.submitInput, 'field.cancel': actions.cancelInput }
      : {
          'profiles.pick': actions.pickType,
          'profiles.typeFilter': () => actions.edit('typeFilter'),
          ...listMoveHandlers(actions.typeMove),
          'app.back': actions.back,
        },
    { active: isActive, name: 'profiles', ...(editing ? {} : { onText: actions.typeAhead }) },
  );
  const listRows = Math.max(1, height - 2);
  return (
    <Box flexDirection="column" width={width} height={height}>
      <Text bold wrap="truncate">
        {truncate(
          `Connector type (${keyOf('profiles.pick')} picks, ${keyOf('profiles.typeFilter')} filters, Esc ${typeFilter !== '' ? 'clears the filter' : 'keeps the current one'})`,
          width,
        )}
      </Text>
      {choices.length === 0 ? <Text color={theme.muted}>{`No type matches '${typeFilter}'.`}</Text> : null}
      {choices.slice(offset, offset + Math.min(viewport + 1, listRows)).map((type, i) => {
        const index = offset + i;
        const count = formatCount(type === null ? profiles.length : (counts.get(type) ?? 0));
        const text =
          type === null
            ? `${fit('(any type)', 18)} ${fit(count, 6, 'right')}  loaded`
            : `${fit(type, 18)} ${fit(count, 6, 'right')}  ${GROUP_TITLE[PROPERTY_GROUP_OF[type]]}`;
        const selected = index === cursorIndex && !editing;
        if (screenReader)
          return (
            <SpokenItem
              key={type ?? 'any'}
              selected={selected}
              label={
                type === null
                  ? `any type, ${count} loaded`
                  : `${type}, ${count} loaded, ${GROUP_TITLE[PROPERTY_GROUP_OF[type]]}`
              }
            />
          );
        return (
          <Text key={type ?? 'any'} inverse={selected} wrap="truncate">
            {truncate(`${selected ? '›' : ' '} ${text}`, width)}
          </Text>
        );
      })}
      <Box flexGrow={1} />
      {editing || typeFilter !== '' ? <TypeFilterLine store={store} width={width} count={choices.length} /> : null}
    </Box>
  );
}

function TypeFilterLine({ store, width, count }: { store: ProfilesStore; width: number; count: number }) {
  const editing = useStore(store, (s) => s.editing === 'typeFilter');
  const input = useStore(store, (s) => s.input);
  const typeFilter = useStore(store, (s) => s.typeFilter);
  const actions = store.getState().actions;
  return (
    <Box width={width}>
      <Text color={theme.accent}>/</Text>
      {editing ? (
        <FieldInput value={input} onChange={actions.setInput} onSubmit={actions.submitInput} what="Filter" />
      ) : (
        <Text>{typeFilter}</Text>
      )}
      <Text color={theme.muted} wrap="truncate">{`  ${plural(count, 'match', 'matches')}`}</Text>
    </Box>
  );
}

const DETAIL_COLUMNS = ['field', 'value'] as const;

function Detail({ store, width, height, isActive }: ViewProps) {
  const profile = useStore(store, (s) => s.detail);
  const actions = store.getState().actions;
  const detail = useMemo(() => (profile === null ? undefined : profileDetail(profile)), [profile]);
  // The provisioning line (a failure message can be long) and the notes wrap at word boundaries here rather than by
  // Ink, so their height is known exactly and the table gets the rest; long values in the table wrap too, so the
  // table scrolls by wrapped lines.
  const provisioningLines = useMemo(
    () => (detail === undefined ? [] : wrapCell(`Provisioning: ${detail.provisioningText}`, width)),
    [detail, width],
  );
  const allNoteLines = useMemo(
    () => (detail?.notes ?? []).flatMap((note) => wrapCell(`• ${note}`, width)),
    [detail, width],
  );
  // On a short terminal the notes under the table would leave it a line or two, too few to read a wrapped ARN:
  // then the notes become rows of the table and scroll with it.
  const fixedLines = 1 + provisioningLines.length + 4;
  const notesInTable = height - fixedLines - allNoteLines.length < MIN_TABLE_LINES;
  const noteLines = notesInTable ? NO_LINES : allNoteLines;
  const tableRows = useMemo(
    () =>
      detail === undefined
        ? NO_ROWS
        : notesInTable
          ? [...detail.rows, ...detail.notes.map((note) => ({ field: 'note', value: note }))]
          : detail.rows,
    [detail, notesInTable],
  );
  const lineCount = useMemo(() => wrappedLineCount(tableRows, DETAIL_COLUMNS, width), [tableRows, width]);
  const available = Math.max(1, height - fixedLines - noteLines.length);
  const { top, shownTo, scrollable } = useDetailScroll({
    lineCount,
    available,
    isActive,
    name: 'profiles',
    onBack: actions.back,
  });
  if (detail === undefined) return <Text color={theme.muted}>No profile selected.</Text>;
  const provisioningColor =
    detail.provisioningStatus !== undefined ? PROVISIONING_COLOR[detail.provisioningStatus] : theme.muted;
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <Text bold wrap="truncate">
        {truncateBefore(detail.title, scrollable ? `  (${shownTo}/${lineCount}, j/k scrolls)` : '', width)}
      </Text>
      {provisioningLines.map((line, index) => (
        <Text key={`p${index}`} color={provisioningColor} wrap="truncate">
          {line}
        </Text>
      ))}
      <StaticTable rows={tableRows} columns={DETAIL_COLUMNS} maxWidth={width} offset={top} limit={available} />
      {noteLines.map((line, index) => (
        <Text key={`n${index}`} color={theme.muted} wrap="truncate">
          {line}
        </Text>
      ))}
    </Box>
  );
}
