// What rate-limit answers leave behind in the GitHub backend (a request waiting to be retried, or one given up):
// against a plain model (every hold kept in a list), with holds added and requests asked about as time goes on.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LimitHolds, type LimitHold } from '../../../src/backends/github/limitHolds.js';
import { isRateLimitStatusRequest, resourceForRequest } from '../../../src/domain/ratelimits/resources.js';

const REQUESTS = [
  ['GET', '/user'],
  ['GET', '/rate_limit'],
  ['GET', '/search/issues?q=x'],
  ['POST', '/graphql'],
  ['POST', '/repos/o/r/issues'],
] as const;

const addHold = fc.record({
  type: fc.constant('add' as const),
  cause: fc.constantFrom('retrying' as const, 'gave-up' as const),
  limit: fc.constantFrom('primary' as const, 'secondary' as const),
  resource: fc.constantFrom('core', 'search', 'graphql'),
  lasts: fc.integer({ min: 0, max: 1000 }),
});
const ask = fc.record({
  type: fc.constant('ask' as const),
  request: fc.integer({ min: 0, max: REQUESTS.length - 1 }),
  step: fc.integer({ min: 0, max: 400 }),
});

function applies(h: LimitHold, method: string, path: string): boolean {
  if (h.limit === 'secondary') return true;
  return !isRateLimitStatusRequest(method, path) && resourceForRequest(method, path) === h.resource;
}

describe('LimitHolds', () => {
  it('holds a request exactly while a hold that covers it lasts, and says the one that lasts longest', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(addHold, ask), { maxLength: 20 }), (ops) => {
        const holds = new LimitHolds();
        const all: LimitHold[] = [];
        // Time only moves on, as a clock does.
        let now = 0;
        for (const op of ops) {
          if (op.type === 'add') {
            const h: LimitHold = {
              cause: op.cause,
              limit: op.limit,
              resource: op.resource,
              until: now + op.lasts,
              at: now,
              status: 403,
            };
            all.push(h);
            holds.add(h);
            continue;
          }
          now += op.step;
          const [method, path] = REQUESTS[op.request]!;
          const live = all.filter((h) => h.until > now && applies(h, method, path));
          const found = holds.covering(method, path, now);
          if (live.length === 0) expect(found).toBeUndefined();
          else expect(found?.until).toBe(Math.max(...live.map((h) => h.until)));
        }
      }),
    );
  });
});
