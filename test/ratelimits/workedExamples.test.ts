// The worked examples of GitHub's documentation, and the installation-scaling reading (every repository counts once
// there are more than 20; the same for users).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coreLimit, graphqlLimit, installationLimit, primaryLimit } from '../../src/domain/ratelimits/limits.js';
import { createRateLimitEngine } from '../../src/engine/ratelimits/rateLimitEngine.js';
import { decisionHeaders } from '../../src/engine/ratelimits/headers.js';
import type { EngineCaller, RateLimitEngine } from '../../src/engine/ratelimits/types.js';
import { CALLERS, requestFor, T0 } from './helpers.js';

/**
 * Paths `spend` takes in turn: a new path per request would make the engine classify a new route and open a new
 * points window each time (most of the run), while 15 requests per path of 15,000 stay far below the 900 points a
 * minute one endpoint may take.
 */
const DISTINCT_PATHS = 1000;

function spend(engine: RateLimitEngine, caller: EngineCaller, n: number, offset = 0, now = T0): void {
  for (let i = 0; i < n; i += 1) {
    const d = engine.begin(caller, requestFor('core', offset + (i % DISTINCT_PATHS)), now);
    if (d.outcome !== 'allowed') throw new Error(`request ${i} was ${d.outcome}`);
    engine.end(d.ticket, now, 0);
  }
}

describe('shared user budget', () => {
  it('10,000 requests by a 15,000/h enterprise app leave the same user PAT at 0 of 5,000', () => {
    const engine = createRateLimitEngine({ callers: [CALLERS.pat, CALLERS.enterpriseAppUser, CALLERS.appUser] });
    const [pat, entApp, app] = engine.callers as [EngineCaller, EngineCaller, EngineCaller];
    spend(engine, entApp, 10_000);
    const d = engine.begin(pat, requestFor('core', 99_999), T0 + 1000);
    expect(d.outcome).toBe('primary-limited');
    expect(decisionHeaders(d)).toMatchObject({
      'x-ratelimit-limit': '5000',
      'x-ratelimit-used': '10000',
      'x-ratelimit-remaining': '0',
    });
    expect(engine.rateLimitBody(pat, T0 + 1000).resources.core).toEqual({
      limit: 5000,
      used: 10000,
      remaining: 0,
      reset: T0 / 1000 + 3600,
    });
    // A non-enterprise app acting for the same user is out too; the enterprise app still has 5,000.
    expect(engine.begin(app, requestFor('core', 99_998), T0 + 1000).outcome).toBe('primary-limited');
    const more = engine.begin(entApp, requestFor('core', 99_997), T0 + 1000);
    expect(decisionHeaders(more)).toMatchObject({
      'x-ratelimit-limit': '15000',
      'x-ratelimit-used': '10001',
      'x-ratelimit-remaining': '4999',
    });
  });

  it('the PAT spends the budget the app sees, and the window is one', () => {
    const engine = createRateLimitEngine({ callers: [CALLERS.pat, CALLERS.enterpriseAppUser] });
    const [pat, entApp] = engine.callers as [EngineCaller, EngineCaller];
    spend(engine, pat, 5_000);
    expect(engine.begin(pat, requestFor('core', 1e6), T0 + 10).outcome).toBe('primary-limited');
    const d = engine.begin(entApp, requestFor('core', 1e6 + 1), T0 + 20);
    expect(decisionHeaders(d)).toMatchObject({
      'x-ratelimit-used': '5001',
      'x-ratelimit-remaining': '9999',
      'x-ratelimit-reset': String(T0 / 1000 + 3600),
    });
  });

  it('different users do not share', () => {
    const engine = createRateLimitEngine({ callers: [CALLERS.pat, CALLERS.oauthUser] });
    spend(engine, engine.callers[0]!, 5_000);
    expect(engine.begin(engine.callers[1]!, requestFor('core', 0), T0).outcome).toBe('allowed');
  });
});

describe('installation scaling (reading: every repository counts once there are more than 20)', () => {
  it('25 repositories: 5,000 + 25 x 50 = 6,250', () => {
    expect(coreLimit(CALLERS.installation25)).toBe(6_250);
  });
  it('30 users: 5,000 + 30 x 50 = 6,500', () => {
    expect(coreLimit(CALLERS.installation30Users)).toBe(6_500);
  });
  it('20 repositories and 20 users: no scaling; 21: +1,050', () => {
    expect(installationLimit({ repositories: 20, users: 20 })).toBe(5_000);
    expect(installationLimit({ repositories: 21, users: 0 })).toBe(6_050);
    expect(installationLimit({ repositories: 0, users: 21 })).toBe(6_050);
  });
  it('capped at 12,500 (180 repositories and 90 users would be 18,500)', () => {
    expect(coreLimit(CALLERS.installationCapped)).toBe(12_500);
    expect(installationLimit({ repositories: 150, users: 0 })).toBe(12_500);
    expect(installationLimit({ repositories: 149, users: 0 })).toBe(12_450);
  });
  it('enterprise cloud: flat 15,000 REST whatever the size, 10,000 GraphQL', () => {
    expect(coreLimit(CALLERS.installationEnterprise)).toBe(15_000);
    expect(installationLimit({ repositories: 1, users: 1, enterprise: true })).toBe(15_000);
    expect(graphqlLimit(CALLERS.installationEnterprise)).toBe(10_000);
  });
  it('installations with 25 repositories, 30 users and the capped one reach their limits exactly', () => {
    for (const [caller, limit] of [
      [CALLERS.installation25, 6_250],
      [CALLERS.installation30Users, 6_500],
      [CALLERS.installationCapped, 12_500],
      [CALLERS.installationEnterprise, 15_000],
    ] as const) {
      const engine = createRateLimitEngine({ callers: [caller] });
      const c = engine.callers[0]!;
      spend(engine, c, limit);
      const d = engine.begin(c, requestFor('core', limit), T0);
      expect(d.outcome).toBe('primary-limited');
      expect(decisionHeaders(d)['x-ratelimit-limit']).toBe(String(limit));
    }
  });
  it('property: between 5,000 and 12,500 (non-enterprise), monotone in repositories and users', () => {
    fc.assert(
      fc.property(fc.nat(2_000), fc.nat(2_000), fc.nat(5), (repos, users, more) => {
        const l = installationLimit({ repositories: repos, users });
        expect(l).toBeGreaterThanOrEqual(5_000);
        expect(l).toBeLessThanOrEqual(12_500);
        expect(installationLimit({ repositories: repos + more, users })).toBeGreaterThanOrEqual(l);
        expect(installationLimit({ repositories: repos, users: users + more })).toBeGreaterThanOrEqual(l);
        if (repos <= 20 && users <= 20) expect(l).toBe(5_000);
      }),
    );
  });
});

describe('other primary numbers', () => {
  it('OAuth app client credentials 5,000 (15,000 enterprise); Actions 1,000 per repository (15,000 enterprise)', () => {
    expect(coreLimit(CALLERS.oauthApp)).toBe(5_000);
    expect(coreLimit(CALLERS.enterpriseOauthApp)).toBe(15_000);
    expect(coreLimit(CALLERS.actions)).toBe(1_000);
    expect(coreLimit(CALLERS.enterpriseActions)).toBe(15_000);
    expect(coreLimit(CALLERS.anonymous)).toBe(60);
    expect(primaryLimit(CALLERS.anonymous, 'search')).toBe(10);
    expect(primaryLimit(CALLERS.pat, 'search')).toBe(30);
    expect(primaryLimit(CALLERS.pat, 'code_search')).toBe(10);
    expect(primaryLimit(CALLERS.pat, 'audit_log')).toBe(1_750);
  });
  it('two Actions tokens of the same repository share its 1,000; another repository has its own', () => {
    const other = { ...CALLERS.actions, id: 'actions-2', token: 'tok-actions-2' };
    const elsewhere = { ...CALLERS.actions, id: 'actions-3', token: 'tok-actions-3', repository: 'acme/api' };
    const engine = createRateLimitEngine({ callers: [CALLERS.actions, other, elsewhere] });
    spend(engine, engine.callers[0]!, 1_000);
    expect(engine.begin(engine.callers[1]!, requestFor('core', 1e6), T0).outcome).toBe('primary-limited');
    expect(engine.begin(engine.callers[2]!, requestFor('core', 1e6), T0).outcome).toBe('allowed');
  });
  it('audit_log is per user and IP', () => {
    const engine = createRateLimitEngine({ callers: [CALLERS.pat] });
    const c = engine.callers[0]!;
    for (let i = 0; i < 1_750; i += 1) {
      const d = engine.begin(c, { ...requestFor('audit_log', i), ip: '10.0.0.1' }, T0);
      if (d.outcome !== 'allowed') throw new Error(d.outcome);
      engine.end(d.ticket, T0);
    }
    expect(engine.begin(c, { ...requestFor('audit_log', 9_999), ip: '10.0.0.1' }, T0).outcome).toBe('primary-limited');
    expect(engine.begin(c, { ...requestFor('audit_log', 9_998), ip: '10.0.0.2' }, T0).outcome).toBe('allowed');
  });
});

describe('large-file storage', () => {
  function batches(caller: typeof CALLERS.pat | typeof CALLERS.anonymous, expectedBatches: number): number {
    const engine = createRateLimitEngine({ callers: [caller] });
    const c = engine.callers[0]!;
    let objects = 0;
    for (let i = 0; ; i += 1) {
      const d = engine.begin(c, requestFor('lfs', i), T0 + i);
      if (d.outcome !== 'allowed') {
        expect(d.outcome).toBe('primary-limited');
        expect(i).toBe(expectedBatches);
        expect(decisionHeaders(d)).toMatchObject({ 'x-ratelimit-resource': 'lfs', 'x-ratelimit-remaining': '0' });
        break;
      }
      engine.end(d.ticket, T0 + i);
      objects += 100;
    }
    return objects;
  }
  it('authenticated: 3,000 batches of 100 = 300,000 objects per minute', () => {
    expect(batches(CALLERS.pat, 3_000)).toBe(300_000);
  });
  it('unauthenticated: 300 batches of 100 = 30,000 objects per minute', () => {
    expect(batches(CALLERS.anonymous, 300)).toBe(30_000);
  });
  it('a batch of 101 objects is refused with 413 and not counted', () => {
    const engine = createRateLimitEngine({ callers: [CALLERS.pat] });
    const c = engine.callers[0]!;
    const d = engine.begin(c, { ...requestFor('lfs', 0), lfsObjects: 101 }, T0);
    expect(d.status).toBe(413);
    expect(engine.snapshot(c, T0).buckets.find((b) => b.resource === 'lfs')!.used).toBe(0);
  });
});

describe('free requests', () => {
  it('GET /rate_limit is free for the primary limit but counted for the secondary limits', () => {
    const engine = createRateLimitEngine({ callers: [CALLERS.pat] });
    const c = engine.callers[0]!;
    for (let i = 0; i < 900; i += 1) {
      const d = engine.begin(c, { method: 'GET', path: '/api/v3/rate_limit' }, T0 + i);
      if (d.outcome !== 'allowed') throw new Error(`${i}: ${d.outcome}`);
      expect(d.rate).toMatchObject({ resource: 'core', used: 0, remaining: 5000 });
      engine.end(d.ticket, T0 + i);
    }
    expect(engine.rateLimitBody(c, T0 + 900).resources.core.used).toBe(0);
    const d = engine.begin(c, { method: 'GET', path: '/rate_limit' }, T0 + 901);
    expect(d.outcome).toBe('secondary-limited');
    expect(d.outcome === 'secondary-limited' && d.limitKind).toBe('points');
  });
  it('GET /rate_limit still answers when core is exhausted', () => {
    const engine = createRateLimitEngine({ callers: [CALLERS.anonymous] });
    const c = engine.callers[0]!;
    spend(engine, c, 60);
    expect(engine.begin(c, requestFor('core', 100), T0).outcome).toBe('primary-limited');
    const d = engine.begin(c, { method: 'GET', path: '/rate_limit' }, T0);
    expect(d.outcome).toBe('allowed');
    expect(decisionHeaders(d)).toMatchObject({ 'x-ratelimit-remaining': '0', 'x-ratelimit-used': '60' });
  });
  it('a conditional request answered 304 does not count', () => {
    const engine = createRateLimitEngine({ callers: [CALLERS.pat] });
    const c = engine.callers[0]!;
    const d = engine.begin(c, { ...requestFor('core', 1), notModified: true }, T0);
    expect(d.outcome).toBe('allowed');
    expect(d.rate?.used).toBe(0);
    expect(engine.begin(c, requestFor('core', 2), T0).rate?.used).toBe(1);
  });
});

describe('GET /rate_limit body', () => {
  it('has resources in schema order with keys limit, used, remaining, reset, and rate mirroring core', () => {
    const engine = createRateLimitEngine({ callers: [CALLERS.pat] });
    const c = engine.callers[0]!;
    spend(engine, c, 3);
    const body = engine.rateLimitBody(c, T0 + 5_000);
    expect(Object.keys(body)).toEqual(['resources', 'rate']);
    expect(Object.keys(body.resources).slice(0, 4)).toEqual(['core', 'graphql', 'search', 'code_search']);
    expect(Object.keys(body.resources)).toContain('audit_log');
    expect(Object.keys(body.resources)).not.toContain('lfs');
    for (const item of Object.values(body.resources))
      expect(Object.keys(item!)).toEqual(['limit', 'used', 'remaining', 'reset']);
    expect(body.rate).toEqual(body.resources.core);
    expect(body.resources.core).toEqual({ limit: 5000, used: 3, remaining: 4997, reset: T0 / 1000 + 3600 });
    // An untouched per-minute bucket shows a full budget resetting a minute from now.
    expect(body.resources.search).toEqual({ limit: 30, used: 0, remaining: 30, reset: (T0 + 5_000) / 1000 + 60 });
    // After the reset the window is gone.
    expect(engine.rateLimitBody(c, T0 + 3_600_000).resources.core.used).toBe(0);
  });
  it('unauthenticated: core 60, search 10, graphql 0', () => {
    const engine = createRateLimitEngine({ callers: [CALLERS.anonymous] });
    const body = engine.rateLimitBody(engine.callers[0]!, T0);
    expect(body.resources.core.limit).toBe(60);
    expect(body.resources.search.limit).toBe(10);
    expect(body.resources.graphql?.limit).toBe(0);
  });
});
