// Every caller side by side with the shown one (very wide terminals): its tightest bucket as a small bar. A click on
// a caller shows it, as `c` and `C` step to it.

import { memo, useRef } from 'react';
import { Box, Text, useIsScreenReaderEnabled, type DOMElement } from 'ink';
import { SpokenItem } from '../../components/SpokenItem.js';
import { useMouseRows } from '../../mouse/MouseRows.js';
import { spokenLevel } from '../../spoken.js';
import type { CallerSnapshot, RateLimitCaller } from '../../../service/rateLimitsPort.js';
import { summarizeCallers } from '../../../state/ratelimits/callerOverview.js';
import { gaugeBar, gaugeLevel, LEVEL_COLOR, type GaugeThresholds } from '../../../state/ratelimits/gauge.js';
import { fit } from '../../text.js';

/** Memoised: the screen's 1 s clock does not re-render it (its props change with snapshots and settings only). */
export const CallersOverview = memo(function CallersOverview(props: {
  callers: readonly RateLimitCaller[];
  snapshots: Readonly<Record<string, CallerSnapshot>>;
  selectedId: string | undefined;
  width: number;
  rows: number;
  thresholds: GaugeThresholds;
  /** A click on a drawn caller: its index in `callers` (stable, or the memo is lost). Absent: clicks do nothing. */
  onSelectRow?: ((index: number) => void) | undefined;
}) {
  const { width, thresholds, onSelectRow } = props;
  const name = Math.max(6, width - 16);
  const screenReader = useIsScreenReaderEnabled();
  const box = useRef<DOMElement>(null);
  useMouseRows(box, {
    firstRow: 1,
    count: Math.min(props.callers.length, Math.max(1, props.rows - 1)),
    select: (drawn) => onSelectRow?.(drawn),
    active: onSelectRow !== undefined && !screenReader,
  });
  if (screenReader)
    return (
      <Box flexDirection="column" aria-role="list">
        <Text>callers (tightest bucket)</Text>
        {summarizeCallers(props.callers, props.snapshots)
          .slice(0, Math.max(1, props.rows - 1))
          .map((c) => {
            const t = c.tightest;
            const tightest =
              t !== undefined
                ? `${t.resource} ${t.limit > 0 ? Math.round((Math.max(0, t.remaining) / t.limit) * 100) : 0}% remaining, ${spokenLevel(gaugeLevel(t.remaining, t.limit, thresholds))}`
                : 'no snapshot yet';
            const exhausted = c.exhausted > 0 ? `, ${c.exhausted} exhausted` : '';
            return (
              <SpokenItem key={c.id} selected={c.id === props.selectedId} label={`${c.id}: ${tightest}${exhausted}`} />
            );
          })}
      </Box>
    );
  return (
    <Box ref={box} flexDirection="column" width={width}>
      <Text dimColor wrap="truncate-end">
        {fit('callers (tightest bucket)', width)}
      </Text>
      {summarizeCallers(props.callers, props.snapshots)
        .slice(0, Math.max(1, props.rows - 1))
        .map((c) => {
          const selected = c.id === props.selectedId;
          const t = c.tightest;
          const color = t ? LEVEL_COLOR[gaugeLevel(t.remaining, t.limit, thresholds)] : 'gray';
          const percent = t && t.limit > 0 ? `${Math.round((Math.max(0, t.remaining) / t.limit) * 100)}%` : '';
          return (
            <Text key={c.id} wrap="truncate-end">
              <Text color={selected ? 'cyan' : undefined}>{selected ? '› ' : '  '}</Text>
              <Text bold={selected}>{fit(c.id, name)}</Text>
              <Text
                color={color}
              >{` ${t ? gaugeBar(t.remaining, t.limit, 6) : '      '} ${fit(percent, 4, 'right')}`}</Text>
              <Text color="red">{c.exhausted > 0 ? '!' : ' '}</Text>
            </Text>
          );
        })}
    </Box>
  );
});
