// The x-ratelimit-* headers of a decision. TEMPORARY: the engine (issue 3) owns `decisionHeaders`; this file goes
// as soon as the engine implementation is merged.
import type { Decision, RateInfo } from '../../engine/ratelimits/types.js';

export function rateInfoHeaders(rate: RateInfo): Record<string, string> {
  return {
    'x-ratelimit-limit': String(rate.limit),
    'x-ratelimit-remaining': String(rate.remaining),
    'x-ratelimit-used': String(rate.used),
    'x-ratelimit-reset': String(rate.reset),
    'x-ratelimit-resource': rate.resource,
  };
}

export function decisionHeaders(decision: Decision): Record<string, string> {
  const headers = decision.rate !== undefined ? rateInfoHeaders(decision.rate) : {};
  if (decision.retryAfterSeconds !== undefined) headers['retry-after'] = String(decision.retryAfterSeconds);
  return headers;
}
