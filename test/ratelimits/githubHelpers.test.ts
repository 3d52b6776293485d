// Helpers for the GitHub backend: buckets from GitHub's own reports, and the secondary-usage estimator.
import { describe, expect, it } from 'vitest';
import { bucketFromHeaders, bucketsFromRateLimitBody } from '../../src/domain/ratelimits/fromGithub.js';
import { createRateLimitEngine } from '../../src/engine/ratelimits/rateLimitEngine.js';
import { decisionHeaders } from '../../src/engine/ratelimits/headers.js';
import { createSecondaryEstimator } from '../../src/engine/ratelimits/secondaryEstimator.js';
import { CALLERS, T0 } from './helpers.js';

describe('buckets from GitHub reports', () => {
  it('reads a GET /rate_limit body, engine-made or live-shaped, keeping unknown buckets', () => {
    const engine = createRateLimitEngine({ callers: [CALLERS.pat] });
    const body = engine.rateLimitBody(engine.callers[0]!, T0);
    const buckets = bucketsFromRateLimitBody(body, T0);
    expect(buckets.map((b) => b.resource)).toEqual(Object.keys(body.resources));
    expect(buckets[0]).toEqual({
      resource: 'core',
      limit: 5000,
      used: 0,
      remaining: 5000,
      reset: T0 / 1000 + 3600,
      window: 'hour',
      estimated: false,
    });
    const live = {
      resources: {
        audit_log_streaming: { limit: 15, used: 1, remaining: 14, reset: T0 / 1000 + 3000 },
        odd_minute: { limit: 5, remaining: 5, reset: T0 / 1000 + 50 },
        broken: { limit: 'x' },
      },
    };
    expect(bucketsFromRateLimitBody(live, T0)).toEqual([
      {
        resource: 'audit_log_streaming',
        limit: 15,
        used: 1,
        remaining: 14,
        reset: T0 / 1000 + 3000,
        window: 'hour',
        estimated: false,
      },
      {
        resource: 'odd_minute',
        limit: 5,
        used: 0,
        remaining: 5,
        reset: T0 / 1000 + 50,
        window: 'minute',
        estimated: false,
      },
    ]);
    expect(bucketsFromRateLimitBody('nonsense', T0)).toEqual([]);
  });
  it('reads the x-ratelimit-* headers of a response', () => {
    const engine = createRateLimitEngine({ callers: [CALLERS.pat] });
    const d = engine.begin(engine.callers[0]!, { method: 'GET', path: '/search/issues?q=x' }, T0);
    expect(bucketFromHeaders(decisionHeaders(d), T0)).toEqual({
      resource: 'search',
      limit: 30,
      used: 1,
      remaining: 29,
      reset: T0 / 1000 + 60,
      window: 'minute',
      estimated: false,
    });
    expect(bucketFromHeaders({ 'x-ratelimit-limit': '60' }, T0)).toBeUndefined();
  });
});

describe('secondary estimator', () => {
  it('counts concurrency, points per endpoint, content, CPU and token requests like the engine, marked estimated', () => {
    const est = createSecondaryEstimator();
    const a = est.begin({ method: 'POST', path: '/repos/o/r/issues' }, T0);
    const b = est.begin({ method: 'GET', path: '/repos/o/r/issues' }, T0);
    est.begin({ method: 'POST', path: '/graphql', graphqlMutation: true }, T0);
    est.begin({ method: 'POST', path: '/applications/x/token' }, T0);
    let u = est.usage(T0);
    expect(u.concurrency).toEqual({ value: 4, limit: 100, estimated: true });
    expect(u.restPointsPerMinute).toMatchObject({ value: 5, endpoint: 'POST /repos/o/r/issues', estimated: true });
    expect(u.graphqlPointsPerMinute.value).toBe(5);
    expect(u.contentPerMinute.value).toBe(2);
    expect(u.tokenRequestsPerHour.value).toBe(1);
    est.end(a, T0 + 300, 300);
    est.end(a, T0 + 300, 300);
    est.end(b, T0 + 400, 100);
    u = est.usage(T0 + 400);
    expect(u.concurrency.value).toBe(2);
    expect(u.cpuMsPerMinute).toMatchObject({ value: 400, estimated: true });
    expect(est.usage(T0 + 61_000).restPointsPerMinute.value).toBe(0);
  });
});
