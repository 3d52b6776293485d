// The dataset's optional `tags` section: loaded and checked by the rules of the service each ARN names, served by
// ListTagsForResource, and written back by the dump (admin.snapshot, GET /_switchyard/state) with the tags clients
// set (on configured tables and memberships too), so a dumped world loads again with its tags.
import { describe, expect, it } from 'vitest';
import {
  createEngine,
  datasetToJson,
  DatasetError,
  demoDataset,
  DEMO_APP_BUNDLE_ARNS,
  DEMO_COLLABORATION_IDS,
  loadDataset,
} from '../../src/engine/index.js';

const BUNDLE = DEMO_APP_BUNDLE_ARNS[0];
const COLLABORATION = `arn:aws:cleanrooms:us-east-1:111122223333:collaboration/${DEMO_COLLABORATION_IDS.retail}`;

function demoJson(): Record<string, unknown> {
  return datasetToJson(demoDataset());
}

function profileArn(json: Record<string, unknown>): string {
  return (json.connectorProfiles as { connectorProfileArn: string }[])[0]!.connectorProfileArn;
}

function problemsOf(json: unknown): string[] {
  try {
    loadDataset(json, 'tags test');
  } catch (error) {
    if (error instanceof DatasetError) return error.problems.map((p) => `${p.path}: ${p.rule}`);
    throw error;
  }
  return [];
}

describe('dataset tags', () => {
  it('are served by each service, and dumped with the tags clients set, so the dump loads again', async () => {
    const json = demoJson();
    const profile = profileArn(json);
    json.tags = [
      { resourceArn: BUNDLE, tags: { env: 'demo' } },
      { resourceArn: COLLABORATION, tags: { team: 'retail' } },
      { resourceArn: profile, tags: { 'cost:center': '42' } },
    ];
    const engine = createEngine({ dataset: loadDataset(json) });
    expect((await engine.appAuthorizations.listTagsForResource({ resourceArn: BUNDLE })).tags).toEqual([
      { key: 'env', value: 'demo' },
    ]);
    expect((await engine.members.listTagsForResource({ resourceArn: COLLABORATION })).tags).toEqual({
      team: 'retail',
    });
    expect((await engine.connectorProfiles.listTagsForResource({ resourceArn: profile })).tags).toEqual({
      'cost:center': '42',
    });

    await engine.connectorProfiles.tagResource({ resourceArn: profile, tags: { owner: 'ops' } });
    const { configuredTable } = await engine.members.createConfiguredTable({
      name: 'orders',
      tableReference: { glue: { tableName: 'orders', databaseName: 'sales' } },
      allowedColumns: ['c1'],
      analysisMethod: 'DIRECT_QUERY',
      tags: { kept: 'in the dump' },
    });
    const dumped = datasetToJson(engine.admin.snapshot());
    expect(dumped.tags).toEqual([
      { resourceArn: BUNDLE, tags: { env: 'demo' } },
      { resourceArn: COLLABORATION, tags: { team: 'retail' } },
      { resourceArn: configuredTable.arn, tags: { kept: 'in the dump' } },
      { resourceArn: profile, tags: { 'cost:center': '42', owner: 'ops' } },
    ]);
    // The configured table is dumped too (the `configuredTables` section), so its tags load back with it.
    const again = createEngine({ dataset: loadDataset(dumped) });
    expect((await again.members.listTagsForResource({ resourceArn: configuredTable.arn })).tags).toEqual({
      kept: 'in the dump',
    });
    expect((await again.connectorProfiles.listTagsForResource({ resourceArn: profile })).tags).toEqual({
      'cost:center': '42',
      owner: 'ops',
    });
  });

  it('are refused, each problem named by its path and rule, when they break the service’s rules', () => {
    const json = demoJson();
    const profile = profileArn(json);
    json.tags = [
      {
        resourceArn: 'arn:aws:appfabric:us-east-1:111122223333:appbundle/00000000-0000-4000-8000-000000000000',
        tags: {},
      },
      { resourceArn: profile, tags: { 'aws:reserved': 'x' } },
      { resourceArn: BUNDLE, tags: { '': 'empty key' } },
      { resourceArn: BUNDLE, tags: { again: 'x' } },
      { resourceArn: COLLABORATION, tags: 'not a map' },
    ];
    expect(problemsOf(json)).toEqual([
      'tags[0].resourceArn: configuration',
      'tags[1].tags["aws:reserved"]: pattern',
      'tags[2].tags[0].key: length',
      'tags[3].resourceArn: unique',
      'tags[4].tags: type',
    ]);
  });
});
