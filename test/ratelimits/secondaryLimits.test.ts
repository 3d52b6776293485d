// Each secondary limit triggers at its threshold, with an answer Octokit and go-github both classify as
// secondary (message says "secondary rate limit", documentation_url ends #about-secondary-rate-limits,
// x-ratelimit-remaining above 0, retry-after when known).
import { describe, expect, it } from 'vitest';
import { classifyRateLimit } from '../../src/domain/ratelimits/retryPolicy.js';
import { decisionHeaders } from '../../src/engine/ratelimits/headers.js';
import { createRateLimitEngine } from '../../src/engine/ratelimits/rateLimitEngine.js';
import type {
  Decision,
  EngineCaller,
  EngineRequest,
  RateLimitEngine,
  Ticket,
} from '../../src/engine/ratelimits/types.js';
import type { GithubCaller } from '../../src/domain/ratelimits/callers.js';
import { CALLERS, T0 } from './helpers.js';

function setup(caller: GithubCaller = CALLERS.installationCapped): { engine: RateLimitEngine; c: EngineCaller } {
  const engine = createRateLimitEngine({ callers: [caller] });
  return { engine, c: engine.callers[0]! };
}

function allowed(
  engine: RateLimitEngine,
  c: EngineCaller,
  req: EngineRequest,
  now: number,
  cpuMs = 0,
  close = true,
): Ticket {
  const d = engine.begin(c, req, now);
  if (d.outcome !== 'allowed')
    throw new Error(
      `${req.method} ${req.path} at ${now - T0} ms was ${d.outcome}${d.outcome === 'secondary-limited' ? ` (${d.limitKind})` : ''}`,
    );
  if (close) engine.end(d.ticket, now, cpuMs);
  return d.ticket;
}

function expectSecondary(d: Decision, kind: string, retryAfter?: number): void {
  if (d.outcome !== 'secondary-limited') throw new Error(`expected secondary-limited, got ${d.outcome}`);
  expect(d.limitKind).toBe(kind);
  expect(d.status).toBe(403);
  const headers = decisionHeaders(d);
  expect(Number(headers['x-ratelimit-remaining'])).toBeGreaterThan(0);
  expect(Number(headers['x-ratelimit-used']) + Number(headers['x-ratelimit-remaining'])).toBe(
    Number(headers['x-ratelimit-limit']),
  );
  expect(d.body.message).toMatch(/\bsecondary rate\b/i); // Octokit's test
  expect(d.body.documentation_url).toMatch(/#about-secondary-rate-limits$/); // go-github's test (suffix secondary-rate-limits)
  if (retryAfter === undefined) expect(headers['retry-after']).toBeUndefined();
  else expect(headers['retry-after']).toBe(String(retryAfter));
  expect(classifyRateLimit({ status: d.status, headers, body: d.body })?.limit).toBe('secondary');
}

const GET = (path: string): EngineRequest => ({ method: 'GET', path });

describe('secondary limits', () => {
  it('concurrency: the 101st concurrent request is refused; closing one lets the next in', () => {
    const { engine, c } = setup();
    const open: Ticket[] = [];
    for (let i = 0; i < 100; i += 1) open.push(allowed(engine, c, GET(`/repos/a/r${i}`), T0, 0, false));
    expectSecondary(engine.begin(c, GET('/repos/a/x'), T0), 'concurrency');
    expect(engine.snapshot(c, T0).secondary.concurrency).toMatchObject({ value: 100, limit: 100 });
    // GraphQL shares the same 100.
    expectSecondary(engine.begin(c, { method: 'POST', path: '/graphql' }, T0), 'concurrency');
    engine.end(open.pop()!, T0 + 5);
    allowed(engine, c, GET('/repos/a/x'), T0 + 5, 0, false);
    // Ending a ticket twice does not free a second slot.
    engine.end(open[0]!, T0 + 6);
    engine.end(open[0]!, T0 + 6);
    allowed(engine, c, GET('/repos/a/y'), T0 + 7, 0, false);
    expectSecondary(engine.begin(c, GET('/repos/a/z'), T0 + 8), 'concurrency');
  });

  it('points: the 901st REST point on one endpoint in a minute is refused; other endpoints are not', () => {
    const { engine, c } = setup();
    for (let i = 0; i < 900; i += 1) allowed(engine, c, GET('/repos/a/r/issues?page=' + i), T0 + i * 10);
    expectSecondary(engine.begin(c, GET('/repos/a/r/issues'), T0 + 9_500), 'points', 51);
    allowed(engine, c, GET('/repos/a/r/pulls'), T0 + 9_500);
    expect(engine.snapshot(c, T0 + 9_500).secondary.restPointsPerMinute).toMatchObject({
      endpoint: 'GET /repos/a/r/issues',
      value: 900,
      limit: 900,
    });
    // The minute resets at T0 + 60 s.
    allowed(engine, c, GET('/repos/a/r/issues'), T0 + 60_000);
  });

  it('points: writes cost 5, so the 181st PATCH to one endpoint in a minute is refused', () => {
    const { engine, c } = setup();
    for (let i = 0; i < 180; i += 1) allowed(engine, c, { method: 'PATCH', path: '/repos/a/r/issues/1' }, T0 + i);
    expectSecondary(engine.begin(c, { method: 'PATCH', path: '/repos/a/r/issues/1' }, T0 + 200), 'points', 60);
  });

  it('points: GraphQL 2,000 per minute, queries 1 and mutations 5', () => {
    const { engine, c } = setup();
    for (let i = 0; i < 1_995; i += 1) allowed(engine, c, { method: 'POST', path: '/api/graphql' }, T0 + i);
    allowed(engine, c, { method: 'POST', path: '/graphql', graphqlMutation: true }, T0 + 1_995);
    expect(engine.snapshot(c, T0 + 1_996).secondary.graphqlPointsPerMinute.value).toBe(2_000);
    expectSecondary(engine.begin(c, { method: 'POST', path: '/graphql' }, T0 + 2_000), 'points', 58);
    // REST points are separate.
    allowed(engine, c, GET('/user'), T0 + 2_000);
  });

  it('content creation: the 81st content-creating request in a minute is refused', () => {
    const { engine, c } = setup();
    for (let i = 0; i < 80; i += 1)
      allowed(engine, c, { method: 'POST', path: `/repos/a/r/issues/${i}/comments` }, T0 + i * 100);
    const d = engine.begin(c, { method: 'POST', path: '/repos/a/r/issues' }, T0 + 10_000);
    expectSecondary(d, 'content-per-minute', 50);
    expect(d.outcome === 'secondary-limited' && d.body.message).toMatch(/temporarily blocked from content creation/);
    // Non-content writes still go through; GraphQL mutations are content too.
    allowed(engine, c, { method: 'PATCH', path: '/repos/a/r/issues/1' }, T0 + 10_000);
    expectSecondary(
      engine.begin(c, { method: 'POST', path: '/graphql', graphqlMutation: true }, T0 + 10_000),
      'content-per-minute',
      50,
    );
    allowed(engine, c, { method: 'POST', path: '/repos/a/r/issues' }, T0 + 60_000);
  });

  it('content creation: the 501st in an hour is refused even at 80 or fewer per minute', () => {
    const { engine, c } = setup();
    let sent = 0;
    for (let minute = 0; sent < 500; minute += 1) {
      for (let i = 0; i < 80 && sent < 500; i += 1, sent += 1)
        allowed(engine, c, { method: 'POST', path: `/repos/a/r${sent}/issues` }, T0 + minute * 60_000 + i * 100);
    }
    // 500 sent over 7 minutes (6 x 80 + 20); the 501st at minute 7 with 20 used this minute.
    const at = T0 + 7 * 60_000;
    expectSecondary(
      engine.begin(c, { method: 'POST', path: '/repos/a/r/issues' }, at),
      'content-per-hour',
      3_600 - 7 * 60,
    );
    expect(engine.snapshot(c, at).secondary.contentPerHour).toMatchObject({ value: 500, limit: 500 });
    allowed(engine, c, { method: 'POST', path: '/repos/a/r/issues' }, T0 + 3_600_000);
  });

  it('CPU: exactly 90 s per 60 s is allowed, the request that would pass 90 s is refused until the window resets', () => {
    const { engine, c } = setup();
    for (let i = 0; i < 9; i += 1) allowed(engine, c, GET(`/repos/a/r${i}`), T0 + i * 1_000, 10_000);
    expect(engine.snapshot(c, T0 + 9_000).secondary.cpuMsPerMinute).toMatchObject({ value: 90_000, limit: 90_000 });
    expectSecondary(engine.begin(c, GET('/repos/a/r9'), T0 + 9_000), 'cpu', 51);
    allowed(engine, c, GET('/repos/a/r10'), T0 + 60_000);
  });

  it('CPU slides: 90 s spent just before a minute boundary still counts just after it (no 179 s within 1.5 s)', () => {
    const { engine, c } = setup();
    allowed(engine, c, GET('/repos/a/first'), T0, 1); // opens the minute a fixed window would have reset at T0 + 60 s
    const start = T0 + 59_000;
    for (let i = 0; i < 90; i += 1) allowed(engine, c, GET(`/repos/a/r${i}`), start, 1_000);
    // 1.5 s later, past that boundary: the 90 s are still in the last minute.
    expectSecondary(engine.begin(c, GET('/repos/a/late'), start + 1_500), 'cpu', 59);
    expect(engine.snapshot(c, start + 1_500).secondary.cpuMsPerMinute.value).toBe(90_000);
    // They leave the window a minute after they were spent.
    allowed(engine, c, GET('/repos/a/after'), start + 60_000, 1_000);
  });

  it('points per endpoint slide too: 900 points just before a boundary block the endpoint just after it', () => {
    const { engine, c } = setup();
    const start = T0 + 59_500;
    for (let i = 0; i < 900; i += 1) allowed(engine, c, GET('/repos/a/r'), start);
    expectSecondary(engine.begin(c, GET('/repos/a/r'), start + 1_000), 'points', 60);
    allowed(engine, c, GET('/repos/a/r'), start + 60_000);
  });

  it('CPU: 1 s requests stop at 90 s, never reach 91 s', () => {
    const { engine, c } = setup();
    for (let i = 0; i < 90; i += 1) allowed(engine, c, GET(`/repos/a/r${i}`), T0 + i * 100, 1_000);
    expectSecondary(engine.begin(c, GET('/repos/a/r90'), T0 + 9_000), 'cpu', 51);
    expect(engine.snapshot(c, T0 + 9_000).secondary.cpuMsPerMinute.value).toBe(90_000);
  });

  it('CPU: requests of 0.7 s are refused before the total would pass 90 s', () => {
    const { engine, c } = setup();
    for (let i = 0; i < 128; i += 1) allowed(engine, c, GET(`/repos/a/r${i}`), T0 + i * 10, 700);
    expect(engine.snapshot(c, T0 + 2_000).secondary.cpuMsPerMinute.value).toBe(89_600);
    expectSecondary(engine.begin(c, GET('/repos/a/r128'), T0 + 2_000), 'cpu', 58);
  });

  it('CPU: the limit is read before a request, from the mean, so one unusually heavy request can pass it', () => {
    const { engine, c } = setup();
    for (let i = 0; i < 8; i += 1) allowed(engine, c, GET(`/repos/a/r${i}`), T0 + i * 1_000, 10_000);
    // 80 s spent, mean 10 s: 90 s expected, not past the limit, so the ninth starts; it takes 30 s.
    allowed(engine, c, GET('/repos/a/r8'), T0 + 8_000, 30_000);
    expect(engine.snapshot(c, T0 + 8_000).secondary.cpuMsPerMinute).toMatchObject({ value: 110_000, limit: 90_000 });
    expectSecondary(engine.begin(c, GET('/repos/a/r9'), T0 + 9_000), 'cpu', 51);
  });

  it('CPU: GraphQL stops at 60 s per 60 s, and that blocks GraphQL, not REST', () => {
    const { engine, c } = setup();
    for (let i = 0; i < 60; i += 1) allowed(engine, c, { method: 'POST', path: '/graphql' }, T0 + i * 10, 1_000);
    expectSecondary(engine.begin(c, { method: 'POST', path: '/graphql' }, T0 + 1_000), 'graphql-cpu', 59);
    expect(engine.snapshot(c, T0 + 1_000).secondary.graphqlCpuMsPerMinute.value).toBe(60_000);
    allowed(engine, c, GET('/user'), T0 + 1_000);
  });

  it('OAuth token requests: the 2,001st in an hour is refused', () => {
    const { engine, c } = setup(CALLERS.oauthApp);
    for (let i = 0; i < 2_000; i += 1) {
      const path = i % 2 === 0 ? '/applications/Iv1.abc/token' : '/login/oauth/access_token';
      allowed(engine, c, { method: 'POST', path }, T0 + i * 1_000);
    }
    expectSecondary(
      engine.begin(c, { method: 'POST', path: '/applications/Iv1.abc/token' }, T0 + 2_000_000),
      'token-requests',
      1_600,
    );
    expect(engine.snapshot(c, T0 + 2_000_000).secondary.tokenRequestsPerHour.value).toBe(2_000);
  });

  it('a secondary-limited request is not counted toward the primary limit', () => {
    const { engine, c } = setup();
    for (let i = 0; i < 900; i += 1) allowed(engine, c, GET('/user'), T0);
    for (let i = 0; i < 10; i += 1) expect(engine.begin(c, GET('/user'), T0).outcome).toBe('secondary-limited');
    expect(engine.rateLimitBody(c, T0).resources.core.used).toBe(900);
  });

  it('secondary limits are per budget: a PAT and an app acting for the same user share them', () => {
    const engine = createRateLimitEngine({ callers: [CALLERS.pat, CALLERS.appUser, CALLERS.oauthUser] });
    const [pat, app, other] = engine.callers as [EngineCaller, EngineCaller, EngineCaller];
    for (let i = 0; i < 80; i += 1) allowed(engine, pat, { method: 'POST', path: `/repos/a/r/issues` }, T0 + i);
    expectSecondary(
      engine.begin(app, { method: 'POST', path: '/repos/a/r/issues' }, T0 + 100),
      'content-per-minute',
      60,
    );
    allowed(engine, other, { method: 'POST', path: '/repos/a/r/issues' }, T0 + 100);
  });
});
