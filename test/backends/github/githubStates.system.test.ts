// The GitHub backend against servers that are not a rate-limited GitHub: GHES with rate limits off, nothing listening,
// a broken answer. Each is a clear state, never a crash, and the token never shows.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { VirtualClock } from '../../../src/domain/clock.js';
import { isServiceError } from '../../../src/domain/errors.js';
import {
  createGithubRateLimits,
  normalizeGithubBaseUrl,
  type GithubRateLimits,
} from '../../../src/backends/github/index.js';
import type { CallerSnapshot } from '../../../src/service/rateLimitsPort.js';
import { ManualTimers } from '../../helpers/manualTimers.js';

const SECRET = 'sy-test-secret-7Hq2Zx';

let clock: VirtualClock;
let timers: ManualTimers;
let server: Server | undefined;
let backend: GithubRateLimits | undefined;
const outputs: string[] = [];
const authorizations: string[] = [];

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  server = createServer((req, res) => {
    authorizations.push(String(req.headers.authorization));
    handler(req, res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3`;
}

async function open(baseUrl: string): Promise<GithubRateLimits> {
  backend = await createGithubRateLimits({
    baseUrl,
    tokens: [SECRET],
    env: {},
    clock,
    timers,
    transportRetry: { enabled: false },
    log: (level, message) => outputs.push(`${level}: ${message}`),
  });
  backend.subscribe((e) => outputs.push(JSON.stringify(e)));
  return backend;
}

async function settled(b: GithubRateLimits, state: string): Promise<CallerSnapshot> {
  const [caller] = await b.listCallers();
  outputs.push(JSON.stringify(caller));
  timers.advance(0);
  let snapshot: CallerSnapshot | undefined;
  await vi.waitFor(async () => {
    snapshot = await b.snapshot(caller!.id);
    expect(snapshot.source?.state).toBe(state);
  });
  outputs.push(JSON.stringify(snapshot));
  return snapshot!;
}

beforeEach(() => {
  clock = new VirtualClock(Date.UTC(2026, 0, 1));
  timers = new ManualTimers(clock);
  outputs.length = 0;
  authorizations.length = 0;
});

afterEach(async () => {
  backend?.close();
  backend = undefined;
  if (server) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
  }
  for (const text of outputs) expect(text).not.toContain(SECRET);
});

describe('GitHub Enterprise Server with rate limits off', () => {
  it('404 on /rate_limit is the rate-limits-disabled state, and polling goes on', async () => {
    let hits = 0;
    const baseUrl = await serve((req, res) => {
      if (req.url === '/api/v3/rate_limit') hits += 1;
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          message: 'Rate limiting is not enabled.',
          documentation_url: 'https://docs.github.com/enterprise-server/rest',
        }),
      );
    });
    const b = await open(baseUrl);
    const snapshot = await settled(b, 'rate-limits-disabled');
    expect(snapshot.buckets).toEqual([]);
    expect(snapshot.source!.message).toMatch(/not enabled/);
    expect(authorizations[0]).toBe(`token ${SECRET}`);
    timers.advance(15_000);
    await vi.waitFor(() => expect(hits).toBe(2));
    // Its own calls still work (no x-ratelimit headers: nothing to record, nothing breaks).
    const error = await b
      .request(snapshot.callerId, 'GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r' })
      .catch((e: unknown) => e);
    expect(isServiceError(error) && error.name).toBe('NotFound');
    outputs.push(String((error as Error).message));
  });
});

describe('nothing listening', () => {
  it('is the unreachable state with the address in the message', async () => {
    const baseUrl = await serve(() => {});
    const dead = baseUrl;
    server!.closeAllConnections();
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    const b = await open(dead);
    const snapshot = await settled(b, 'unreachable');
    expect(snapshot.source!.message).toContain(dead);
    const error = await b.request(snapshot.callerId, 'GET /user').catch((e: unknown) => e);
    expect(isServiceError(error) && error.name).toBe('NetworkError');
    outputs.push(String((error as Error).message), JSON.stringify(error));
  });
});

describe('a server that echoes the token', () => {
  it('never lets it through to messages, events or logs', async () => {
    const baseUrl = await serve((req, res) => {
      // A hostile or broken server: the credential comes back in the body and a deprecation notice (logged by Octokit).
      res.writeHead(req.url === '/api/v3/rate_limit' ? 500 : 418, {
        'content-type': 'application/json',
        deprecation: 'true',
        sunset: String(req.headers.authorization),
        'x-ratelimit-limit': '5000',
        'x-ratelimit-remaining': '4999',
        'x-ratelimit-reset': '1767229200',
        'x-ratelimit-resource': 'core',
      });
      res.end(JSON.stringify({ message: `you sent ${String(req.headers.authorization)}` }));
    });
    const b = await open(baseUrl);
    const snapshot = await settled(b, 'error');
    expect(snapshot.source!.message).toMatch(/you sent token \[token [0-9a-f]{8}\]/);
    const error = await b.request(snapshot.callerId, 'GET /user').catch((e: unknown) => e);
    expect(isServiceError(error)).toBe(true);
    outputs.push(String((error as Error).message), JSON.stringify(error), String((error as Error).stack));
    expect(outputs.some((o) => o.startsWith('warn:'))).toBe(true);
  });
});

describe('normalizeGithubBaseUrl', () => {
  it('adds /api/v3 to a bare GHES host and keeps api.github.com and explicit paths', () => {
    expect(normalizeGithubBaseUrl('https://api.github.com')).toBe('https://api.github.com');
    expect(normalizeGithubBaseUrl('https://ghe.example.com/')).toBe('https://ghe.example.com/api/v3');
    expect(normalizeGithubBaseUrl('http://127.0.0.1:8080/api/v3/')).toBe('http://127.0.0.1:8080/api/v3');
  });
  it('rejects what is not an http(s) URL, naming the field', () => {
    for (const bad of ['ghe.example.com', 'ftp://x', 'https://user:pw@ghe.example.com']) {
      expect(() => normalizeGithubBaseUrl(bad)).toThrow(/baseUrl/);
    }
  });
});

describe('a base URL that is not the API root', () => {
  it('says so when /rate_limit answers something that is not a rate-limit body', async () => {
    const baseUrl = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>GitHub Enterprise sign-in</html>');
    });
    const b = await open(baseUrl);
    const snapshot = await settled(b, 'error');
    expect(snapshot.source!.message).toMatch(/is http:\/\/127\.0\.0\.1:\d+\/api\/v3 the API root/);
  });
});
