// `serve --data` on a file large enough that its members are checked by a second thread while they are stored
// (src/engine/dataset/file.ts, CHECK_THREAD_BYTES): the members served are the file's, and a bad member anywhere in
// it still rejects the file whole, with the member's path.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { CleanRoomsClient, ListMembersCommand } from '@aws-sdk/client-cleanrooms';
import { CHECK_THREAD_BYTES } from '../../src/engine/dataset/file.js';
import { datasetToJson, demoDataset, generateMemberDrafts, loadDatasetFile } from '../../src/engine/index.js';
import { BUNDLE_CLI } from '../helpers/bundle.js';

const COLLABORATION = 'a0a0a0a0-1111-4222-8333-444455556666';
const COUNT = 24_000;
const dir = mkdtempSync(join(tmpdir(), 'switchyard-large-'));

/** The demo dataset plus one collaboration of COUNT generated members, as JSON members (timestamps in seconds). */
function largeMembers(): Record<string, unknown>[] {
  const drafts = generateMemberDrafts({
    count: COUNT,
    seed: 7,
    region: 'us-east-1',
    startMs: Date.UTC(2025, 0, 1),
    creator: { accountId: '135792468013', displayName: 'Large Inc' },
    othersMayPay: [],
  });
  return drafts.map(
    (d) =>
      JSON.parse(
        JSON.stringify(d, (_key, value: unknown) => (value instanceof Date ? value.getTime() / 1000 : value)),
      ) as Record<string, unknown>,
  );
}

function writeDataset(name: string, members: Record<string, unknown>[]): string {
  const base = datasetToJson(demoDataset()) as { collaborations: unknown[] };
  base.collaborations.push({
    id: COLLABORATION,
    name: 'Large',
    creatorAccountId: '135792468013',
    members,
  });
  const path = join(dir, name);
  const text = JSON.stringify(base);
  expect(Buffer.byteLength(text)).toBeGreaterThan(CHECK_THREAD_BYTES);
  writeFileSync(path, text);
  return path;
}

async function serve(path: string): Promise<{ url?: string; stderr: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [BUNDLE_CLI, 'serve', '--port', '0', '--data', path], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = once(child, 'exit');
  let url: string | undefined;
  for await (const line of createInterface({ input: child.stdout })) {
    const match = /^listening on (\S+)/.exec(line);
    if (match) {
      url = match[1];
      break;
    }
  }
  if (url === undefined) await exited;
  return {
    url,
    stderr,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** The message of loading `path` from source: there the check thread's script is absent, so one thread does it all. */
async function oneThreadError(path: string): Promise<string> {
  const error = await loadDatasetFile(path).then(
    () => new Error('loaded'),
    (e: unknown) => e as Error,
  );
  return error.message;
}

describe('serve --data with a large file', () => {
  it('serves the members of the file, in order, with the payment rules applied', async () => {
    const members = largeMembers();
    const started = await serve(writeDataset('ok.json', members));
    try {
      expect(started.url, started.stderr).toBeDefined();
      const client = new CleanRoomsClient({
        region: 'us-east-1',
        endpoint: started.url,
        credentials: { accessKeyId: 'AKIDLARGE', secretAccessKey: 'unused' },
        maxAttempts: 1,
      });
      const page = await client.send(
        new ListMembersCommand({ collaborationIdentifier: COLLABORATION, maxResults: 100 }),
      );
      expect(page.memberSummaries!.map((m) => m.accountId)).toEqual(members.slice(0, 100).map((m) => m.accountId));
      // The creator can query and nobody else pays for queries: the default rule gives it query compute.
      expect(page.memberSummaries![0]!.paymentConfiguration!.queryCompute!.isResponsible).toBe(true);
      expect(page.nextToken).toBeDefined();
    } finally {
      await started.stop();
    }
  }, 60_000);

  it('rejects the file whole when a member near its end is bad or repeats a key, naming each path', async () => {
    const members = largeMembers();
    members[COUNT - 2]!.displayName = '';
    members[COUNT - 1]!.accountId = members[5]!.accountId;
    const started = await serve(writeDataset('bad.json', members));
    await started.stop();
    expect(started.url).toBeUndefined();
    expect(started.stderr).toContain('is invalid (2 problems)');
    expect(started.stderr).toContain(`collaborations[3].members[${COUNT - 2}].displayName`);
    expect(started.stderr).toContain(
      `collaborations[3].members[${COUNT - 1}].accountId: Member must be unique: the same accountId is already used at collaborations[3].members[5].accountId`,
    );
    expect(started.stderr).toContain(await oneThreadError(join(dir, 'bad.json')));
  }, 60_000);

  it('reports duplicate keys and the payment rules of otherwise valid members as one thread does, in the same order', async () => {
    const members = largeMembers();
    const withId = members.flatMap((m, i) => (m.membershipId === undefined ? [] : [i]));
    const [a, b, c, d] = [withId[1]!, withId[2]!, withId[5]!, withId[withId.length - 1]!];
    members[c]!.accountId = members[b]!.accountId;
    members[c]!.membershipId = members[a]!.membershipId;
    members[d]!.membershipId = members[a]!.membershipId;
    // Nobody can query: a payment-rule problem, reported beside the duplicates (the list is otherwise valid).
    members[0]!.abilities = ['CAN_RECEIVE_RESULTS'];
    const path = writeDataset('keys.json', members);
    const expected = await oneThreadError(path);
    expect(expected).toContain('is invalid (4 problems)');
    expect(expected).toContain(`members[${c}].membershipId: Member must be unique`);
    expect(expected).toContain('Exactly one member must have ability CAN_QUERY; none has');
    const started = await serve(path);
    await started.stop();
    expect(started.url).toBeUndefined();
    expect(started.stderr).toContain(expected);
  }, 60_000);
});
