// `switchyard serve` (the shipped bundle, with a --state journal) under 200 keep-alive connections for 2 minutes of
// mixed traffic: AWS reads (Clean Rooms, AppFabric), AWS writes that go through the journal (an AppFabric create and
// its delete), GitHub (rate_limit and a counted REST call) and the control plane (health, clock, request log). An
// error is a failed connection, a 5xx, or a status other than the route's expected one. Prints the requests, the
// errors by kind, and serve's resident memory (VmRSS) after warm-up and at the end, with its peak (VmHWM).
// BENCH_SECONDS shortens the run (issue 28: 316,459 requests in 2 minutes gave no error before the hardening).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Worker } from 'node:worker_threads';
import { DEMO_APP_BUNDLE_ARNS, DEMO_COLLABORATION_IDS } from '../src/engine/index.js';

const CONNECTIONS = 200;
const WORKERS = 2;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 120);
const WARMUP_MS = 3_000;
const BUNDLE = encodeURIComponent(DEMO_APP_BUNDLE_ARNS[0]!);

// Plain JS so the worker needs no TypeScript loader. Each connection loops over the mix.
const LOAD_GENERATOR = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { port, connections, durationMs, warmupMs, bundle, collaboration } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const json = { 'content-type': 'application/json' };
const pat = { authorization: 'token sy_demo_pat_alice_Qm4T7x' };
let n = 0;
const MIX = [
  () => ['GET', '/collaborations', {}, undefined, [200]],
  () => ['GET', '/collaborations/' + collaboration + '/members?maxResults=25', {}, undefined, [200]],
  () => ['GET', '/appbundles/' + bundle + '/appauthorizations', {}, undefined, [200]],
  () => ['GET', '/api/v3/rate_limit', pat, undefined, [200], true],
  () => ['GET', '/api/v3/repos/octo/hello', pat, undefined, [200], true],
  () => ['GET', '/_switchyard/health', {}, undefined, [200]],
  () => ['GET', '/_switchyard/clock', {}, undefined, [200]],
  () => ['POST', '/_switchyard/clock', json, '{"advanceSeconds":0}', [200]],
  () => ['GET', '/_switchyard/requests', {}, undefined, [200]],
];
const stats = { done: 0, errors: {}, writes: 0, limited: 0 };
let counting = false, stop = false;
function send(method, path, headers, body) {
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (c) => { text += c; });
      res.on('end', () => resolve({ status: res.statusCode, text }));
    });
    req.on('error', (e) => resolve({ status: 0, text: e.code }));
    req.end(body);
  });
}
function count(ok, kind) {
  if (!counting) return;
  if (ok) stats.done++; else stats.errors[kind] = (stats.errors[kind] || 0) + 1;
}
async function loop(id) {
  let i = id;
  while (!stop) {
    i++;
    if (i % 50 === 0) {
      // A write through the journal, then its delete, so the 50-per-Region quota is never reached.
      const created = await send('POST', '/appbundles/' + bundle + '/appauthorizations', json, JSON.stringify({
        app: 'SLACK', authType: 'apiKey', tenant: { tenantIdentifier: 'load-' + id, tenantDisplayName: 'Load' },
        credential: { apiKeyCredential: { apiKey: 'load-key' } } }));
      count(created.status === 201, 'create ' + created.status);
      if (created.status !== 201) continue;
      const arn = JSON.parse(created.text).appAuthorization.appAuthorizationArn;
      const removed = await send('DELETE', '/appbundles/' + bundle + '/appauthorizations/' + encodeURIComponent(arn), {}, undefined);
      count(removed.status === 204, 'delete ' + removed.status);
      if (counting) stats.writes += 2;
      continue;
    }
    const [method, path, headers, body, expected, github] = MIX[i % MIX.length]();
    const answer = await send(method, path, headers, body);
    // One token at this rate reaches GitHub's limits: a limited answer (403/429 with its message) is the emulator
    // doing its job, not an error.
    const limited = github && (answer.status === 403 || answer.status === 429) && /rate limit/.test(answer.text);
    if (limited && counting) stats.limited++;
    count(expected.includes(answer.status) || limited, method + ' ' + path.split('?')[0].slice(0, 40) + ' ' + answer.status + (answer.status === 0 ? ' ' + answer.text : ''));
  }
}
const loops = Array.from({ length: connections }, (_, id) => loop(id * 7));
setTimeout(() => {
  counting = true;
  parentPort.postMessage({ warm: true });
  setTimeout(async () => {
    counting = false;
    stop = true;
    await Promise.all(loops);
    agent.destroy();
    parentPort.postMessage(stats);
  }, durationMs);
}, warmupMs);
`;

interface Stats {
  done: number;
  limited: number;
  writes: number;
  errors: Record<string, number>;
}

function statusMiB(pid: number, field: string): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) / 1024;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'sy-mixed-load-'));
  const child = spawn(process.execPath, ['dist/cli.js', 'serve', '--port', '0', '--state', join(dir, 'load.journal')], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, XDG_STATE_HOME: dir },
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  let exited: string | undefined;
  child.once('exit', (code, signal) => (exited = `serve exited during the run (${code ?? signal})`));
  let port = 0;
  for await (const line of createInterface({ input: child.stdout! })) {
    const match = /^listening on http:\/\/127\.0\.0\.1:(\d+)$/.exec(line);
    if (match) {
      port = Number(match[1]);
      break;
    }
  }
  const idle = statusMiB(child.pid!, 'VmRSS');
  let warmRss = 0;
  const started = performance.now();
  const results = await Promise.all(
    Array.from(
      { length: WORKERS },
      () =>
        new Promise<Stats>((resolve, reject) => {
          const worker = new Worker(LOAD_GENERATOR, {
            eval: true,
            execArgv: [],
            workerData: {
              port,
              connections: CONNECTIONS / WORKERS,
              durationMs: SECONDS * 1000,
              warmupMs: WARMUP_MS,
              bundle: BUNDLE,
              collaboration: DEMO_COLLABORATION_IDS.pharma,
            },
          });
          worker.on('message', (m: Stats | { warm: true }) => {
            if ('warm' in m) {
              warmRss = Math.max(warmRss, statusMiB(child.pid!, 'VmRSS'));
              return;
            }
            void worker.terminate();
            resolve(m);
          });
          worker.once('error', reject);
        }),
    ),
  );
  if (exited !== undefined) {
    process.stdout.write(`${exited}\nserve stderr: ${stderr.slice(0, 2000)}\n`);
    process.exitCode = 1;
    return;
  }
  const endRss = statusMiB(child.pid!, 'VmRSS');
  const peak = statusMiB(child.pid!, 'VmHWM');
  const elapsed = (performance.now() - started) / 1000;
  child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
  const done = results.reduce((a, r) => a + r.done, 0);
  const writes = results.reduce((a, r) => a + r.writes, 0);
  const limited = results.reduce((a, r) => a + r.limited, 0);
  const errors: Record<string, number> = {};
  for (const r of results) for (const [k, v] of Object.entries(r.errors)) errors[k] = (errors[k] ?? 0) + v;
  const errorCount = Object.values(errors).reduce((a, b) => a + b, 0);
  const lines = [
    `serve mixed load: ${CONNECTIONS} keep-alive connections for ${SECONDS} s (${elapsed.toFixed(0)} s with warm-up), AWS + GitHub + control plane, --state journal`,
    `  requests answered as expected: ${done.toLocaleString('en-US')} (${Math.round(done / SECONDS).toLocaleString('en-US')}/s), of which journal writes: ${writes.toLocaleString('en-US')}, GitHub rate-limited answers: ${limited.toLocaleString('en-US')}`,
    `  errors: ${errorCount}${errorCount > 0 ? ` ${JSON.stringify(errors)}` : ''}`,
    `  serve RSS: idle ${idle.toFixed(0)} MiB, after warm-up ${warmRss.toFixed(0)} MiB, at the end ${endRss.toFixed(0)} MiB (growth over the run ${(endRss - warmRss).toFixed(0)} MiB), peak ${peak.toFixed(0)} MiB`,
    `  serve stderr: ${stderr.trim() === '' ? '(empty)' : stderr.trim().slice(0, 400)}`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
  if (errorCount > 0) process.exitCode = 1;
}

await main();
