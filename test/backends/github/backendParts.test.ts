// Unit and property tests of the GitHub backend's pure parts: own-traffic windows, the bucket book, the watch hub,
// caller identity, API paths, and the secondary-kind guess.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { VirtualClock } from '../../../src/domain/clock.js';
import { OwnTrafficEstimator } from '../../../src/backends/github/ownTraffic.js';
import { BucketBook } from '../../../src/backends/github/bucketBook.js';
import { WatchHub } from '../../../src/backends/github/watchHub.js';
import { kindOfToken, tokenCaller, unauthenticatedCaller } from '../../../src/backends/github/callerIdentity.js';
import { apiPathOf } from '../../../src/backends/github/observingFetch.js';
import { guessSecondaryKind } from '../../../src/backends/github/callerChannel.js';
import type { CallerSnapshot } from '../../../src/service/rateLimitsPort.js';
import { ManualTimers } from '../../helpers/manualTimers.js';
import { analyzeGraphqlBody } from '../../../src/domain/ratelimits/graphqlDocument.js';
import { createRateLimitEngine } from '../../../src/engine/ratelimits/rateLimitEngine.js';
import { parseGithubRequest } from '../../../src/server/github/parseRequest.js';

const T0 = Date.UTC(2026, 0, 1);

describe('OwnTrafficEstimator', () => {
  it('points per endpoint over the last minute equal a brute-force count (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            gap: fc.integer({ min: 0, max: 20_000 }),
            method: fc.constantFrom('GET', 'POST', 'DELETE'),
            endpoint: fc.constantFrom('/a', '/b', '/c'),
          }),
          { maxLength: 60 },
        ),
        (steps) => {
          const clock = new VirtualClock(T0);
          const estimator = new OwnTrafficEstimator(clock);
          const log: { at: number; endpoint: string; points: number }[] = [];
          for (const step of steps) {
            clock.advance(step.gap);
            estimator.start(step.method, step.endpoint, false)();
            log.push({ at: clock.now(), endpoint: step.endpoint, points: step.method === 'GET' ? 1 : 5 });
          }
          const now = clock.now();
          const per = new Map<string, number>();
          for (const e of log) if (e.at > now - 60_000) per.set(e.endpoint, (per.get(e.endpoint) ?? 0) + e.points);
          const busiest = Math.max(0, ...per.values());
          expect(estimator.usage().restPointsPerMinute.value).toBe(busiest);
        },
      ),
    );
  });

  it('counts requests in flight, CPU as response time, GraphQL separately, and marks everything estimated', () => {
    const clock = new VirtualClock(T0);
    const estimator = new OwnTrafficEstimator(clock);
    const a = estimator.start('POST', '/graphql', true);
    const b = estimator.start('GET', '/api/v3/user', false);
    expect(estimator.usage().concurrency.value).toBe(2);
    clock.advance(300);
    a();
    a();
    b();
    const usage = estimator.usage();
    expect(usage.concurrency.value).toBe(0);
    expect(usage.graphqlPointsPerMinute.value).toBe(5);
    expect(usage.contentPerMinute.value).toBe(1);
    expect(usage.cpuMsPerMinute.value).toBe(600);
    expect(usage.graphqlCpuMsPerMinute.value).toBe(300);
    expect(usage.restPointsPerMinute).toMatchObject({ endpoint: '/user', value: 1 });
    expect(Object.values(usage).every((g) => g.estimated)).toBe(true);
    expect(usage.restPointsPerMinute.reset).toBe(Math.ceil((T0 + 60_000) / 1000));
  });

  it('reads what it sends to GraphQL as the emulator reads what it receives: the same points and content counts', () => {
    const clock = new VirtualClock(T0);
    const estimator = new OwnTrafficEstimator(clock);
    const engine = createRateLimitEngine({ callers: [{ id: 'pat', kind: 'user', token: 'tok-pat', userId: 1 }] });
    const caller = engine.callerById('pat')!;
    const twoOperations =
      'query Look { viewer { login } } mutation Star($id: ID!) { addStar(input: {starrableId: $id}) { clientMutationId } }';
    const bodies: unknown[] = [
      // 51 primary points (GitHub's example, variables included), one secondary point: a query whatever it costs
      {
        query:
          'query Big($n: Int = 10) { viewer { repositories(first: $n) { nodes { issues(first: 50) { nodes { comments(first: 10) { totalCount } } } } } } }',
        variables: { n: 100 },
      },
      { query: twoOperations, operationName: 'Star', variables: { id: 'R_1' } },
      { query: twoOperations, operationName: 'Look' },
      { query: twoOperations },
      { query: 'query { viewer { login } ' },
      { variables: {} },
    ];
    for (const body of bodies) {
      estimator.startRequest('POST', '/graphql', body)();
      const parsed = parseGithubRequest(
        { method: 'POST', url: '/api/graphql', headers: {}, socket: { remoteAddress: '127.0.0.1' } } as never,
        Buffer.from(JSON.stringify(body)),
      );
      if (!parsed.ok) throw new Error('the emulator refused the request');
      const { graphqlMutation, graphqlCost } = parsed.request;
      const d = engine.begin(caller, { method: 'POST', path: '/graphql', graphqlMutation, graphqlCost }, clock.now());
      if (d.outcome === 'allowed') engine.end(d.ticket, clock.now());
    }
    const own = estimator.usage();
    const emulated = engine.snapshot(caller, clock.now()).secondary;
    // The document with two operations and no operationName is refused before it runs: one point, no mutation.
    expect(own.graphqlPointsPerMinute.value).toBe(1 + 5 + 1 + 1 + 1 + 1);
    expect(own.graphqlPointsPerMinute.value).toBe(emulated.graphqlPointsPerMinute.value);
    expect(own.contentPerMinute.value).toBe(1);
    expect(own.contentPerMinute.value).toBe(emulated.contentPerMinute.value);
    expect(own.graphqlPointsPerMinute.limit).toBe(2_000);
    // The primary cost comes from the same analysis: 1 + 100 + 100 × 50 requests, 51 points for the first body.
    expect(analyzeGraphqlBody(bodies[0])).toMatchObject({ mutation: false, cost: 51 });
  });

  it('counts token requests per hour', () => {
    const clock = new VirtualClock(T0);
    const estimator = new OwnTrafficEstimator(clock);
    estimator.start('POST', '/app/installations/1/access_tokens', false)();
    clock.advance(3_599_000);
    expect(estimator.usage().tokenRequestsPerHour.value).toBe(1);
    clock.advance(1_000);
    expect(estimator.usage().tokenRequestsPerHour.value).toBe(0);
  });
});

describe('BucketBook', () => {
  const report = (used: number, reset: number, resource = 'core') => ({
    resource,
    limit: 100,
    used,
    remaining: 100 - used,
    reset,
  });

  it('keeps the newest report per bucket and ignores unknown buckets', () => {
    const book = new BucketBook();
    expect(book.record(report(5, 2_000_000_000), 10)).toBe(true);
    expect(book.record(report(3, 2_000_000_000), 5)).toBe(false);
    expect(book.record(report(5, 2_000_000_000), 11)).toBe(false);
    expect(book.record(report(1, 2_000_000_000, 'audit_log_streaming'), 12)).toBe(false);
    expect(book.snapshot(T0)).toEqual([
      { resource: 'core', limit: 100, used: 5, remaining: 95, reset: 2_000_000_000, window: 'hour', estimated: false },
    ]);
  });

  it('shows a bucket full, as an estimate, once its window has passed', () => {
    const book = new BucketBook();
    book.record(report(40, T0 / 1000 + 60, 'search'), T0);
    expect(book.snapshot(T0 + 59_999)[0]).toMatchObject({ used: 40, estimated: false });
    expect(book.snapshot(T0 + 60_000)[0]).toMatchObject({ used: 0, remaining: 100, estimated: true, window: 'minute' });
  });
});

describe('WatchHub', () => {
  function setup() {
    const clock = new VirtualClock(T0);
    const timers = new ManualTimers(clock);
    const ids = ['a', 'b'];
    const hub = new WatchHub(
      clock,
      timers,
      () => ids,
      (id) => ({ callerId: id, at: clock.now() }) as unknown as CallerSnapshot,
    );
    return { clock, timers, hub };
  }

  it('first emits every caller, then only changed ones, at most once per interval', () => {
    const { timers, hub } = setup();
    const emissions: string[][] = [];
    hub.watch((snapshots) => emissions.push(snapshots.map((s) => s.callerId)), { intervalMs: 250 });
    timers.advance(0);
    expect(emissions).toEqual([['a', 'b']]);
    hub.changed('b');
    hub.changed('b');
    timers.advance(100);
    expect(emissions).toHaveLength(1);
    timers.advance(150);
    expect(emissions).toEqual([['a', 'b'], ['b']]);
    timers.advance(10_000);
    expect(emissions).toHaveLength(2);
  });

  it('filters by callerIds and stops after unsubscribe', () => {
    const { timers, hub } = setup();
    const emissions: string[][] = [];
    const stop = hub.watch((snapshots) => emissions.push(snapshots.map((s) => s.callerId)), {
      callerIds: ['a'],
      intervalMs: 0,
    });
    timers.advance(0);
    hub.changed('b');
    timers.advance(0);
    expect(emissions).toEqual([['a']]);
    stop();
    hub.changed('a');
    timers.advance(1_000);
    expect(emissions).toEqual([['a']]);
    expect(timers.size).toBe(0);
  });
});

describe('caller identity', () => {
  it('guesses the kind from GitHub token prefixes', () => {
    expect(kindOfToken('ghp_x', 'GH_TOKEN', {})).toBe('user');
    expect(kindOfToken('github_pat_x', 'option', {})).toBe('user');
    expect(kindOfToken('gho_x', 'option', {})).toBe('oauth-app-user');
    expect(kindOfToken('ghu_x', 'option', {})).toBe('app-user');
    expect(kindOfToken('ghs_x', 'option', {})).toBe('installation');
    expect(kindOfToken('ghs_x', 'GITHUB_TOKEN', { GITHUB_ACTIONS: 'true' })).toBe('actions');
  });
  it('labels by fingerprint, never the token (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_]{12,60}$/), (token) => {
        const caller = tokenCaller(token, 'option', 'user');
        expect(caller.label).not.toContain(token);
        expect(caller.id).not.toContain(token);
        expect(caller.fingerprint).toMatch(/^[0-9a-f]{8}$/);
      }),
    );
    expect(unauthenticatedCaller('api.github.com').kind).toBe('unauthenticated');
  });
});

describe('apiPathOf', () => {
  it('strips the base path and maps GHES GraphQL', () => {
    expect(apiPathOf(new URL('https://api.github.com/repos/o/r'), '/')).toBe('/repos/o/r');
    expect(apiPathOf(new URL('http://h/api/v3/rate_limit'), '/api/v3')).toBe('/rate_limit');
    expect(apiPathOf(new URL('http://h/api/v3'), '/api/v3/')).toBe('/');
    expect(apiPathOf(new URL('http://h/api/graphql'), '/api/v3')).toBe('/graphql');
  });
});

describe('guessSecondaryKind', () => {
  const gauge = (value: number, limit: number) => ({ value, limit, estimated: true });
  const usage = (over: Partial<Record<string, ReturnType<typeof gauge>>> = {}) =>
    ({
      concurrency: gauge(0, 100),
      restPointsPerMinute: { ...gauge(0, 900), endpoint: null },
      graphqlPointsPerMinute: gauge(0, 2000),
      contentPerMinute: gauge(0, 80),
      contentPerHour: gauge(0, 500),
      cpuMsPerMinute: gauge(0, 90_000),
      graphqlCpuMsPerMinute: gauge(0, 60_000),
      tokenRequestsPerHour: gauge(0, 2000),
      ...over,
    }) as Parameters<typeof guessSecondaryKind>[1];
  it('reads content creation from the message, then picks the fullest gauge', () => {
    expect(guessSecondaryKind('blocked from content creation', usage({ contentPerMinute: gauge(80, 80) }))).toBe(
      'content-per-minute',
    );
    expect(
      guessSecondaryKind(
        'blocked from content creation',
        usage({ contentPerHour: gauge(500, 500), contentPerMinute: gauge(3, 80) }),
      ),
    ).toBe('content-per-hour');
    expect(guessSecondaryKind('secondary rate limit', usage({ concurrency: gauge(99, 100) }))).toBe('concurrency');
    expect(
      guessSecondaryKind(
        'secondary rate limit',
        usage({ cpuMsPerMinute: gauge(89_000, 90_000), concurrency: gauge(3, 100) }),
      ),
    ).toBe('cpu');
  });
});
