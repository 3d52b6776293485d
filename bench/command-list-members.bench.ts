// Wall time of `node dist/cli.js cleanrooms list-members --collaboration-identifier <250-member collab> --output json`
// on the engine, and of the same command through the AWS SDK against `switchyard serve` (`--endpoint-url`), each
// beside the same call through the AWS CLI v2 against that `serve` when the AWS CLI v2 is installed (medians of
// several runs, taken in turn). Target for both: at most a quarter of the AWS CLI's time. The SDK path is also timed
// as the first run after an install or a build: each of those runs gets a fresh, empty XDG_CACHE_HOME, so no compile
// cache exists (command mode's own, docs/configuration.md#compile-cache) and the run writes one. Run by
// `npm run bench` after the build. Both paths are timed again with NODE_EXTRA_CA_CERTS set to the system's bundle, as
// corporate machines have it (Node then reads the bundle at start, before any of our code); the other runs go without
// it, whatever the shell has.

import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_COLLABORATION_IDS } from '../src/engine/index.js';

const RUNS = 9;
const collab = DEMO_COLLABORATION_IDS.pharma;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, { encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024 });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return ms;
}

function awsCliV2(): string | undefined {
  for (const candidate of [process.env.SWITCHYARD_AWS_CLI, 'aws', '/usr/bin/aws'].filter(Boolean) as string[]) {
    try {
      if (execFileSync(candidate, ['--version'], { encoding: 'utf8' }).startsWith('aws-cli/2.')) return candidate;
    } catch {
      // not there
    }
  }
  return undefined;
}

async function startServe(): Promise<{ url: string; stop: () => void } | undefined> {
  const child = spawn(process.execPath, ['dist/cli.js', 'serve', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return new Promise((resolve) => {
    let out = '';
    const timer = setTimeout(() => (child.kill(), resolve(undefined)), 15_000);
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1]!, stop: () => child.kill('SIGTERM') });
      }
    });
    child.on('exit', () => (clearTimeout(timer), resolve(undefined)));
  });
}

const args = ['dist/cli.js', 'cleanrooms', 'list-members', '--collaboration-identifier', collab, '--output', 'json'];
time(process.execPath, args); // warm the file cache
const aws = awsCliV2();
const serve = await startServe();
const { NODE_EXTRA_CA_CERTS: _shellCa, ...plainEnv } = process.env;
const env = { ...plainEnv, AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'not-a-secret', AWS_PAGER: '' };
const SYSTEM_CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';
const envCa = existsSync(SYSTEM_CA_BUNDLE) ? { ...env, NODE_EXTRA_CA_CERTS: SYSTEM_CA_BUNDLE } : undefined;
const awsArgs = serve
  ? [
      '--endpoint-url',
      serve.url,
      '--region',
      'us-east-1',
      'cleanrooms',
      'list-members',
      '--collaboration-identifier',
      collab,
      '--output',
      'json',
    ]
  : [];
const sdkArgs = serve ? [...args, '--endpoint-url', serve.url, '--region', 'us-east-1'] : [];
if (serve) time(process.execPath, sdkArgs, env);
if (aws && serve) time(aws, awsArgs, env);
// Runs alternate between the commands so that load from other processes on the machine hits them alike.
const ours: number[] = [];
const oursSdk: number[] = [];
const oursCa: number[] = [];
const oursSdkCa: number[] = [];
const oursSdkCold: number[] = [];

/** A run with a fresh cache folder: no compile cache yet. */
function timeFirstRun(command: string, args: string[]): number {
  const dir = mkdtempSync(join(tmpdir(), 'sy-bench-first-run-'));
  try {
    return time(command, args, { ...env, TMPDIR: dir, XDG_CACHE_HOME: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const theirs: number[] = [];
const bare: number[] = [];
for (let i = 0; i < RUNS; i++) {
  bare.push(time(process.execPath, ['-e', '0'], plainEnv));
  ours.push(time(process.execPath, args, plainEnv));
  if (serve) oursSdk.push(time(process.execPath, sdkArgs, env));
  if (envCa) oursCa.push(time(process.execPath, args, envCa));
  if (envCa && serve) oursSdkCa.push(time(process.execPath, sdkArgs, envCa));
  if (serve) oursSdkCold.push(timeFirstRun(process.execPath, sdkArgs));
  if (aws && serve) theirs.push(time(aws, awsArgs, env));
}
serve?.stop();

function verdict(ms: number[]): string {
  const ratio = median(ms) / median(theirs);
  return `ratio switchyard/aws = ${ratio.toFixed(2)} (target <= 0.25): ${ratio <= 0.25 ? 'met' : 'NOT met'}`;
}

console.log(
  `Node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(`node -e 0 (start-up floor): median ${median(bare).toFixed(0)} ms`);
console.log(
  `switchyard cleanrooms list-members (250 members, --output json, engine): median ${median(ours).toFixed(0)} ms over ${RUNS} runs`,
);
if (serve) {
  console.log(
    `switchyard cleanrooms list-members --endpoint-url <serve> (AWS SDK path): median ${median(oursSdk).toFixed(0)} ms over ${RUNS} runs`,
  );
  console.log(
    `  the same as the first run after an install or a build (no compile cache yet): median ${median(oursSdkCold).toFixed(0)} ms`,
  );
} else console.log('switchyard ... --endpoint-url <serve> (AWS SDK path): skipped (switchyard serve did not start)');
if (!aws) console.log('aws --endpoint-url ... : skipped (no AWS CLI v2 installed)');
else if (!serve) console.log('aws --endpoint-url ... : skipped (switchyard serve is not available in this build)');
else {
  console.log(
    `aws cleanrooms list-members via switchyard serve (${aws}): median ${median(theirs).toFixed(0)} ms over ${RUNS} runs`,
  );
  console.log(`engine: ${verdict(ours)}`);
  console.log(`SDK path: ${verdict(oursSdk)}`);
}
if (!envCa) console.log(`with NODE_EXTRA_CA_CERTS: skipped (no ${SYSTEM_CA_BUNDLE})`);
else {
  console.log(`with NODE_EXTRA_CA_CERTS=${SYSTEM_CA_BUNDLE}: engine median ${median(oursCa).toFixed(0)} ms`);
  if (serve) console.log(`  SDK path median ${median(oursSdkCa).toFixed(0)} ms`);
  if (aws && serve) {
    console.log(`  engine: ${verdict(oursCa)}`);
    console.log(`  SDK path: ${verdict(oursSdkCa)}`);
  }
}
