// The dataset's optional `memberships` and `configuredTables` sections: records in the shape GetMembership and
// GetConfiguredTable answer, checked by the model's constraints and by how they relate to the dataset's
// collaborations, every problem named by its JSON path; served by the engine and written back by the dump.
import { describe, expect, it } from 'vitest';
import {
  createEngine,
  datasetToJson,
  DatasetError,
  demoDataset,
  DEMO_COLLABORATION_IDS,
  loadDataset,
} from '../../src/engine/index.js';

const COLLABORATION_ID = DEMO_COLLABORATION_IDS.retail;
const MEMBERSHIP_ID = '0a1b2c3d-0000-4000-8000-000000000001';
const TABLE_ID = '0a1b2c3d-0000-4000-8000-000000000002';

function demoJson(): Record<string, unknown> {
  return datasetToJson(demoDataset());
}

function collaborationOf(json: Record<string, unknown>): {
  id: string;
  arn: string;
  name: string;
  creatorAccountId: string;
  creatorDisplayName: string;
  members: { accountId: string }[];
} {
  return (json.collaborations as ReturnType<typeof collaborationOf>[]).find((c) => c.id === COLLABORATION_ID)!;
}

/** A membership of the collaboration's second member, as GetMembership answers it (times as epoch seconds). */
function membership(json: Record<string, unknown>): Record<string, unknown> {
  const c = collaborationOf(json);
  const account = c.members[1]!.accountId;
  return {
    id: MEMBERSHIP_ID,
    arn: `arn:aws:cleanrooms:us-east-1:${account}:membership/${MEMBERSHIP_ID}`,
    collaborationArn: c.arn,
    collaborationId: c.id,
    collaborationCreatorAccountId: c.creatorAccountId,
    collaborationCreatorDisplayName: c.creatorDisplayName,
    collaborationName: c.name,
    createTime: 1_700_000_000,
    updateTime: 1_700_000_100,
    status: 'ACTIVE',
    memberAbilities: ['CAN_RECEIVE_RESULTS'],
    queryLogStatus: 'ENABLED',
    paymentConfiguration: { queryCompute: { isResponsible: false } },
  };
}

function table(account = '111122223333'): Record<string, unknown> {
  return {
    id: TABLE_ID,
    arn: `arn:aws:cleanrooms:eu-west-1:${account}:configuredtable/${TABLE_ID}`,
    name: 'orders',
    tableReference: { glue: { tableName: 'orders', databaseName: 'sales' } },
    createTime: 1_700_000_000,
    updateTime: 1_700_000_000,
    analysisRuleTypes: [],
    analysisMethod: 'DIRECT_QUERY',
    allowedColumns: ['day'],
  };
}

function problemsOf(json: unknown): string[] {
  try {
    loadDataset(json, 'records test');
  } catch (error) {
    if (error instanceof DatasetError) return error.problems.map((p) => `${p.path}: ${p.rule}`);
    throw error;
  }
  return [];
}

describe('dataset memberships and configured tables', () => {
  it('are served in the Region and account their ARNs name, with their tags, and dumped back the same', async () => {
    const json = demoJson();
    const m = membership(json);
    const t = table();
    json.memberships = [m];
    json.configuredTables = [t];
    json.tags = [
      { resourceArn: m.arn, tags: { team: 'analytics' } },
      { resourceArn: t.arn, tags: { env: 'test' } },
    ];
    const account = (m.arn as string).split(':')[4]!;
    const engine = createEngine({
      dataset: loadDataset({
        ...json,
        awsCredentials: [
          { accessKeyId: 'AKIAMEMBERACCOUNT1', secretAccessKey: 'x', accountId: account },
          { accessKeyId: 'AKIATABLEACCOUNT01', secretAccessKey: 'x', accountId: '111122223333' },
        ],
      }),
    });
    const asMember = { caller: { accessKeyId: 'AKIAMEMBERACCOUNT1', region: 'us-east-1' } };
    const asTableOwner = { caller: { accessKeyId: 'AKIATABLEACCOUNT01', region: 'eu-west-1' } };
    const got = await engine.members.getMembership({ membershipIdentifier: MEMBERSHIP_ID }, asMember);
    expect(got.membership).toMatchObject({ id: MEMBERSHIP_ID, status: 'ACTIVE', queryLogStatus: 'ENABLED' });
    expect(got.membership.createTime).toEqual(new Date(1_700_000_000_000));
    const listed = await engine.members.listMemberships({}, asMember);
    expect(listed.membershipSummaries.map((s) => s.id)).toEqual([MEMBERSHIP_ID]);
    expect(
      (await engine.members.getConfiguredTable({ configuredTableIdentifier: TABLE_ID }, asTableOwner)).configuredTable,
    ).toMatchObject({ name: 'orders', allowedColumns: ['day'] });
    // Another Region does not see the table: it lives where its ARN says.
    await expect(
      engine.members.getConfiguredTable(
        { configuredTableIdentifier: TABLE_ID },
        { caller: { accessKeyId: 'AKIATABLEACCOUNT01', region: 'us-east-1' } },
      ),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
    expect((await engine.members.listTagsForResource({ resourceArn: t.arn as string }, asTableOwner)).tags).toEqual({
      env: 'test',
    });

    const dumped = datasetToJson(engine.admin.snapshot());
    expect(dumped.memberships).toEqual([m]);
    expect(dumped.configuredTables).toEqual([t]);
    expect(dumped.tags).toEqual(expect.arrayContaining(json.tags as unknown[]));
  });

  it('are refused, each problem named by its path and rule, when a record breaks the model or the dataset', () => {
    const json = demoJson();
    const good = membership(json);
    const c = collaborationOf(json);
    json.memberships = [
      good,
      { ...good, arn: (good.arn as string).replace(MEMBERSHIP_ID, '0a1b2c3d-0000-4000-8000-000000000009') },
      { ...good, id: '0a1b2c3d-0000-4000-8000-000000000003', status: 'JOINED', createTime: 'yesterday' },
      // Invalid otherwise, its id is still checked.
      { ...good, status: 'JOINED' },
      {
        ...good,
        id: '0a1b2c3d-0000-4000-8000-000000000004',
        arn: `arn:aws:cleanrooms:us-east-1:999999999999:membership/0a1b2c3d-0000-4000-8000-000000000004`,
      },
      {
        ...good,
        id: '0a1b2c3d-0000-4000-8000-000000000005',
        arn: `arn:aws:cleanrooms:us-east-1:111122223333:membership/0a1b2c3d-0000-4000-8000-000000000005`,
        collaborationId: '0a1b2c3d-0000-4000-8000-00000000dead',
      },
      {
        ...good,
        id: '0a1b2c3d-0000-4000-8000-000000000006',
        arn: `arn:aws:cleanrooms:us-east-1:${c.creatorAccountId}:membership/0a1b2c3d-0000-4000-8000-000000000006`,
        collaborationArn: c.arn.replace('us-east-1', 'eu-west-1'),
        paymentConfiguration: {},
      },
    ];
    json.configuredTables = [
      table(),
      { ...table(), name: '', allowedColumns: [], tableReference: { glue: {}, athena: {} }, extra: 1 },
      'not a record',
    ];
    json.tags = [{ resourceArn: good.arn, tags: { '': 'empty key' } }];
    expect(problemsOf(json)).toEqual([
      'memberships[1].id: unique',
      'memberships[1].arn: mismatch',
      'memberships[2].createTime: type',
      'memberships[2].status: enum',
      'memberships[3].status: enum',
      'memberships[3].id: unique',
      'memberships[4].arn: mismatch',
      'memberships[5].collaborationId: mismatch',
      'memberships[6].paymentConfiguration.queryCompute: required',
      'configuredTables[1].extra: unknown',
      'configuredTables[1].name: length',
      'configuredTables[1].tableReference: union',
      'configuredTables[1].tableReference.glue.tableName: required',
      'configuredTables[1].tableReference.glue.databaseName: required',
      'configuredTables[1].tableReference.athena.workGroup: required',
      'configuredTables[1].tableReference.athena.databaseName: required',
      'configuredTables[1].tableReference.athena.tableName: required',
      'configuredTables[1].allowedColumns: size',
      'configuredTables[1].id: unique',
      'configuredTables[2]: type',
      // Checked as Clean Rooms' TagResource checks a membership's tags (which names an empty key so).
      'tags[0].tags.: length',
    ]);
  });

  it('keep a COLLABORATION_DELETED membership whose collaboration is gone, and name a wrong collaboration ARN', () => {
    const json = demoJson();
    const c = collaborationOf(json);
    const gone = {
      ...membership(json),
      collaborationId: '0a1b2c3d-0000-4000-8000-00000000dead',
      status: 'COLLABORATION_DELETED',
    };
    expect(problemsOf({ ...json, memberships: [gone] })).toEqual([]);
    const wrongArn = { ...membership(json), collaborationArn: c.arn.replace('us-east-1', 'eu-west-1') };
    expect(problemsOf({ ...json, memberships: [wrongArn] })).toEqual(['memberships[0].collaborationArn: mismatch']);
    expect(problemsOf({ ...json, memberships: {} })).toEqual(['memberships: type']);
  });
});
