// The documented defaults, exercised without passing a value: the retry limit (3 retries, then give up), the cap of
// the exponential backoff (1 h), the floor of the rate-limit screen's refresh (250 ms), the settings (read from the
// table of docs/settings.md) and the AWS config and credentials files. Every other test passes its own value, so
// without these a changed default would fail nothing. test/hygiene/documentedDefaults.test.ts keeps every default
// the docs state pinned by a test, here or elsewhere.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseRateLimitArgs } from '../src/commands/github/rateLimitArgs.js';
import { tokenScopes, userLogin } from '../src/domain/ratelimits/callers.js';
import { decideRetry, type ResponseLike } from '../src/domain/ratelimits/retryPolicy.js';
import { parseServeArgs } from '../src/server/main.js';
import { parseMetricsArgs } from '../src/server/metrics/main.js';
import type { CallerSnapshot } from '../src/service/rateLimitsPort.js';
import { loadAwsSettings } from '../src/service/awsSettings/index.js';
import { memorySettings } from '../src/settings/settings.js';
import { DEFAULT_SETTINGS } from '../src/settings/types.js';
import { createRateLimitsScreenState } from '../src/ui/screens/ratelimits/index.js';
import type { ScreenDeps } from '../src/ui/screenContract.js';
import { createFakeServices } from './helpers/fakeServices.js';
import { ManualTimers } from './helpers/manualTimers.js';
import { FakeRateLimitsPort } from './state/rateLimitsFakePort.js';

const NOW = Date.UTC(2026, 0, 1, 12);

/** A secondary limit without retry-after and with budget left: rule 4 (60 s), then rule 5 doubles the wait. */
const SECONDARY: ResponseLike = {
  status: 403,
  headers: { 'x-ratelimit-remaining': '10' },
  body: { message: 'You have exceeded a secondary rate limit.' },
};

const PRIMARY: ResponseLike = {
  status: 403,
  headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(NOW / 1000 + 60) },
  body: { message: 'API rate limit exceeded for user ID 1.' },
};

describe('retry policy defaults', () => {
  it('retries 3 times, then gives up', () => {
    for (const retries of [0, 1, 2]) expect(decideRetry(PRIMARY, NOW, retries).action).toBe('retry');
    expect(decideRetry(PRIMARY, NOW, 3)).toMatchObject({ action: 'give-up', rule: 6 });
  });

  it('caps the exponential backoff at 1 hour', () => {
    const waits = [0, 5, 6, 12].map((retries) => {
      const decision = decideRetry(SECONDARY, NOW, retries, { maxRetries: 20 });
      return decision.action === 'retry' ? decision.waitMs : undefined;
    });
    // 60 s, 60 s * 2^5 = 32 min, then 64 min and more are capped at 60 min.
    expect(waits).toEqual([60_000, 1_920_000, 3_600_000, 3_600_000]);
  });
});

describe('rate-limit screen refresh floor', () => {
  it('batches updates at 250 ms when the settings ask for less', async () => {
    const port = new FakeRateLimitsPort();
    const intervals: (number | undefined)[] = [];
    const watch = port.watch.bind(port);
    port.watch = (listener: (s: CallerSnapshot[]) => void, options?: { intervalMs?: number }) => {
      intervals.push(options?.intervalMs);
      return watch(listener);
    };
    const timers = new ManualTimers();
    const deps: ScreenDeps = {
      services: { ...createFakeServices(), rateLimits: port },
      settings: memorySettings({ refreshIntervalMs: 100 }),
      shell: { notify: () => undefined, runTask: (_label, work) => work(new AbortController().signal), goTo: () => {} },
      timers,
      clock: { now: () => NOW },
    };
    const { actions } = createRateLimitsScreenState(deps);
    await actions.open();
    expect(intervals).toEqual([250]);
    actions.close();
  });
});

describe('settings defaults', () => {
  it('are the default column of the table in docs/settings.md', () => {
    const text = readFileSync(resolve(import.meta.dirname, '../docs/settings.md'), 'utf8');
    const documented = new Map<string, string>();
    for (const [, key, value] of text.matchAll(/^\| `([\w.]+)` \| ([^|]+) \|/gm)) documented.set(key!, value!.trim());
    const flat: Record<string, unknown> = {
      ...DEFAULT_SETTINGS,
      'thresholds.warningPercent': DEFAULT_SETTINGS.thresholds.warningPercent,
      'thresholds.criticalPercent': DEFAULT_SETTINGS.thresholds.criticalPercent,
    };
    delete flat.thresholds;
    expect([...documented.keys()].sort()).toEqual(Object.keys(flat).sort());
    for (const [key, value] of Object.entries(flat)) {
      const written = typeof value === 'number' ? String(value) : `\`${JSON.stringify(value).replaceAll('"', '')}\``;
      expect(documented.get(key), key).toBe(written);
    }
  });
});

describe('AWS profile files', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('are ~/.aws/config and ~/.aws/credentials when AWS_CONFIG_FILE and AWS_SHARED_CREDENTIALS_FILE are unset', async () => {
    const home = mkdtempSync(join(tmpdir(), 'sy-aws-home-'));
    try {
      mkdirSync(join(home, '.aws'));
      writeFileSync(join(home, '.aws', 'config'), '[default]\nregion = ap-south-1\n');
      writeFileSync(join(home, '.aws', 'credentials'), '[default]\nmax_attempts = 7\n');
      vi.stubEnv('HOME', home);
      const settings = await loadAwsSettings({}, { HOME: home });
      expect(settings.region?.value).toBe('ap-south-1');
      expect(settings.maxAttempts.value).toBe(7);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});

describe('command-line defaults', () => {
  it('serve: 127.0.0.1, a free port, memory only, no SigV4 check, no held GitHub answers', () => {
    const args = parseServeArgs([]);
    expect(args).toMatchObject({ port: 0, host: '127.0.0.1', verifySigv4: false, githubHoldMs: 0 });
    expect(args).not.toHaveProperty('state');
  });

  it('metrics: 127.0.0.1:9464, polled every 15 s', () => {
    expect(parseMetricsArgs([], {})).toEqual({ port: 9464, host: '127.0.0.1', intervalMs: 15_000 });
  });

  it('github rate-limit: --output json, --watch every 15 s, --min-remaining on core', () => {
    expect(parseRateLimitArgs([])).toMatchObject({ output: 'json' });
    // No --max-retries: the retry policy's own default (3, 'retries 3 times, then gives up' above) applies.
    expect(parseRateLimitArgs([]).maxRetries).toBeUndefined();
    expect(parseRateLimitArgs(['--watch'])).toMatchObject({ watchSeconds: 15 });
    expect(parseRateLimitArgs(['--min-remaining', '5'])).toMatchObject({ minRemaining: 5, resource: 'core' });
  });
});

describe('GitHub callers in a dataset', () => {
  it('log in as user-<userId> with the scopes gh asks for, unless the dataset says otherwise', () => {
    const user = { id: 'u', kind: 'user', token: 't', userId: 42 } as const;
    expect(userLogin(user)).toBe('user-42');
    expect(tokenScopes(user)).toEqual(['gist', 'read:org', 'repo', 'workflow']);
    expect(tokenScopes({ id: 'a', kind: 'app-user', token: 't', userId: 7, appId: 1 } as never)).toEqual([]);
    expect(userLogin({ ...user, login: 'alice' })).toBe('alice');
  });
});
