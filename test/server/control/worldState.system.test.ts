// The control plane's world endpoints on `switchyard serve` (the shipped bundle): POST /_switchyard/state replaces
// the world with a dataset document validated whole, GET /_switchyard/state dumps it without secrets, and
// POST /_switchyard/seed makes generated IDs deterministic, across resets too.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contractDataset, MAIN_COLLABORATION } from '../../contract/dataset.js';
import { newCollaboration } from '../../contract/cleanRoomsWrites.contract.js';
import { call, SECRET, SECRET_TOKEN_CALLER, startTestEmulator, type RunningEmulator } from './helpers.js';

let running: RunningEmulator;
beforeEach(async () => {
  running = await startTestEmulator();
});
afterEach(() => running.close());

const createCollaboration = async (name: string) =>
  (await call(running.url, 'POST', '/collaborations', newCollaboration({ name }))).body as {
    collaboration: { id: string; arn: string; name: string };
  };
const names = async () =>
  (
    (await call(running.url, 'GET', '/collaborations?maxResults=100')).body as { collaborationList: { name: string }[] }
  ).collaborationList.map((c) => c.name);

describe('world state', () => {
  it('replaces the world with a valid dataset, and refuses a bad one whole, naming every problem', async () => {
    const world = { ...contractDataset(), awsCredentials: [] };
    const bad = structuredClone(world) as unknown as { collaborations: Record<string, unknown>[] };
    bad.collaborations[0]!.name = '';
    bad.collaborations[1]!.queryLogStatus = 'SOMETIMES';
    const refused = await call(running.url, 'POST', '/_switchyard/state', bad);
    expect(refused.status).toBe(400);
    expect((refused.body as { message: string }).message).toContain('collaborations[0].name');
    expect((refused.body as { message: string }).message).toContain('collaborations[1].queryLogStatus');
    const before = await names();
    expect(before).not.toContain('Contract collaboration');

    expect((await call(running.url, 'POST', '/_switchyard/state', world)).status).toBe(200);
    const after = await call(running.url, 'GET', `/collaborations/${MAIN_COLLABORATION}`);
    expect(after.status).toBe(200);
    expect((await call(running.url, 'POST', '/_switchyard/state', '{not json')).status).toBe(400);
    // A reset goes back to the loaded world, not the one before it.
    await call(running.url, 'POST', '/_switchyard/reset');
    expect((await call(running.url, 'GET', `/collaborations/${MAIN_COLLABORATION}`)).status).toBe(200);
  });

  it('dumps what clients created, loads the dump into another emulator, and never writes a secret', async () => {
    const { collaboration } = await createCollaboration('Dumped');
    const dump = await call(running.url, 'GET', '/_switchyard/state');
    expect(dump.status).toBe(200);
    expect(dump.text).not.toContain(SECRET);
    expect(dump.text).not.toContain(SECRET_TOKEN_CALLER.token);
    expect(dump.body).not.toHaveProperty('awsCredentials');
    expect(dump.body).not.toHaveProperty('github');
    const other = await startTestEmulator();
    try {
      expect((await call(other.url, 'POST', '/_switchyard/state', dump.body)).status).toBe(200);
      const got = await call(other.url, 'GET', `/collaborations/${collaboration.id}`);
      expect((got.body as { collaboration: { name: string; description: string } }).collaboration).toMatchObject({
        name: 'Dumped',
        description: 'Built by the contract suite',
      });
      // The GitHub callers of the emulator were kept: the secret caller's token still works.
      const user = await call(other.url, 'GET', '/api/v3/rate_limit', undefined, {
        authorization: `token ${SECRET}`,
      });
      expect(user.status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('generates the same IDs after the same seed, also after a reset', async () => {
    expect((await call(running.url, 'POST', '/_switchyard/seed', { seed: 42 })).status).toBe(200);
    const first = [
      (await createCollaboration('a')).collaboration.id,
      (await createCollaboration('b')).collaboration.id,
    ];
    await call(running.url, 'POST', '/_switchyard/reset');
    const again = [
      (await createCollaboration('a')).collaboration.id,
      (await createCollaboration('b')).collaboration.id,
    ];
    expect(again).toEqual(first);
    // Seeded again without a reset, the generator repeats IDs that are taken: they are skipped.
    await call(running.url, 'POST', '/_switchyard/seed', { seed: 42 });
    expect(first).not.toContain((await createCollaboration('c')).collaboration.id);
    await call(running.url, 'POST', '/_switchyard/seed', { seed: 43 });
    expect((await createCollaboration('d')).collaboration.id).not.toBe(first[0]);
    const bad = await call(running.url, 'POST', '/_switchyard/seed', { seed: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'seed' });
  });
});
