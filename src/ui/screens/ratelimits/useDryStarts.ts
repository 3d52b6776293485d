// When each bucket of the selected caller last ran dry within the span shown (from the lasting per-minute history),
// as `HH:MM` by resource. The dry column's presence changes the layout, so the screen itself follows the clock here,
// but only this text: the countdowns and sparklines are leaves that follow it on their own.

import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { DryPeriod } from '../../../history/lastingHistory.js';
import type { BucketSnapshot } from '../../../service/rateLimitsPort.js';
import { formatClockTime } from '../../../state/ratelimits/countdown.js';
import type { RateLimitsTime } from '../../../state/ratelimits/rateLimitsStore.js';
import { dryWithin } from './DetailLine.js';

export function useDryStarts(
  time: StoreApi<RateLimitsTime>,
  buckets: readonly BucketSnapshot[],
  dryAll: (resource: string) => readonly DryPeriod[],
  historyWindowMs: number,
): Map<string, string> {
  const dryFrom = useStore(time, ({ now }) =>
    buckets.map((b) => String(dryWithin(dryAll(b.resource), now, historyWindowMs).at(-1)?.from ?? '')).join(','),
  ).split(',');
  const dryStart = new Map<string, string>();
  buckets.forEach((b, i) => {
    const from = dryFrom[i] ?? '';
    if (from !== '') dryStart.set(b.resource, formatClockTime(Number(from)).slice(0, 5));
  });
  return dryStart;
}
