// `switchyard github rate-limit` and `switchyard metrics` from the shipped bundle, against `switchyard serve` with a
// dataset token: the numbers after 10 requests in every output format, the CI gate's exit codes, the exporter's
// /metrics and its clean stop, the stderr alert of --watch once per crossing, and the token in no output.
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_CLI, REPO_ROOT, runBundle, startBundleServe, type BundleServe } from '../helpers/bundle.js';

const SECRET = 'sy-test-secret-7Hq2Zx';
const OTHER = 'sy-test-other-token-Qm4';
let serve: BundleServe;
let dir: string;
let api: string;
const outputs: string[] = [];

function env(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    GH_ENTERPRISE_TOKEN: SECRET,
    XDG_STATE_HOME: join(dir, 'state'),
    XDG_CONFIG_HOME: join(dir, 'config'),
    HOME: dir,
    PATH: '/nonexistent',
    ...extra,
  };
}

async function rateLimit(args: string[], extra: NodeJS.ProcessEnv = {}) {
  const run = await runBundle(['github', 'rate-limit', '--github-url', api, ...args], { env: env(extra) });
  outputs.push(run.stdout, run.stderr);
  return run;
}

async function spend(n: number, token = SECRET): Promise<void> {
  for (let i = 0; i < n; i += 1) {
    const res = await fetch(`${api}/user`, { headers: { authorization: `token ${token}` } });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sy-rate-limit-'));
  const data = join(dir, 'dataset.json');
  writeFileSync(
    data,
    JSON.stringify({
      github: {
        callers: [
          { id: 'ci', kind: 'user', token: SECRET, userId: 5 },
          { id: 'bot', kind: 'user', token: OTHER, userId: 6 },
        ],
      },
    }),
  );
  serve = await startBundleServe(['--data', data]);
  api = `${serve.url}/api/v3`;
  await spend(10);
}, 60_000);

afterAll(async () => {
  await serve?.stop();
  outputs.push(serve.stdout(), serve.stderr());
  for (const text of outputs) expect(text).not.toContain(SECRET);
  for (const text of outputs) expect(text).not.toContain(OTHER);
  rmSync(dir, { recursive: true, force: true });
});

describe('switchyard github rate-limit', () => {
  it('--output json is GitHub body: core.used 10 and remaining limit - 10 after 10 requests', async () => {
    const run = await rateLimit(['--output', 'json']);
    expect(run.code).toBe(0);
    const body = JSON.parse(run.stdout) as {
      resources: Record<string, { limit: number; used: number; remaining: number }>;
      rate: unknown;
    };
    expect(body.resources.core!.used).toBe(10);
    expect(body.resources.core!.remaining).toBe(body.resources.core!.limit - 10);
    expect(body.rate).toEqual(body.resources.core);
  });

  it('--output prometheus has the gauge with the # TYPE line, labelled with the fingerprint, never the token', async () => {
    const run = await rateLimit(['--output', 'prometheus']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('# TYPE github_rate_limit_remaining gauge');
    expect(run.stdout).toContain('# HELP github_rate_limit_remaining ');
    for (const name of ['limit', 'used', 'reset_seconds'])
      expect(run.stdout).toContain(`# TYPE github_rate_limit_${name} gauge`);
    const line = run.stdout
      .split('\n')
      .find((l) => /^github_rate_limit_remaining\{[^}]*resource="core"[^}]*\} /.test(l));
    expect(line).toBeDefined();
    expect(Number(line!.split(' ').pop())).toBe(4990);
    expect(line).toMatch(/caller="[0-9a-f]{8}"/);
    expect(line).toContain(`host="${new URL(api).host}"`);
  });

  it('table and text show a row per bucket; --query works on what the format prints', async () => {
    const table = await rateLimit(['--output', 'table']);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/\|\s+4990\s+\|/);
    const text = await rateLimit(['--output', 'text', '--query', "RateLimits[?Resource=='core'].[Resource,Remaining]"]);
    expect(text.stdout.trim()).toBe('core\t4990');
    const json = await rateLimit(['--query', 'resources.core.remaining']);
    expect(json.stdout.trim()).toBe('4990');
  });

  it('--min-remaining exits 3 with one line below the mark and 0 at or above it', async () => {
    const below = await rateLimit(['--min-remaining', '4991', '--resource', 'core']);
    expect(below.code).toBe(3);
    expect(below.stderr.trim().split('\n')).toHaveLength(1);
    expect(below.stderr).toMatch(/core remaining 4990 < 4991/);
    const above = await rateLimit(['--min-remaining', '4990']);
    expect(above.code).toBe(0);
    expect(above.stderr).toBe('');
  });

  it('several callers: every caller under callers, by fingerprint', async () => {
    const run = await rateLimit(['--token-env', 'A', '--token-env', 'B'], { A: SECRET, B: OTHER });
    expect(run.code).toBe(0);
    const doc = JSON.parse(run.stdout) as {
      callers: { caller: string; rate_limit: { resources: { core: { used: number } } } }[];
    };
    expect(doc.callers.map((c) => c.rate_limit.resources.core.used)).toEqual([10, 0]);
    expect(new Set(doc.callers.map((c) => c.caller)).size).toBe(2);
  });

  it('bad input names the option and the rule, and never echoes a stray word', async () => {
    const floor = await rateLimit(['--watch', '0.5']);
    expect(floor.code).toBe(252);
    expect(floor.stderr).toMatch(/'--watch': must be at least 1 s \(the polling floor\)/);
    const output = await rateLimit(['--output', 'xml']);
    expect(output.stderr).toMatch(/'--output': must be one of json, table, text, prometheus/);
    const url = await runBundle(['github', 'rate-limit', '--github-url', 'ftp://example.com'], { env: env() });
    expect(url.code).toBe(252);
    expect(url.stderr).toMatch(/'--github-url': must use http or https/);
    const stray = await rateLimit([SECRET]);
    expect(stray.code).toBe(252);
    expect(stray.stderr).toMatch(/argument 3': unexpected word/);
    // A misspelt option is named, without a value given with `=`.
    const misspelt = await rateLimit([`--tokn-env=${SECRET}`]);
    expect(misspelt.code).toBe(252);
    expect(misspelt.stderr).toMatch(/'--tokn-env': unknown option/);
    for (const r of [stray, misspelt]) expect(r.stderr).not.toContain(SECRET);
  });

  it('--watch prints a stderr line once per threshold crossing', async () => {
    const config = join(dir, 'watch-config');
    mkdirSync(join(config, 'switchyard'), { recursive: true });
    writeFileSync(
      join(config, 'switchyard', 'config.json'),
      JSON.stringify({ thresholds: { warningPercent: 99, criticalPercent: 98 } }),
    );
    const child = spawn(
      process.execPath,
      [BUNDLE_CLI, 'github', 'rate-limit', '--github-url', api, '--watch', '1', '--output', 'text', '--token-env', 'B'],
      {
        cwd: REPO_ROOT,
        env: env({ XDG_CONFIG_HOME: config, B: OTHER }),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const rounds: string[] = [];
    let stderr = '';
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.includes('\tcore\t')) rounds.push(line);
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const until = async (test: () => boolean, what: string) => {
      const deadline = Date.now() + 20_000;
      while (!test()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; stderr: ${stderr}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    try {
      await until(() => rounds.length >= 1, 'the first round');
      await spend(60, OTHER); // 4940 of 5000 left: 98.8%, below the 99% warning
      let seen = rounds.length;
      await until(() => rounds.length >= seen + 2, 'two more rounds');
      expect(stderr.match(/warning: core/g)).toHaveLength(1);
      await spend(50, OTHER); // 4890 left: 97.8%, below the 98% critical
      seen = rounds.length;
      await until(() => rounds.length >= seen + 2, 'two more rounds');
      expect(stderr.match(/warning: core/g)).toHaveLength(1);
      expect(stderr.match(/critical: core/g)).toHaveLength(1);
      expect(stderr).toMatch(/critical: core of caller [0-9a-f]{8} at 97% \(4890\/5000 left\)/);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      outputs.push(rounds.join('\n'), stderr);
    }
  }, 60_000);
});

describe('switchyard metrics', () => {
  it('serves the same numbers at /metrics, prints its listening line and stops cleanly on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      [BUNDLE_CLI, 'metrics', '--port', '0', '--github-url', api, '--interval', '1'],
      {
        cwd: REPO_ROOT,
        env: env(),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no listening line; stderr: ${stderr}`)), 20_000);
        createInterface({ input: child.stdout }).on('line', (line) => {
          const match = /^listening on (http:\/\/127\.0\.0\.1:\d+)$/.exec(line);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]!);
          }
        });
      });
      let text = '';
      const deadline = Date.now() + 20_000;
      while (!/github_rate_limit_remaining\{[^}]*resource="core"/.test(text)) {
        if (Date.now() > deadline) throw new Error(`no core sample at /metrics: ${text}`);
        const res = await fetch(`${url}/metrics`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
        text = await res.text();
      }
      outputs.push(text);
      expect(text).toContain('# TYPE github_rate_limit_remaining gauge');
      const line = text.split('\n').find((l) => /^github_rate_limit_remaining\{[^}]*resource="core"/.test(l))!;
      expect(Number(line.split(' ').pop())).toBe(4990);
      expect(text).toMatch(/switchyard_secondary_limit_value\{limit="concurrent_requests",[^}]*estimated="true"\}/);
      expect((await fetch(`${url}/other`)).status).toBe(404);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exit).toBe(0);
    outputs.push(stderr);
  }, 60_000);
});
