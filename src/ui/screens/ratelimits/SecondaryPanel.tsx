// The secondary limits of the selected caller: concurrency, points per minute, content creation per minute and
// hour, CPU time, OAuth token requests; `~` marks values the backend estimated.

import { useRef } from 'react';
import { Box, Text, useIsScreenReaderEnabled, type DOMElement } from 'ink';
import { SpokenItem } from '../../components/SpokenItem.js';
import { useMouseRows } from '../../mouse/MouseRows.js';
import { spokenCountdown, spokenLevel } from '../../spoken.js';
import type { SecondaryUsage } from '../../../service/rateLimitsPort.js';
import { formatCountdown } from '../../../state/ratelimits/countdown.js';
import { gaugeBar, gaugeLevel, LEVEL_COLOR, type GaugeThresholds } from '../../../state/ratelimits/gauge.js';
import { secondaryRows } from '../../../state/ratelimits/secondaryRows.js';
import { fit, truncate } from '../../text.js';
import { listWindow } from '../authorizations/windowing.js';
import { TimeText, useTimeText } from './liveTime.js';

/** `cursor` is the highlighted row when the panel is the main view (j/k scroll it on short terminals). */
export function SecondaryPanel({
  usage,
  width,
  rows,
  thresholds,
  cursor,
  onSelectRow,
}: {
  usage: SecondaryUsage;
  width: number;
  rows: number;
  thresholds: GaugeThresholds;
  cursor?: number;
  /** A click on a drawn row, while the panel has a cursor: its index among all the rows. */
  onSelectRow?: ((index: number) => void) | undefined;
}) {
  const all = secondaryRows(usage);
  const win = listWindow(cursor ?? 0, all.length, Math.max(1, rows - 1));
  const label = width >= 50 ? 20 : 17;
  const numbers = 13;
  const reset = 7;
  // Two columns for the cursor mark, then label, value, reset, bar and an optional note.
  const bar = Math.max(3, Math.min(20, width - 2 - label - numbers - reset - 5));
  const noteWidth = width - (2 + label + numbers + reset + bar + 5);
  const anyEstimated = all.some((r) => r.estimated);
  const shown = all.slice(win.start, win.end);
  const screenReader = useIsScreenReaderEnabled();
  // A click selects the row under it: below the column titles and the `▲ n more` row.
  const box = useRef<DOMElement>(null);
  useMouseRows(box, {
    firstRow: win.above > 0 ? 2 : 1,
    count: shown.length,
    select: (drawn) => onSelectRow?.(win.start + drawn),
    active: onSelectRow !== undefined && cursor !== undefined && !screenReader,
  });
  // The spoken countdowns are in the labels: in accessible mode the list re-renders when one of them changes.
  const spokenResets = useTimeText((now) =>
    screenReader
      ? shown.map((r) => (r.reset !== undefined ? spokenCountdown(r.reset * 1000, now) : '')).join('\u0000')
      : '',
  ).split('\u0000');
  if (screenReader)
    return (
      <Box flexDirection="column" aria-role="list">
        <Text>secondary limits</Text>
        {shown.map((r, offset) => (
          <SpokenItem
            key={r.key}
            selected={cursor !== undefined && win.start + offset === cursor}
            label={[
              `${r.label}: ${r.estimated ? 'about ' : ''}${r.text.replace('/', ' of ')} remaining`,
              ...(r.reset !== undefined ? [`resets ${spokenResets[offset] ?? ''}`] : []),
              spokenLevel(gaugeLevel(r.limit - r.value, r.limit, thresholds)),
              ...(r.note !== undefined ? [r.note] : []),
            ].join(', ')}
          />
        ))}
      </Box>
    );
  return (
    <Box ref={box} flexDirection="column" width={width}>
      <Text dimColor wrap="truncate-end">
        {fit(`  ${anyEstimated ? 'secondary (~ est.)' : 'secondary limit'}`, 2 + label)}{' '}
        {fit('left/limit', numbers, 'right')} {fit('resets', reset, 'right')}
      </Text>
      {win.above > 0 && <Text dimColor>{`  ▲ ${win.above} more`}</Text>}
      {shown.map((r, offset) => {
        const color = LEVEL_COLOR[gaugeLevel(r.limit - r.value, r.limit, thresholds)];
        const selected = cursor !== undefined && win.start + offset === cursor;
        // No reset: a constant blank, which need not follow the clock.
        const resetAtMs = r.reset !== undefined ? r.reset * 1000 : undefined;
        return (
          // The countdown is a text node of its own, as in the bucket table: a tick re-measures only it.
          <Box key={r.key}>
            <Text wrap="truncate-end">
              <Text color={selected ? 'cyan' : undefined}>{selected ? '› ' : '  '}</Text>
              <Text bold={selected}>{fit(r.label, label)}</Text>{' '}
              <Text color={color}>{fit(`${r.estimated ? '~' : ''}${r.text}`, numbers, 'right')}</Text>{' '}
            </Text>
            <Text>
              {resetAtMs !== undefined ? (
                <TimeText format={(now) => fit(formatCountdown(resetAtMs, now), reset, 'right')} />
              ) : (
                fit('', reset, 'right')
              )}
            </Text>
            <Text wrap="truncate-end">
              {' '}
              <Text color={color}>{gaugeBar(r.limit - r.value, r.limit, bar)}</Text>
              {r.note !== undefined && noteWidth > 4 ? (
                <Text dimColor>{` ${truncate(r.note, noteWidth - 1)}`}</Text>
              ) : null}
            </Text>
          </Box>
        );
      })}
      {win.below > 0 && <Text dimColor>{`  ▼ ${win.below} more`}</Text>}
    </Box>
  );
}
