// A new journal is created by its first write: opening one where none exists (every first start of the explorer or
// command mode) puts nothing on disk, no folder, no file and no fsync, until there is something to keep. What is
// kept, and the place checks made at start, are as when the file was created at open.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createEngine,
  createJournalStore,
  DEMO_APP_BUNDLE_ARNS,
  demoDataset,
  StateLocationError,
} from '../../../src/engine/index.js';
import type { CreateAppAuthorizationRequest } from '../../../src/domain/appfabric/types.js';

function request(tenant: string): CreateAppAuthorizationRequest {
  return {
    appBundleIdentifier: DEMO_APP_BUNDLE_ARNS[0]!,
    app: 'SLACK',
    authType: 'oauth2',
    tenant: { tenantIdentifier: tenant, tenantDisplayName: `Tenant ${tenant}` },
    credential: { oauth2Credential: { clientId: 'client-1', clientSecret: 'sy-test-secret-7Hq2Zx' } },
    clientToken: '0c0ffee0-1111-4222-8333-444455556666',
  };
}

function place(): { root: string; path: string } {
  const root = mkdtempSync(join(tmpdir(), 'switchyard-journal-'));
  return { root, path: join(root, 'state', 'switchyard', 'demo.journal') };
}

describe('a new journal', () => {
  it('is not on disk after opening, reading and refreshing; the first write creates it, 0600 in a 0700 folder', async () => {
    const { root, path } = place();
    const store = createJournalStore(path);
    const engine = createEngine({ dataset: demoDataset(), store });
    await engine.appAuthorizations.list({ appBundleIdentifier: DEMO_APP_BUNDLE_ARNS[0]! });
    store.refresh();
    await store.ready();
    expect(readdirSync(root)).toEqual([]);

    const created = await engine.appAuthorizations.create(request('acme'));
    expect(existsSync(path)).toBe(true);
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^[0-9a-f]{16} \{"type":"header","format":"switchyard-state","version":2,"epoch":"[0-9a-f]{16}"\}$/,
    );
    const { statSync } = await import('node:fs');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(root, 'state', 'switchyard')).mode & 0o777).toBe(0o700);

    // What the first write kept is replayed as from a journal created at open.
    const next = createEngine({ dataset: demoDataset(), store: createJournalStore(path) });
    expect(next.admin.listAppAuthorizations().map((r) => r.appAuthorizationArn)).toContain(
      created.appAuthorization.appAuthorizationArn,
    );
    store.close();
  });

  it('a write refused by its checks leaves no journal', async () => {
    const { path } = place();
    const engine = createEngine({ dataset: demoDataset(), store: createJournalStore(path) });
    await expect(engine.appAuthorizations.create({ ...request('acme'), app: '' })).rejects.toThrow();
    expect(existsSync(path)).toBe(false);
  });

  it('one created by another process since is read, and written after', async () => {
    const { path } = place();
    const early = createJournalStore(path);
    const reader = createEngine({ dataset: demoDataset(), store: early });
    const writer = createEngine({ dataset: demoDataset(), store: createJournalStore(path) });
    const made = await writer.appAuthorizations.create(request('acme'));
    const listed = await reader.appAuthorizations.list({ appBundleIdentifier: DEMO_APP_BUNDLE_ARNS[0]! });
    expect(listed.appAuthorizationSummaryList.map((s) => s.appAuthorizationArn)).toContain(
      made.appAuthorization.appAuthorizationArn,
    );
    await reader.appAuthorizations.create({ ...request('other'), clientToken: '0c0ffee0-1111-4222-8333-444455556667' });
    expect(readFileSync(path, 'utf8').trimEnd().split('\n')).toHaveLength(3);
  });

  it('a reset before anything was written writes nothing', () => {
    const { root, path } = place();
    const store = createJournalStore(path);
    createEngine({ dataset: demoDataset(), store });
    store.reset();
    expect(readdirSync(root)).toEqual([]);
  });

  it('is refused at open where it could not be created, as creating it said', () => {
    const { root } = place();
    writeFileSync(join(root, 'file'), 'not a folder');
    expect(() => createJournalStore(join(root, 'file', 'sub', 'demo.journal'))).toThrow(
      new StateLocationError(`cannot create the state directory ${join(root, 'file', 'sub')}: ENOTDIR`),
    );
    expect(() => createJournalStore(join(root, 'file', 'demo.journal'))).toThrow(
      /cannot create the state directory .*: EEXIST/,
    );
    mkdirSync(join(root, 'dir'));
    expect(() => createJournalStore(join(root, 'dir'))).toThrow(/is a directory/);
  });

  it.skipIf(process.getuid?.() === 0)(
    'is refused at open in a folder this process cannot write (skipped as root, who can write anywhere)',
    () => {
      const { root } = place();
      const locked = join(root, 'locked');
      mkdirSync(locked);
      chmodSync(locked, 0o500);
      expect(() => createJournalStore(join(locked, 'demo.journal'))).toThrow(/cannot open state .*: EACCES/);
      expect(() => createJournalStore(join(locked, 'deeper', 'demo.journal'))).toThrow(
        /cannot create the state directory .*: EACCES/,
      );
    },
  );
});
