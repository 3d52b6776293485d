// What a client waits out after rate-limit answers (retry rules 1-6): a secondary limit holds everything the caller
// sends, a primary limit the bucket that ran out, each until a retry is (or would have been) allowed. The GitHub
// backend and the traffic simulator keep one per caller, so both hold back the same requests for the same time.
// Holds are kept past their end (at most one per bucket and one secondary): a simulator asks about earlier times
// than its clock shows while it catches up.

export interface LimitHoldBase {
  limit: 'primary' | 'secondary';
  /** primary: the bucket that ran out (a secondary limit covers the whole caller). */
  resource?: string;
  /** Epoch ms: nothing covered is sent before. */
  until: number;
}

export class LimitHolds<H extends LimitHoldBase> {
  private whole: H | undefined;
  private readonly buckets = new Map<string, H>();

  /** Keeps the hold if it lasts at least as long as the one it would replace (a newer answer names the cause). */
  add(hold: H): void {
    if (hold.limit === 'secondary') {
      if (this.whole === undefined || hold.until >= this.whole.until) this.whole = hold;
      return;
    }
    const resource = hold.resource ?? 'core';
    const current = this.buckets.get(resource);
    if (current === undefined || hold.until >= current.until) this.buckets.set(resource, hold);
  }

  /** The secondary hold on everything, while it lasts at `now`. */
  secondary(now: number): H | undefined {
    return this.whole !== undefined && this.whole.until > now ? this.whole : undefined;
  }

  /**
   * The hold that keeps a request to `resource` from being sent at `now` (the one that lasts longer), if any.
   * `undefined` for a request no bucket counts (`GET /rate_limit`): only a secondary hold covers it.
   */
  covering(resource: string | undefined, now: number): H | undefined {
    const whole = this.secondary(now);
    const bucket = resource === undefined ? undefined : this.buckets.get(resource);
    const primary = bucket !== undefined && bucket.until > now ? bucket : undefined;
    if (whole === undefined) return primary;
    if (primary === undefined) return whole;
    return primary.until > whole.until ? primary : whole;
  }

  /** The bucket hold that lasts longest at `now` (the first held of equals). */
  longestBucket(now: number): H | undefined {
    let longest: H | undefined;
    for (const hold of this.buckets.values()) {
      if (hold.until > now && (longest === undefined || hold.until > longest.until)) longest = hold;
    }
    return longest;
  }
}

/** The reason of the rule-6 `retry-scheduled` event: a retry came due while `hold` (a later answer's) still lasts. */
export function retryHeldReason(hold: LimitHoldBase): string {
  return `rule 6: held by a later ${hold.limit} limit until ${new Date(hold.until).toISOString()}; the retry waits for it`;
}
