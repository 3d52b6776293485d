// Runs a request under the retry policy (src/domain/ratelimits/retryPolicy.ts) with an injected clock and sleep, so
// tests run on virtual time. Used by the GitHub backend and usable by any client of the emulator.

import type { Clock } from '../../domain/clock.js';
import { ServiceError } from '../../domain/errors.js';
import {
  decideRetry,
  type RateLimitClassification,
  type ResponseLike,
  type RetryPolicyOptions,
  type RetryRule,
} from '../../domain/ratelimits/retryPolicy.js';

export type RetryExecutorEvent =
  | {
      type: 'retry-scheduled';
      at: number;
      retryAt: number;
      attempt: number;
      rule: RetryRule;
      classification: RateLimitClassification;
    }
  | {
      type: 'gave-up';
      at: number;
      attempts: number;
      message: string;
      classification: RateLimitClassification;
      /** When a retry would have been allowed: a caller that drops the request still sends nothing it covers before. */
      limitedUntil: number;
    };

export interface RetryExecutorOptions extends Partial<RetryPolicyOptions> {
  clock: Clock;
  /** Resolves after `ms` (a virtual sleep advances a virtual clock). Rejects on abort. */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  onEvent?: (event: RetryExecutorEvent) => void;
  signal?: AbortSignal;
}

/**
 * The error of rule 6. `name` is `RateLimitExceeded` (primary) or `SecondaryRateLimitExceeded`; the message names the
 * limit and its reset; `retryAfterSeconds` is the wait the last answer asked for, when known.
 */
export function rateLimitGiveUpError(
  response: ResponseLike,
  classification: RateLimitClassification,
  message: string,
  now: number,
): ServiceError {
  const retryAfter =
    classification.limit === 'secondary' && classification.retryAfterSeconds !== undefined
      ? classification.retryAfterSeconds
      : classification.reset !== undefined
        ? Math.max(0, Math.ceil(classification.reset - now / 1000))
        : undefined;
  return new ServiceError({
    name: classification.limit === 'primary' ? 'RateLimitExceeded' : 'SecondaryRateLimitExceeded',
    service: 'github',
    httpStatus: response.status,
    message,
    ...(retryAfter !== undefined ? { retryAfterSeconds: retryAfter } : {}),
  });
}

/**
 * Sends with `send(attempt)` (attempt 0 is the first try) until the answer is not a rate-limit answer, waiting as the
 * policy says between tries; after `maxRetries` retries throws the rule-6 ServiceError. Non-rate-limit answers,
 * errors included, are returned as they are.
 */
export async function executeWithRetry<R extends ResponseLike>(
  send: (attempt: number) => Promise<R>,
  options: RetryExecutorOptions,
): Promise<R> {
  for (let retries = 0; ; retries += 1) {
    options.signal?.throwIfAborted();
    const response = await send(retries);
    const now = options.clock.now();
    const decision = decideRetry(response, now, retries, options);
    if (decision.action === 'none') return response;
    if (decision.action === 'give-up') {
      options.onEvent?.({
        type: 'gave-up',
        at: now,
        attempts: retries + 1,
        message: decision.message,
        classification: decision.classification,
        limitedUntil: decision.limitedUntil,
      });
      throw rateLimitGiveUpError(response, decision.classification, decision.message, now);
    }
    options.onEvent?.({
      type: 'retry-scheduled',
      at: now,
      retryAt: decision.retryAt,
      attempt: retries + 1,
      rule: decision.rule,
      classification: decision.classification,
    });
    // Sleep until the allowed time; if the sleep returns early (a coarse timer), sleep the rest: never send early.
    await options.sleep(decision.waitMs, options.signal);
    while (options.clock.now() < decision.retryAt)
      await options.sleep(decision.retryAt - options.clock.now(), options.signal);
  }
}

/**
 * The ResponseLike inside an Octokit `RequestError` (it carries `status` and `response.{headers,data}`), or undefined
 * when the error is not an HTTP answer. Lets the GitHub backend feed Octokit failures to the policy.
 */
export function responseFromOctokitError(error: unknown): ResponseLike | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { status?: unknown; response?: { headers?: unknown; data?: unknown } };
  if (typeof e.status !== 'number' || typeof e.response !== 'object' || e.response === null) return undefined;
  const headers = (
    typeof e.response.headers === 'object' && e.response.headers !== null ? e.response.headers : {}
  ) as Record<string, string | number | undefined>;
  return { status: e.status, headers, body: e.response.data };
}
