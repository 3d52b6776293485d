// What a caller of the GitHub backend waits out after a rate-limit answer (retry rule 6: "continuing to send requests
// while limited may lead to a ban"). While a request waits to be retried (rules 1-5), and after one is given up until
// a retry would have been allowed, nothing else the limit covers is sent as that caller: a script's other requests or
// the explorer's poll do not go on sending into a spent budget. The simulator holds its callers the same way.
import { isRateLimitStatusRequest, resourceForRequest } from '../../domain/ratelimits/resources.js';

export interface LimitHold {
  /** A request waits to be retried until `until`, or one was given up (the wait is kept). */
  cause: 'retrying' | 'gave-up';
  limit: 'primary' | 'secondary';
  /** primary: the bucket that ran out (a secondary limit covers the whole caller). */
  resource?: string;
  /** Epoch ms: nothing covered is sent before. */
  until: number;
  /** Epoch ms of the answer that set the hold. */
  at: number;
  /** The status of that answer (403 or 429). */
  status: number;
}

export class LimitHolds {
  private secondary: LimitHold | undefined;
  private readonly primary = new Map<string, LimitHold>();

  add(hold: LimitHold): void {
    if (hold.limit === 'secondary') {
      if (this.secondary === undefined || hold.until > this.secondary.until) this.secondary = hold;
      return;
    }
    const resource = hold.resource ?? 'core';
    const current = this.primary.get(resource);
    if (current === undefined || hold.until > current.until) this.primary.set(resource, hold);
  }

  /** The hold that keeps `method path` from being sent at `now`, if any (the one that lasts longer). */
  covering(method: string, path: string, now: number): LimitHold | undefined {
    if (this.secondary !== undefined && this.secondary.until <= now) this.secondary = undefined;
    const secondary = this.secondary;
    let primary: LimitHold | undefined;
    // `GET /rate_limit` is free for the primary limit (it still counts for the secondary ones).
    if (!isRateLimitStatusRequest(method, path)) {
      const resource = resourceForRequest(method, path);
      primary = this.primary.get(resource);
      if (primary !== undefined && primary.until <= now) {
        this.primary.delete(resource);
        primary = undefined;
      }
    }
    if (secondary === undefined) return primary;
    if (primary === undefined) return secondary;
    return primary.until > secondary.until ? primary : secondary;
  }
}
