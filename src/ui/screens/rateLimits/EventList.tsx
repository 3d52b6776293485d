// The event log, newest first: limit hits, scheduled retries (for when), give-ups.

import { Box, Text } from 'ink';
import { formatClockTime } from '../../../state/rateLimits/countdown.js';
import { describeEvent, eventSeverity, type LoggedEvent } from '../../../state/rateLimits/eventLog.js';

const SEVERITY_COLOR = { error: 'red', warning: 'yellow', info: 'cyan' } as const;

/** With one row only the latest event shows, without the heading. */
export function EventList({ events, rows, width, counted }: { events: readonly LoggedEvent[]; rows: number; width: number; counted: number }) {
  const heading = rows > 1;
  const shown = events.slice(-Math.max(0, heading ? rows - 1 : rows)).reverse();
  return (
    <Box flexDirection="column" width={width}>
      {heading && <Text dimColor wrap="truncate-end">{`events (${events.length} logged, ${counted.toLocaleString('en-US')} requests counted)`}</Text>}
      {shown.length === 0 ? (
        <Text dimColor>  no limit events yet</Text>
      ) : (
        shown.map(({ seq, event }) => (
          <Text key={seq} wrap="truncate-end">
            <Text dimColor>{formatClockTime(event.at)} </Text>
            <Text>{event.callerId} </Text>
            <Text color={SEVERITY_COLOR[eventSeverity(event)]}>{describeEvent(event)}</Text>
          </Text>
        ))
      )}
    </Box>
  );
}
