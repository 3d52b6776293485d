// The client-side retry policy (docs/rate-limits.md), as a pure decision:
//   1. after a primary-limit error, no retry before `x-ratelimit-reset`;
//   2. after a secondary-limit error, wait `retry-after` seconds if present;
//   3. else, if `x-ratelimit-remaining` is 0, wait until the reset time;
//   4. else wait at least one minute;
//   5. on continued failures wait exponentially longer;
//   6. give up after a configurable number of retries, saying which limit and when it resets.
// Classification follows Octokit's throttling plugin (secondary by message first, then primary by remaining "0" or a
// GraphQL RATE_LIMITED error) and also accepts go-github's signal (documentation_url ending secondary-rate-limits).

/** A response as the policy needs it: status, lower-case headers, parsed body. */
export interface ResponseLike {
  status: number;
  headers: Readonly<Record<string, string | number | undefined>>;
  body?: unknown;
}

export type RateLimitClassification =
  | { limit: 'primary'; resource?: string; limitValue?: number; reset?: number; message: string }
  | {
      limit: 'secondary';
      retryAfterSeconds?: number;
      remaining?: number;
      reset?: number;
      resource?: string;
      message: string;
    };

export interface RetryPolicyOptions {
  /** Retries per request before giving up (rule 6). Default 3. */
  maxRetries: number;
  /** Rule 4's minimum wait. Default 60,000 ms. */
  secondaryMinimumWaitMs: number;
  /** Rule 5's multiplier per further failure. Default 2. */
  backoffFactor: number;
  /** Upper bound of a rule-5 wait (never below the wait rules 2-4 demand). Default 1 h. */
  maxBackoffMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicyOptions = {
  maxRetries: 3,
  secondaryMinimumWaitMs: 60_000,
  backoffFactor: 2,
  maxBackoffMs: 3_600_000,
};

export type RetryRule = 1 | 2 | 3 | 4 | 5 | 6;

export type RetryDecision =
  | { action: 'none' }
  | {
      action: 'retry';
      rule: Exclude<RetryRule, 6>;
      waitMs: number;
      retryAt: number;
      classification: RateLimitClassification;
    }
  | {
      action: 'give-up';
      rule: 6;
      classification: RateLimitClassification;
      message: string;
      /** When a retry would have been allowed (rules 1-5): a client that drops the request still waits until then. */
      limitedUntil: number;
    };

type RetryWait = { rule: Exclude<RetryRule, 6>; waitMs: number; retryAt: number };

function header(res: ResponseLike, name: string): string | undefined {
  const v = res.headers[name];
  return v === undefined ? undefined : String(v);
}

function intHeader(res: ResponseLike, name: string): number | undefined {
  const v = header(res, name);
  if (v === undefined || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

function bodyRecord(body: unknown): Record<string, unknown> | undefined {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined;
}

/** Whether the response is a rate-limit answer, and which. Null for anything else (including success). */
export function classifyRateLimit(res: ResponseLike): RateLimitClassification | null {
  const body = bodyRecord(res.body);
  const message = typeof body?.message === 'string' ? body.message : '';
  const docs = typeof body?.documentation_url === 'string' ? body.documentation_url : '';
  const errors = Array.isArray(body?.errors) ? (body.errors as unknown[]) : [];
  const graphqlLimited = errors.some((e) => bodyRecord(e)?.type === 'RATE_LIMITED');
  const resource = header(res, 'x-ratelimit-resource');
  const reset = intHeader(res, 'x-ratelimit-reset');
  const remaining = intHeader(res, 'x-ratelimit-remaining');
  if (res.status === 403 || res.status === 429) {
    if (/\bsecondary rate\b/i.test(message) || /(?:secondary-rate-limits|#abuse-rate-limits)$/.test(docs)) {
      const retryAfter = intHeader(res, 'retry-after');
      return {
        limit: 'secondary',
        // Rule 2 read literally: `retry-after: 0` is a wait of 0 s (Octokit falls back to 60 s; the spec does not).
        ...(retryAfter !== undefined && retryAfter >= 0 ? { retryAfterSeconds: retryAfter } : {}),
        ...(remaining !== undefined ? { remaining } : {}),
        ...(reset !== undefined ? { reset } : {}),
        ...(resource !== undefined ? { resource } : {}),
        message,
      };
    }
  }
  const statusMayBePrimary = res.status === 403 || res.status === 429 || (res.status === 200 && graphqlLimited);
  if (statusMayBePrimary && (header(res, 'x-ratelimit-remaining') === '0' || graphqlLimited)) {
    const limitValue = intHeader(res, 'x-ratelimit-limit');
    const graphqlMessage = errors.map((e) => bodyRecord(e)?.message).find((m): m is string => typeof m === 'string');
    return {
      limit: 'primary',
      ...(resource !== undefined ? { resource } : {}),
      ...(limitValue !== undefined ? { limitValue } : {}),
      ...(reset !== undefined ? { reset } : {}),
      message: message || graphqlMessage || 'API rate limit exceeded',
    };
  }
  return null;
}

/**
 * What to do after `response`, which arrived at `now` (epoch ms) for a request already retried `retries` times.
 * Pure: the same inputs give the same decision.
 */
export function decideRetry(
  response: ResponseLike,
  now: number,
  retries: number,
  options: Partial<RetryPolicyOptions> = {},
): RetryDecision {
  const policy = { ...DEFAULT_RETRY_POLICY, ...options };
  const classification = classifyRateLimit(response);
  if (classification === null) return { action: 'none' };
  const wait = retryWait(classification, now, retries, policy);
  if (retries >= policy.maxRetries) {
    return {
      action: 'give-up',
      rule: 6,
      classification,
      message: giveUpMessage(classification, retries),
      limitedUntil: wait.retryAt,
    };
  }
  return { action: 'retry', ...wait, classification };
}

/** Rules 1-5: how long to wait before retrying a request already retried `retries` times. */
function retryWait(
  classification: RateLimitClassification,
  now: number,
  retries: number,
  policy: RetryPolicyOptions,
): RetryWait {
  if (classification.limit === 'primary') {
    // Rule 1: the window's reset; with no reset header (should not happen), a minute.
    const retryAt =
      classification.reset !== undefined
        ? Math.max(now, classification.reset * 1000)
        : now + policy.secondaryMinimumWaitMs;
    return { rule: 1, waitMs: retryAt - now, retryAt };
  }
  let rule: 2 | 3 | 4;
  let waitMs: number;
  if (classification.retryAfterSeconds !== undefined) {
    rule = 2;
    waitMs = classification.retryAfterSeconds * 1000;
  } else if (classification.remaining === 0 && classification.reset !== undefined) {
    rule = 3;
    waitMs = Math.max(0, classification.reset * 1000 - now);
  } else {
    rule = 4;
    waitMs = policy.secondaryMinimumWaitMs;
  }
  if (retries > 0) {
    // Rule 5: the request failed again after a retry: double (by default) per further failure, never below what
    // rules 2-4 demand now, capped at maxBackoffMs unless those rules demand more.
    const backoff = Math.min(
      policy.maxBackoffMs,
      Math.max(waitMs, policy.secondaryMinimumWaitMs) * policy.backoffFactor ** retries,
    );
    if (backoff > waitMs) {
      waitMs = backoff;
      return { rule: 5, waitMs, retryAt: now + waitMs };
    }
  }
  return { rule, waitMs, retryAt: now + waitMs };
}

function isoSeconds(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toISOString().replace('.000Z', 'Z');
}

/** Rule 6's error text: which limit, and when it resets. */
export function giveUpMessage(c: RateLimitClassification, retries: number): string {
  const tries = `after ${retries} ${retries === 1 ? 'retry' : 'retries'}`;
  if (c.limit === 'primary') {
    const bucket =
      c.resource !== undefined ? ` (${c.resource}${c.limitValue !== undefined ? `, limit ${c.limitValue}` : ''})` : '';
    const when = c.reset !== undefined ? `; it resets at ${isoSeconds(c.reset)}` : '';
    return `Gave up ${tries}: primary rate limit exceeded${bucket}${when}.`;
  }
  const wait = c.retryAfterSeconds !== undefined ? `; GitHub asked to wait ${c.retryAfterSeconds} s` : '';
  const when = c.reset !== undefined ? `; the ${c.resource ?? 'primary'} window resets at ${isoSeconds(c.reset)}` : '';
  return `Gave up ${tries}: secondary rate limit exceeded${wait}${when}.`;
}
