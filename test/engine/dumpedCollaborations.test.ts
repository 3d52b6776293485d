// A collaboration created through the API, dumped (`GET /_switchyard/state`: the engine's snapshot as dataset JSON)
// and loaded back (`POST /_switchyard/state`, `--data`): every member's account sees it again, each with its own
// member status and membership, as before the round trip; a dataset's own collaboration keeps its narrower view.
import { describe, expect, it } from 'vitest';
import { createEngine, datasetToJson, loadDataset } from '../../src/engine/index.js';
import type { CallOptions } from '../../src/service/ports.js';
import { newCollaboration } from '../contract/cleanRoomsWrites.contract.js';
import { contractDataset, MAIN_COLLABORATION } from '../contract/dataset.js';

const KEY = 'AKIDDUMPEDMEMBER001';
const MEMBER_ACCOUNT = '210987654321';
const asDefault: CallOptions = { caller: { region: 'us-east-1' } };
const asMember: CallOptions = { caller: { region: 'us-east-1', accessKeyId: KEY } };
const credentials = [{ accessKeyId: KEY, secretAccessKey: 'sy-test-secret-7Hq2Zx', accountId: MEMBER_ACCOUNT }];

const engineOf = (json: unknown) => createEngine({ dataset: loadDataset(json, 'test') });

/** What each account reads of the collaboration: listed, described, its members. */
async function views(e: ReturnType<typeof engineOf>, id: string) {
  const read = async (as: CallOptions) => ({
    listed: (await e.members.listCollaborations({}, as)).collaborationList.filter((c) => c.id === id),
    described: await e.members.getCollaboration({ collaborationIdentifier: id }, as).then(
      (r) => r.collaboration,
      (error: { name: string }) => error.name,
    ),
    members: await e.members.listMembers({ collaborationIdentifier: id }, as).then(
      (r) => r.memberSummaries,
      (error: { name: string }) => error.name,
    ),
  });
  return { default: await read(asDefault), member: await read(asMember) };
}

describe('a created collaboration dumped and loaded back', () => {
  it('is seen by every member account again, each with its own status and membership', async () => {
    const first = engineOf({ ...contractDataset(), defaultAccountId: '123456789012', awsCredentials: credentials });
    const { collaboration } = await first.members.createCollaboration(
      newCollaboration({ members: [{ accountId: MEMBER_ACCOUNT, memberAbilities: [], displayName: 'Keyed member' }] }),
      asDefault,
    );
    await first.members.createMembership(
      { collaborationIdentifier: collaboration.id, queryLogStatus: 'DISABLED' },
      asMember,
    );
    const before = await views(first, collaboration.id);
    expect(before.member.described).toMatchObject({ id: collaboration.id, memberStatus: 'ACTIVE' });
    expect(before.default.described).toMatchObject({ memberStatus: 'INVITED' });
    expect(before.member.listed).toHaveLength(1);

    // What GET /_switchyard/state answers, loaded back as POST /_switchyard/state does (credentials come back from
    // the running dataset, as the dump never holds them).
    const dumped = JSON.parse(JSON.stringify(datasetToJson(first.admin.snapshot()))) as Record<string, unknown>;
    const second = engineOf({ ...dumped, awsCredentials: credentials });
    expect(await views(second, collaboration.id)).toEqual(before);
    // A dataset's own collaboration still shows to its creator and the default account only.
    await expect(
      second.members.getCollaboration({ collaborationIdentifier: MAIN_COLLABORATION }, asMember),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
  });

  it('refuses a visibleToMembers that is not a boolean, naming the field', () => {
    const dataset = contractDataset() as { collaborations: Record<string, unknown>[] };
    dataset.collaborations[0]!.visibleToMembers = 'yes';
    expect(() => loadDataset(dataset, 'test')).toThrow(/collaborations\[0\]\.visibleToMembers.*true or false/);
  });
});
