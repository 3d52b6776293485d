// Requests per second through `switchyard serve`'s GitHub mount (identify, count in the rate-limit engine, answer
// with x-ratelimit-* headers and an ETag) over keep-alive, beside a bare node:http server answering a body of the
// same size in the same run. Target: at least half of the bare server's rate.
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { systemClock } from '../src/domain/clock.js';
import { createEngine, demoDataset } from '../src/engine/index.js';
import { createRateLimitEngine } from '../src/engine/ratelimits/index.js';
import { createSwitchyardServer } from '../src/server/createServer.js';
import { createGithubRoutes } from '../src/server/github/index.js';

const CONNECTIONS = 16;
// Alternating short rounds, so that the load of a shared machine falls on both servers alike.
const ROUNDS = 8;
const ROUND_MS = 500;
// Enough budget that the benchmark measures the allowed path, not 403s: requests rotate over 64 enterprise
// installations (15,000/h each) and over 100,000 endpoints (900 secondary points per endpoint per minute).
const CALLERS = 64;
const tokenOf = (i: number) => `sy_bench_token_${i % CALLERS}`;

function get(agent: Agent, port: number, path: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, agent, headers: { authorization: `token ${token}` } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

interface Tally {
  requests: number;
  ms: number;
  statuses: Map<number, number>;
}

let sequence = 0;

async function round(port: number, pathFor: (i: number) => string, tally: Tally): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const statuses = tally.statuses;
  let count = 0;
  const deadline = Date.now() + ROUND_MS;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < deadline) {
        count += 1;
        const i = sequence++;
        const status = await get(agent, port, pathFor(i), tokenOf(i));
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  tally.ms += Date.now() - started;
  tally.requests += count;
  agent.destroy();
}

const rps = (t: Tally) => (t.requests / t.ms) * 1000;

async function main(): Promise<void> {
  const clock = systemClock;
  const github = createGithubRoutes({
    clock,
    limiter: createRateLimitEngine({
      callers: Array.from({ length: CALLERS }, (_, i) => ({
        id: `bench-${i}`,
        kind: 'installation' as const,
        token: tokenOf(i),
        installationId: i + 1,
        repositories: 5,
        enterprise: true,
      })),
    }),
  });
  const serve = createSwitchyardServer({
    engine: createEngine({ dataset: demoDataset(), clock }),
    githubHandler: github.handler,
  });
  const { port: servePort } = await serve.listen(0, '127.0.0.1');

  // The emulator's answer (same body and the same headers), sent by a server that does no work for it.
  const sample = await new Promise<{ body: string; headers: Record<string, string> }>((resolve) => {
    request(
      {
        host: '127.0.0.1',
        port: servePort,
        path: '/api/v3/repos/o/sample',
        headers: { authorization: `token ${tokenOf(0)}` },
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [k, v] of Object.entries(res.headers))
            if (!['date', 'connection', 'keep-alive'].includes(k)) headers[k] = String(v);
          resolve({ body: text, headers });
        });
      },
    ).end();
  });
  const bare = createServer((_req, res) => {
    res.writeHead(200, sample.headers);
    res.end(sample.body);
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const barePort = (bare.address() as AddressInfo).port;

  const bareResult: Tally = { requests: 0, ms: 0, statuses: new Map() };
  const serveResult: Tally = { requests: 0, ms: 0, statuses: new Map() };
  for (let r = 0; r < ROUNDS; r += 1) {
    await round(barePort, () => '/', bareResult);
    await round(servePort, (i) => `/api/v3/repos/o/r${i % 100_000}`, serveResult);
  }
  const ratio = rps(serveResult) / rps(bareResult);
  console.log(
    `GitHub route GET /api/v3/repos/o/r* through serve: ${rps(serveResult).toFixed(0)} req/s over ${CONNECTIONS} keep-alive connections`,
  );
  console.log(
    `bare node:http, same body (${Buffer.byteLength(sample.body)} B) and headers: ${rps(bareResult).toFixed(0)} req/s`,
  );
  console.log(`ratio ${(ratio * 100).toFixed(0)}% (target: >= 50%) ${ratio >= 0.5 ? 'OK' : 'BELOW TARGET'}`);
  console.log(`statuses through serve: ${[...serveResult.statuses].map(([s, n]) => `${s}x${n}`).join(' ')}`);
  console.log('(shared 2-core machine: figures are pessimistic)');
  await serve.close();
  await new Promise<void>((resolve) => bare.close(() => resolve()));
}

await main();
