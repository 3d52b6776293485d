// The secondary limits of the selected caller: concurrency, points per minute, content creation per minute and
// hour, CPU time, OAuth token requests; `~` marks values the backend estimated.

import { Box, Text } from 'ink';
import type { SecondaryUsage } from '../../../service/rateLimitsPort.js';
import { formatCountdown } from '../../../state/rateLimits/countdown.js';
import { gaugeBar, gaugeLevel, LEVEL_COLOR, type GaugeThresholds } from '../../../state/rateLimits/gauge.js';
import { secondaryRows } from '../../../state/rateLimits/secondaryRows.js';
import { fit, truncate } from '../../text.js';

export function SecondaryPanel({ usage, width, rows, now, thresholds }: { usage: SecondaryUsage; width: number; rows: number; now: number; thresholds: GaugeThresholds }) {
  const all = secondaryRows(usage);
  const label = width >= 50 ? 20 : 17;
  const numbers = 13;
  const reset = 7;
  const bar = Math.max(3, Math.min(20, width - label - numbers - reset - 5));
  const noteWidth = width - (label + numbers + reset + bar + 5);
  const anyEstimated = all.some((r) => r.estimated);
  return (
    <Box flexDirection="column" width={width}>
      <Text dimColor wrap="truncate-end">
        {fit(`secondary limits${anyEstimated ? ' (~ estimated)' : ''}`, label + numbers + 1)} {fit('resets', reset, 'right')}
      </Text>
      {all.slice(0, Math.max(1, rows - 1)).map((r) => {
        const color = LEVEL_COLOR[gaugeLevel(r.limit - r.value, r.limit, thresholds)];
        return (
          <Text key={r.key} wrap="truncate-end">
            {fit(r.label, label)} <Text color={color}>{fit(`${r.estimated ? '~' : ''}${r.text}`, numbers, 'right')}</Text>{' '}
            {fit(r.reset !== undefined ? formatCountdown(r.reset * 1000, now) : '', reset, 'right')}{' '}
            <Text color={color}>{gaugeBar(r.limit - r.value, r.limit, bar)}</Text>
            {r.note !== undefined && noteWidth > 4 ? <Text dimColor>{` ${truncate(r.note, noteWidth - 1)}`}</Text> : null}
          </Text>
        );
      })}
    </Box>
  );
}
