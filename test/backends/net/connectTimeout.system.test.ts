// The connect timeout of the shared agents (src/backends/net/connectTimeout.ts): a request whose TCP connection is
// not established in time is destroyed with a TimeoutError, 0 means none, a connected request is never cut by it,
// and the GitHub transport applies 60 s when given nothing. The pending connection is real (a loopback port that
// accepts nothing, test/helpers/unacceptingServer.ts); only setTimeout is faked, so no test waits for real time.
import { createServer, request, type Agent, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAgents } from '../../../src/backends/net/agents.js';
import { startUnacceptingServer, type UnacceptingServer } from '../../helpers/unacceptingServer.js';

const agentsCreated = vi.hoisted(() => [] as { connectTimeoutMs?: number }[]);
vi.mock('../../../src/backends/net/agents.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/backends/net/agents.js')>();
  return {
    ...original,
    createAgents: (options: Parameters<typeof original.createAgents>[0] = {}) => {
      agentsCreated.push(options);
      return original.createAgents(options);
    },
  };
});

let unaccepting: UnacceptingServer;
beforeAll(async () => {
  unaccepting = await startUnacceptingServer();
});
afterAll(async () => {
  await unaccepting.close();
  // Later files in this worker get the real agents.
  vi.doUnmock('../../../src/backends/net/agents.js');
  vi.resetModules();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Starts a GET through `agent`; `outcome` settles with the response or the request's error. */
function get(agent: Agent, url: string) {
  const req = request(url, { agent });
  const outcome = new Promise<IncomingMessage>((resolve, reject) => {
    req.once('response', resolve);
    req.once('error', reject);
  });
  outcome.catch(() => undefined);
  req.end();
  return { req, outcome };
}

const state = async (p: Promise<unknown>) =>
  Promise.race([
    p.then(
      () => 'answered',
      (e: Error) => e,
    ),
    new Promise((resolve) => setImmediate(() => resolve('pending'))),
  ]);

describe('connect timeout of the shared agents', () => {
  it('destroys a request whose connection is still pending when the time is up, http and https alike', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const agents = await createAgents({ connectTimeoutMs: 5_000, env: {} });
    for (const scheme of ['http', 'https'] as const) {
      const { outcome } = get(agents[scheme], `${scheme}://127.0.0.1:${unaccepting.port}/`);
      await vi.advanceTimersByTimeAsync(4_999);
      expect(await state(outcome)).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      const error = await state(outcome);
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject({
        name: 'TimeoutError',
        code: 'ETIMEDOUT',
        message: `Connect timeout: no connection to 127.0.0.1:${unaccepting.port} within 5 s (--cli-connect-timeout)`,
      });
    }
    agents.destroy();
  });

  it('0 is no timeout: the connection may stay pending for ever', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const agents = await createAgents({ connectTimeoutMs: 0, env: {} });
    const { req, outcome } = get(agents.http, `http://127.0.0.1:${unaccepting.port}/`);
    await vi.advanceTimersByTimeAsync(24 * 3600_000);
    expect(await state(outcome)).toBe('pending');
    req.destroy();
    agents.destroy();
  });

  it('never cuts a request once its socket is connected, however long the answer takes', async () => {
    let answer: (() => void) | undefined;
    const server = createServer((_req, res) => {
      answer = () => res.end('late');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const agents = await createAgents({ connectTimeoutMs: 1_000, env: {} });
    const { outcome } = get(agents.http, `http://127.0.0.1:${port}/`);
    await vi.waitUntil(() => answer !== undefined);
    await vi.advanceTimersByTimeAsync(10_000);
    answer!();
    expect(await outcome).toMatchObject({ statusCode: 200 });
    agents.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('the GitHub transport applies the default 60 s when given none, and the value it is given otherwise', async () => {
    // Files share a worker (isolate: false): load the transport afresh, so it imports the mocked agents even when an
    // earlier file loaded it with the real ones.
    vi.resetModules();
    const { githubFetch } = await import('../../../src/backends/github/transport.js');
    agentsCreated.length = 0;
    await githubFetch({});
    await githubFetch({}, undefined, 0);
    await githubFetch({}, undefined, 5_000);
    expect(agentsCreated.map((o) => o.connectTimeoutMs)).toEqual([60_000, 0, 5_000]);
  });
});
