// The JS API's dumpState and loadState (and the `data` option) carry Clean Rooms memberships and configured tables
// with their tags: what a test created over HTTP in one emulator is there, equal, in another given the dump.
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/index.js';
import type { RunningEmulator } from '../../src/emulator/types.js';
import { newCollaboration } from '../contract/cleanRoomsWrites.contract.js';

const open: RunningEmulator[] = [];
async function start(data?: Record<string, unknown>): Promise<RunningEmulator> {
  const emulator = await startEmulator(data !== undefined ? { data } : {});
  open.push(emulator);
  return emulator;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((e) => e.close()));
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are asserted field by field
type Answer = Record<string, any>;

async function json(url: string, method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${url}${path}`, {
    method,
    ...(body !== undefined ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  expect(response.status, `${method} ${path}`).toBe(200);
  return (await response.json()) as Answer;
}

describe('the JS API state of Clean Rooms records', () => {
  it('dumps memberships and configured tables with their tags, and loadState and `data` bring them back', async () => {
    const first = await start();
    const { collaboration } = await json(first.url, 'POST', '/collaborations', newCollaboration());
    const { membership } = await json(first.url, 'POST', '/memberships', {
      collaborationIdentifier: collaboration.id,
      queryLogStatus: 'DISABLED',
      tags: { team: 'analytics' },
    });
    const { configuredTable } = await json(first.url, 'POST', '/configuredTables', {
      name: 'visits',
      tableReference: { athena: { workGroup: 'primary', databaseName: 'web', tableName: 'visits' } },
      allowedColumns: ['page'],
      analysisMethod: 'MULTIPLE',
      selectedAnalysisMethods: ['DIRECT_QUERY', 'DIRECT_JOB'],
      tags: { env: 'test' },
    });
    const readBack = async (url: string) => ({
      membership: (await json(url, 'GET', `/memberships/${membership.id}`)).membership,
      table: (await json(url, 'GET', `/configuredTables/${configuredTable.id}`)).configuredTable,
      tags: [
        (await json(url, 'GET', `/tags/${encodeURIComponent(membership.arn)}`)).tags,
        (await json(url, 'GET', `/tags/${encodeURIComponent(configuredTable.arn)}`)).tags,
      ],
    });
    const before = await readBack(first.url);
    expect(before.tags).toEqual([{ team: 'analytics' }, { env: 'test' }]);
    const dump = first.dumpState();

    const loaded = await start();
    loaded.loadState(dump);
    expect(await readBack(loaded.url)).toEqual(before);
    const started = await start(dump);
    expect(await readBack(started.url)).toEqual(before);

    // A bad record is refused whole, by its path, and the world stays as it was.
    const bad = structuredClone(dump) as { configuredTables: { analysisMethod: string }[] };
    bad.configuredTables[0]!.analysisMethod = 'SOMETIMES';
    expect(() => loaded.loadState(bad)).toThrow('configuredTables[0].analysisMethod');
    expect(await readBack(loaded.url)).toEqual(before);
  });
});
