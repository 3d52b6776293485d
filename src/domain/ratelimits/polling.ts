// How often `GET /rate_limit` is read: the default interval, and the floor no watcher goes below (the call is free
// for the primary limit but counts toward the secondary points of its endpoint).
export const DEFAULT_POLL_INTERVAL_MS = 15_000;
export const MIN_POLL_INTERVAL_MS = 1_000;
