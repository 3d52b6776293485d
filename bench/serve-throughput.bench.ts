// list-members requests per second through `switchyard serve` over keep-alive, beside a bare node:http server that
// answers a body of the same size, measured in the same run with the same load generator (target: serve at least half
// of the bare rate). The load generator runs in a worker thread (its own event loop), with a fixed number of keep-alive
// connections, for a fixed time per round; rounds alternate bare/serve.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { createEngine, demoDataset, DEMO_COLLABORATION_IDS } from '../src/engine/index.js';
import { createSwitchyardServer } from '../src/server/createServer.js';

const CONNECTIONS = 16;
const ROUND_MS = 1_500;
const WARMUP_MS = 500;
const ROUNDS = 5;
/**
 * list-members pages of three sizes through serve as `switchyard serve` runs it: no read cache, so the engine is asked
 * and the answer built on every request (these rows are the ones compared to the target); the 25-member page again
 * with the optional read cache (each distinct answer serialised once and replayed: shown for comparison only, it is
 * not what the target measures); and a tiny ListAppBundles answer: the cost of serve's HTTP layer alone.
 * Each row asks for one page again and again, so the engine's member records (and their memoised wire JSON) are
 * warm; a member's first serialisation costs what every request paid before (see /work/notes/perf-note.md).
 */
const MEMBERS = `/collaborations/${DEMO_COLLABORATION_IDS.pharma}/members`;
const CASES = [
  { label: 'list-members 10', path: `${MEMBERS}?maxResults=10` },
  { label: 'list-members 25', path: `${MEMBERS}?maxResults=25` },
  { label: 'list-members 100', path: `${MEMBERS}?maxResults=100` },
  { label: 'list-app-bundles', path: '/appbundles' },
];

// Plain JS so the worker needs no TypeScript loader.
const LOAD_GENERATOR = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, path, connections, durationMs, warmupMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const target = new URL(path, url);
let counting = false, done = 0, failed = 0, bytes = 0, stop = false;
function one() {
  return new Promise((resolve) => {
    const req = http.request({ host: target.hostname, port: target.port, path: target.pathname + target.search, agent }, (res) => {
      let n = 0;
      res.on('data', (c) => { n += c.length; });
      res.on('end', () => { if (counting) { if (res.statusCode === 200) { done++; bytes += n; } else failed++; } resolve(); });
    });
    req.on('error', () => { if (counting) failed++; resolve(); });
    req.end();
  });
}
async function loop() { while (!stop) await one(); }
const loops = Array.from({ length: connections }, loop);
setTimeout(() => {
  counting = true;
  const start = process.hrtime.bigint();
  setTimeout(async () => {
    counting = false;
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    stop = true;
    await Promise.all(loops);
    agent.destroy();
    parentPort.postMessage({ done, failed, seconds, bytes });
  }, durationMs);
}, warmupMs);
`;

interface LoadResult {
  done: number;
  failed: number;
  seconds: number;
  bytes: number;
}

function load(url: string, path: string): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_GENERATOR, {
      eval: true,
      execArgv: [],
      workerData: { url, path, connections: CONNECTIONS, durationMs: ROUND_MS, warmupMs: WARMUP_MS },
    });
    worker.once('message', (m: LoadResult) => {
      void worker.terminate();
      resolve(m);
    });
    worker.once('error', reject);
  });
}

interface Measured {
  label: string;
  bytes: number;
  bare: number[];
  serve: number[];
  failures: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

async function measure(serveUrl: string, label: string, path: string): Promise<Measured> {
  const sample = await fetch(`${serveUrl}${path}`);
  const body = Buffer.from(await sample.arrayBuffer());
  if (sample.status !== 200) throw new Error(`serve answered ${sample.status}`);

  // The bare server answers the same bytes with the same content headers: the floor of what node:http costs.
  const bare = createServer((req, res) => {
    req.resume();
    res.writeHead(200, {
      'Content-Type': 'application/json',
      'Content-Length': String(body.length),
      'x-amzn-RequestId': '00000000-0000-4000-8000-000000000000',
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

  const measured: Measured = { label, bytes: body.length, bare: [], serve: [], failures: 0 };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, url] of [
      ['bare', bareUrl],
      ['serve', serveUrl],
    ] as const) {
      const result = await load(url, path);
      measured.failures += result.failed;
      measured[name].push(result.done / result.seconds);
    }
  }
  bare.close();
  return measured;
}

/**
 * Walks the 10,000-member demo collaboration in pages of 25 over one keep-alive connection, on a fresh engine and
 * server: the first walk serialises every member (memo cold; the engine's first read that freezes the members is
 * done before the clock starts), the second reuses the memoised member JSON. Shows what the memo saves and what a
 * first read costs; not part of the target.
 */
async function walkFigures(): Promise<string[]> {
  const engine = createEngine({ dataset: demoDataset() });
  const collaborationIdentifier = DEMO_COLLABORATION_IDS.adtech;
  await engine.members.listMembers({ collaborationIdentifier, maxResults: 1 });
  const serve = createSwitchyardServer({ engine });
  const { url } = await serve.listen(0, '127.0.0.1');
  const walk = async (): Promise<{ ms: number; pages: number; members: number }> => {
    const start = performance.now();
    let token: string | undefined;
    let pages = 0;
    let members = 0;
    do {
      const query = `maxResults=25${token === undefined ? '' : `&nextToken=${encodeURIComponent(token)}`}`;
      const answer = await fetch(`${url}/collaborations/${collaborationIdentifier}/members?${query}`);
      const page = (await answer.json()) as { memberSummaries: unknown[]; nextToken?: string };
      pages += 1;
      members += page.memberSummaries.length;
      token = page.nextToken;
    } while (token !== undefined);
    return { ms: performance.now() - start, pages, members };
  };
  const cold = await walk();
  const warm = [await walk(), await walk()];
  await serve.close();
  const rate = (w: { ms: number; pages: number }) => `${fmt(w.ms)} ms, ${fmt((w.pages / w.ms) * 1000)} pages/s`;
  return [
    `  walk of ${fmt(cold.members)} members in pages of 25 (${cold.pages} pages, one keep-alive connection, client parses each page):`,
    `    first walk (every member serialised once): ${rate(cold)}; later walks (memoised member JSON): ${warm.map(rate).join('; ')}`,
  ];
}

async function main(): Promise<void> {
  const engine = createEngine({ dataset: demoDataset() });
  const serve = createSwitchyardServer({ engine });
  const { url } = await serve.listen(0, '127.0.0.1');
  const lines = [
    `serve throughput: requests over ${CONNECTIONS} keep-alive connections (load generator in a worker thread), ${ROUNDS} alternating rounds of ${ROUND_MS / 1000} s`,
    '  request            bytes   bare node:http, same body: median / best   switchyard serve: median / best   serve/bare median, best   target >= 50%',
  ];
  let failures = 0;
  for (const { label, path } of CASES) {
    const m = await measure(url, label, path);
    failures += m.failures;
    const ratio = median(m.serve) / median(m.bare);
    const bestRatio = Math.max(...m.serve) / Math.max(...m.bare);
    const pct = (r: number) => `${(r * 100).toFixed(0)}%`;
    const verdict = ratio >= 0.5 ? 'OK' : 'below';
    lines.push(
      `  ${label.padEnd(17)} ${String(m.bytes).padStart(6)}   ${`${fmt(median(m.bare))} / ${fmt(Math.max(...m.bare))}`.padStart(33)}   ${`${fmt(median(m.serve))} / ${fmt(Math.max(...m.serve))}`.padStart(30)}   ${`${pct(ratio)}, ${pct(bestRatio)}`.padStart(22)}   ${verdict}`,
      `                            rounds: bare ${m.bare.map(fmt).join(', ')}; serve ${m.serve.map(fmt).join(', ')}`,
    );
  }
  await serve.close();
  lines.push(...(await walkFigures()));
  lines.push(
    `  failed requests: ${failures}`,
    '  as `switchyard serve` runs: the engine is asked and the answer built on every request',
    '  (2-core machine shared with other work while measured: figures are pessimistic and noisy)',
    '',
  );
  process.stdout.write(lines.join('\n'));
}

main().catch((error: unknown) => {
  process.stderr.write(`serve-throughput: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
