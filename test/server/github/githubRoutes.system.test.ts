// Wire tests of the emulator's GitHub routes with Octokit and @octokit/plugin-throttling, on loopback.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { Octokit } from '@octokit/core';
import { throttling } from '@octokit/plugin-throttling';
import { RequestError } from '@octokit/request-error';
import { VirtualClock } from '../../../src/domain/clock.js';
import { classifyRateLimit } from '../../../src/domain/ratelimits/retryPolicy.js';
import type { GithubCaller } from '../../../src/domain/ratelimits/callers.js';
import { createRateLimitEngine } from '../../../src/engine/ratelimits/index.js';
import type { RateLimitEngine } from '../../../src/engine/ratelimits/types.js';
import { rawRequest, startGithubServer, TEST_SECRET, type ServerKind, type TestServer } from './helpers.js';

const ThrottledOctokit = Octokit.plugin(throttling);

const CALLERS: GithubCaller[] = [
  { id: 'alice', kind: 'user', token: TEST_SECRET, userId: 1 },
  { id: 'ci', kind: 'installation', token: 'sy_test_install_token', installationId: 7, repositories: 3 },
];

let clock: VirtualClock;
let engine: RateLimitEngine;
let server: TestServer;
const seen: string[] = [];

function octokitFor(token: string | undefined) {
  const onRateLimit = vi.fn((_retryAfter: number) => false);
  const onSecondaryRateLimit = vi.fn((_retryAfter: number) => false);
  const octokit = new ThrottledOctokit({
    baseUrl: server.baseUrl,
    ...(token !== undefined ? { auth: token } : {}),
    throttle: { id: randomUUID(), onRateLimit, onSecondaryRateLimit },
    log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
  });
  octokit.hook.after('request', (response) => {
    seen.push(JSON.stringify(response.headers), JSON.stringify(response.data));
  });
  octokit.hook.error('request', (error) => {
    if (error instanceof RequestError && error.response)
      seen.push(JSON.stringify(error.response.headers), JSON.stringify(error.response.data), error.message);
    throw error;
  });
  return { octokit, onRateLimit, onSecondaryRateLimit };
}

async function failure(promise: Promise<unknown>): Promise<RequestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RequestError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

function expectRateHeaders(headers: Record<string, unknown>, resource: string): void {
  for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-used', 'x-ratelimit-reset']) {
    expect(String(headers[name]), name).toMatch(/^\d+$/);
  }
  expect(headers['x-ratelimit-resource']).toBe(resource);
}

describe.each<ServerKind>(['node:http', 'serve'])('GitHub routes on %s', (kind) => {
  beforeEach(async () => {
    // Whole seconds, so that window arithmetic in the assertions is exact.
    clock = new VirtualClock(Math.floor(Date.now() / 1000) * 1000);
    engine = createRateLimitEngine({ callers: CALLERS });
    server = await startGithubServer(engine, clock, kind);
    seen.length = 0;
  });

  afterEach(async () => {
    await server.close();
    for (const text of seen) expect(text).not.toContain(TEST_SECRET);
  });

  describe('GET /api/v3/rate_limit', () => {
    it('has the 2022-11-28 shape, rate mirrors core, and it is free for primary', async () => {
      const { octokit } = octokitFor(TEST_SECRET);
      await octokit.request('GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r' });
      const first = await octokit.request('GET /rate_limit');
      const second = await octokit.request('GET /rate_limit');
      const body = second.data as { resources: Record<string, Record<string, number>>; rate: Record<string, number> };
      for (const name of ['core', 'search', 'graphql', 'code_search']) {
        const item = body.resources[name]!;
        expect(Object.keys(item)).toEqual(['limit', 'used', 'remaining', 'reset']);
        for (const value of Object.values(item)) expect(Number.isInteger(value)).toBe(true);
      }
      expect(body.resources.core).toMatchObject({ limit: 5000, used: 1, remaining: 4999 });
      expect(body.resources.search).toMatchObject({ limit: 30, used: 0 });
      expect(body.rate).toEqual(body.resources.core);
      expect((first.data as typeof body).resources.core!.used).toBe(1);
      expectRateHeaders(second.headers, 'core');
    });
  });

  describe('headers on every response', () => {
    it('names the bucket of the request', async () => {
      const { octokit } = octokitFor(TEST_SECRET);
      const repo = await octokit.request('GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r' });
      expect(repo.status).toBe(200);
      expectRateHeaders(repo.headers, 'core');
      expect(repo.headers['x-ratelimit-limit']).toBe('5000');
      expect(repo.headers['x-ratelimit-used']).toBe('1');
      expect(repo.data).toMatchObject({ method: 'GET', path: '/repos/o/r', resource: 'core' });

      const search = await octokit.request('GET /search/issues', { q: 'x' });
      expectRateHeaders(search.headers, 'search');
      expect(search.headers['x-ratelimit-limit']).toBe('30');

      const created = await octokit.request('POST /repos/{owner}/{repo}/issues', { owner: 'o', repo: 'r', title: 't' });
      expect(created.status).toBe(201);
      expect(created.headers['x-ratelimit-used']).toBe('2');

      const graphql = await octokit.graphql<Record<string, unknown>>('query { viewer { login } }');
      expect(graphql).toEqual({ viewer: { login: 'user-1' } });
    });

    it('GraphQL counts in the graphql bucket and needs authentication', async () => {
      const raw = await rawRequest(server.origin, 'POST', '/api/graphql', {
        headers: { authorization: `bearer ${TEST_SECRET}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ viewer { login } }' }),
      });
      expect(raw.status).toBe(200);
      expect(raw.headers['x-ratelimit-resource']).toBe('graphql');
      const anonymous = await rawRequest(server.origin, 'POST', '/api/graphql', {
        body: '{"query":"{ viewer { login } }"}',
      });
      expect(anonymous.status).toBe(401);
      expectRateHeaders(anonymous.headers, 'core');
      seen.push(raw.text, JSON.stringify(raw.headers), anonymous.text);
    });

    // Under serve, paths outside /api/v3 never reach the GitHub handler (they are AWS routes).
    it.skipIf(kind === 'serve')('even 404s outside the API carry the address budget', async () => {
      const raw = await rawRequest(server.origin, 'GET', '/api/v4/nothing');
      expect(raw.status).toBe(404);
      expectRateHeaders(raw.headers, 'core');
      expect(JSON.parse(raw.text)).toMatchObject({ message: 'Not Found' });
    });
  });

  describe('credentials', () => {
    it('answers 401 Bad credentials to an unknown token, without echoing it', async () => {
      const { octokit } = octokitFor('sy-test-secret-7Hq2Zx-unknown');
      const error = await failure(octokit.request('GET /user'));
      expect(error.status).toBe(401);
      expect(error.response?.data).toMatchObject({
        message: 'Bad credentials',
        documentation_url: expect.stringContaining('docs.github.com'),
      });
      expectRateHeaders(error.response!.headers, 'core');
      expect(JSON.stringify(error.response)).not.toContain('sy-test-secret-7Hq2Zx');
    });

    it('accepts `token X` and `Bearer X` for the same caller', async () => {
      const a = await rawRequest(server.origin, 'GET', '/api/v3/user', {
        headers: { authorization: `token ${TEST_SECRET}` },
      });
      const b = await rawRequest(server.origin, 'GET', '/api/v3/user', {
        headers: { authorization: `Bearer ${TEST_SECRET}` },
      });
      expect([a.headers['x-ratelimit-used'], b.headers['x-ratelimit-used']]).toEqual(['1', '2']);
      seen.push(a.text, b.text, JSON.stringify(a.headers), JSON.stringify(b.headers));
    });

    it('counts unauthenticated requests per client address', async () => {
      const one = await rawRequest(server.origin, 'GET', '/api/v3/zen', { localAddress: '127.0.0.1' });
      const two = await rawRequest(server.origin, 'GET', '/api/v3/zen', { localAddress: '127.0.0.1' });
      const other = await rawRequest(server.origin, 'GET', '/api/v3/zen', { localAddress: '127.0.0.2' });
      expect(one.headers['x-ratelimit-limit']).toBe('60');
      expect([one.headers['x-ratelimit-used'], two.headers['x-ratelimit-used']]).toEqual(['1', '2']);
      expect(other.headers['x-ratelimit-used']).toBe('1');
    });
  });

  describe('primary limit', () => {
    it('onRateLimit fires at the 61st unauthenticated request with the wait until reset', async () => {
      const { octokit, onRateLimit, onSecondaryRateLimit } = octokitFor(undefined);
      for (let i = 0; i < 60; i += 1)
        await octokit.request('GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r', headers: { 'x-n': String(i) } });
      const error = await failure(octokit.request('GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r' }));
      expect(error.status).toBe(403);
      expect(error.response!.headers['x-ratelimit-remaining']).toBe('0');
      expect(error.message).toMatch(/API rate limit exceeded for 127\.0\.0\.1/);
      const reset = Number(error.response!.headers['x-ratelimit-reset']);
      expect(onSecondaryRateLimit).not.toHaveBeenCalled();
      expect(onRateLimit).toHaveBeenCalledTimes(1);
      const retryAfter = onRateLimit.mock.calls[0]![0];
      const expected = Math.ceil((reset * 1000 - Date.now()) / 1000) + 1;
      expect(Math.abs(retryAfter - expected)).toBeLessThanOrEqual(2);
      expect(retryAfter).toBeGreaterThan(3500);
    });

    it('a token whose budget is spent gets the limit at its number, and the reset restores it', async () => {
      const alice = engine.callerById('alice')!;
      for (let i = 0; i < 4999; i += 1) {
        // Spread over endpoints: 4,999 points on one endpoint would trip the 900 points/min secondary limit first.
        const decision = engine.begin(alice, { method: 'GET', path: `/repos/o/r${i}` }, clock.now());
        if (decision.outcome === 'allowed') engine.end(decision.ticket, clock.now());
      }
      const { octokit, onRateLimit } = octokitFor(TEST_SECRET);
      const last = await octokit.request('GET /user');
      expect(last.headers['x-ratelimit-remaining']).toBe('0');
      const error = await failure(octokit.request('GET /user'));
      expect(error.status).toBe(403);
      expect(error.response!.data).toMatchObject({
        message: expect.stringMatching(/API rate limit exceeded for user ID 1\./),
      });
      expect(onRateLimit).toHaveBeenCalledTimes(1);
      clock.advance(3_600_000);
      const after = await octokit.request('GET /user');
      expect(after.headers['x-ratelimit-used']).toBe('1');
    });
  });

  describe('GraphQL primary limit', () => {
    const graphql = (query: string, extra: Record<string, unknown> = {}) =>
      rawRequest(server.origin, 'POST', '/api/graphql', {
        headers: { authorization: `bearer ${TEST_SECRET}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query, ...extra }),
      });

    it('each query costs the points of its document; past them the answer is a 403 with remaining 0 and RATE_LIMITED', async () => {
      // 1 + 100 + 100 * 50 = 5,101 requests: 51 points.
      const query = `query { viewer { repositories(first: 100) { nodes {
        issues(first: 50) { nodes { labels(first: 100) { nodes { name } } } } } } } }`;
      const q51 = query.replace('first: 100) { nodes { name', 'first: 1) { nodes { name');
      for (let i = 1; i <= 98; i += 1) {
        const ok = await graphql(q51);
        expect(ok.status).toBe(200);
        expect(ok.headers['x-ratelimit-used']).toBe(String(51 * i));
      }
      const raw = await graphql(q51);
      expect(raw.status).toBe(403);
      expect(raw.headers['x-ratelimit-remaining']).toBe('0');
      expect(raw.headers['x-ratelimit-used']).toBe(String(51 * 98));
      expect(raw.headers['x-ratelimit-resource']).toBe('graphql');
      expect(JSON.parse(raw.text)).toMatchObject({ data: null, errors: [{ type: 'RATE_LIMITED' }] });
      const headers = Object.fromEntries(Object.entries(raw.headers).map(([k, v]) => [k, String(v)]));
      expect(classifyRateLimit({ status: raw.status, headers, body: JSON.parse(raw.text) })).toMatchObject({
        limit: 'primary',
        resource: 'graphql',
      });
      // The two points left still serve a query of 1.
      expect((await graphql('{ viewer { login } }')).status).toBe(200);
      seen.push(raw.text);
    });

    it('answers 429 when the engine answers primary limits with 429, as REST does', async () => {
      await server.close();
      engine = createRateLimitEngine({ callers: CALLERS, primaryStatus: 429 });
      server = await startGithubServer(engine, clock, kind);
      const alice = engine.callerById('alice')!;
      for (let i = 0; i < 50; i += 1) {
        const d = engine.begin(alice, { method: 'POST', path: '/graphql', graphqlCost: 100 }, clock.now());
        if (d.outcome === 'allowed') engine.end(d.ticket, clock.now());
      }
      const raw = await graphql('{ viewer { login } }');
      expect(raw.status).toBe(429);
      expect(raw.headers['x-ratelimit-remaining']).toBe('0');
      expect(JSON.parse(raw.text)).toMatchObject({ errors: [{ type: 'RATE_LIMITED' }] });
    });

    it('a mutation after a fragment, or chosen by operationName, counts toward the content-creation limit', async () => {
      const fragmentFirst =
        'fragment F on Issue { id }\nmutation { addComment(input: {subjectId: "1", body: "b"}) { subject { ...F } } }';
      const several =
        'query Read { viewer { login } }\nmutation Write { addStar(input: {starrableId: "1"}) { clientMutationId } }';
      for (let i = 0; i < 80; i += 1) {
        const ok = i % 2 === 0 ? await graphql(fragmentFirst) : await graphql(several, { operationName: 'Write' });
        expect(ok.status).toBe(200);
      }
      const refused = await graphql(fragmentFirst);
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.text).message).toMatch(/secondary rate limit/);
      expect(engine.snapshot(engine.callerById('alice')!, clock.now()).secondary.contentPerMinute.value).toBe(80);
      // A query chosen out of the same document creates nothing and passes.
      expect((await graphql(several, { operationName: 'Read' })).status).toBe(200);
    });
  });

  describe('secondary limit', () => {
    it('onSecondaryRateLimit fires at the 81st content request in a minute with retry-after', async () => {
      const alice = engine.callerById('alice')!;
      for (let i = 0; i < 80; i += 1) {
        const decision = engine.begin(alice, { method: 'POST', path: `/repos/o/r${i % 2}/issues` }, clock.now());
        expect(decision.outcome).toBe('allowed');
        if (decision.outcome === 'allowed') engine.end(decision.ticket, clock.now());
      }
      clock.advance(10_000);
      const { octokit, onRateLimit, onSecondaryRateLimit } = octokitFor(TEST_SECRET);
      const error = await failure(
        octokit.request('POST /repos/{owner}/{repo}/issues', { owner: 'o', repo: 'r', title: 't' }),
      );
      expect(error.status).toBe(403);
      expect(error.message).toMatch(/secondary rate limit/);
      const headers = error.response!.headers;
      expect(Number(headers['x-ratelimit-remaining'])).toBeGreaterThan(0);
      expect(headers['retry-after']).toBe('50');
      expect(onRateLimit).not.toHaveBeenCalled();
      expect(onSecondaryRateLimit).toHaveBeenCalledTimes(1);
      expect(onSecondaryRateLimit.mock.calls[0]![0]).toBe(50);
      expect((error.response!.data as { documentation_url: string }).documentation_url).toMatch(
        /#about-secondary-rate-limits$/,
      );
    });
  });

  describe('secondary limit without retry-after', () => {
    it('the 101st concurrent request is limited; Octokit falls back to 60 s, and closing one frees a slot', async () => {
      const alice = engine.callerById('alice')!;
      const open: unknown[] = [];
      for (let i = 0; i < 100; i += 1) {
        const d = engine.begin(alice, { method: 'GET', path: `/repos/o/c${i}` }, clock.now());
        if (d.outcome === 'allowed') open.push(d.ticket);
      }
      expect(open).toHaveLength(100);
      const { octokit, onSecondaryRateLimit } = octokitFor(TEST_SECRET);
      const error = await failure(octokit.request('GET /user'));
      expect(error.status).toBe(403);
      expect(error.response!.headers['retry-after']).toBeUndefined();
      expect(Number(error.response!.headers['x-ratelimit-remaining'])).toBeGreaterThan(0);
      expect(onSecondaryRateLimit).toHaveBeenCalledTimes(1);
      expect(onSecondaryRateLimit.mock.calls[0]![0]).toBe(60);
      engine.end(open.pop() as Parameters<typeof engine.end>[0], clock.now());
      expect((await octokit.request('GET /user')).status).toBe(200);
    });
  });

  describe('100 concurrent keep-alive connections', () => {
    it('are all answered, each count is seen exactly once, and every request is closed', async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 100 });
      const alice = engine.callerById('alice')!;
      try {
        const answers = await Promise.all(
          Array.from(
            { length: 100 },
            (_, i) =>
              new Promise<{ status: number; used: string }>((resolve, reject) => {
                const url = new URL(`${server.baseUrl}/repos/o/k${i}`);
                const req = httpRequest(
                  {
                    host: url.hostname,
                    port: url.port,
                    path: url.pathname,
                    agent,
                    headers: { authorization: `token ${TEST_SECRET}` },
                  },
                  (res) => {
                    res.resume();
                    res.on('end', () =>
                      resolve({ status: res.statusCode ?? 0, used: String(res.headers['x-ratelimit-used']) }),
                    );
                  },
                );
                req.on('error', reject);
                req.end();
              }),
          ),
        );
        expect(answers.every((a) => a.status === 200)).toBe(true);
        expect(answers.map((a) => Number(a.used)).sort((a, b) => a - b)).toEqual(
          Array.from({ length: 100 }, (_, i) => i + 1),
        );
        await vi.waitFor(() => expect(engine.snapshot(alice, clock.now()).secondary.concurrency.value).toBe(0));
      } finally {
        agent.destroy();
      }
    });
  });

  describe('conditional requests and concurrency', () => {
    it('a matching If-None-Match gets 304, free for primary, with headers', async () => {
      const { octokit } = octokitFor(TEST_SECRET);
      const first = await octokit.request('GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r' });
      const etag = first.headers.etag!;
      expect(etag).toMatch(/^W\/".+"$/);
      const error = await failure(
        octokit.request('GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r', headers: { 'if-none-match': etag } }),
      );
      expect(error.status).toBe(304);
      expect(error.response!.headers['x-ratelimit-used']).toBe('1');
      expect(error.response!.headers.etag).toBe(etag);
      const stale = await octokit.request('GET /repos/{owner}/{repo}', {
        owner: 'o',
        repo: 'r',
        headers: { 'if-none-match': 'W/"other"' },
      });
      expect(stale.status).toBe(200);
      expect(stale.headers['x-ratelimit-used']).toBe('2');
      // Another caller's tag for the same path does not match.
      const { octokit: ci } = octokitFor('sy_test_install_token');
      const theirs = await ci.request('GET /repos/{owner}/{repo}', {
        owner: 'o',
        repo: 'r',
        headers: { 'if-none-match': etag },
      });
      expect(theirs.status).toBe(200);
    });

    it('closes every request in the engine when its response finishes, counting response time as CPU', async () => {
      // A clock that moves 7 ms each time it is read: each response then takes a known, non-zero time.
      let t = clock.now();
      const stepping = { now: () => (t += 7) };
      await server.close();
      server = await startGithubServer(engine, stepping, kind);
      const alice = engine.callerById('alice')!;
      const { octokit } = octokitFor(TEST_SECRET);
      await Promise.all(Array.from({ length: 20 }, () => octokit.request('GET /user')));
      await vi.waitFor(() => expect(engine.snapshot(alice, t).secondary.concurrency.value).toBe(0));
      const snapshot = engine.snapshot(alice, t);
      expect(snapshot.buckets.find((b) => b.resource === 'core')!.used).toBe(20);
      expect(snapshot.secondary.cpuMsPerMinute.value).toBeGreaterThanOrEqual(20 * 7);
    });
  });
});
