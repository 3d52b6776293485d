// `switchyard serve --state PATH` (the shipped bundle): a record answered 201 survives a SIGKILL straight after the
// answer, a state file cut mid-record is refused at start with the byte named, reset empties the state, and the
// file never holds the credential.
import { mkdtempSync, readFileSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_APP_BUNDLE_ARNS } from '../../../src/engine/index.js';
import { startBundleServe, type BundleServe } from '../../helpers/bundle.js';
import { call, SECRET } from './helpers.js';

const createPath = `/appbundles/${encodeURIComponent(DEMO_APP_BUNDLE_ARNS[0]!)}/appauthorizations`;
const TOKEN = '5a1e5a1e-1111-4222-8333-444455556666';

function body(tenant: string): Record<string, unknown> {
  return {
    app: 'SLACK',
    authType: 'oauth2',
    tenant: { tenantIdentifier: tenant, tenantDisplayName: `Tenant ${tenant}` },
    credential: { oauth2Credential: { clientId: 'client-1', clientSecret: SECRET } },
    clientToken: TOKEN,
  };
}

const started: BundleServe[] = [];
afterEach(async () => {
  for (const s of started.splice(0)) if (s.child.exitCode === null && s.child.signalCode === null) await s.stop();
});

async function serve(statePath: string): Promise<BundleServe> {
  const s = await startBundleServe(['--state', statePath]);
  started.push(s);
  return s;
}

function statePath(): string {
  return join(mkdtempSync(join(tmpdir(), 'switchyard-serve-state-')), 'serve.journal');
}

describe('serve --state', () => {
  it('keeps a record answered 201 through a SIGKILL right after the answer', async () => {
    const path = statePath();
    const first = await serve(path);
    const created = await call(first.url, 'POST', createPath, body('acme'));
    expect(created.status).toBe(201);
    first.child.kill('SIGKILL');
    await first.exit;

    const second = await serve(path);
    // The same token and input answers the same record; another tenant is the idempotency error: it was kept.
    const again = await call(second.url, 'POST', createPath, body('acme'));
    expect(again.status).toBe(201);
    expect(again.body.appAuthorization.appAuthorizationArn).toBe(created.body.appAuthorization.appAuthorizationArn);
    expect(again.body.appAuthorization.createdAt).toBe(created.body.appAuthorization.createdAt);
    const mismatch = await call(second.url, 'POST', createPath, body('other'));
    expect(mismatch.status).toBeGreaterThanOrEqual(400);
    expect(mismatch.status).toBeLessThan(500);
    expect(mismatch.text).toContain(TOKEN);
    expect(readFileSync(path, 'utf8')).not.toContain(SECRET);
  });

  it('fences off a last record cut short (a crash mid-write) with a warning, and starts', async () => {
    const path = statePath();
    const first = await serve(path);
    expect((await call(first.url, 'POST', createPath, body('acme'))).status).toBe(201);
    await first.stop();
    const size = statSync(path).size;
    truncateSync(path, size - 10);
    const second = await serve(path);
    expect(second.stderr()).toMatch(/state .* fenced off an incomplete last record of \d+ bytes at byte \d+/);
    expect(statSync(path).size).toBeLessThan(size - 10);
    // The cut record is gone, so its client token is free: another tenant is a new record, not a mismatch.
    expect((await call(second.url, 'POST', createPath, body('other'))).status).toBe(201);
  });

  it('empties the state on reset', async () => {
    const path = statePath();
    const first = await serve(path);
    expect((await call(first.url, 'POST', createPath, body('acme'))).status).toBe(201);
    expect((await call(first.url, 'POST', '/_switchyard/reset')).status).toBe(200);
    await first.stop();
    const second = await serve(path);
    // After the reset the token is free again: another tenant is a new record, not a mismatch.
    expect((await call(second.url, 'POST', createPath, body('other'))).status).toBe(201);
  });
});
