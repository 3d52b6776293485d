// The event log, newest first: limit hits, scheduled retries (for when), give-ups.

import { memo } from 'react';
import { formatCount } from '../../../domain/counts.js';
import { Box, Text } from 'ink';
import { formatClockTime } from '../../../state/ratelimits/countdown.js';
import { describeEvent, eventSeverity, type LoggedEvent } from '../../../state/ratelimits/eventLog.js';

const SEVERITY_COLOR = { error: 'red', warning: 'yellow', info: 'cyan' } as const;

/** With one row only the latest event shows, without the heading. `scroll` skips that many of the newest (j/k). */
/** Memoised: the screen's 1 s clock re-renders the screen, not the log (its props change with new events only). */
export const EventList = memo(function EventList({
  events,
  rows,
  width,
  counted,
  scroll = 0,
}: {
  events: readonly LoggedEvent[];
  rows: number;
  width: number;
  counted: number;
  scroll?: number;
}) {
  const heading = rows > 1;
  const room = Math.max(0, heading ? rows - 1 : rows);
  const skip = Math.min(scroll, Math.max(0, events.length - 1));
  const newestFirst = events.slice().reverse();
  const shown = newestFirst.slice(skip, skip + room);
  return (
    <Box flexDirection="column" width={width}>
      {heading && (
        <Text dimColor wrap="truncate-end">
          {`events ${formatCount(events.length)} · ${formatCount(counted)} requests counted${skip > 0 ? ` · ${formatCount(skip)} newer (k)` : ''}${skip + room < events.length ? ` · ${formatCount(events.length - skip - room)} older (j)` : ''}`}
        </Text>
      )}
      {shown.length === 0 ? (
        <Text dimColor> no limit events yet</Text>
      ) : (
        shown.map(({ seq, event }) => (
          <Text key={seq} wrap="truncate-end">
            <Text dimColor>{formatClockTime(event.at)} </Text>
            <Text>{event.callerId} </Text>
            <Text
              color={SEVERITY_COLOR[eventSeverity(event)]}
              aria-label={`${eventSeverity(event)}: ${describeEvent(event)}`}
            >
              {describeEvent(event)}
            </Text>
          </Text>
        ))
      )}
    </Box>
  );
});
