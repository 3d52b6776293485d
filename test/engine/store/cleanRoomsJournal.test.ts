// Clean Rooms writes in the engine's journal store (`--state`): a new engine on the same file replays the
// collaborations, members, memberships, configured tables and tags clients created, changed and deleted, as each of
// the two accounts saw them; a second engine sharing the file sees the first one's writes; a damaged record is
// refused whole.
import { appendFileSync, mkdtempSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEngine, createJournalStore, loadDataset, StateStoreError } from '../../../src/engine/index.js';
import type { CallOptions } from '../../../src/service/ports.js';
import { newCollaboration } from '../../contract/cleanRoomsWrites.contract.js';
import { contractDataset } from '../../contract/dataset.js';

const KEY = 'AKIDJOURNALMEMBER01';
const MEMBER_ACCOUNT = '210987654321';
const DEFAULT_ACCOUNT = '123456789012';
const asDefault: CallOptions = { caller: { region: 'us-east-1' } };
const asMember: CallOptions = { caller: { region: 'us-east-1', accessKeyId: KEY } };

const journalPath = (): string => join(mkdtempSync(join(tmpdir(), 'switchyard-cleanrooms-journal-')), 'state.journal');
const engineOn = (path: string) =>
  createEngine({
    dataset: loadDataset(
      {
        ...contractDataset(),
        defaultAccountId: DEFAULT_ACCOUNT,
        awsCredentials: [{ accessKeyId: KEY, secretAccessKey: 'sy-test-secret-7Hq2Zx', accountId: MEMBER_ACCOUNT }],
      },
      'test',
    ),
    store: createJournalStore(path),
  });
type TestEngine = ReturnType<typeof engineOn>;

/** Everything both accounts can read of Clean Rooms, to compare two engines. */
async function world(e: TestEngine, ids: { collaborations: string[]; arns: string[] }) {
  const m = e.members;
  const out: Record<string, unknown> = {};
  for (const [who, as] of [
    ['default', asDefault],
    ['member', asMember],
  ] as const) {
    out[who] = {
      collaborations: (await m.listCollaborations({}, as)).collaborationList,
      described: await Promise.all(
        ids.collaborations.map((id) =>
          m.getCollaboration({ collaborationIdentifier: id }, as).then(
            (r) => r.collaboration,
            (error: { name: string }) => error.name,
          ),
        ),
      ),
      members: await Promise.all(
        ids.collaborations.map((id) =>
          m.listMembers({ collaborationIdentifier: id }, as).then(
            (r) => r.memberSummaries,
            (error: { name: string }) => error.name,
          ),
        ),
      ),
      memberships: await Promise.all(
        (await m.listMemberships({}, as)).membershipSummaries.map((s) =>
          m.getMembership({ membershipIdentifier: s.id }, as),
        ),
      ),
      tables: await Promise.all(
        (await m.listConfiguredTables({}, as)).configuredTableSummaries.map((s) =>
          m.getConfiguredTable({ configuredTableIdentifier: s.id }, as),
        ),
      ),
      tags: await Promise.all(
        ids.arns.map((arn) =>
          m.listTagsForResource({ resourceArn: arn }, as).then(
            (r) => r.tags,
            (error: { name: string }) => error.name,
          ),
        ),
      ),
    };
  }
  return out;
}

describe('Clean Rooms writes in the journal store', () => {
  it('a new engine on the journal has what clients created, changed and deleted, for both accounts', async () => {
    const path = journalPath();
    const first = engineOn(path);
    const m = first.members;
    const members = [{ accountId: MEMBER_ACCOUNT, memberAbilities: [], displayName: 'Keyed member' }];
    const { collaboration } = await m.createCollaboration(
      newCollaboration({ members, tags: { stage: 'one' } }),
      asDefault,
    );
    await m.updateCollaboration({ collaborationIdentifier: collaboration.id, name: 'Renamed' }, asDefault);
    await m.tagResource({ resourceArn: collaboration.arn, tags: { owner: 'ada' } }, asDefault);
    await m.untagResource({ resourceArn: collaboration.arn, tagKeys: ['stage'] }, asDefault);
    const { membership } = await m.createMembership(
      { collaborationIdentifier: collaboration.id, queryLogStatus: 'DISABLED', tags: { mine: 'yes' } },
      asMember,
    );
    await m.updateMembership({ membershipIdentifier: membership.id, queryLogStatus: 'ENABLED' }, asMember);
    const table = {
      name: 'orders',
      tableReference: { glue: { tableName: 'orders', databaseName: 'sales' } },
      allowedColumns: ['id'],
      analysisMethod: 'DIRECT_QUERY' as const,
    };
    const { configuredTable } = await m.createConfiguredTable({ ...table, tags: { team: 'data' } }, asDefault);
    await m.updateConfiguredTable(
      { configuredTableIdentifier: configuredTable.id, description: 'Kept', allowedColumns: ['id', 'total'] },
      asDefault,
    );
    const gone = await m.createConfiguredTable({ ...table, name: 'gone' }, asDefault);
    await m.deleteConfiguredTable({ configuredTableIdentifier: gone.configuredTable.id }, asDefault);
    // A second collaboration whose member is removed, then which is deleted: its membership outlives it.
    const second = await m.createCollaboration(newCollaboration({ name: 'Second', members }), asDefault);
    const left = await m.createMembership(
      { collaborationIdentifier: second.collaboration.id, queryLogStatus: 'DISABLED' },
      asMember,
    );
    await m.deleteMember({ collaborationIdentifier: second.collaboration.id, accountId: MEMBER_ACCOUNT }, asDefault);
    const third = await m.createCollaboration(newCollaboration({ name: 'Third', members }), asDefault);
    await m.deleteCollaboration({ collaborationIdentifier: third.collaboration.id }, asDefault);
    // A membership deleted: its account LEFT the collaboration.
    const fourth = await m.createCollaboration(newCollaboration({ name: 'Fourth', members }), asDefault);
    const quit = await m.createMembership(
      { collaborationIdentifier: fourth.collaboration.id, queryLogStatus: 'DISABLED' },
      asMember,
    );
    await m.deleteMembership({ membershipIdentifier: quit.membership.id }, asMember);

    const ids = {
      collaborations: [collaboration.id, second.collaboration.id, third.collaboration.id, fourth.collaboration.id],
      arns: [collaboration.arn, membership.arn, configuredTable.arn, left.membership.arn],
    };
    const before = await world(first, ids);
    // What the writes left, so that the comparison below is not between two empty worlds.
    expect(before).toMatchObject({
      default: { described: [{ name: 'Renamed' }, { name: 'Second' }, 'ResourceNotFoundException', {}] },
      member: {
        memberships: [
          { membership: { id: membership.id, queryLogStatus: 'ENABLED' } },
          { membership: { id: left.membership.id, status: 'REMOVED' } },
        ],
        members: [
          [{}, { status: 'ACTIVE' }],
          [{}, { status: 'REMOVED' }],
          'ResourceNotFoundException',
          [{}, { status: 'LEFT' }],
        ],
      },
    });
    expect((before.default as { tables: unknown[] }).tables).toHaveLength(1);

    const reopened = engineOn(path);
    expect(await world(reopened, ids)).toEqual(before);
    expect((await reopened.members.listTagsForResource({ resourceArn: collaboration.arn }, asDefault)).tags).toEqual({
      owner: 'ada',
    });
  });

  it('a second engine on the same journal sees the first one’s writes', async () => {
    const path = journalPath();
    const one = engineOn(path);
    const two = engineOn(path);
    const { collaboration } = await one.members.createCollaboration(
      newCollaboration({ members: [{ accountId: MEMBER_ACCOUNT, memberAbilities: [], displayName: 'Keyed' }] }),
      asDefault,
    );
    const seen = await two.members.getCollaboration({ collaborationIdentifier: collaboration.id }, asMember);
    expect(seen.collaboration.name).toBe(collaboration.name);
    await two.members.deleteCollaboration({ collaborationIdentifier: collaboration.id }, asDefault);
    await expect(
      one.members.getCollaboration({ collaborationIdentifier: collaboration.id }, asDefault),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
  });

  it('refuses a journal holding a damaged Clean Rooms record, naming it', async () => {
    const path = journalPath();
    await engineOn(path).members.createConfiguredTable(
      {
        name: 'orders',
        tableReference: { glue: { tableName: 'orders', databaseName: 'sales' } },
        allowedColumns: ['id'],
        analysisMethod: 'DIRECT_QUERY',
      },
      asDefault,
    );
    const json = JSON.stringify({ type: 'cleanrooms.configuredTable.saved', configuredTable: { id: 'x' } });
    appendFileSync(path, `${createHash('sha256').update(json).digest('hex').slice(0, 16)} ${json}\n`);
    expect(() => engineOn(path)).toThrow(StateStoreError);
    expect(() => engineOn(path)).toThrow(/cleanrooms\.configuredTable\.saved is not valid/);
  });
});
