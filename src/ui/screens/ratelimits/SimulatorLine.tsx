// Engine mode: the traffic simulator. The first line says whether it runs, its rate and its counts (first, so they
// stay visible at 80 columns; numbers with thousands separators, short labels). The second line (when the layout
// gives it one) says per caller what the simulator is doing (sending, backing off until a time and why: which limit,
// which retry rule; gave up, and until when it still waits; idle, and why), then who it sends as and the mix; a short
// terminal gets one line, where those come before the counts (the mix is what a user changes there), after what the
// callers that are not sending do.

import { memo } from 'react';
import { Box, Text } from 'ink';
import type { SimulatorCallerActivity, SimulatorState } from '../../../service/rateLimitsPort.js';
import { formatClockTime } from '../../../state/ratelimits/countdown.js';
import { describeMix, presetOf } from '../../../state/ratelimits/simulatorControls.js';

const count = (n: number): string => Math.round(n).toLocaleString('en-US');

/** The counts, in the words that fit: `sent 12,345 ok 12,000 lim 345 retry 40 gave up 0`. */
export function simulatorCounts(sim: SimulatorState): string {
  const s = sim.stats;
  return `sent ${count(s.sent)} ok ${count(s.allowed)} lim ${count(s.primaryLimited + s.secondaryLimited)} retry ${count(s.retriesScheduled)} gave up ${count(s.gaveUp)}`;
}

/** One caller's activity in words: `alice-pat backing off until 12:01:00 (secondary content/min, rule 3)`. */
export function describeActivity(a: SimulatorCallerActivity): string {
  switch (a.state) {
    case 'sending':
      return `${a.callerId} sending`;
    case 'idle':
      return `${a.callerId} idle${a.reason !== undefined ? ` (${a.reason})` : ''}`;
    case 'backing-off': {
      const why = [a.limit !== undefined ? `${a.limit} ${a.limitOn ?? ''}`.trim() : undefined]
        .concat(a.rule !== undefined ? [`rule ${a.rule}`] : [])
        .filter((x): x is string => x !== undefined)
        .join(', ');
      const until = a.until !== undefined ? ` until ${formatClockTime(a.until)}` : '';
      return `${a.callerId} backing off${until}${why !== '' ? ` (${why})` : ''}`;
    }
    case 'gave-up': {
      const at = a.at !== undefined ? ` at ${formatClockTime(a.at)}` : '';
      const on = a.limitOn !== undefined ? ` (${a.limit ?? ''} ${a.limitOn})` : '';
      const waiting = a.until !== undefined ? `, waiting until ${formatClockTime(a.until)}` : '';
      return `${a.callerId} gave up${at}${on}${waiting}`;
    }
  }
}

/** Memoised: the screen's 1 s clock re-renders the screen, not this line (its props change with the simulator only). */
export const SimulatorLine = memo(function SimulatorLine({
  sim,
  width,
  rows = 1,
  selectedCallerId,
}: {
  sim: SimulatorState;
  width: number;
  /** 2: a second line with what it does per caller. */
  rows?: number;
  /** Listed first on the activity line. */
  selectedCallerId?: string;
}) {
  const preset = presetOf(sim.mix);
  const mix = preset ? preset.name : describeMix(sim.mix);
  const as = sim.callerIds.length === 0 ? 'no caller' : sim.callerIds.join(',');
  const activity = [...(sim.activity ?? [])].sort(
    (a, b) => Number(b.callerId === selectedCallerId) - Number(a.callerId === selectedCallerId),
  );
  const doing = activity.map(describeActivity).join(' · ') || 'no caller to send as';
  // One line only (a short terminal): the callers that are not sending come first, or the line would look hung.
  const waiting = activity
    .filter((a) => a.state !== 'sending')
    .map(describeActivity)
    .join(' · ');
  const setup = `as ${as} · mix ${mix}`;
  return (
    <Box flexDirection="column" width={width}>
      <Text wrap="truncate-end">
        <Text
          color={sim.running ? 'green' : 'gray'}
          bold
          aria-label={sim.running ? 'Simulator running, ' : 'Simulator stopped, '}
        >
          {sim.running ? '● sim running' : '○ sim stopped'}
        </Text>
        <Text
          aria-label={`${count(sim.ratePerSecond)} requests per second; `}
        >{` ${count(sim.ratePerSecond)}/s · `}</Text>
        {rows < 2 && sim.running && waiting !== '' ? <Text color="yellow">{`${waiting} · `}</Text> : null}
        {rows < 2 ? <Text>{`${setup} · `}</Text> : null}
        <Text dimColor>{simulatorCounts(sim)}</Text>
      </Text>
      {rows >= 2 ? (
        <Text wrap="truncate-end">
          {sim.running ? (
            <Text color={activity.some((a) => a.state !== 'sending') ? 'yellow' : undefined}>{`  ${doing} · `}</Text>
          ) : (
            '  '
          )}
          <Text>{setup}</Text>
        </Text>
      ) : null}
    </Box>
  );
});
