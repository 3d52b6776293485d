// The engine's journal store: what is created survives a new engine on the same file, a client token holds across
// engines and across two engines sharing the file, a damaged file is refused whole with the byte named, and no
// credential reaches the disk.
import { mkdtempSync, readFileSync, truncateSync, writeFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createEngine,
  createJournalStore,
  DEMO_APP_BUNDLE_ARNS,
  demoDataset,
  StateStoreError,
} from '../../../src/engine/index.js';
import type { AppAuthorization, CreateAppAuthorizationRequest } from '../../../src/domain/appfabric/types.js';

const SECRET = 'sy-test-secret-7Hq2Zx';
const TOKEN = '0c0ffee0-1111-4222-8333-444455556666';

function request(tenant: string, clientToken = TOKEN): CreateAppAuthorizationRequest {
  return {
    appBundleIdentifier: DEMO_APP_BUNDLE_ARNS[0]!,
    app: 'SLACK',
    authType: 'oauth2',
    tenant: { tenantIdentifier: tenant, tenantDisplayName: `Tenant ${tenant}` },
    credential: { oauth2Credential: { clientId: 'client-1', clientSecret: SECRET } },
    clientToken,
  };
}

function journalPath(): string {
  return join(mkdtempSync(join(tmpdir(), 'switchyard-journal-')), 'nested', 'state.journal');
}

function engineOn(path: string) {
  return createEngine({ dataset: demoDataset(), store: createJournalStore(path) });
}

const DEMO_ARNS = new Set((demoDataset().appAuthorizations ?? []).map((r) => r.appAuthorizationArn));

/** The authorizations the test created: the demo dataset's own are left aside (they are not the store's). */
function createdIn(engine: ReturnType<typeof createEngine>): AppAuthorization[] {
  return engine.admin.listAppAuthorizations().filter((r) => !DEMO_ARNS.has(r.appAuthorizationArn));
}

describe('journal store', () => {
  it('replays created authorizations into a new engine, and keeps client tokens idempotent across engines', async () => {
    const path = journalPath();
    const first = await engineOn(path).appAuthorizations.create(request('acme'));
    const second = engineOn(path);
    expect(createdIn(second)).toEqual([first.appAuthorization]);
    const again = await second.appAuthorizations.create(request('acme'));
    expect(again.appAuthorization.appAuthorizationArn).toBe(first.appAuthorization.appAuthorizationArn);
    const mismatch = await second.appAuthorizations.create(request('other')).catch((e: unknown) => e);
    expect(mismatch).toMatchObject({ name: 'IdempotentParameterMismatch' });
    expect(String((mismatch as Error).message)).toContain(TOKEN);
    expect(createdIn(second)).toHaveLength(1);
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it('replays updates, connects and deletes: every engine write goes through the store', async () => {
    const path = journalPath();
    const engine = engineOn(path);
    const kept = (await engine.appAuthorizations.create(request('acme'))).appAuthorization;
    const gone = (await engine.appAuthorizations.create(request('beta', '0c0ffee0-2222-4222-8333-444455556666')))
      .appAuthorization;
    const ids = (arn: string) => ({ appBundleIdentifier: DEMO_APP_BUNDLE_ARNS[0]!, appAuthorizationIdentifier: arn });
    await engine.appAuthorizations.update({
      ...ids(kept.appAuthorizationArn),
      tenant: { tenantIdentifier: 'acme', tenantDisplayName: 'Renamed' },
    });
    await engine.appAuthorizations.connect({
      ...ids(kept.appAuthorizationArn),
      authRequest: { redirectUri: 'https://example.com/cb', code: 'auth-code-1' },
    });
    await engine.appAuthorizations.delete(ids(gone.appAuthorizationArn));

    const replayed = engineOn(path);
    const records = createdIn(replayed);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ status: 'Connected', tenant: { tenantDisplayName: 'Renamed' } });
    const notFound = await replayed.appAuthorizations.get(ids(gone.appAuthorizationArn)).catch((e: unknown) => e);
    expect(notFound).toMatchObject({ name: 'ResourceNotFoundException' });
    // The deleted authorization's client token may create again.
    const recreated = await replayed.appAuthorizations.create(request('other', '0c0ffee0-2222-4222-8333-444455556666'));
    expect(recreated.appAuthorization.tenant.tenantIdentifier).toBe('other');
    expect(readFileSync(path, 'utf8')).not.toContain('auth-code-1');
  });

  it('never writes a credential: the file holds a digest of the request', async () => {
    const path = journalPath();
    await engineOn(path).appAuthorizations.create(request('acme'));
    const text = readFileSync(path, 'utf8');
    expect(text).not.toContain(SECRET);
    expect(text).toContain('appAuthorization.saved');
  });

  it('lets two engines on one file see each other: a token used by one is checked by the other', async () => {
    const path = journalPath();
    const a = engineOn(path);
    const b = engineOn(path);
    const created = await a.appAuthorizations.create(request('acme'));
    const mismatch = await b.appAuthorizations.create(request('other')).catch((e: unknown) => e);
    expect(mismatch).toMatchObject({ name: 'IdempotentParameterMismatch' });
    await b.appAuthorizations.create(request('beta', '0c0ffee0-2222-4222-8333-444455556666'));
    await a.appAuthorizations.create(request('gamma', '0c0ffee0-3333-4222-8333-444455556666'));
    const arns = createdIn(engineOn(path)).map((r) => r.tenant.tenantIdentifier);
    expect(arns).toEqual(['acme', 'beta', 'gamma']);
    expect(createdIn(b)[0]!.appAuthorizationArn).toBe(created.appAuthorization.appAuthorizationArn);
  });

  it('a read sees what another engine on the file wrote since (an explorer open while a command creates)', async () => {
    const path = journalPath();
    const explorer = engineOn(path);
    const bundle = { appBundleIdentifier: DEMO_APP_BUNDLE_ARNS[0]! };
    const arns = async () =>
      (await explorer.appAuthorizations.list(bundle)).appAuthorizationSummaryList.map((s) => s.appAuthorizationArn);
    const before = await arns(); // the demo dataset's own
    const created = (await engineOn(path).appAuthorizations.create(request('acme'))).appAuthorization;
    expect(await arns()).toEqual([...before, created.appAuthorizationArn]);
    const got = await explorer.appAuthorizations.get({
      ...bundle,
      appAuthorizationIdentifier: created.appAuthorizationArn,
    });
    expect(got.appAuthorization.tenant.tenantIdentifier).toBe('acme');
  });

  it('fences off a last record cut short by a crash, with a warning, and keeps every complete one', async () => {
    const path = journalPath();
    const engine = engineOn(path);
    const kept = await engine.appAuthorizations.create(request('acme'));
    const whole = statSync(path).size;
    await engine.appAuthorizations.create(request('beta', '0c0ffee0-2222-4222-8333-444455556666'));
    truncateSync(path, statSync(path).size - 20);
    const warnings: string[] = [];
    const reopened = createEngine({
      dataset: demoDataset(),
      store: createJournalStore(path, { warn: (m) => warnings.push(m) }),
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`incomplete last record`);
    expect(warnings[0]).toContain(`at byte ${whole}`);
    expect(statSync(path).size).toBe(whole);
    const got = await reopened.appAuthorizations.get({
      appBundleIdentifier: DEMO_APP_BUNDLE_ARNS[0]!,
      appAuthorizationIdentifier: kept.appAuthorization.appAuthorizationArn,
    });
    expect(got.appAuthorization.tenant.tenantIdentifier).toBe('acme');
    // The store is usable: the next write lands after the fenced point.
    await reopened.appAuthorizations.create(request('gamma', '0c0ffee0-3333-4222-8333-444455556666'));
    expect(() => engineOn(path)).not.toThrow();
  });

  it('refuses a record whose checksum does not match', async () => {
    const path = journalPath();
    await engineOn(path).appAuthorizations.create(request('acme'));
    writeFileSync(path, readFileSync(path, 'utf8').replace('Tenant acme', 'Tenant acmf'));
    expect(() => engineOn(path)).toThrow(/does not match its checksum/);
  });

  it('refuses a file that is not a switchyard state file', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'switchyard-journal-')), 'other.txt');
    writeFileSync(path, 'hello\n');
    expect(() => engineOn(path)).toThrow(StateStoreError);
  });

  it('forgets everything on reset but keeps the file usable', async () => {
    const path = journalPath();
    const store = createJournalStore(path);
    const engine = createEngine({ dataset: demoDataset(), store });
    await engine.appAuthorizations.create(request('acme'));
    store.reset();
    const fresh = engineOn(path);
    expect(createdIn(fresh)).toEqual([]);
    // The dataset's own authorizations are not the store's: a reset keeps them.
    expect(fresh.admin.listAppAuthorizations()).toHaveLength(DEMO_ARNS.size);
    expect(DEMO_ARNS.size).toBeGreaterThan(0);
    expect((await fresh.appAuthorizations.create(request('other'))).appAuthorization.tenant.tenantIdentifier).toBe(
      'other',
    );
  });
});
