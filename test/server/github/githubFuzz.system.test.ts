// Hostile and malformed requests at the GitHub routes (through serve's HTTP core): never a 500, never a crash, every
// answer well-formed JSON with x-ratelimit-* headers, and the token never echoed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { connect } from 'node:net';
import { VirtualClock } from '../../../src/domain/clock.js';
import { createRateLimitEngine } from '../../../src/engine/ratelimits/index.js';
import { rawRequest, startGithubServer, TEST_SECRET, type TestServer } from './helpers.js';

let server: TestServer;
const clock = new VirtualClock(Date.UTC(2026, 0, 1));

beforeAll(async () => {
  const engine = createRateLimitEngine({ callers: [{ id: 'alice', kind: 'user', token: TEST_SECRET, userId: 1 }] });
  server = await startGithubServer(engine, clock, 'serve');
});
afterAll(async () => {
  await server.close();
});

const segment = fc.oneof(
  fc.constantFrom(
    'repos',
    'o',
    'r',
    'issues',
    'search',
    'code',
    'rate_limit',
    'graphql',
    'scim',
    'v2',
    '..',
    '.',
    '%2e%2e',
    '%00',
    '%ZZ',
    '',
    'info',
    'lfs',
    'objects',
    'batch',
    'audit-log',
    'code-scanning',
    'sarifs',
  ),
  fc.stringMatching(/^[A-Za-z0-9_.~%-]{0,12}$/),
);
const pathArb = fc.array(segment, { maxLength: 6 }).map((parts) => `/api/v3/${parts.join('/')}`);
const queryArb = fc.option(fc.stringMatching(/^[A-Za-z0-9=&%_.-]{0,30}$/), { nil: undefined });
const authArb = fc.option(
  fc.oneof(
    fc.constantFrom(
      `token ${TEST_SECRET}`,
      `Bearer ${TEST_SECRET}`,
      `bearer ${TEST_SECRET}x`,
      'token',
      'Basic',
      `Basic ${Buffer.from(`u:${TEST_SECRET}`).toString('base64')}`,
      'Basic !!!',
    ),
    fc.stringMatching(/^[ -~]{0,40}$/),
  ),
  { nil: undefined },
);
const bodyArb = fc.option(
  fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.constantFrom('{"query":"mutation { x }"}', '{"query":42}', '{', 'null', '[]'),
  ),
  { nil: undefined },
);

describe('GitHub routes under fuzzing', () => {
  it('answers 1,000 generated requests with well-formed JSON and rate headers, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'),
        pathArb,
        queryArb,
        authArb,
        fc.option(fc.stringMatching(/^[ -~]{0,40}$/), { nil: undefined }),
        bodyArb,
        async (method, path, query, authorization, ifNoneMatch, body) => {
          clock.advance(997);
          const headers: Record<string, string> = {};
          if (authorization !== undefined) headers.authorization = authorization;
          if (ifNoneMatch !== undefined) headers['if-none-match'] = ifNoneMatch;
          if (body !== undefined) headers['content-type'] = 'application/json';
          const target = query === undefined ? path : `${path}?${query}`;
          const res = await rawRequest(server.origin, method, target, {
            headers,
            ...(body !== undefined && method !== 'GET' && method !== 'HEAD' ? { body } : {}),
          });
          expect(res.status).toBeLessThan(500);
          expect(res.headers['x-ratelimit-limit']).toMatch(/^\d+$/);
          expect(res.headers['x-ratelimit-resource']).toMatch(/^[a-z_]+$/);
          if (method !== 'HEAD' && res.status !== 304) expect(() => JSON.parse(res.text)).not.toThrow();
          expect(res.text).not.toContain(TEST_SECRET);
          expect(JSON.stringify(res.headers)).not.toContain(TEST_SECRET);
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('survives raw garbage on the mount and keeps answering', async () => {
    const port = Number(new URL(server.origin).port);
    const garbage = [
      'GET /api/v3/\u0000 HTTP/1.1\r\n\r\n',
      'POST /api/graphql HTTP/1.1\r\nContent-Length: 5\r\n\r\n{',
      'GET /api/v3 HTTP/1.1\r\nHost: localhost\r\nAuthorization: token \u00ff\u00fe\r\n\r\n',
    ];
    for (const bytes of garbage) {
      await new Promise<void>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(Buffer.from(bytes, 'latin1')));
        socket.on('data', () => {});
        socket.on('close', () => resolve());
        socket.on('error', () => resolve());
        socket.setTimeout(2_000, () => socket.destroy());
      });
    }
    const after = await rawRequest(server.origin, 'GET', '/api/v3/rate_limit', {
      headers: { authorization: `token ${TEST_SECRET}` },
    });
    expect(after.status).toBe(200);
  });
});
