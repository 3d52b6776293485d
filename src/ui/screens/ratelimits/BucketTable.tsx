// One gauge per bucket of the selected caller: name, remaining of limit, used, countdown to reset, a bar coloured by
// the thresholds, and the history sparkline when there is room. Windowed to the rows it gets, cursor kept visible.

import { memo, useRef } from 'react';
import { Box, Text, useIsScreenReaderEnabled, type DOMElement } from 'ink';
import { SpokenItem } from '../../components/SpokenItem.js';
import { useMouseRows } from '../../mouse/MouseRows.js';
import { spokenBucket, spokenCountdown, spokenWindow, SPOKEN_SLACK_LINES } from '../../spoken.js';
import type { BucketSnapshot } from '../../../service/rateLimitsPort.js';
import { formatCountdown } from '../../../state/ratelimits/countdown.js';
import { gaugeBar, gaugeLevel, LEVEL_COLOR, type GaugeThresholds } from '../../../state/ratelimits/gauge.js';
import { sparkline, type Sample } from '../../../state/ratelimits/history.js';
import type { BucketColumns } from '../../../state/ratelimits/layout.js';
import { formatCount } from '../../../state/ratelimits/secondaryRows.js';
import { fit } from '../../text.js';
import { listWindow } from '../authorizations/windowing.js';
import { StillTime, TimeText, useTimeText } from './liveTime.js';

export interface BucketTableProps {
  buckets: readonly BucketSnapshot[];
  cursor: number;
  columns: BucketColumns;
  rows: number;
  /** A still frame at this time; without it the countdowns and sparklines follow the screen's clock. */
  now?: number;
  thresholds: GaugeThresholds;
  historyOf: (resource: string) => readonly Sample[];
  historyWindowMs: number;
  /** When the bucket last ran dry within the span shown (`HH:MM`), or '' (shown when `columns.dry` > 0). */
  dryOf?: (resource: string) => string;
  /** A click on a drawn bucket: its index in `buckets`. Absent: clicks do nothing. */
  onSelectRow?: ((index: number) => void) | undefined;
}

interface BucketRowProps {
  selected: boolean;
  name: string;
  color: string;
  numbers: string;
  used: string;
  /** When the window resets (ms), or undefined when none is open. */
  resetAtMs: number | undefined;
  resetWidth: number;
  dry: string;
  bar: string;
  history: readonly Sample[];
  historyWindowMs: number;
  sparkWidth: number;
}

/**
 * One row from display-ready values, memoised: a batch that leaves a bucket's text unchanged does not re-render it,
 * and the clock's tick re-renders only its countdown and sparkline leaves.
 */
const BucketRow = memo(function BucketRow({
  selected,
  name,
  color,
  numbers,
  used,
  resetAtMs,
  resetWidth,
  dry,
  bar,
  history,
  historyWindowMs,
  sparkWidth,
}: BucketRowProps) {
  // The countdown is a text node of its own: a tick changes only it, so Ink measures and tokenises again only the
  // few ASCII characters of its text, not the whole row with its gauge's blocks (string-width's slow path).
  return (
    <Box>
      <Text wrap="truncate-end">
        <Text color={selected ? 'cyan' : undefined}>{selected ? '› ' : '  '}</Text>
        <Text bold={selected}>{name}</Text> <Text color={color}>{numbers}</Text>
        {` ${used} `}
      </Text>
      {/* No window open: a constant dash, which need not follow the clock. */}
      <Text>
        {resetAtMs !== undefined ? (
          <TimeText format={(now) => fit(formatCountdown(resetAtMs, now), resetWidth, 'right')} />
        ) : (
          fit('–', resetWidth, 'right')
        )}
      </Text>
      <Text wrap="truncate-end">
        {' '}
        {dry !== '' ? <Text color="red">{dry}</Text> : null}
        <Text color={color}>{bar}</Text>
        {sparkWidth > 0 ? (
          <Text color="gray">
            <TimeText
              format={(now) => ` ${sparkline(history, { now, windowMs: historyWindowMs, width: sparkWidth })}`}
            />
          </Text>
        ) : null}
      </Text>
    </Box>
  );
});

export function BucketTable(props: BucketTableProps) {
  return props.now === undefined ? (
    <LiveBucketTable {...props} />
  ) : (
    <StillTime now={props.now}>
      <LiveBucketTable {...props} />
    </StillTime>
  );
}

function LiveBucketTable({
  buckets,
  cursor,
  columns: c,
  rows,
  thresholds,
  historyOf,
  historyWindowMs,
  dryOf,
  onSelectRow,
}: BucketTableProps) {
  const win = listWindow(cursor, buckets.length, Math.max(1, rows - 1));
  const overflow = buckets.length > Math.max(1, rows - 1);
  const shown = buckets.slice(win.start, win.end);
  const screenReader = useIsScreenReaderEnabled();
  // A click selects the bucket under it: below the column titles and the `▲ n more` row.
  const box = useRef<DOMElement>(null);
  useMouseRows(box, {
    firstRow: win.above > 0 ? 2 : 1,
    count: shown.length,
    select: (drawn) => onSelectRow?.(win.start + drawn),
    active: onSelectRow !== undefined && !screenReader,
  });
  // The spoken countdowns are in the labels: in accessible mode the list re-renders when one of them changes.
  const spokenResets = useTimeText((now) =>
    screenReader ? shown.map((b) => (windowOpen(b) ? spokenCountdown(b.reset * 1000, now) : '')).join('\u0000') : '',
  ).split('\u0000');
  if (screenReader) {
    const labels = shown.map((b, i) =>
      spokenBucket({
        resource: b.resource,
        remaining: b.remaining,
        limit: b.limit,
        used: b.used,
        estimated: b.estimated,
        ...(windowOpen(b) ? { resets: spokenResets[i] ?? '' } : {}),
        level: gaugeLevel(b.remaining, b.limit, thresholds),
        dry: dryOf?.(b.resource) ?? '',
      }),
    );
    const width = c.name + c.numbers + c.used + c.reset + c.dry + c.bar + c.spark + 8;
    const said = spokenWindow(labels, cursor - win.start, width, rows - 1 - SPOKEN_SLACK_LINES);
    return (
      <Box flexDirection="column" aria-role="list">
        <Text>{`buckets ${win.start + said.start + 1} to ${win.start + said.end} of ${buckets.length}`}</Text>
        {shown.slice(said.start, said.end).map((b, offset) => (
          <SpokenItem
            key={b.resource}
            selected={win.start + said.start + offset === cursor}
            label={labels[said.start + offset] ?? ''}
          />
        ))}
      </Box>
    );
  }
  return (
    <Box ref={box} flexDirection="column">
      <Text dimColor wrap="truncate-end">
        {'  '}
        {fit(overflow ? `bucket (${cursor + 1}/${buckets.length})` : 'bucket', c.name)}{' '}
        {fit('left/limit', c.numbers, 'right')} {fit('used', c.used, 'right')} {fit('resets', c.reset, 'right')}{' '}
        {c.dry > 0 ? `${fit('dry', c.dry, 'right')} ` : ''}
        {fit('', c.bar)}
        {c.spark > 0 ? ` ${fit(`last ${spanLabel(historyWindowMs)}`, c.spark)}` : ''}
      </Text>
      {win.above > 0 && <Text dimColor>{`  ▲ ${win.above} more`}</Text>}
      {shown.map((b, offset) => {
        const color = LEVEL_COLOR[gaugeLevel(b.remaining, b.limit, thresholds)];
        return (
          <BucketRow
            key={b.resource}
            selected={win.start + offset === cursor}
            name={fit(b.resource, c.name)}
            color={color}
            numbers={fit(
              `${b.estimated ? '~' : ''}${formatCount(b.remaining)}/${formatCount(b.limit)}`,
              c.numbers,
              'right',
            )}
            used={fit(formatCount(b.used), c.used, 'right')}
            resetAtMs={windowOpen(b) ? b.reset * 1000 : undefined}
            resetWidth={c.reset}
            dry={c.dry > 0 ? `${fit(dryOf?.(b.resource) ?? '', c.dry, 'right')} ` : ''}
            bar={gaugeBar(b.remaining, b.limit, c.bar)}
            history={historyOf(b.resource)}
            historyWindowMs={historyWindowMs}
            sparkWidth={c.spark}
          />
        );
      })}
      {win.below > 0 && <Text dimColor>{`  ▼ ${win.below} more`}</Text>}
    </Box>
  );
}

/** A bucket nothing has counted against has no window open yet: its reset is only "a window from now". */
export function windowOpen(b: BucketSnapshot): boolean {
  return b.used > 0 || b.remaining < b.limit;
}

/** `5m`, `60m`, `24h`: the history span in the column title. */
function spanLabel(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return minutes > 60 ? `${Math.round(minutes / 60)}h` : `${minutes}m`;
}
