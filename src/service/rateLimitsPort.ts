// The rate-limit port (area D). Placeholder shape, refined by the rate-limit work (issue 3).

export interface RateLimitCaller {
  id: string;
  /** A display label that never contains the token: kind plus a short fingerprint. */
  label: string;
}

export interface RateLimitsPort {
  listCallers(): Promise<RateLimitCaller[]>;
}
