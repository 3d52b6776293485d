// The rate-limit event log: limit hits, scheduled retries, give-ups. Counted requests are tallied, not listed
// (the simulator counts thousands a minute; the log is for what a user must notice).

import type { RateLimitEvent } from '../../service/rateLimitsPort.js';
import { formatClockTime } from './countdown.js';
import { textMatches } from '../listFilter.js';

export type NotableEvent = Exclude<RateLimitEvent, { type: 'request-counted' }>;

export interface LoggedEvent {
  /** Monotonic id, a stable React key. */
  seq: number;
  event: NotableEvent;
}

export const DEFAULT_LOG_SIZE = 200;

export function isNotable(event: RateLimitEvent): event is NotableEvent {
  return event.type !== 'request-counted';
}

/** Appends the notable events, newest last, keeping at most `max`. */
export function appendEvents(
  log: readonly LoggedEvent[],
  events: readonly RateLimitEvent[],
  nextSeq: number,
  max = DEFAULT_LOG_SIZE,
): { log: LoggedEvent[]; nextSeq: number } {
  const added: LoggedEvent[] = [];
  let seq = nextSeq;
  for (const event of events) if (isNotable(event)) added.push({ seq: seq++, event });
  if (added.length === 0) return { log: log as LoggedEvent[], nextSeq };
  const all = log.concat(added);
  return { log: all.length > max ? all.slice(all.length - max) : all, nextSeq: seq };
}

export type EventSeverity = 'error' | 'warning' | 'info';

export function eventSeverity(event: NotableEvent): EventSeverity {
  switch (event.type) {
    case 'primary-limit-hit':
    case 'gave-up':
      return 'error';
    case 'secondary-limit-hit':
      return 'warning';
    case 'retry-scheduled':
      return 'info';
  }
}

/** One line without the time and caller (the view adds those): what happened and what happens next. */
export function describeEvent(event: NotableEvent): string {
  const route = `${event.method} ${event.path}`;
  switch (event.type) {
    case 'primary-limit-hit':
      return `limit hit: ${event.resource} ${event.limit} used up, resets ${formatClockTime(event.reset * 1000)} · ${route}`;
    case 'secondary-limit-hit':
      return `secondary limit hit (${event.limitKind})${event.retryAfterSeconds !== undefined ? `, retry-after ${event.retryAfterSeconds}s` : ''} · ${route}`;
    case 'retry-scheduled':
      // The port's `reason` repeats the time in full; the limit and the retry rule say the same in a few words.
      return `retry ${event.attempt} scheduled for ${formatClockTime(event.retryAt)} (${event.limit} limit, rule ${event.rule}) · ${route}`;
    case 'gave-up':
      return (
        `gave up after ${event.attempts} attempt${event.attempts === 1 ? '' : 's'}: ${event.message}` +
        (event.heldUntil !== undefined && event.heldUntil > event.at
          ? `; holding until ${formatClockTime(event.heldUntil)}`
          : '')
      );
  }
}

/** The events the log's `/` filter lets through: by caller or any words of the event's line. */
export function filterEvents(log: readonly LoggedEvent[], filter: string): readonly LoggedEvent[] {
  if (filter.trim() === '') return log;
  return log.filter(({ event }) => textMatches(filter, event.callerId, describeEvent(event)));
}
