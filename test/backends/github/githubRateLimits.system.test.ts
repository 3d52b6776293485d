// The GitHub backend pointed at the emulator's GitHub routes on loopback, on a virtual clock and manual timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Octokit } from '@octokit/core';
import { VirtualClock } from '../../../src/domain/clock.js';
import { isServiceError } from '../../../src/domain/errors.js';
import type { GithubCaller } from '../../../src/domain/ratelimits/callers.js';
import { createRateLimitEngine } from '../../../src/engine/ratelimits/index.js';
import type { RateLimitEngine } from '../../../src/engine/ratelimits/types.js';
import {
  createGithubRateLimits,
  type GithubRateLimits,
  type GithubRateLimitsOptions,
} from '../../../src/backends/github/index.js';
import type { CallerSnapshot, RateLimitEvent } from '../../../src/service/rateLimitsPort.js';
import { startGithubServer, TEST_SECRET, type TestServer } from '../../server/github/helpers.js';
import { ManualTimers } from '../../helpers/manualTimers.js';

const INSTALL_TOKEN = 'sy_test_install_token_Zx81';
const CALLERS: GithubCaller[] = [
  { id: 'alice', kind: 'user', token: TEST_SECRET, userId: 1 },
  { id: 'ci', kind: 'installation', token: INSTALL_TOKEN, installationId: 7, repositories: 3 },
];

let clock: VirtualClock;
let timers: ManualTimers;
let engine: RateLimitEngine;
let server: TestServer;
let backend: GithubRateLimits | undefined;
/** Every piece of text the backend produced: logs, events, snapshots, errors, labels. */
const outputs: string[] = [];

async function open(options: Partial<GithubRateLimitsOptions> = {}): Promise<GithubRateLimits> {
  backend = await createGithubRateLimits({
    baseUrl: server.baseUrl,
    tokens: [TEST_SECRET],
    env: {},
    readGhToken: async () => undefined,
    clock,
    timers,
    transportRetry: { enabled: false },
    log: (level, message) => outputs.push(`${level}: ${message}`),
    ...options,
  });
  backend.subscribe((event) => outputs.push(JSON.stringify(event)));
  backend.watch((snapshots) => outputs.push(JSON.stringify(snapshots)), { intervalMs: 0 });
  outputs.push(JSON.stringify(await backend.listCallers()), ...backend.notes);
  return backend;
}

async function polled(b: GithubRateLimits, callerId: string, state = 'ok'): Promise<CallerSnapshot> {
  timers.advance(0);
  let snapshot: CallerSnapshot | undefined;
  // The poll is a real request to the emulator: under load it can take longer than waitFor's default second.
  await vi.waitFor(
    async () => {
      snapshot = await b.snapshot(callerId);
      expect(snapshot.source?.state).toBe(state);
    },
    { timeout: 10_000 },
  );
  outputs.push(JSON.stringify(snapshot));
  return snapshot!;
}

/** `count` requests straight to the engine as `caller` (spending a budget before the backend is opened). */
function sendAs(
  caller: Parameters<RateLimitEngine['begin']>[0],
  count: number,
  request: (i: number) => { method: string; path: string },
): void {
  for (let i = 0; i < count; i += 1) {
    const d = engine.begin(caller, request(i), clock.now());
    if (d.outcome === 'allowed') engine.end(d.ticket, clock.now());
  }
}

function core(snapshot: CallerSnapshot) {
  return snapshot.buckets.find((b) => b.resource === 'core');
}

beforeEach(async () => {
  clock = new VirtualClock(Math.floor(Date.now() / 1000) * 1000);
  timers = new ManualTimers(clock);
  engine = createRateLimitEngine({ callers: CALLERS });
  server = await startGithubServer(engine, clock);
  outputs.length = 0;
});

afterEach(async () => {
  backend?.close();
  backend = undefined;
  await server.close();
  for (const text of outputs) expect(text).not.toContain(TEST_SECRET);
});

describe('polling GET /rate_limit', () => {
  it('reads every bucket, labels the caller by fingerprint, and sees budgets move', async () => {
    const b = await open();
    const [caller] = await b.listCallers();
    expect(caller!.label).toMatch(/fp [0-9a-f]{8}$/);
    expect(caller!.kind).toBe('user');
    const first = await polled(b, caller!.id);
    expect(core(first)).toMatchObject({ limit: 5000, used: 0, remaining: 5000, window: 'hour', estimated: false });
    expect(first.buckets.map((x) => x.resource)).toEqual(
      expect.arrayContaining(['core', 'search', 'graphql', 'code_search']),
    );

    // Someone else spends the same token's budget; the next poll shows it.
    const other = new Octokit({ baseUrl: server.baseUrl, auth: TEST_SECRET });
    for (let i = 0; i < 3; i += 1) await other.request('GET /user');
    timers.advance(15_000);
    await vi.waitFor(async () => expect(core(await b.snapshot(caller!.id))!.used).toBe(3));
    // /rate_limit itself is free for primary.
    expect(engine.rateLimitBody(engine.callerById('alice')!, clock.now()).resources.core.used).toBe(3);
  });

  it('watches several tokens at once, one caller each', async () => {
    const b = await open({ tokens: [TEST_SECRET, INSTALL_TOKEN] });
    const callers = await b.listCallers();
    expect(callers).toHaveLength(2);
    expect(new Set(callers.map((c) => c.id)).size).toBe(2);
    expect(callers[1]!.label).not.toContain(INSTALL_TOKEN);
    const install = await polled(b, callers[1]!.id);
    expect(core(install)!.limit).toBe(5000);
    await b.request(callers[1]!.id, 'GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r' });
    expect(core(await b.snapshot(callers[1]!.id))!.used).toBe(1);
    expect(core(await b.snapshot(callers[0]!.id))!.used).toBe(0);
  });

  it('with no token anywhere, watches the unauthenticated budget of this address', async () => {
    const b = await open({ tokens: [] });
    const [caller] = await b.listCallers();
    expect(caller!.kind).toBe('unauthenticated');
    expect(core(await polled(b, caller!.id))!.limit).toBe(60);
  });

  it('takes GH_ENTERPRISE_TOKEN from the environment for a host other than github.com', async () => {
    const b = await open({ tokens: undefined, env: { GH_ENTERPRISE_TOKEN: INSTALL_TOKEN } });
    const [caller] = await b.listCallers();
    expect(caller!.label).toContain('GH_ENTERPRISE_TOKEN');
    expect(core(await polled(b, caller!.id))!.limit).toBe(5000);
  });

  it("never sends github.com's GH_TOKEN or GITHUB_TOKEN to another host (as gh)", async () => {
    const b = await open({ tokens: undefined, env: { GH_TOKEN: INSTALL_TOKEN, GITHUB_TOKEN: TEST_SECRET } });
    const [caller] = await b.listCallers();
    expect(caller!.kind).toBe('unauthenticated');
    expect(core(await polled(b, caller!.id))!.limit).toBe(60);
  });

  it('an unknown token is a clear state, not a crash', async () => {
    const b = await open({ tokens: [`${TEST_SECRET}-revoked`] });
    const [caller] = await b.listCallers();
    const snapshot = await polled(b, caller!.id, 'bad-credentials');
    expect(snapshot.source!.message).toMatch(/Bad credentials/);
    expect(snapshot.buckets).toEqual([]);
  });

  it('polls at the configured interval on the injected timers, and stops on close', async () => {
    let polls = 0;
    engine.observe((event) => {
      if (event.type === 'counted' && event.request.path === '/rate_limit') polls += 1;
    });
    const b = await open({ pollIntervalMs: 5_000 });
    const [caller] = await b.listCallers();
    await polled(b, caller!.id);
    expect(polls).toBe(1);
    for (let i = 2; i <= 4; i += 1) {
      await vi.waitFor(() => expect(timers.dueTimes()).toContain(clock.now() + 5_000));
      timers.advance(5_000);
      await vi.waitFor(() => expect(polls).toBe(i));
    }
    b.close();
    expect(timers.size).toBe(0);
  });
});

describe('headers of its own requests', () => {
  it('moves the bucket the response names, and emits request-counted', async () => {
    const b = await open();
    const [caller] = await b.listCallers();
    await polled(b, caller!.id);
    const events: RateLimitEvent[] = [];
    b.subscribe((e) => events.push(e));
    await b.request(caller!.id, 'GET /search/issues', { q: 'x' });
    const snapshot = await b.snapshot(caller!.id);
    expect(snapshot.buckets.find((x) => x.resource === 'search')).toMatchObject({ limit: 30, used: 1, remaining: 29 });
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'request-counted',
        resource: 'search',
        remaining: 29,
        limit: 30,
        path: '/search/issues',
      }),
    );
  });

  it('sends GraphQL to /api/graphql under an /api/v3 base URL, counted in the graphql bucket', async () => {
    const b = await open();
    const [caller] = await b.listCallers();
    const result = await b.request(caller!.id, 'POST /graphql', {
      query: 'mutation { addStar(input: {starrableId: "x"}) { clientMutationId } }',
    });
    // The emulator holds no repositories: GitHub's NOT_FOUND, after the mutation was counted.
    expect(result.data).toMatchObject({ data: { addStar: null }, errors: [{ type: 'NOT_FOUND', path: ['addStar'] }] });
    const snapshot = await b.snapshot(caller!.id);
    expect(snapshot.buckets.find((x) => x.resource === 'graphql')).toMatchObject({ used: 1, limit: 5000 });
    expect(snapshot.secondary.graphqlPointsPerMinute.value).toBe(5);
    expect(snapshot.secondary.contentPerMinute.value).toBe(1);
  });

  it('estimates its own secondary usage and marks it so', async () => {
    const b = await open();
    const [caller] = await b.listCallers();
    // Octokit's throttling paces content writes 3 s apart (GitHub's advice): two are enough here.
    for (let i = 0; i < 2; i += 1)
      await b.request(caller!.id, 'POST /repos/{owner}/{repo}/issues', { owner: 'o', repo: 'r', title: 't' });
    await b.request(caller!.id, 'GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r' });
    const { secondary } = await b.snapshot(caller!.id);
    expect(secondary.restPointsPerMinute).toMatchObject({
      endpoint: '/repos/o/r/issues',
      value: 10,
      limit: 900,
      estimated: true,
    });
    expect(secondary.contentPerMinute).toMatchObject({ value: 2, limit: 80, estimated: true });
    expect(secondary.contentPerHour).toMatchObject({ value: 2, limit: 500, estimated: true });
    expect(secondary.concurrency).toMatchObject({ value: 0, limit: 100, estimated: true });
    clock.advance(60_000);
    expect((await b.snapshot(caller!.id)).secondary.contentPerMinute.value).toBe(0);
  });
});

/** Alice's core budget spent (5,000 requests straight to the engine); its reset in epoch seconds. */
function spendCore(): number {
  const alice = engine.callerById('alice')!;
  sendAs(alice, 5000, (i) => ({ method: 'GET', path: `/repos/o/r${i}` }));
  return engine.rateLimitBody(alice, clock.now()).resources.core.reset;
}

/** Alice's content-creation budget of the minute spent (80 issues), 10 s ago: the next one waits 50 s. */
function spendContent(): void {
  sendAs(engine.callerById('alice')!, 80, (i) => ({ method: 'POST', path: `/repos/o/r${i % 2}/issues` }));
  clock.advance(10_000);
}

/** The backend opened and polled once; its one caller, and the events it emits from now on. */
async function openPolled(options: Partial<GithubRateLimitsOptions>) {
  const b = await open(options);
  const [caller] = await b.listCallers();
  await polled(b, caller!.id);
  const events: RateLimitEvent[] = [];
  b.subscribe((e) => events.push(e));
  return { b, id: caller!.id, events };
}

/** `METHOD path` of each request that reaches the server from now on (counted or limited), and when. */
function arrivals(): { at: number; request: string }[] {
  const seen: { at: number; request: string }[] = [];
  engine.observe((e) => {
    if (e.type === 'counted' || e.type === 'secondary-limited' || e.type === 'primary-limited')
      seen.push({ at: clock.now(), request: `${e.request.method} ${e.request.path}` });
  });
  return seen;
}

const requests = (seen: { request: string }[]) => seen.map((a) => a.request);

function failure(p: Promise<unknown>): Promise<unknown> {
  return p.then(
    () => undefined,
    (e: unknown) => e,
  );
}

describe('the retry policy', () => {
  it('waits out a secondary limit for retry-after on the injected timers, never earlier, then succeeds', async () => {
    spendContent();
    const { b, id, events } = await openPolled({ pollIntervalMs: 3_600_000 });
    const seen = arrivals();
    const started = clock.now();
    const pending = b.request(id, 'POST /repos/{owner}/{repo}/issues', { owner: 'o', repo: 'r', title: 't' });
    await vi.waitFor(() => expect(events.some((e) => e.type === 'retry-scheduled')).toBe(true));
    const scheduled = events.find((e) => e.type === 'retry-scheduled') as Extract<
      RateLimitEvent,
      { type: 'retry-scheduled' }
    >;
    expect(scheduled.retryAt).toBe(started + 50_000);
    expect(scheduled).toMatchObject({
      rule: 2,
      limit: 'secondary',
      attempt: 1,
      method: 'POST',
      path: '/repos/o/r/issues',
    });
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'secondary-limit-hit',
        limitKind: 'content-per-minute',
        limitKindEstimated: true,
        retryAfterSeconds: 50,
      }),
    );
    timers.advance(49_999);
    expect(seen).toHaveLength(1);
    timers.advance(1);
    const result = await pending;
    expect(result.status).toBe(201);
    expect(seen.map((a) => a.at)).toEqual([started, started + 50_000]);
  });

  it('after a primary limit, retries exactly at the reset, and succeeds in the new window', async () => {
    const reset = spendCore();
    const { b, id, events } = await openPolled({ pollIntervalMs: 7_200_000 });
    const seen = arrivals();
    const pending = b.request(id, 'GET /user');
    await vi.waitFor(() => expect(events.some((e) => e.type === 'retry-scheduled')).toBe(true));
    expect(events.find((e) => e.type === 'retry-scheduled')).toMatchObject({
      rule: 1,
      limit: 'primary',
      resource: 'core',
      retryAt: reset * 1000,
    });
    timers.advance(reset * 1000 - clock.now() - 1);
    expect(seen).toHaveLength(1);
    timers.advance(1);
    const result = await pending;
    expect(result.headers['x-ratelimit-used']).toBe('1');
    expect(seen.map((a) => a.at)).toEqual([seen[0]!.at, reset * 1000]);
  });

  it('while a request waits out a secondary limit, the caller sends nothing else, polls included (rule 6)', async () => {
    spendContent();
    const { b, id, events } = await openPolled({ pollIntervalMs: 20_000 });
    const seen = arrivals();
    const started = clock.now();
    const waiting = b.request(id, 'POST /repos/{owner}/{repo}/issues', { owner: 'o', repo: 'r', title: 't' });
    await vi.waitFor(() => expect(events.some((e) => e.type === 'retry-scheduled')).toBe(true));
    expect(requests(seen)).toEqual(['POST /repos/o/r/issues']);

    // 20 s into the 50 s wait: the poll and another request are held back, and say why.
    timers.advance(20_000);
    const snapshot = await polled(b, id, 'error');
    expect(snapshot.source).toMatchObject({
      message: expect.stringMatching(
        /^Not sent: GET \/rate_limit\. .+ has a request waiting since \S+Z to be retried after a secondary rate limit and sends nothing it covers before \S+Z/,
      ),
    });
    const read = await failure(b.request(id, 'GET /user'));
    expect(isServiceError(read)).toBe(true);
    if (!isServiceError(read)) return;
    outputs.push(read.message);
    expect(read.name).toBe('SecondaryRateLimitExceeded');
    expect(read.retryAfterSeconds).toBe(30);
    expect(read.message).toContain(new Date(started + 50_000).toISOString().replace('.000Z', 'Z'));
    expect(requests(seen)).toEqual(['POST /repos/o/r/issues']);

    // At retry-after the waiting request goes out, then the others may.
    timers.advance(30_000);
    expect((await waiting).status).toBe(201);
    expect(requests(seen)).toEqual(['POST /repos/o/r/issues', 'POST /repos/o/r/issues']);
    expect((await b.request(id, 'GET /user')).status).toBe(200);
  });

  it('while a request waits for a primary reset, that bucket is held; others and GET /rate_limit are not', async () => {
    const reset = spendCore();
    const { b, id, events } = await openPolled({ pollIntervalMs: 7_200_000 });
    const seen = arrivals();
    const waiting = b.request(id, 'GET /user');
    await vi.waitFor(() => expect(events.some((e) => e.type === 'retry-scheduled')).toBe(true));

    const held = await failure(b.request(id, 'GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r' }));
    expect(isServiceError(held) && held.name).toBe('RateLimitExceeded');
    expect(isServiceError(held) && held.message).toMatch(/to be retried after the primary rate limit of core/);
    expect((await b.request(id, 'GET /search/issues', { q: 'x' })).status).toBe(200);
    expect((await b.request(id, 'GET /rate_limit')).status).toBe(200);
    expect(requests(seen)).toEqual(['GET /user', 'GET /search/issues', 'GET /rate_limit']);

    timers.advance(reset * 1000 - clock.now());
    expect((await waiting).status).toBe(200);
    expect((await b.request(id, 'GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r' })).status).toBe(200);
  });

  it('a retry due while another answer holds the caller waits for that hold too (rule 6)', async () => {
    const alice = engine.callerById('alice')!;
    const t0 = clock.now();
    // The search bucket spent at t0 (it resets at t0 + 60 s), content creation at t0 + 20 s (its minute ends at 80 s).
    sendAs(alice, 30, (i) => ({ method: 'GET', path: `/search/issues?q=${i}` }));
    clock.set(t0 + 20_000);
    sendAs(alice, 80, (i) => ({ method: 'POST', path: `/repos/o/r${i % 2}/issues` }));
    clock.set(t0 + 25_000);
    const { b, id, events } = await openPolled({ pollIntervalMs: 3_600_000 });
    const seen = arrivals();
    const search = b.request(id, 'GET /search/issues', { q: 'x' });
    const issue = b.request(id, 'POST /repos/{owner}/{repo}/issues', { owner: 'o', repo: 'r', title: 't' });
    await vi.waitFor(() => expect(events.filter((e) => e.type === 'retry-scheduled')).toHaveLength(2));
    const searchRetry = events.find((e) => e.type === 'retry-scheduled' && e.limit === 'primary');
    expect(searchRetry).toMatchObject({ resource: 'search', retryAt: t0 + 60_000 });

    // The search retry is due at 60 s, but the secondary limit holds the caller until 80 s: nothing goes out.
    // It sleeps on (a second timer due at 80 s, beside the issue's own retry).
    timers.advance(t0 + 60_000 - clock.now());
    await vi.waitFor(() => expect(timers.dueTimes().filter((t) => t === t0 + 80_000)).toHaveLength(2));
    expect(seen).toHaveLength(2);
    // The event log says so: the search retry, attempt 1 again, now due at 80 s under rule 6.
    expect(events.filter((e) => e.type === 'retry-scheduled').at(-1)).toMatchObject({
      path: '/search/issues',
      attempt: 1,
      rule: 6,
      limit: 'secondary',
      retryAt: t0 + 80_000,
    });
    timers.advance(t0 + 80_000 - clock.now());
    expect((await search).status).toBe(200);
    expect((await issue).status).toBe(201);
    expect(seen.slice(2).map((a) => a.at)).toEqual([t0 + 80_000, t0 + 80_000]);
  });

  it('gives up after the configured retries with an error naming the limit and its reset', async () => {
    spendCore();
    const b = await open({ retryPolicy: { maxRetries: 0 } });
    const [caller] = await b.listCallers();
    const events: RateLimitEvent[] = [];
    b.subscribe((e) => events.push(e));
    const error = await failure(b.request(caller!.id, 'GET /user'));
    expect(isServiceError(error)).toBe(true);
    if (!isServiceError(error)) return;
    outputs.push(error.message, JSON.stringify(error));
    expect(error.name).toBe('RateLimitExceeded');
    expect(error.message).toMatch(/primary rate limit exceeded \(core, limit 5000\); it resets at \d{4}-/);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['primary-limit-hit', 'gave-up']));
    expect(events.find((e) => e.type === 'primary-limit-hit')).toMatchObject({ resource: 'core', limit: 5000 });
    expect(events.find((e) => e.type === 'gave-up')).toMatchObject({ limit: 'primary', attempts: 1 });
  });

  it('after giving up on a primary limit, sends nothing more to that bucket before its reset (rule 6)', async () => {
    const reset = spendCore();
    const { b, id, events } = await openPolled({ retryPolicy: { maxRetries: 0 }, pollIntervalMs: 7_200_000 });
    const seen = arrivals();

    const first = await failure(b.request(id, 'GET /user'));
    expect(isServiceError(first) && first.name).toBe('RateLimitExceeded');
    expect(events.find((e) => e.type === 'gave-up')).toMatchObject({ heldUntil: reset * 1000 });
    expect(requests(seen)).toEqual(['GET /user']);

    // The same bucket, a minute later: refused here, not sent.
    clock.advance(60_000);
    const held = await failure(b.request(id, 'GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r' }));
    expect(isServiceError(held)).toBe(true);
    if (!isServiceError(held)) return;
    outputs.push(held.message, JSON.stringify(held));
    expect(held.name).toBe('RateLimitExceeded');
    expect(held.httpStatus).toBe(403);
    expect(held.retryAfterSeconds).toBe(reset - clock.now() / 1000);
    expect(held.message).toMatch(
      /^Not sent: GET \/repos\/o\/r\. .+ gave up a request on the primary rate limit of core at \S+Z and sends nothing it covers before \S+Z/,
    );
    expect(held.message).toContain(new Date(reset * 1000).toISOString().replace('.000Z', 'Z'));
    expect(requests(seen)).toEqual(['GET /user']);

    // Other buckets, and GET /rate_limit (free for the primary limit), are still sent.
    expect((await b.request(id, 'GET /search/issues', { q: 'x' })).status).toBe(200);
    expect((await b.request(id, 'GET /rate_limit')).status).toBe(200);
    expect(requests(seen)).toEqual(['GET /user', 'GET /search/issues', 'GET /rate_limit']);

    // From the reset on, the bucket is used again.
    clock.set(reset * 1000);
    expect((await b.request(id, 'GET /user')).status).toBe(200);
    expect(requests(seen).at(-1)).toBe('GET /user');
  });

  it('after giving up on a secondary limit, the caller sends nothing, not even its polls, until the wait is over', async () => {
    spendContent();
    const { b, id, events } = await openPolled({ retryPolicy: { maxRetries: 0 }, pollIntervalMs: 20_000 });
    const seen = arrivals();
    const gaveUpAt = clock.now();
    const first = await failure(
      b.request(id, 'POST /repos/{owner}/{repo}/issues', { owner: 'o', repo: 'r', title: 't' }),
    );
    expect(isServiceError(first) && first.name).toBe('SecondaryRateLimitExceeded');
    expect(events.find((e) => e.type === 'gave-up')).toMatchObject({
      limit: 'secondary',
      heldUntil: gaveUpAt + 50_000,
    });
    expect(seen).toHaveLength(1);

    // The next poll (20 s on) is held back too: the source says why, and nothing reaches the server.
    clock.advance(20_000);
    const snapshot = await polled(b, id, 'error');
    expect(snapshot.source).toMatchObject({
      message: expect.stringMatching(/^Not sent: GET \/rate_limit\. .*secondary rate limit/),
    });
    const read = await failure(b.request(id, 'GET /user'));
    expect(isServiceError(read) && read.retryAfterSeconds).toBe(30);
    expect(seen).toHaveLength(1);

    // Once retry-after has passed, the poll goes out again.
    clock.set(gaveUpAt + 50_000);
    await polled(b, id, 'ok');
    expect(seen.length).toBeGreaterThan(1);
  });
});
