// The state store under failures (issue 28, items 5, 6, 7, 8 and 14), from the shipped bundle:
// - a write that fails for lack of space (a real `ulimit -f`) is not acknowledged and leaves the journal usable;
// - a dead lock holder (its PID gone, or reused by another process) is taken over at once, and serve waits for a
//   live one without stopping its event loop;
// - a reset by one serve is seen by another on the same journal as a reset;
// - an unusable default state directory falls back to memory with one warning;
// - a damaged file with one huge line is refused at once with the bound named;
// - (item 13) the journal holds nothing a word list could confirm a secret with, at --state and at the default place.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLE_CLI, REPO_ROOT, startBundleServe, type BundleServe } from '../helpers/bundle.js';
import { authorizationCandidates, wordListHits } from '../helpers/wordListAttack.js';
import { BUNDLE, createOauth2AuthorizationArgs, run, SECRET } from './helpers/run.js';

const dir = mkdtempSync(join(tmpdir(), 'sy-state-hardening-'));
const serves: BundleServe[] = [];
afterAll(async () => {
  await Promise.all(serves.map((s) => s.stop()));
  rmSync(dir, { recursive: true, force: true });
});

let tokenCount = 0;
const token = () => `5a5a5a5a-${String(++tokenCount).padStart(4, '0')}-4222-8333-444455556666`;
const create = (path: string, tenant: string) => createOauth2AuthorizationArgs(tenant, token(), ['--state', path]);
const list = (path: string) => [
  'appfabric',
  'list-app-authorizations',
  '--app-bundle-identifier',
  BUNDLE,
  '--state',
  path,
];
const tenantsOf = (stdout: string): string[] =>
  (JSON.parse(stdout).appAuthorizationSummaryList as { tenant: { tenantIdentifier: string } }[]).map(
    (s) => s.tenant.tenantIdentifier,
  );

/** The bundle under bash's `ulimit -f` (in KiB), SIGXFSZ ignored so a write past the limit fails with EFBIG. */
function runWithFileLimit(kib: number, args: string[]): { code: number | null; stderr: string } {
  const quoted = args.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const result = spawnSync(
    'bash',
    ['-c', `trap '' XFSZ; ulimit -f ${kib}; exec '${process.execPath}' '${BUNDLE_CLI}' ${quoted}`],
    { cwd: REPO_ROOT, encoding: 'utf8', env: { HOME: dir, XDG_STATE_HOME: join(dir, 'xdg') }, timeout: 30_000 },
  );
  return { code: result.status, stderr: result.stderr };
}

async function call(serve: BundleServe, method: string, path: string, body?: unknown) {
  const response = await fetch(`${serve.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const createPath = `/appbundles/${encodeURIComponent(BUNDLE)}/appauthorizations`;
const createBody = (tenant: string) => ({
  app: 'SLACK',
  authType: 'apiKey',
  tenant: { tenantIdentifier: tenant, tenantDisplayName: tenant },
  credential: { apiKeyCredential: { apiKey: SECRET } },
});

describe('a failed write', () => {
  it('is not acknowledged, is cut back off the file, and the journal stays usable', async () => {
    const path = join(dir, 'full.journal');
    expect((await run(create(path, 'first'))).code).toBe(0);
    // A limit a few bytes past the journal's end (bash counts KiB): the next record cannot be written whole.
    const before = statSync(path).size;
    const limit = Math.ceil((before + 1) / 1024);
    const failed = runWithFileLimit(limit, create(path, 'lost'));
    expect(failed.code, failed.stderr).not.toBe(0);
    expect(failed.stderr).toMatch(/cannot write state .*EFBIG.*the change was not made/);
    expect(failed.stderr).not.toContain(SECRET);
    expect(statSync(path).size).toBe(before);

    const listed = await run(list(path));
    expect(listed.stderr).toBe('');
    expect(tenantsOf(listed.stdout)).not.toContain('lost');
    expect((await run(create(path, 'after'))).code).toBe(0);
    expect(tenantsOf((await run(list(path))).stdout)).toContain('after');
  });
});

describe('a torn last record and a huge line', () => {
  it('fences a torn tail at the next run with one warning, and refuses a line past the bound at once', async () => {
    const path = join(dir, 'torn.journal');
    expect((await run(create(path, 'kept'))).code).toBe(0);
    const whole = statSync(path).size;
    writeFileSync(path, Buffer.concat([readFileSync(path), Buffer.from('0123456789abcdef {"type":"appAuth')]));
    const listed = await run(list(path));
    expect(listed.code).toBe(0);
    expect(listed.stderr).toContain(`fenced off an incomplete last record of 33 bytes at byte ${whole}`);
    expect(tenantsOf(listed.stdout)).toContain('kept');
    expect(statSync(path).size).toBe(whole);

    const huge = join(dir, 'huge.journal');
    writeFileSync(huge, Buffer.concat([readFileSync(path), Buffer.alloc(32 * 1024 * 1024, 'a')]));
    const refused = await run(list(huge));
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(`damaged at byte ${whole}: a record is over 1048576 bytes`);
  });
});

describe('the lock', () => {
  it('is taken over at once from a holder whose process is gone or whose PID now names another process', async () => {
    const path = join(dir, 'dead.journal');
    expect((await run(create(path, 'one'))).code).toBe(0);
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(`${path}.lock`, JSON.stringify({ pid: Number(gone.stdout), start: '1', host: hostname() }));
    const first = await run(create(path, 'two'));
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    // This test process is alive, but it did not start at time 1: its PID was reused.
    writeFileSync(`${path}.lock`, JSON.stringify({ pid: process.pid, start: '1', host: hostname() }));
    const serve = await startBundleServe(['--state', path]);
    serves.push(serve);
    expect((await call(serve, 'POST', createPath, createBody('three'))).status).toBe(201);
  });

  it('is waited for without stopping serve: health answers while a write waits for a live holder', async () => {
    const path = join(dir, 'live.journal');
    const serve = await startBundleServe(['--state', path]);
    serves.push(serve);
    // A live holder: a sleeping child process, with its real start time.
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    const stat = readFileSync(`/proc/${holder.pid}/stat`, 'utf8');
    const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    writeFileSync(`${path}.lock`, JSON.stringify({ pid: holder.pid, start, host: hostname() }));
    try {
      let settled = false;
      const write = call(serve, 'POST', createPath, createBody('waits')).finally(() => (settled = true));
      for (let i = 0; i < 5; i += 1) expect((await call(serve, 'GET', '/_switchyard/health')).status).toBe(200);
      expect(settled).toBe(false);
      unlinkSync(`${path}.lock`);
      expect((await write).status).toBe(201);
    } finally {
      holder.kill();
    }
  });
});

describe('a reset on a shared journal', () => {
  it('is seen by the other serve as a reset: back to the dataset, then what is written after', async () => {
    const path = join(dir, 'shared.journal');
    const a = await startBundleServe(['--state', path]);
    serves.push(a);
    const b = await startBundleServe(['--state', path]);
    serves.push(b);
    const tenants = async (s: BundleServe) => {
      const answer = await call(s, 'GET', createPath);
      expect(answer.status).toBe(200);
      return (answer.body.appAuthorizationSummaryList as { tenant: { tenantIdentifier: string } }[]).map(
        (x) => x.tenant.tenantIdentifier,
      );
    };
    expect((await call(a, 'POST', createPath, createBody('before-reset'))).status).toBe(201);
    expect(await tenants(b)).toContain('before-reset');
    expect((await call(a, 'POST', '/_switchyard/reset')).status).toBe(200);
    expect(await tenants(b)).not.toContain('before-reset');
    expect((await call(b, 'POST', createPath, createBody('after-reset'))).status).toBe(201);
    expect(await tenants(a)).toContain('after-reset');
    expect(await tenants(a)).not.toContain('before-reset');
    expect(a.stderr() + b.stderr()).toBe('');
  });
});

describe('an unusable default state directory', () => {
  it('keeps this run in memory with one warning, for a command that keeps nothing and one that creates', async () => {
    const file = join(dir, 'not-a-directory');
    writeFileSync(file, '');
    const env = { HOME: dir, XDG_STATE_HOME: join(file, 'state') };
    const bundles = await run(['appfabric', 'list-app-bundles'], { env });
    expect(bundles.code).toBe(0);
    expect(bundles.stderr.trim().split('\n')).toHaveLength(1);
    expect(bundles.stderr).toMatch(/cannot create the state directory .*ENOTDIR.*kept in memory only/);
    const created = await run(createOauth2AuthorizationArgs('mem', token()), { env });
    expect(created.code).toBe(0);
  });
});

describe('the journal and a guessed secret', () => {
  /** Every file under `root`, read whole. */
  const filesUnder = (root: string): string[] =>
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'));
  const candidates = (tenant: string) =>
    authorizationCandidates({
      appBundleArn: BUNDLE,
      app: 'SLACK',
      authType: 'oauth2',
      tenant: [tenant, `Tenant ${tenant}`],
      credential: ['oauth2', 'client-1', SECRET],
    });

  it('keeps no salt or digest that confirms the secret, at --state and at the default place', async () => {
    const path = join(dir, 'guess.journal');
    expect((await run(create(path, 'guess'))).code).toBe(0);
    const xdg = join(dir, 'guess-xdg');
    const byDefault = await run(createOauth2AuthorizationArgs('guess', token()), {
      env: { HOME: dir, XDG_STATE_HOME: xdg },
    });
    expect(byDefault.code, byDefault.stderr).toBe(0);
    const texts = [readFileSync(path, 'utf8'), ...filesUnder(xdg)];
    expect(texts.join('')).toContain('appAuthorization.saved');
    for (const text of texts) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toMatch(/"(salt|digest)"/);
      expect(wordListHits(text, candidates('guess'))).toEqual([]);
    }
  });

  it('after a restart, a retry is compared on every parameter but the secret, as documented', async () => {
    const path = join(dir, 'restart.journal');
    const clientToken = token();
    const first = await run(createOauth2AuthorizationArgs('restart', clientToken, ['--state', path]));
    expect(first.code, first.stderr).toBe(0);
    const otherSecret = createOauth2AuthorizationArgs('restart', clientToken, ['--state', path]).map((a) =>
      a.replace(SECRET, 'sy-test-secret-other-9Kp4'),
    );
    const retried = await run(otherSecret);
    expect(retried.code, retried.stderr).toBe(0);
    const arn = (r: { stdout: string }) =>
      (JSON.parse(r.stdout) as { appAuthorization: { appAuthorizationArn: string } }).appAuthorization
        .appAuthorizationArn;
    expect(arn(retried)).toBe(arn(first));
    const otherTenant = await run(createOauth2AuthorizationArgs('elsewhere', clientToken, ['--state', path]));
    expect(otherTenant.code).not.toBe(0);
    expect(otherTenant.stderr).toContain('IdempotentParameterMismatch');
  });
});
