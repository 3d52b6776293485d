// The response headers of a decision: `x-ratelimit-*` of the request's bucket (docs/rate-limits.md) and
// `retry-after` when the engine knows the wait.
import type { Decision, RateInfo } from './types.js';

export function rateLimitHeaders(rate: RateInfo): Record<string, string> {
  return {
    'x-ratelimit-limit': String(rate.limit),
    'x-ratelimit-remaining': String(rate.remaining),
    'x-ratelimit-used': String(rate.used),
    'x-ratelimit-reset': String(rate.reset),
    'x-ratelimit-resource': rate.resource,
  };
}

/** Every rate-limit header for the decision; rejections before a bucket applies carry none. */
export function decisionHeaders(decision: Decision): Record<string, string> {
  const headers = decision.rate !== undefined ? rateLimitHeaders(decision.rate) : {};
  if (decision.retryAfterSeconds !== undefined && decision.outcome !== 'allowed')
    headers['retry-after'] = String(decision.retryAfterSeconds);
  return headers;
}
