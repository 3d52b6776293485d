// Connector profiles in the engine's journal store: creates, updates and deletes (of created and of dataset
// profiles) are replayed by a new engine on the same file; two engines sharing it see each other's writes before
// their own (a name taken by one is a conflict for the other; a client token retry answers the same ARN); the
// credentials never reach the disk.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CreateConnectorProfileRequest } from '../../../src/domain/appflow/types.js';
import { isServiceError } from '../../../src/domain/errors.js';
import { createEngine, createJournalStore, demoDataset } from '../../../src/engine/index.js';

const SECRET = 'sy-test-secret-7Hq2Zx';

function request(name: string, clientToken?: string): CreateConnectorProfileRequest {
  return {
    connectorProfileName: name,
    connectorType: 'Zendesk',
    connectionMode: 'Public',
    connectorProfileConfig: {
      connectorProfileProperties: { Zendesk: { instanceUrl: 'https://journal.zendesk.com' } },
      connectorProfileCredentials: { Zendesk: { clientId: 'journal-client', clientSecret: SECRET } },
    },
    ...(clientToken !== undefined ? { clientToken } : {}),
  };
}

const journalPath = (): string => join(mkdtempSync(join(tmpdir(), 'switchyard-profile-journal-')), 'state.journal');
const engineOn = (path: string) => createEngine({ dataset: demoDataset(), store: createJournalStore(path) });

async function names(engine: ReturnType<typeof engineOn>): Promise<string[]> {
  const out = await engine.connectorProfiles.describe({ maxResults: 100 });
  const all = [...(out.connectorProfileDetails ?? [])];
  let token = out.nextToken;
  while (token !== undefined) {
    const next = await engine.connectorProfiles.describe({ maxResults: 100, nextToken: token });
    all.push(...(next.connectorProfileDetails ?? []));
    token = next.nextToken;
  }
  return all.map((p) => p.connectorProfileName!);
}

describe('connector profiles in the journal store', () => {
  it('replays creates, updates and deletes in a new engine, and keeps no credential', async () => {
    const path = journalPath();
    const first = engineOn(path);
    const datasetNames = await names(first);
    const victim = datasetNames[3]!;
    const { connectorProfileArn } = await first.connectorProfiles.create(request('journal-zendesk'));
    await first.connectorProfiles.update({
      connectorProfileName: 'journal-zendesk',
      connectionMode: 'Private',
      connectorProfileConfig: {
        connectorProfileProperties: { Zendesk: { instanceUrl: 'https://updated.zendesk.com' } },
      },
    });
    await first.connectorProfiles.delete({ connectorProfileName: victim });
    await first.connectorProfiles.create(request('journal-gone'));
    await first.connectorProfiles.delete({ connectorProfileName: 'journal-gone', forceDelete: true });

    const second = engineOn(path);
    expect(await names(second)).toEqual([...datasetNames.filter((n) => n !== victim), 'journal-zendesk']);
    const [profile] = (await second.connectorProfiles.describe({ connectorProfileNames: ['journal-zendesk'] }))
      .connectorProfileDetails!;
    expect(profile).toMatchObject({
      connectorProfileArn,
      connectionMode: 'Private',
      connectorProfileProperties: { Zendesk: { instanceUrl: 'https://updated.zendesk.com' } },
    });
    expect(profile!.createdAt).toBeInstanceOf(Date);
    expect(readFileSync(path, 'utf8')).not.toContain(SECRET);
  });

  it('replays a delete in the Region it was made: a profile of that name elsewhere stays', async () => {
    const path = journalPath();
    const first = engineOn(path);
    const eu = { caller: { region: 'eu-west-1' } };
    const { connectorProfileArn: euArn } = await first.connectorProfiles.create(request('journal-twin'), eu);
    const { connectorProfileArn: usArn } = await first.connectorProfiles.create(request('journal-twin'));
    await first.connectorProfiles.delete({ connectorProfileName: 'journal-twin' }, { caller: { region: 'us-east-1' } });

    const second = engineOn(path);
    const twins = await second.connectorProfiles.describe({ connectorProfileNames: ['journal-twin'] });
    expect(twins.connectorProfileDetails?.map((p) => p.connectorProfileArn)).toEqual([euArn]);
    expect(euArn).not.toBe(usArn);
    expect((await second.connectorProfiles.describe({}, eu)).connectorProfileDetails).toHaveLength(1);
  });

  it('a describe sees a profile another engine on the file created since', async () => {
    const path = journalPath();
    const explorer = engineOn(path);
    const names = { connectorProfileNames: ['journal-later'] };
    expect((await explorer.connectorProfiles.describe(names)).connectorProfileDetails).toEqual([]);
    await engineOn(path).connectorProfiles.create(request('journal-later'));
    const shown = (await explorer.connectorProfiles.describe(names)).connectorProfileDetails ?? [];
    expect(shown.map((p) => p.connectorProfileName)).toEqual(['journal-later']);
  });

  it('two engines on one file: a name taken by one conflicts in the other, a client token retry holds', async () => {
    const path = journalPath();
    const a = engineOn(path);
    const b = engineOn(path);
    const first = await a.connectorProfiles.create(request('shared-zendesk', 'journal-token'));
    const retry = await b.connectorProfiles.create(request('shared-zendesk', 'journal-token'));
    expect(retry.connectorProfileArn).toBe(first.connectorProfileArn);
    const conflict = await b.connectorProfiles.create(request('shared-zendesk')).catch((e: unknown) => e);
    expect(isServiceError(conflict) && conflict.name).toBe('ConflictException');
    await b.connectorProfiles.delete({ connectorProfileName: 'shared-zendesk' });
    const gone = await a.connectorProfiles.delete({ connectorProfileName: 'shared-zendesk' }).catch((e: unknown) => e);
    expect(isServiceError(gone) && gone.name).toBe('ResourceNotFoundException');
  });
});
