// `switchyard serve` (the shipped bundle) keeps Clean Rooms resources per Region and account, as AWS and moto do:
// the call sequences of moto's own Clean Rooms tests (tests/test_cleanrooms, which run against serve with only the
// endpoint and a reset changed: docs/emulator.md) with the AWS SDK v3, across Regions and access keys that the
// dataset maps to accounts.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CleanRoomsClient,
  CreateCollaborationCommand,
  CreateConfiguredTableCommand,
  CreateMembershipCommand,
  GetCollaborationCommand,
  ListCollaborationsCommand,
  ListConfiguredTablesCommand,
  ListMembersCommand,
  ListMembershipsCommand,
  type CreateCollaborationCommandInput,
} from '@aws-sdk/client-cleanrooms';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBundleServe, type BundleServe } from '../helpers/bundle.js';

const DEFAULT_ACCOUNT = '123456789012';
const INVITED_ACCOUNT = '111111111111';
const DEFAULT_KEY = { accessKeyId: 'AKIDDEFAULTACCOUNT', secretAccessKey: 'sy-test-secret-7Hq2Zx' };
const INVITED_KEY = { accessKeyId: 'AKIDINVITEDACCOUNT', secretAccessKey: 'sy-test-secret-7Hq2Zx' };
let serve: BundleServe;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sy-cleanrooms-scope-'));
  const file = join(dir, 'dataset.json');
  writeFileSync(
    file,
    JSON.stringify({
      defaultAccountId: DEFAULT_ACCOUNT,
      awsCredentials: [DEFAULT_KEY, { ...INVITED_KEY, accountId: INVITED_ACCOUNT }],
    }),
  );
  serve = await startBundleServe(['--data', file]);
});
afterAll(() => serve?.stop());
beforeEach(async () => {
  await fetch(`${serve.url}/_switchyard/reset`, { method: 'POST' });
});

function client(region: string, credentials = DEFAULT_KEY): CleanRoomsClient {
  return new CleanRoomsClient({ region, endpoint: serve.url, credentials, maxAttempts: 1 });
}

const COLLABORATION: CreateCollaborationCommandInput = {
  name: 'test-collaboration',
  description: 'A test collaboration',
  creatorDisplayName: 'Creator',
  creatorMemberAbilities: ['CAN_QUERY', 'CAN_RECEIVE_RESULTS'],
  queryLogStatus: 'ENABLED',
  members: [{ accountId: INVITED_ACCOUNT, memberAbilities: ['CAN_QUERY'], displayName: 'Invited Member' }],
};

describe('Clean Rooms per Region and account through serve', () => {
  it('lists only the collaborations of the caller Region (moto: test_collaborations_are_region_specific)', async () => {
    await client('us-east-2').send(new CreateCollaborationCommand(COLLABORATION));
    const eu = client('eu-west-1');
    expect((await eu.send(new ListCollaborationsCommand({}))).collaborationList).toEqual([]);
    const { collaboration } = await eu.send(new CreateCollaborationCommand({ ...COLLABORATION, name: 'eu' }));
    expect(collaboration?.arn?.startsWith(`arn:aws:cleanrooms:eu-west-1:${DEFAULT_ACCOUNT}:collaboration/`)).toBe(true);
    expect((await eu.send(new ListCollaborationsCommand({}))).collaborationList?.map((c) => c.name)).toEqual(['eu']);
    const usTables = client('us-east-2');
    await usTables.send(
      new CreateConfiguredTableCommand({
        name: 'table',
        tableReference: { glue: { tableName: 'test-table', databaseName: 'test-db' } },
        allowedColumns: ['column1'],
        analysisMethod: 'DIRECT_QUERY',
      }),
    );
    expect((await eu.send(new ListConfiguredTablesCommand({}))).configuredTableSummaries).toEqual([]);
    await expect(
      eu.send(new GetCollaborationCommand({ collaborationIdentifier: '00000000-0000-4000-8000-000000000000' })),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
  });

  it('lets the invited account (a key the dataset maps to it) see the collaboration and join it', async () => {
    const creator = client('us-east-2');
    const invited = client('us-east-2', INVITED_KEY);
    const { collaboration } = await creator.send(new CreateCollaborationCommand(COLLABORATION));
    expect(collaboration?.creatorAccountId).toBe(DEFAULT_ACCOUNT);
    const seen = (await invited.send(new ListCollaborationsCommand({}))).collaborationList ?? [];
    expect(seen.map((c) => [c.id, c.memberStatus])).toEqual([[collaboration!.id, 'INVITED']]);
    const { membership } = await invited.send(
      new CreateMembershipCommand({ collaborationIdentifier: collaboration!.id, queryLogStatus: 'DISABLED' }),
    );
    expect(membership?.arn).toBe(`arn:aws:cleanrooms:us-east-2:${INVITED_ACCOUNT}:membership/${membership!.id}`);
    expect(membership?.paymentConfiguration).toEqual({ queryCompute: { isResponsible: false } });
    const members = (await creator.send(new ListMembersCommand({ collaborationIdentifier: collaboration!.id })))
      .memberSummaries;
    expect(members?.map((m) => [m.accountId, m.status])).toEqual([
      [DEFAULT_ACCOUNT, 'INVITED'],
      [INVITED_ACCOUNT, 'ACTIVE'],
    ]);
    // Memberships are the caller's own: the creator has none yet, another Region none at all.
    expect((await creator.send(new ListMembershipsCommand({}))).membershipSummaries).toEqual([]);
    expect((await client('eu-west-1', INVITED_KEY).send(new ListMembershipsCommand({}))).membershipSummaries).toEqual(
      [],
    );
    expect((await invited.send(new ListMembershipsCommand({}))).membershipSummaries?.map((m) => m.id)).toEqual([
      membership!.id,
    ]);
  });

  it('forgets everything created at a reset', async () => {
    const us = client('us-east-2');
    await us.send(new CreateCollaborationCommand(COLLABORATION));
    await fetch(`${serve.url}/_switchyard/reset`, { method: 'POST' });
    expect((await us.send(new ListCollaborationsCommand({}))).collaborationList).toEqual([]);
  });
});
