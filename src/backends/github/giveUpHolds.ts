// What a caller of the GitHub backend still waits out after giving a request up (retry rule 6). The request is
// dropped, not the wait: until a retry would have been allowed, nothing the limit covers is sent as that caller, so
// a script or the explorer's poll does not go on sending into a spent budget (GitHub: "continuing to send requests
// while limited can get an integration banned").
import { isRateLimitStatusRequest, resourceForRequest } from '../../domain/ratelimits/resources.js';

export interface GiveUpHold {
  limit: 'primary' | 'secondary';
  /** primary: the bucket that ran out (a secondary limit covers the whole caller). */
  resource?: string;
  /** Epoch ms: nothing covered is sent before. */
  until: number;
  /** Epoch ms of the give-up. */
  at: number;
  /** The status of the answer given up (403 or 429). */
  status: number;
}

export class GiveUpHolds {
  private secondary: GiveUpHold | undefined;
  private readonly primary = new Map<string, GiveUpHold>();

  add(hold: GiveUpHold): void {
    if (hold.limit === 'secondary') {
      if (this.secondary === undefined || hold.until > this.secondary.until) this.secondary = hold;
      return;
    }
    const resource = hold.resource ?? 'core';
    const current = this.primary.get(resource);
    if (current === undefined || hold.until > current.until) this.primary.set(resource, hold);
  }

  /** The hold that keeps `method path` from being sent at `now`, if any (the one that lasts longer). */
  covering(method: string, path: string, now: number): GiveUpHold | undefined {
    if (this.secondary !== undefined && this.secondary.until <= now) this.secondary = undefined;
    const secondary = this.secondary;
    let primary: GiveUpHold | undefined;
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
