// gh (the GitHub CLI; Debian's 2.23 is what this was written against) pointed at `switchyard serve --tls-cert` as a
// GitHub Enterprise host: `gh auth status` shows the dataset's login and the token's scopes, `gh api` sees the
// rate-limit body and headers, an injected secondary limit reaches it with its headers, and the emulator's clock
// moves the reset it reads. gh needs HTTPS for an Enterprise host, so a self-signed certificate is made here and
// trusted through SSL_CERT_FILE. Skipped, with the reason, where gh is not installed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GITHUB_CALLERS } from '../../src/engine/ratelimits/demoCallers.js';
import { startBundleServe, type BundleServe } from '../helpers/bundle.js';
import { makeSelfSignedCert } from '../helpers/selfSignedCert.js';

const ALICE = (DEMO_GITHUB_CALLERS.find((c) => c.id === 'alice-pat') as { token: string }).token;
const ghVersion = spawnSync('gh', ['--version'], { encoding: 'utf8' });
const ghMissing = ghVersion.error !== undefined || ghVersion.status !== 0;

let dir: string;
let serve: BundleServe;
let host: string;
let certText: string;

function gh(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync('gh', args, {
    encoding: 'utf8',
    timeout: 30_000,
    // Nothing of the developer's gh setup: its own config directory, the emulator as the only host.
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: dir,
      GH_CONFIG_DIR: join(dir, 'gh'),
      GH_HOST: host,
      GH_ENTERPRISE_TOKEN: ALICE,
      SSL_CERT_FILE: join(dir, 'cert.pem'),
      GH_NO_UPDATE_NOTIFIER: '1',
      GH_PROMPT_DISABLED: '1',
      NO_COLOR: '1',
    },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

async function control(path: string, body: unknown): Promise<void> {
  // The control plane is on the same HTTPS port; this process trusts the certificate only for these calls.
  const cert = certText;
  await new Promise<void>((resolve, reject) => {
    const req = request(
      `${serve.url}/_switchyard${path}`,
      { method: 'POST', ca: cert, headers: { 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode !== undefined && res.statusCode < 300
            ? resolve()
            : reject(new Error(`${path}: ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe.skipIf(ghMissing)(`gh against serve --tls-cert${ghMissing ? ' (skipped: gh is not installed)' : ''}`, () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sy-gh-'));
    const cert = makeSelfSignedCert(dir);
    certText = cert.cert;
    serve = await startBundleServe(['--tls-cert', cert.certPath, '--tls-key', cert.keyPath]);
    host = `localhost:${serve.port}`;
  });
  afterAll(async () => {
    await serve?.stop();
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it('gh auth status shows the login of the token and its scopes', () => {
    const result = gh('auth', 'status', '--hostname', host);
    const output = result.stdout + result.stderr;
    expect(output).toContain(`Logged in to ${host} as alice (GH_ENTERPRISE_TOKEN)`);
    expect(output).toContain('Token scopes: gist, read:org, repo, workflow');
    expect(result.status, output).toBe(0);
  });

  it('gh api rate_limit reads the budgets, and every answer carries the x-ratelimit-* headers', () => {
    const body = gh('api', 'rate_limit');
    expect(body.status, body.stderr).toBe(0);
    const limits = JSON.parse(body.stdout);
    expect(limits.resources.core.limit).toBe(5000);
    expect(limits.resources.graphql.limit).toBe(5000);
    const user = gh('api', '--include', 'user');
    expect(user.status, user.stderr).toBe(0);
    expect(user.stdout).toMatch(/^X-Ratelimit-Limit: 5000$/m);
    expect(user.stdout).toMatch(/^X-Ratelimit-Resource: core$/m);
    expect(user.stdout).toMatch(/"login":"alice"/);
  });

  it('an injected secondary limit reaches gh with the rate-limit headers, and the moved clock moves the reset', async () => {
    const before = JSON.parse(gh('api', 'rate_limit').stdout).resources.core.reset as number;
    await control('/faults', { service: 'github', path: '/user', error: 'secondary', retryAfter: 30 });
    const limited = gh('api', '--include', 'user');
    expect(limited.status).not.toBe(0);
    expect(limited.stdout + limited.stderr).toMatch(/secondary rate limit/);
    expect(limited.stdout).toMatch(/^X-Ratelimit-Remaining: \d+$/m);
    expect(limited.stdout).toMatch(/^Retry-After: 30$/m);
    // Past the hour: a new window opens at the moved clock, so its reset is about an hour later than before.
    await control('/clock', { advanceSeconds: 3601 });
    expect(gh('api', 'user').status).toBe(0);
    const after = JSON.parse(gh('api', 'rate_limit').stdout).resources.core.reset as number;
    expect(after - before).toBeGreaterThanOrEqual(3600);
  });
});
