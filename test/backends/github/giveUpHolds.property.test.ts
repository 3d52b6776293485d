// What a given-up request leaves behind in the GitHub backend: against a plain model (every hold kept in a list).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GiveUpHolds, type GiveUpHold } from '../../../src/backends/github/giveUpHolds.js';
import { isRateLimitStatusRequest, resourceForRequest } from '../../../src/domain/ratelimits/resources.js';

const REQUESTS = [
  ['GET', '/user'],
  ['GET', '/rate_limit'],
  ['GET', '/search/issues?q=x'],
  ['POST', '/graphql'],
  ['POST', '/repos/o/r/issues'],
] as const;

const hold = fc.record({
  limit: fc.constantFrom('primary' as const, 'secondary' as const),
  resource: fc.constantFrom('core', 'search', 'graphql'),
  until: fc.integer({ min: 0, max: 1000 }),
});

function applies(h: GiveUpHold, method: string, path: string): boolean {
  if (h.limit === 'secondary') return true;
  return !isRateLimitStatusRequest(method, path) && resourceForRequest(method, path) === h.resource;
}

describe('GiveUpHolds', () => {
  it('holds a request exactly while a hold that covers it lasts, and says the one that lasts longest', () => {
    fc.assert(
      fc.property(
        fc.array(hold, { maxLength: 8 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: REQUESTS.length - 1 }), fc.integer({ min: 0, max: 1000 })), {
          maxLength: 12,
        }),
        (added, queries) => {
          const holds = new GiveUpHolds();
          const all: GiveUpHold[] = added.map((h) => ({ ...h, at: 0, status: 403 }));
          for (const h of all) holds.add(h);
          // Time only moves on, as a clock does.
          let now = 0;
          for (const [which, step] of queries) {
            now += step;
            const [method, path] = REQUESTS[which]!;
            const live = all.filter((h) => h.until > now && applies(h, method, path));
            const found = holds.covering(method, path, now);
            if (live.length === 0) expect(found).toBeUndefined();
            else expect(found?.until).toBe(Math.max(...live.map((h) => h.until)));
          }
        },
      ),
    );
  });
});
