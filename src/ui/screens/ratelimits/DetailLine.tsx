// The line under the buckets: the selected bucket in words, when it last ran dry within the zoomed span, and its
// history over that span filling the rest of the line. Its text depends on the time, so it reads the clock itself:
// a tick re-renders this line alone.

import { Text } from 'ink';
import type { BucketSnapshot } from '../../../service/rateLimitsPort.js';
import { formatClockTime } from '../../../state/ratelimits/countdown.js';
import { sparkline, type Sample } from '../../../state/ratelimits/history.js';
import type { DryPeriod, HistoryZoom } from '../../../history/lastingHistory.js';
import { windowOpen } from './BucketTable.js';
import { useTimeText } from './liveTime.js';

export interface HistorySpan {
  zoom: HistoryZoom;
  windowMs: number;
}

/** The dry periods that still reach into the span shown at `now`. */
export function dryWithin(periods: readonly DryPeriod[], now: number, windowMs: number): DryPeriod[] {
  return periods.filter((p) => (p.until ?? now) >= now - windowMs);
}

export function DetailLine({
  bucket,
  history,
  dry,
  span,
  width,
  screenReader,
}: {
  bucket: BucketSnapshot | undefined;
  history: readonly Sample[];
  /** All dry periods of the bucket; those out of the span are left out as time passes. */
  dry: readonly DryPeriod[];
  span: HistorySpan;
  width: number;
  screenReader: boolean;
}) {
  const text = useTimeText((now) =>
    bucket ? detailLine(bucket, history, dryWithin(dry, now, span.windowMs), span, now, width) : ' ',
  );
  const spoken = useTimeText((now) =>
    screenReader && bucket ? detailLine(bucket, [], dryWithin(dry, now, span.windowMs), span, now, 0) : ' ',
  );
  return (
    <Text wrap="truncate-end" dimColor {...(screenReader ? { 'aria-label': spoken } : {})}>
      {text}
    </Text>
  );
}

function detailLine(
  bucket: BucketSnapshot,
  history: readonly Sample[],
  dry: readonly DryPeriod[],
  span: HistorySpan,
  now: number,
  width: number,
): string {
  const window = bucket.window === 'hour' ? 'hourly' : 'per-minute';
  const when = windowOpen(bucket)
    ? `resets ${formatClockTime(bucket.reset * 1000)} UTC`
    : 'opens at the first counted request';
  const last = dry[dry.length - 1];
  const hhmm = (ms: number) => formatClockTime(ms).slice(0, 5);
  const dryText =
    last === undefined
      ? ''
      : last.until !== undefined
        ? ` · dry ${hhmm(last.from)}–${hhmm(last.until)}`
        : ` · dry since ${hhmm(last.from)}`;
  const text = `${bucket.resource}: ${window} window, ${when}${bucket.estimated ? ', estimated' : ''}${dryText} · ${span.zoom} `;
  const room = Math.min(40, width - [...text].length);
  return room >= 5 ? text + sparkline(history, { now, windowMs: span.windowMs, width: room }) : text;
}
