// Properties of the engine over random traffic: header arithmetic, no window ever lets more than its limit through,
// primary answers show remaining 0 and secondary answers remaining above 0, concurrency never above 100.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { primaryLimit } from '../../src/domain/ratelimits/limits.js';
import { createRateLimitEngine } from '../../src/engine/ratelimits/rateLimitEngine.js';
import type { EngineRequest, Ticket } from '../../src/engine/ratelimits/types.js';
import { CALLERS, T0 } from './helpers.js';

const REQUESTS: EngineRequest[] = [
  { method: 'GET', path: '/repos/o/r/issues' },
  { method: 'GET', path: '/user' },
  { method: 'PATCH', path: '/repos/o/r/issues/1' },
  { method: 'POST', path: '/repos/o/r/issues' },
  { method: 'GET', path: '/search/issues?q=a' },
  { method: 'POST', path: '/graphql' },
  { method: 'POST', path: '/graphql', graphqlMutation: true },
  { method: 'GET', path: '/rate_limit' },
  { method: 'GET', path: '/repos/o/r', notModified: true },
];

const step = fc.record({
  caller: fc.nat(2),
  request: fc.nat(REQUESTS.length - 1),
  advanceMs: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1_000, max: 700_000 })),
  endOne: fc.boolean(),
  cpuMs: fc.nat(5_000),
});

describe('engine properties', () => {
  it('holds its invariants over random traffic of three callers sharing and not sharing budgets', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 400 }), (steps) => {
        // Small limits make limits reachable: the unauthenticated caller (60/h, search 10/min) and a shared user budget.
        const callers = [CALLERS.anonymous, CALLERS.pat, CALLERS.enterpriseAppUser];
        const engine = createRateLimitEngine({ callers });
        const open: Ticket[] = [];
        // Allowed primary-counted requests per (budget, bucket, window reset).
        const perWindow = new Map<string, number>();
        let now = T0;
        for (const s of steps) {
          now += s.advanceMs;
          const caller = engine.callers[s.caller]!;
          const request = REQUESTS[s.request]!;
          const d = engine.begin(caller, request, now);
          if (d.rate !== undefined) {
            const { limit, used, remaining, reset } = d.rate;
            expect(limit).toBe(primaryLimit(callers[s.caller]!, d.rate.resource));
            expect(remaining).toBe(Math.max(0, limit - used));
            expect(reset * 1000).toBeGreaterThan(now);
          }
          if (d.outcome === 'primary-limited' && d.rate.resource !== 'graphql') expect(d.rate.remaining).toBe(0);
          if (d.outcome === 'secondary-limited') expect(d.rate.remaining).toBeGreaterThan(0);
          if (d.outcome === 'allowed') {
            open.push(d.ticket);
            const free = request.path === '/rate_limit' || request.notModified === true;
            if (!free) {
              const budget = s.caller === 0 ? 'ip' : 'user';
              const key = `${budget} ${d.rate.resource} ${d.rate.reset}`;
              const n = (perWindow.get(key) ?? 0) + 1;
              perWindow.set(key, n);
              // Shared budget: never more than the larger of the sharing callers' limits in one window.
              expect(n).toBeLessThanOrEqual(d.rate.resource === 'core' && budget === 'user' ? 15_000 : d.rate.limit);
              expect(d.rate.used).toBe(n);
            }
          }
          if (s.endOne && open.length > 0) engine.end(open.shift()!, now, s.cpuMs);
          for (const c of engine.callers)
            expect(engine.snapshot(c, now).secondary.concurrency.value).toBeLessThanOrEqual(100);
        }
      }),
      { numRuns: 150 },
    );
  });
});
