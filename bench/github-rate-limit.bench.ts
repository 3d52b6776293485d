// Wall time of `node dist/cli.js github rate-limit` (json and prometheus) against `switchyard serve`, beside the same
// `GET /rate_limit` made by a bare Octokit script in its own Node process (what `gh api rate_limit` amounts to) and
// an empty Node process, in the same run, alternating so that load from other processes hits all alike. Medians.
import { spawn, spawnSync } from 'node:child_process';
import { DEMO_GITHUB_CALLERS } from '../src/engine/ratelimits/index.js';

const RUNS = 11;
const token = (DEMO_GITHUB_CALLERS.find((c) => c.id === 'alice-pat') as { token: string }).token;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(args: string[], env: NodeJS.ProcessEnv): number {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { encoding: 'utf8', env });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return ms;
}

const serve = spawn(process.execPath, ['dist/cli.js', 'serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'ignore'] });
const url = await new Promise<string>((resolve, reject) => {
  let out = '';
  const timer = setTimeout(() => reject(new Error('serve did not start')), 15_000);
  serve.stdout!.on('data', (c: Buffer) => {
    out += c.toString();
    const m = /listening on (http:\/\/\S+)/.exec(out);
    if (m) {
      clearTimeout(timer);
      resolve(m[1]!);
    }
  });
});
const api = `${url}/api/v3`;
const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', GH_ENTERPRISE_TOKEN: token };
const ours = ['dist/cli.js', 'github', 'rate-limit', '--github-url', api, '--output', 'json'];
const prom = ['dist/cli.js', 'github', 'rate-limit', '--github-url', api, '--output', 'prometheus'];
const octokit = [
  '--input-type=module',
  '-e',
  `import { Octokit } from '@octokit/core';
   const o = new Octokit({ baseUrl: ${JSON.stringify(api)}, auth: process.env.GH_ENTERPRISE_TOKEN });
   const r = await o.request('GET /rate_limit');
   process.stdout.write(JSON.stringify(r.data));`,
];
try {
  for (const args of [ours, prom, octokit]) time(args, env); // warm the file cache
  const rows = { node: [] as number[], octokit: [] as number[], json: [] as number[], prometheus: [] as number[] };
  for (let i = 0; i < RUNS; i += 1) {
    rows.node.push(time(['-e', '0'], env));
    rows.octokit.push(time(octokit, env));
    rows.json.push(time(ours, env));
    rows.prometheus.push(time(prom, env));
  }
  const m = Object.fromEntries(Object.entries(rows).map(([k, v]) => [k, median(v)])) as Record<
    keyof typeof rows,
    number
  >;
  console.log(`empty node process:                        ${m.node.toFixed(0)} ms`);
  console.log(`bare Octokit GET /rate_limit (own process): ${m.octokit.toFixed(0)} ms`);
  console.log(
    `switchyard github rate-limit --output json: ${m.json.toFixed(0)} ms (ratio ${(m.json / m.octokit).toFixed(2)})`,
  );
  console.log(
    `  --output prometheus:                      ${m.prometheus.toFixed(0)} ms (ratio ${(m.prometheus / m.octokit).toFixed(2)})`,
  );
  console.log(`medians of ${RUNS} alternating runs; target: within 1.5x of the bare Octokit call`);
} finally {
  serve.kill('SIGTERM');
}
