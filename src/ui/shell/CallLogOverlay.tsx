// The call log (`L`, `:log`): every API call the explorer made, newest first: time, operation, outcome, duration,
// retries and the parameters as sent with their secrets masked (src/operations/recordCalls.ts). `/` filters it, `y`
// copies the selected call as JSON; the line under the list shows the selected call whole. It follows the log live
// while open.

import { useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Box, Text } from 'ink';
import type { CallLog, CallLogEntry } from '../../service/callLog.js';
import { textMatches } from '../../state/listFilter.js';
import { formatClockTime } from '../../state/ratelimits/countdown.js';
import { FieldInput } from '../components/FieldInput.js';
import { wrapCell } from '../components/StaticTable.js';
import { useClipboard } from '../components/useClipboard.js';
import { LAYER_PRIORITY } from '../keymap/dispatcher.js';
import { useCommands, useKeyLabel } from '../keymap/KeymapContext.js';
import type { ScreenId, ShellApi } from '../screenContract.js';
import { theme } from '../theme.js';
import { fit, truncate, visibleText } from '../text.js';
import { useShellStore } from './ShellContext.js';
import { formatCount } from '../../domain/counts.js';

/** How a call ended, in a word or two: `ok`, `cancelled`, `404 ResourceNotFoundException`. */
export function outcomeText(entry: CallLogEntry): string {
  const o = entry.outcome;
  if (o.status !== 'error') return o.status;
  return o.httpStatus !== undefined ? `${o.httpStatus} ${o.name}` : o.name;
}

function paramsText(entry: CallLogEntry): string {
  return JSON.stringify(entry.params ?? {});
}

/** The selected call as the clipboard gets it: what the log shows, parameters masked. */
export function entryJson(entry: CallLogEntry): string {
  return JSON.stringify(
    {
      time: new Date(entry.at).toISOString(),
      service: entry.service,
      operation: entry.operation,
      parameters: entry.params,
      durationMs: entry.durationMs,
      outcome: entry.outcome,
      retries: entry.retries,
    },
    null,
    2,
  );
}

function matches(entry: CallLogEntry, filter: string): boolean {
  return textMatches(
    filter,
    entry.service,
    entry.operation,
    outcomeText(entry),
    paramsText(entry),
    errorMessage(entry),
  );
}

function errorMessage(entry: CallLogEntry): string {
  return entry.outcome.status === 'error' ? entry.outcome.message : '';
}

/** One call in the list: time, operation, outcome, duration, retries and the parameters, errors in red. */
function CallLogRow({ entry, selected, width }: { entry: CallLogEntry; selected: boolean; width: number }) {
  const opWidth = width >= 100 ? 26 : width >= 80 ? 24 : 18;
  const outcomeWidth = width >= 70 ? 14 : 9;
  const fixed = 9 + opWidth + 1 + outcomeWidth + 1 + 7 + 3;
  const paramsWidth = Math.max(0, width - fixed - 1);
  const line =
    `${selected ? '›' : ' '}${formatClockTime(entry.at)} ${fit(entry.operation, opWidth)} ` +
    `${fit(outcomeText(entry), outcomeWidth)} ${fit(`${entry.durationMs}ms`, 7, 'right')} ` +
    `${entry.retries > 0 ? `r${entry.retries}` : '  '} ${truncate(visibleText(paramsText(entry)), paramsWidth)}`;
  return (
    <Text
      wrap="truncate"
      inverse={selected}
      color={entry.outcome.status === 'error' ? theme.error : undefined}
      {...(selected ? { 'aria-state': { selected: true } } : {})}
    >
      {truncate(line, width)}
    </Text>
  );
}

/** The `/` filter: the field while it is edited, then the applied filter and how to clear it. */
function CallLogFilterLine(props: {
  filter: string;
  editing: boolean;
  width: number;
  onChange: (text: string) => void;
  onSubmit: () => void;
}) {
  const { filter, editing, width } = props;
  return (
    <Box width={width}>
      <Text color={theme.accent}>/</Text>
      {editing ? (
        <FieldInput value={filter} onChange={props.onChange} onSubmit={props.onSubmit} what="Filter" />
      ) : (
        <Text>{filter}</Text>
      )}
      <Text color={theme.muted}>{editing ? '' : '  (Esc clears)'}</Text>
    </Box>
  );
}

export function CallLogOverlay({
  log,
  scope,
  shell,
  width,
  height,
  onClose,
}: {
  log: CallLog;
  /** The screen under the log (its typing flag says when the filter field takes keys). */
  scope: ScreenId;
  shell: ShellApi;
  width: number;
  height: number;
  onClose: () => void;
}) {
  const shellStore = useShellStore();
  const keyOf = useKeyLabel();
  const copy = useClipboard(shell);
  useSyncExternalStore(log.subscribe, log.getVersion);
  const all = log.entries();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState(false);
  // The selection is a call, not a row: new calls arriving above it do not move it.
  const [selectedSeq, setSelectedSeq] = useState<number | undefined>(undefined);
  const [top, setTop] = useState(0);
  const shown = useMemo(() => [...all].reverse().filter((e) => matches(e, filter)), [all, filter]);
  const found = selectedSeq === undefined ? -1 : shown.findIndex((e) => e.seq === selectedSeq);
  const cursor = found >= 0 ? found : 0;
  const selected = shown[cursor];

  useLayoutEffect(() => {
    const actions = shellStore.getState().actions;
    actions.setTyping(scope, editing);
    return () => actions.setTyping(scope, false);
  }, [shellStore, scope, editing]);

  // A fixed height for the selected call's lines, so moving the cursor never moves the list.
  const detailRows = height >= 14 ? 3 : 2;
  const detailLines = selected === undefined ? [] : detailOf(selected, width).slice(0, detailRows);
  const filterRow = editing || filter !== '' ? 1 : 0;
  const listRows = Math.max(1, height - 2 - filterRow - detailRows);
  const offset = Math.min(Math.max(top, cursor - listRows + 1, 0), cursor);
  const moveTo = (index: number): void => {
    const clamped = Math.max(0, Math.min(shown.length - 1, index));
    setSelectedSeq(shown[clamped]?.seq);
    setTop((t) => (clamped < t ? clamped : clamped >= t + listRows ? clamped - listRows + 1 : t));
  };
  const changeFilter = (text: string): void => {
    setFilter(text);
    setSelectedSeq(undefined);
    setTop(0);
  };
  useCommands(
    editing
      ? {
          'field.submit': () => setEditing(false),
          'field.cancel': () => {
            setEditing(false);
            changeFilter('');
          },
        }
      : {
          'app.back': () => (filter !== '' ? changeFilter('') : onClose()),
          'app.callLog': onClose,
          'log.down': () => moveTo(cursor + 1),
          'log.up': () => moveTo(cursor - 1),
          'log.pageDown': () => moveTo(cursor + listRows),
          'log.pageUp': () => moveTo(cursor - listRows),
          'log.top': () => moveTo(0),
          'log.bottom': () => moveTo(shown.length - 1),
          'log.filter': () => setEditing(true),
          'log.copy': () => {
            if (selected !== undefined) copy(`call ${selected.seq} (${selected.operation})`, entryJson(selected));
          },
        },
    { priority: LAYER_PRIORITY.overlay, modal: true, name: 'callLog' },
  );

  const count =
    filter !== ''
      ? `${formatCount(shown.length)} of ${formatCount(all.length)} calls match`
      : `${formatCount(all.length)} calls, newest first (the last ${formatCount(log.capacity)} kept)`;
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <Text bold color={theme.accent} wrap="truncate">
        {truncate(
          `Call log: ${count}  (${keyOf('log.filter')} filters, ${keyOf('log.copy')} copies, Esc closes)`,
          width,
        )}
      </Text>
      {shown.length === 0 ? (
        <Text color={theme.muted} wrap="truncate">
          {filter !== '' ? `No call matches '${filter}'.` : 'No API call made yet.'}
        </Text>
      ) : (
        shown
          .slice(offset, offset + listRows)
          .map((entry, i) => (
            <CallLogRow key={entry.seq} entry={entry} selected={offset + i === cursor} width={width} />
          ))
      )}
      <Box flexGrow={1} />
      {detailLines.map((line, i) => (
        <Text key={`d${i}`} color={theme.muted} wrap="truncate">
          {line}
        </Text>
      ))}
      {filterRow > 0 ? (
        <CallLogFilterLine
          filter={filter}
          editing={editing}
          width={width}
          onChange={changeFilter}
          onSubmit={() => setEditing(false)}
        />
      ) : null}
    </Box>
  );
}

/** The selected call whole: service, parameters and the error's message, wrapped to the width. */
function detailOf(entry: CallLogEntry, width: number): string[] {
  const retries = entry.retries > 0 ? ` · ${entry.retries} ${entry.retries === 1 ? 'retry' : 'retries'}` : '';
  const error = errorMessage(entry) !== '' ? ` · ${errorMessage(entry)}` : '';
  return wrapCell(
    visibleText(`${entry.service}.${entry.operation} ${paramsText(entry)}${retries}${error}`),
    Math.max(10, width),
  );
}
