// Threshold alerts: a bucket alerts when its remaining share falls to or below the warning or the critical threshold,
// once per crossing. It may alert again only after it has climbed back above that threshold (a reset does that), so
// a bucket that sits at 5% across a hundred polls alerts once, not a hundred times.

export type AlertLevel = 'ok' | 'warning' | 'critical';

export interface AlertThresholds {
  warningPercent: number;
  criticalPercent: number;
}

export interface AlertBucket {
  resource: string;
  limit: number;
  remaining: number;
  /** UTC epoch seconds. */
  reset: number;
}

export interface AlertCrossing {
  /** Who the bucket belongs to: a fingerprint or a label, never a token. */
  caller: string;
  resource: string;
  level: Exclude<AlertLevel, 'ok'>;
  remaining: number;
  limit: number;
  reset: number;
}

const RANK: Record<AlertLevel, number> = { ok: 0, warning: 1, critical: 2 };

export function alertLevel(bucket: Pick<AlertBucket, 'limit' | 'remaining'>, thresholds: AlertThresholds): AlertLevel {
  // A bucket with no budget at all (unauthenticated GraphQL) is not running dry: there is nothing to spend.
  if (bucket.limit <= 0) return 'ok';
  const percent = (bucket.remaining / bucket.limit) * 100;
  if (percent <= thresholds.criticalPercent) return 'critical';
  if (percent <= thresholds.warningPercent) return 'warning';
  return 'ok';
}

export class ThresholdAlerts {
  private readonly levels = new Map<string, AlertLevel>();

  /** A function is read at every observation, so a change of the settings reaches the next crossing. */
  constructor(private readonly thresholds: AlertThresholds | (() => AlertThresholds)) {}

  /** The crossings since the last observation of these buckets (a first observation crosses from `ok`). */
  observe(caller: string, buckets: readonly AlertBucket[]): AlertCrossing[] {
    const out: AlertCrossing[] = [];
    const thresholds = typeof this.thresholds === 'function' ? this.thresholds() : this.thresholds;
    for (const bucket of buckets) {
      const key = `${caller}\u0000${bucket.resource}`;
      const before = this.levels.get(key) ?? 'ok';
      const now = alertLevel(bucket, thresholds);
      this.levels.set(key, now);
      if (now !== 'ok' && RANK[now] > RANK[before]) {
        out.push({
          caller,
          resource: bucket.resource,
          level: now,
          remaining: bucket.remaining,
          limit: bucket.limit,
          reset: bucket.reset,
        });
      }
    }
    return out;
  }
}

/** One line for a person: `warning: core of caller 1a2b3c4d at 20% (1000/5000 left), resets 12:00:00Z`. */
export function describeCrossing(c: AlertCrossing): string {
  const percent = c.limit > 0 ? Math.floor((c.remaining / c.limit) * 100) : 0;
  const reset = new Date(c.reset * 1000).toISOString().slice(11, 19);
  return `${c.level}: ${c.resource} of caller ${c.caller} at ${percent}% (${c.remaining}/${c.limit} left), resets ${reset}Z`;
}
