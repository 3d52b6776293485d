// What rate-limit answers leave a caller waiting out (the GitHub backend's and the simulator's holds): against a plain
// model (every hold kept in a list), with holds added and requests asked about as time goes on.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LimitHolds, type LimitHoldBase } from '../../src/domain/ratelimits/limitHolds.js';
import { isRateLimitStatusRequest, resourceForRequest } from '../../src/domain/ratelimits/resources.js';

const REQUESTS = [
  ['GET', '/user'],
  ['GET', '/rate_limit'],
  ['GET', '/search/issues?q=x'],
  ['POST', '/graphql'],
  ['POST', '/repos/o/r/issues'],
] as const;

type Hold = LimitHoldBase & { id: number };

const addHold = fc.record({
  type: fc.constant('add' as const),
  limit: fc.constantFrom('primary' as const, 'secondary' as const),
  resource: fc.constantFrom('core', 'search', 'graphql'),
  lasts: fc.integer({ min: 0, max: 1000 }),
});
const ask = fc.record({
  type: fc.constant('ask' as const),
  request: fc.integer({ min: 0, max: REQUESTS.length - 1 }),
  step: fc.integer({ min: 0, max: 400 }),
});

function applies(h: Hold, method: string, path: string): boolean {
  if (h.limit === 'secondary') return true;
  return !isRateLimitStatusRequest(method, path) && resourceForRequest(method, path) === h.resource;
}

describe('LimitHolds', () => {
  it('holds a request exactly while a hold that covers it lasts, and says the one that lasts longest', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(addHold, ask), { maxLength: 20 }), (ops) => {
        const holds = new LimitHolds<Hold>();
        const all: Hold[] = [];
        // Time only moves on, as a clock does.
        let now = 0;
        for (const op of ops) {
          if (op.type === 'add') {
            const h: Hold = { id: all.length, limit: op.limit, resource: op.resource, until: now + op.lasts };
            all.push(h);
            holds.add(h);
            continue;
          }
          now += op.step;
          const [method, path] = REQUESTS[op.request]!;
          const live = all.filter((h) => h.until > now && applies(h, method, path));
          const resource = isRateLimitStatusRequest(method, path) ? undefined : resourceForRequest(method, path);
          const found = holds.covering(resource, now);
          if (live.length === 0) expect(found).toBeUndefined();
          else expect(found?.until).toBe(Math.max(...live.map((h) => h.until)));
          // The simulator's view: the secondary hold first, else the bucket that lasts longest.
          const secondary = all.filter((h) => h.limit === 'secondary' && h.until > now);
          const buckets = all.filter((h) => h.limit === 'primary' && h.until > now);
          const longest = (hs: Hold[]) => (hs.length === 0 ? undefined : Math.max(...hs.map((h) => h.until)));
          expect(holds.secondary(now)?.until).toBe(longest(secondary));
          expect(holds.longestBucket(now)?.until).toBe(longest(buckets));
        }
      }),
    );
  });
});

describe('LimitHolds: which answer names a hold', () => {
  it('the newer of two holds that end together', () => {
    const holds = new LimitHolds<LimitHoldBase & { id: string }>();
    holds.add({ id: 'first', limit: 'secondary', until: 100 });
    holds.add({ id: 'second', limit: 'secondary', until: 100 });
    holds.add({ id: 'shorter', limit: 'secondary', until: 50 });
    expect(holds.secondary(0)?.id).toBe('second');
    holds.add({ id: 'core', limit: 'primary', resource: 'core', until: 100 });
    // A bucket hold that ends with the secondary one: the secondary one is named (it covers everything).
    expect(holds.covering('core', 0)?.id).toBe('second');
    expect(holds.covering(undefined, 0)?.id).toBe('second');
    expect(holds.covering('core', 100)).toBeUndefined();
  });
});
