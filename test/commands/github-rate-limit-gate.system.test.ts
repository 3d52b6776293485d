// The README's CI gate, `switchyard github rate-limit --min-remaining N --resource core && ./heavy-job.sh`, run from
// the shipped bundle against `switchyard serve` (issue 27): it must never pass while GitHub is limiting it. Before the
// fix the retry wait was an unref'ed timer, so a rate-limited read ended the process mid-wait with status 0 and no
// output, and the heavy job ran exactly when the budget was gone.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runBundle, startBundleServe, type BundleServe } from '../helpers/bundle.js';

const SECRET = 'sy-test-secret-7Hq2Zx';
let serve: BundleServe;
let dir: string;
let api: string;

/** The gate as a CI job runs it: with the dataset's token, or with `null` none (the unauthenticated budget). */
function gate(args: string[], token: string | null = SECRET) {
  return runBundle(['github', 'rate-limit', '--github-url', api, ...args], {
    env: {
      ...(token !== null ? { GH_ENTERPRISE_TOKEN: token } : {}),
      XDG_STATE_HOME: join(dir, 'state'),
      XDG_CONFIG_HOME: join(dir, 'config'),
      HOME: dir,
      PATH: '/nonexistent',
    },
  });
}

async function control(path: string, body: unknown, method = 'POST'): Promise<void> {
  const res = await fetch(`${serve.url}/_switchyard/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  expect(res.ok).toBe(true);
  await res.arrayBuffer();
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sy-rate-limit-gate-'));
  const data = join(dir, 'dataset.json');
  writeFileSync(
    data,
    JSON.stringify({
      github: {
        callers: [
          { id: 'ci', kind: 'user', token: SECRET, userId: 5 },
          { id: 'anonymous', kind: 'unauthenticated', ip: '127.0.0.1' },
        ],
      },
    }),
  );
  serve = await startBundleServe(['--data', data]);
  api = `${serve.url}/api/v3`;
});

afterEach(async () => {
  await control('reset', undefined);
});

afterAll(async () => {
  await serve?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the rate-limit gate against serve', () => {
  it('with the budget spent it exits non-zero and says which bucket, how much is left and when it resets', async () => {
    // The unauthenticated budget is 60 an hour; GET /rate_limit itself is free, so the gate can still read it.
    for (let i = 0; i < 60; i += 1) await (await fetch(`${api}/users/octocat`)).arrayBuffer();
    const run = await gate(['--min-remaining', '500', '--resource', 'core'], null);
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/^switchyard: core remaining 0 < 500 for caller unauthenticated on .* \(resets \d{4}-/);
  });

  it('with a secondary limit that does not lift it gives up: non-zero, and the reason on stderr', async () => {
    await control('faults', { service: 'github', path: '/rate_limit', error: 'secondary', retryAfter: 30, count: 5 });
    const run = await gate(['--min-remaining', '500', '--resource', 'core', '--max-retries', '0']);
    expect(run.code).toBe(254);
    expect(run.stdout).toBe('');
    // The fault's answer carries the bucket's x-ratelimit-* headers, so the reason also says when core resets.
    expect(run.stderr).toMatch(
      /^switchyard: github rate-limit: Gave up after 0 retries: secondary rate limit exceeded; GitHub asked to wait 30 s; the core window resets at \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\.\n$/,
    );
  });

  it('with a secondary limit that lifts within the wait it waits, retries and answers', async () => {
    // One second of real waiting: the wait runs on the client's own timers, which no emulator clock reaches.
    await control('faults', { service: 'github', path: '/rate_limit', error: 'secondary', retryAfter: 1, count: 1 });
    const run = await gate(['--min-remaining', '500', '--resource', 'core', '--query', 'resources.core.remaining']);
    expect(run.stdout).toBe('5000\n');
    expect(run.stderr).toMatch(
      /^switchyard: github rate-limit: GET \/rate_limit met a secondary rate limit \(rule 2: You have exceeded a secondary rate limit\.[^)]*\); retry 1 in 1 s, at \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\n$/,
    );
    expect(run.code).toBe(0);
    const log = (await (await fetch(`${serve.url}/_switchyard/requests`)).json()) as {
      requests: { path: string; status: number }[];
    };
    expect(log.requests.filter((r) => r.path === '/api/v3/rate_limit').map((r) => r.status)).toEqual([403, 200]);
  });
});
