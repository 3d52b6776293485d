// Where the embedded engine keeps what users create (docs/emulator.md, "State (--state)"): one journal per dataset
// under $XDG_STATE_HOME/switchyard/, ~/.local/state/switchyard/ when the variable is unset or empty.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOperationServices } from '../../src/compose/select.js';
import { openHistoryFile } from '../../src/history/historyFile.js';
import { defaultStatePath } from '../../src/service/stateLocation.js';

const BUNDLE = 'arn:aws:appfabric:us-east-1:111122223333:appbundle/3f1c2a9e-7b4d-4e8a-9c61-0d2e5f7a8b90';
const SECRET = 'sy-test-secret-7Hq2Zx';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sy-state-location-'));
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

/** A dataset file with the one app bundle; files told apart by their trailing spaces (so by their identity). */
function datasetFile(name: string, spaces: number): string {
  const path = join(dir, `${name}.json`);
  writeFileSync(path, JSON.stringify({ appBundles: [{ arn: BUNDLE }] }) + ' '.repeat(spaces));
  return path;
}

async function tenantsOver(dataPath: string): Promise<string[]> {
  const services = await createOperationServices({ backend: 'engine', dataPath });
  try {
    const listed = await services.appAuthorizations.list({ appBundleIdentifier: BUNDLE });
    return listed.appAuthorizationSummaryList.map((a) => a.tenant.tenantIdentifier);
  } finally {
    services.close();
  }
}

describe('the default state store', () => {
  it('is one journal per dataset: what is created over one dataset is not seen over another', async () => {
    vi.stubEnv('XDG_STATE_HOME', join(dir, 'state'));
    const first = datasetFile('first', 1);
    const second = datasetFile('second', 2);
    const services = await createOperationServices({ backend: 'engine', dataPath: first });
    await services.appAuthorizations.create({
      appBundleIdentifier: BUNDLE,
      app: 'SLACK',
      authType: 'apiKey',
      credential: { apiKeyCredential: { apiKey: SECRET } },
      tenant: { tenantIdentifier: 'over-first', tenantDisplayName: 'Over the first dataset' },
    });
    services.close();

    expect(await tenantsOver(first)).toEqual(['over-first']);
    expect(await tenantsOver(second)).toEqual([]);
    const journals = readdirSync(join(dir, 'state', 'switchyard')).filter((f) => f.endsWith('.journal'));
    // The second dataset was only read: its journal is created by its first write (none yet).
    expect(journals).toHaveLength(1);
    for (const name of journals) expect(name).toMatch(/^data-[0-9a-f]{16}\.journal$/);
    expect(defaultStatePath({})).toBe(join(dir, 'state', 'switchyard', 'demo.journal'));
  });

  it('an empty XDG_STATE_HOME counts as unset: ~/.local/state/switchyard/', () => {
    expect(defaultStatePath({}, { XDG_STATE_HOME: '' })).toBe(
      join(homedir(), '.local', 'state', 'switchyard', 'demo.journal'),
    );
    expect(defaultStatePath({}, {})).toBe(join(homedir(), '.local', 'state', 'switchyard', 'demo.journal'));
  });

  it('keeps the journals and the lasting rate-limit history in one directory, with or without XDG_STATE_HOME', () => {
    for (const env of [
      { HOME: dir },
      { HOME: dir, XDG_STATE_HOME: '' },
      { HOME: dir, XDG_STATE_HOME: join(dir, 'x') },
    ]) {
      const history = openHistoryFile({ env });
      expect(dirname(defaultStatePath({}, env)), JSON.stringify(env)).toBe(dirname(history.path!));
    }
    expect(dirname(defaultStatePath({}, { HOME: dir }))).toBe(join(dir, '.local', 'state', 'switchyard'));
  });
});
