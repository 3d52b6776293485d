// Clean Rooms memberships and configured tables in the world state of `switchyard serve` (the shipped bundle): what a
// client creates and tags over HTTP is in GET /_switchyard/state, and a fresh serve given that dump (as its
// `--data` file, and through POST /_switchyard/state) answers the same records and tags.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newCollaboration } from '../../contract/cleanRoomsWrites.contract.js';
import { startBundleServe } from '../../helpers/bundle.js';
import { call, startTestEmulator, type RunningEmulator } from './helpers.js';

let running: RunningEmulator;
beforeEach(async () => {
  running = await startTestEmulator();
});
afterEach(() => running.close());

const tagsPath = (arn: string) => `/tags/${encodeURIComponent(arn)}`;

/** What a client reads back of the three records: each Get and each resource's tags. */
async function readBack(url: string, ids: { collaboration: string; membership: string; table: string }) {
  const collaboration = (await call(url, 'GET', `/collaborations/${ids.collaboration}`)).body.collaboration;
  const membership = (await call(url, 'GET', `/memberships/${ids.membership}`)).body.membership;
  const table = (await call(url, 'GET', `/configuredTables/${ids.table}`)).body.configuredTable;
  const tags = await Promise.all(
    [collaboration?.arn, membership?.arn, table?.arn].map(
      async (arn: string | undefined) => arn && (await call(url, 'GET', tagsPath(arn))).body.tags,
    ),
  );
  return { collaboration, membership, table, tags };
}

describe('world state: Clean Rooms memberships and configured tables', () => {
  it('dumps what a client created and tagged, and a fresh serve loads the dump back equal', async () => {
    const { collaboration } = (await call(running.url, 'POST', '/collaborations', newCollaboration({ name: 'Kept' })))
      .body;
    const created = await call(running.url, 'POST', '/memberships', {
      collaborationIdentifier: collaboration.id,
      queryLogStatus: 'ENABLED',
      jobLogStatus: 'DISABLED',
      tags: { team: 'analytics' },
    });
    expect(created.status).toBe(200);
    const { membership } = created.body;
    const table = await call(running.url, 'POST', '/configuredTables', {
      name: 'orders',
      description: 'Orders by day',
      tableReference: { glue: { tableName: 'orders', databaseName: 'sales', region: 'us-east-1' } },
      allowedColumns: ['day', 'total'],
      analysisMethod: 'DIRECT_QUERY',
    });
    expect(table.status).toBe(200);
    const { configuredTable } = table.body;
    for (const [arn, tags] of [
      [collaboration.arn, { env: 'test' }],
      [membership.arn, { owner: 'ops' }],
      [configuredTable.arn, { 'cost:center': '42' }],
    ] as const)
      expect((await call(running.url, 'POST', tagsPath(arn), { tags })).status).toBe(200);
    const ids = { collaboration: collaboration.id, membership: membership.id, table: configuredTable.id };
    const before = await readBack(running.url, ids);
    expect(before.tags).toEqual([{ env: 'test' }, { team: 'analytics', owner: 'ops' }, { 'cost:center': '42' }]);

    const dump = await call(running.url, 'GET', '/_switchyard/state');
    expect(dump.status).toBe(200);
    expect(dump.body.memberships).toEqual([
      expect.objectContaining({ id: membership.id, createTime: membership.createTime }),
    ]);
    expect(dump.body.configuredTables).toEqual([expect.objectContaining({ id: configuredTable.id })]);

    // A fresh serve started on the dump as its --data file.
    const dir = mkdtempSync(join(tmpdir(), 'switchyard-dump-'));
    const file = join(dir, 'dump.json');
    writeFileSync(file, dump.text);
    const fromFile = await startBundleServe(['--data', file]);
    try {
      expect(await readBack(fromFile.url, ids)).toEqual(before);
    } finally {
      await fromFile.stop();
      rmSync(dir, { recursive: true, force: true });
    }
    // Another serve given the dump at run time, and back to it after a reset.
    const other = await startTestEmulator();
    try {
      expect((await call(other.url, 'POST', '/_switchyard/state', dump.body)).status).toBe(200);
      expect(await readBack(other.url, ids)).toEqual(before);
      await call(other.url, 'POST', '/_switchyard/reset');
      expect(await readBack(other.url, ids)).toEqual(before);
    } finally {
      await other.close();
    }
  });

  it('refuses a dump whose membership names a collaboration it does not hold, naming the path', async () => {
    const { collaboration } = (await call(running.url, 'POST', '/collaborations', newCollaboration())).body;
    await call(running.url, 'POST', '/memberships', {
      collaborationIdentifier: collaboration.id,
      queryLogStatus: 'ENABLED',
    });
    const dump = (await call(running.url, 'GET', '/_switchyard/state')).body;
    dump.collaborations = dump.collaborations.filter((c: { id: string }) => c.id !== collaboration.id);
    const refused = await call(running.url, 'POST', '/_switchyard/state', dump);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('memberships[0].collaborationId');
  });
});
