// Reading GitHub's rate-limit reports: the x-ratelimit-* headers of any response and the GET /rate_limit body.
// Both are read defensively: a missing or non-numeric field means "not reported", never a crash.

export interface BucketReport {
  resource: string;
  limit: number;
  used: number;
  remaining: number;
  /** End of the window, UTC epoch seconds. */
  reset: number;
}

function integer(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? Math.trunc(n) : undefined;
}

/**
 * The bucket the response counted against. Without `x-ratelimit-resource` (older GHES) the bucket is `core`.
 * `used` is derived from limit - remaining when the header is absent (GitHub added it later).
 */
export function parseRateLimitHeaders(headers: Readonly<Record<string, string | undefined>>): BucketReport | undefined {
  const limit = integer(headers['x-ratelimit-limit']);
  const remaining = integer(headers['x-ratelimit-remaining']);
  const reset = integer(headers['x-ratelimit-reset']);
  if (limit === undefined || remaining === undefined || reset === undefined) return undefined;
  const used = integer(headers['x-ratelimit-used']) ?? Math.max(0, limit - remaining);
  const resource = headers['x-ratelimit-resource']?.trim() || 'core';
  return { resource, limit, used, remaining, reset };
}

/** `resources` of a GET /rate_limit body, one report per well-formed bucket; `rate` (deprecated) is ignored. */
export function parseRateLimitBody(body: unknown): BucketReport[] | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const resources = (body as { resources?: unknown }).resources;
  if (typeof resources !== 'object' || resources === null) return undefined;
  const reports: BucketReport[] = [];
  for (const [resource, item] of Object.entries(resources as Record<string, unknown>)) {
    if (typeof item !== 'object' || item === null) continue;
    const fields = item as Record<string, unknown>;
    const limit = integer(fields.limit);
    const remaining = integer(fields.remaining);
    const reset = integer(fields.reset);
    if (limit === undefined || remaining === undefined || reset === undefined) continue;
    const used = integer(fields.used) ?? Math.max(0, limit - remaining);
    reports.push({ resource, limit, used, remaining, reset });
  }
  return reports;
}
