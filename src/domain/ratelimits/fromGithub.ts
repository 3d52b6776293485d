// For the GitHub backend: turn what GitHub reports (the `GET /rate_limit` body, the x-ratelimit-* headers of any
// response) into the port's bucket snapshots. Pure. Buckets GitHub reports are not estimates; the window of a bucket
// not in RESOURCE_WINDOW is inferred from how far its reset is (per-minute buckets reset within about 60 s).

import { RESOURCES, RESOURCE_WINDOW, type RateLimitResource, type WindowName } from './resources.js';

/** A bucket as GitHub reported it (the port's BucketSnapshot, with any bucket name GitHub sends). */
export interface ReportedBucket {
  resource: string;
  limit: number;
  used: number;
  remaining: number;
  reset: number;
  window: WindowName;
  estimated: false;
}

const KNOWN = new Set<string>(RESOURCES);

function windowOf(resource: string, reset: number, nowMs: number): WindowName {
  if (KNOWN.has(resource)) return RESOURCE_WINDOW[resource as RateLimitResource];
  return reset * 1000 - nowMs <= 120_000 ? 'minute' : 'hour';
}

function isItem(v: unknown): v is { limit: number; used?: number; remaining: number; reset: number } {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return typeof o.limit === 'number' && typeof o.remaining === 'number' && typeof o.reset === 'number';
}

/**
 * Buckets from a `GET /rate_limit` body, in the body's order, skipping malformed items. Unknown bucket names
 * (GitHub adds some, e.g. `audit_log_streaming`) are kept with their name; `used` defaults to limit - remaining.
 */
export function bucketsFromRateLimitBody(body: unknown, nowMs: number): ReportedBucket[] {
  const resources = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).resources : undefined;
  if (typeof resources !== 'object' || resources === null) return [];
  const out: ReportedBucket[] = [];
  for (const [resource, item] of Object.entries(resources)) {
    if (!isItem(item)) continue;
    out.push({
      resource,
      limit: item.limit,
      used: typeof item.used === 'number' ? item.used : Math.max(0, item.limit - item.remaining),
      remaining: item.remaining,
      reset: item.reset,
      window: windowOf(resource, item.reset, nowMs),
      estimated: false,
    });
  }
  return out;
}

/** The bucket described by a response's x-ratelimit-* headers (lower-case names), or undefined if they are absent. */
export function bucketFromHeaders(
  headers: Readonly<Record<string, string | number | undefined>>,
  nowMs: number,
): ReportedBucket | undefined {
  const num = (name: string): number | undefined => {
    const v = headers[name];
    if (v === undefined || String(v).trim() === '') return undefined;
    const n = Number(v);
    return Number.isFinite(n) ? n : undefined;
  };
  const limit = num('x-ratelimit-limit');
  const remaining = num('x-ratelimit-remaining');
  const reset = num('x-ratelimit-reset');
  if (limit === undefined || remaining === undefined || reset === undefined) return undefined;
  const resource = headers['x-ratelimit-resource'] !== undefined ? String(headers['x-ratelimit-resource']) : 'core';
  return {
    resource,
    limit,
    used: num('x-ratelimit-used') ?? Math.max(0, limit - remaining),
    remaining,
    reset,
    window: windowOf(resource, reset, nowMs),
    estimated: false,
  };
}
