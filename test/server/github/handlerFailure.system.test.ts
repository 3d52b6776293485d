// An engine failure is the only way to a 500: it is logged (without request data) and the server keeps answering.
import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { VirtualClock } from '../../../src/domain/clock.js';
import { createRateLimitEngine } from '../../../src/engine/ratelimits/index.js';
import type { RateLimitEngine } from '../../../src/engine/ratelimits/types.js';
import { createGithubHandler } from '../../../src/server/github/handler.js';
import { rawRequest, TEST_SECRET } from './helpers.js';

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe('engine failure', () => {
  it('answers 500 with a GitHub-shaped body, logs it, and the next request is answered normally', async () => {
    const real = createRateLimitEngine({ callers: [{ id: 'alice', kind: 'user', token: TEST_SECRET, userId: 1 }] });
    let fail = true;
    const engine: RateLimitEngine = Object.create(real, {
      begin: {
        value: (...args: Parameters<RateLimitEngine['begin']>) => {
          if (fail) throw new Error('budget store unavailable');
          return real.begin(...args);
        },
      },
    });
    const logged: string[] = [];
    const handler = createGithubHandler({ engine, clock: new VirtualClock(), logError: (m) => logged.push(m) });
    server = createServer((req, res) => handler(req, res, undefined));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const failed = await rawRequest(origin, 'GET', '/api/v3/user', {
      headers: { authorization: `token ${TEST_SECRET}` },
    });
    expect(failed.status).toBe(500);
    expect(JSON.parse(failed.text)).toMatchObject({ message: 'Server Error' });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('budget store unavailable');
    expect(logged[0]).not.toContain(TEST_SECRET);
    fail = false;
    const ok = await rawRequest(origin, 'GET', '/api/v3/user', { headers: { authorization: `token ${TEST_SECRET}` } });
    expect(ok.status).toBe(200);
  });
});
