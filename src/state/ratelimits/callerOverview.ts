// One line per caller for the all-callers overview: who is closest to running out, so a user watching many
// credentials sees which one is at 0 without switching to it.

import type { CallerSnapshot, RateLimitCaller } from '../../service/rateLimitsPort.js';
import { remainingFraction } from './gauge.js';

export interface CallerSummary {
  id: string;
  /** The bucket with the smallest fraction remaining among those with a window open (core when none is open). */
  tightest?: { resource: string; remaining: number; limit: number };
  /** Buckets at 0 remaining. */
  exhausted: number;
}

export function summarizeCallers(
  callers: readonly RateLimitCaller[],
  snapshots: Readonly<Record<string, CallerSnapshot>>,
): CallerSummary[] {
  return callers.map((caller) => {
    const snapshot = snapshots[caller.id];
    if (!snapshot) return { id: caller.id, exhausted: 0 };
    const open = snapshot.buckets.filter((b) => b.used > 0 || b.remaining < b.limit);
    const candidates = open.length > 0 ? open : snapshot.buckets.filter((b) => b.resource === 'core');
    let tightest = candidates[0];
    for (const b of candidates)
      if (
        tightest === undefined ||
        remainingFraction(b.remaining, b.limit) < remainingFraction(tightest.remaining, tightest.limit)
      )
        tightest = b;
    const exhausted = snapshot.buckets.filter((b) => b.limit > 0 && b.remaining <= 0).length;
    return tightest
      ? {
          id: caller.id,
          tightest: { resource: tightest.resource, remaining: tightest.remaining, limit: tightest.limit },
          exhausted,
        }
      : { id: caller.id, exhausted };
  });
}
