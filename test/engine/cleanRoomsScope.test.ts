// The engine keeps Clean Rooms resources per Region and account (CallOptions.caller), and datasets hold every
// member of the model's Collaboration, the account each access key acts in, and the default account.
import { describe, expect, it } from 'vitest';
import { createEngine, DatasetError, loadDataset } from '../../src/engine/index.js';
import type { CallOptions } from '../../src/service/ports.js';
import { contractDataset, MAIN_COLLABORATION } from '../contract/dataset.js';
import { newCollaboration } from '../contract/cleanRoomsWrites.contract.js';

const KEY = 'AKIDSCOPEDACCOUNT01';
const as = (region: string, accessKeyId?: string): CallOptions => ({
  caller: { region, ...(accessKeyId !== undefined ? { accessKeyId } : {}) },
});

function engine(extra: Record<string, unknown> = {}) {
  return createEngine({
    dataset: loadDataset(
      {
        ...contractDataset(),
        defaultAccountId: '123456789012',
        awsCredentials: [{ accessKeyId: KEY, secretAccessKey: 'sy-test-secret-7Hq2Zx', accountId: '210987654321' }],
        ...extra,
      },
      'test',
    ),
  });
}

describe('Clean Rooms per Region and account', () => {
  it('shows a dataset collaboration in its Region only, to the default account and its creator', async () => {
    const e = engine();
    const ids = async (options: CallOptions) =>
      (await e.members.listCollaborations({}, options)).collaborationList.map((c) => c.id);
    expect(await ids(as('us-east-1'))).toContain(MAIN_COLLABORATION);
    expect(await ids(as('eu-west-1'))).toEqual([]);
    expect(await ids(as('us-east-1', KEY))).toEqual([]);
    await expect(
      e.members.listMembers({ collaborationIdentifier: MAIN_COLLABORATION }, as('eu-west-1')),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
  });

  it('creates in the caller Region and account; another account or Region does not see it', async () => {
    const e = engine();
    const { collaboration } = await e.members.createCollaboration(newCollaboration(), as('eu-west-1', KEY));
    expect(collaboration.arn).toBe(`arn:aws:cleanrooms:eu-west-1:210987654321:collaboration/${collaboration.id}`);
    expect(collaboration.creatorAccountId).toBe('210987654321');
    await expect(
      e.members.getCollaboration({ collaborationIdentifier: collaboration.id }, as('eu-west-1')),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
    await expect(
      e.members.getCollaboration({ collaborationIdentifier: collaboration.id }, as('us-east-1', KEY)),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
    await expect(
      e.members.listTagsForResource({ resourceArn: collaboration.arn }, as('eu-west-1')),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
    // Only the creator may change it; a member that is not the creator is refused.
    await expect(
      e.members.updateCollaboration({ collaborationIdentifier: collaboration.id, name: 'x' }, as('us-east-1')),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
  });

  it('refuses an update by a member who is not the creator (AccessDeniedException)', async () => {
    const e = engine();
    const { collaboration } = await e.members.createCollaboration(
      newCollaboration({ members: [{ accountId: '210987654321', memberAbilities: [], displayName: 'Keyed' }] }),
      as('us-east-1'),
    );
    await expect(
      e.members.deleteCollaboration({ collaborationIdentifier: collaboration.id }, as('us-east-1', KEY)),
    ).rejects.toMatchObject({ name: 'AccessDeniedException', httpStatus: 403 });
  });
});

describe('datasets', () => {
  it('hold every member of the model Collaboration, which GetCollaboration answers', async () => {
    const d = contractDataset() as { collaborations: Record<string, unknown>[] };
    Object.assign(d.collaborations[0]!, {
      description: 'Retail measurement',
      queryLogStatus: 'ENABLED',
      jobLogStatus: 'DISABLED',
      analyticsEngine: 'SPARK',
      dataEncryptionMetadata: {
        allowCleartext: true,
        allowDuplicates: false,
        allowJoinsOnColumnsWithDifferentNames: false,
        preserveNulls: true,
      },
      autoApprovedChangeTypes: ['ADD_MEMBER'],
      allowedResultRegions: ['us-east-1'],
      isMetricsEnabled: true,
    });
    const e = createEngine({ dataset: loadDataset(d, 'test') });
    const { collaboration } = await e.members.getCollaboration({ collaborationIdentifier: MAIN_COLLABORATION });
    expect(collaboration).toMatchObject({
      description: 'Retail measurement',
      queryLogStatus: 'ENABLED',
      jobLogStatus: 'DISABLED',
      analyticsEngine: 'SPARK',
      dataEncryptionMetadata: { allowCleartext: true, preserveNulls: true },
      autoApprovedChangeTypes: ['ADD_MEMBER'],
      allowedResultRegions: ['us-east-1'],
      isMetricsEnabled: true,
    });
  });

  it('name a bad setting, account or default account by its path', () => {
    const d = contractDataset() as { collaborations: Record<string, unknown>[] };
    Object.assign(d.collaborations[0]!, { queryLogStatus: 'SOMETIMES', description: '' });
    let caught: unknown;
    try {
      loadDataset(
        {
          ...d,
          defaultAccountId: 'abc',
          awsCredentials: [{ accessKeyId: KEY, secretAccessKey: 's', accountId: '1' }],
        },
        'test',
      );
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DatasetError);
    expect((caught as DatasetError).problems.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        'collaborations[0].queryLogStatus',
        'collaborations[0].description',
        'defaultAccountId',
        'awsCredentials[0].accountId',
      ]),
    );
  });
});

describe('a call that names no Region', () => {
  it('sees every Region (the explorer and command mode browse a dataset as before)', async () => {
    const d = contractDataset() as { collaborations: Record<string, unknown>[] };
    d.collaborations[0]!.region = 'eu-west-1';
    const e = createEngine({ dataset: loadDataset(d, 'test') });
    const ids = (await e.members.listCollaborations({})).collaborationList.map((c) => c.id);
    expect(ids).toContain(MAIN_COLLABORATION);
    const signed = await e.members.listCollaborations({}, as('us-east-1'));
    expect(signed.collaborationList.map((c) => c.id)).not.toContain(MAIN_COLLABORATION);
  });
});
