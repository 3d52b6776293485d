// A large file loaded in two halves (src/engine/dataset/splitLoad.ts; the second half here in this thread, through
// the same plain data the check thread sends) must serve exactly what the one-thread load serves, with the same page
// tokens, and refuse a file with exactly the same problems in the same order (through the fallback to the usual load).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/domain/clock.js';
import { loadSecondHalf, transferablesOf } from '../../src/engine/dataset/secondHalf.js';
import {
  firstElementComma,
  loadInHalves,
  SPLIT_AT,
  type SecondHalfRunner,
} from '../../src/engine/dataset/splitLoad.js';
import {
  createEngine,
  DatasetError,
  generateMemberDrafts,
  loadDatasetFile,
  pageTokenKeyFor,
  type Dataset,
} from '../../src/engine/index.js';
import { contractDataset } from '../contract/dataset.js';
import { datasetFileWriter } from '../helpers/datasetFiles.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test documents built and mutated freely
type Json = Record<string, any>;

const { fileWith } = datasetFileWriter('switchyard-split-load-');

/** The second half loaded in this thread, its answer cloned (and its arrays moved) as postMessage does. */
let secondHalves = 0;
const inThisThread: SecondHalfRunner = (path, from) => {
  secondHalves += 1;
  return {
    result: loadSecondHalf(path, from).then((result) => structuredClone(result, { transfer: transferablesOf(result) })),
    cancel: () => undefined,
  };
};

/** Generated members as JSON (generated once per count: the tests change copies). */
const generated = new Map<string, string>();

function members(count: number, creator: string): Json[] {
  const key = `${count} ${creator}`;
  let text = generated.get(key);
  if (text === undefined) {
    text = JSON.stringify(
      generateMemberDrafts({
        count,
        seed: 7,
        region: 'us-east-1',
        startMs: Date.UTC(2025, 0, 1),
        creator: { accountId: creator, displayName: 'Creator' },
        othersMayPay: [],
      }),
    );
    generated.set(key, text);
  }
  return JSON.parse(text) as Json[];
}

/** The contract dataset with `count` generated members in its last collaboration, written as a large file is. */
function document(count: number, change: (members: Json[], d: Json) => void = () => undefined): Json {
  const d = contractDataset() as Json;
  const last = d.collaborations[d.collaborations.length - 1];
  last.members = members(count, last.creatorAccountId as string);
  change(last.members as Json[], d);
  // The collaborations last, as a large file is usually written.
  const { collaborations, ...rest } = d;
  return { ...rest, collaborations };
}

type Outcome = { served: unknown } | { problems: unknown; message: string };

/** What a load serves: every collaboration's members, page by page, with the page tokens of the file's key. */
async function outcome(load: Promise<Dataset>, tokenKey?: Buffer): Promise<Outcome> {
  let dataset: Dataset;
  try {
    dataset = await load;
  } catch (error) {
    if (!(error instanceof DatasetError)) throw error;
    return { problems: error.problems, message: error.message };
  }
  const engine = createEngine({
    dataset,
    clock: new VirtualClock(0),
    tokenKey: tokenKey ?? pageTokenKeyFor(dataset.identity!),
  });
  const pages = [];
  for (const { summary } of dataset.collaborations) {
    let nextToken: string | undefined;
    do {
      const page = await engine.members.listMembers({
        collaborationIdentifier: summary.id,
        maxResults: 97,
        ...(nextToken === undefined ? {} : { nextToken }),
      });
      pages.push(page);
      nextToken = page.nextToken;
    } while (nextToken !== undefined);
  }
  const { collaborations, ...rest } = dataset;
  return { served: { rest, summaries: collaborations.map((c) => c.summary), pages } };
}

/** Loads `text` in two halves and on one thread: the same outcome; `split`: whether the halves were used. */
async function expectSameAsOneThread(text: string): Promise<{ split: boolean; outcome: Outcome }> {
  const path = fileWith(text);
  const want = await outcome(loadDatasetFile(path));
  const got = await outcome(loadDatasetFile(path, { secondHalf: inThisThread }));
  expect(got).toEqual(want);
  const halves = await loadInHalves(path, inThisThread).then(
    (dataset) => dataset !== undefined,
    (error: unknown) => {
      // Only a problem outside the members (the skeleton's) is reported from the halves themselves.
      expect(error).toBeInstanceOf(DatasetError);
      return true;
    },
  );
  return { split: halves, outcome: want };
}

/** The member whose text holds the cut (the first `},{` after SPLIT_AT of `text`), by member index. */
function memberAtCut(text: string, list: Json[]): number {
  const bytes = Buffer.from(text);
  const cut = firstElementComma(bytes, Math.floor(bytes.length * SPLIT_AT));
  const at = bytes.subarray(0, cut).toString();
  // Members are written in order, so those whose account ID appears before the cut are a prefix of the list: a binary
  // search finds its end (a scan of the text per member took seconds per call, and one test calls it 40 times).
  const beforeCut = (m: Json) => at.includes(`"accountId":"${m.accountId as string}"`);
  let [low, high] = [0, list.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (beforeCut(list[middle]!)) low = middle + 1;
    else high = middle;
  }
  return low === list.length ? -1 : low;
}

describe('loading a large file in two halves', () => {
  it('serves what the one-thread load serves, with the same page tokens, and uses the halves', async () => {
    const before = secondHalves;
    const { split, outcome: served } = await expectSameAsOneThread(JSON.stringify(document(3000)));
    expect(split).toBe(true);
    expect(secondHalves).toBeGreaterThan(before);
    expect('served' in served).toBe(true);
    // Indented, and with members after the cut list (another collaboration's, in the tail).
    const d = document(3000);
    d.collaborations.push({ ...d.collaborations[0], id: '9f1c2d3e-0000-4000-8000-000000000001' });
    expect((await expectSameAsOneThread(JSON.stringify(d, null, 2))).split).toBe(true);
  });

  it('loads without the identity when asked (serve), in halves, serving the same', async () => {
    const path = fileWith(JSON.stringify(document(3000)));
    const identified = await loadDatasetFile(path, { secondHalf: inThisThread });
    expect(identified.identity).toMatch(/^sha256:[0-9a-f]{64}$/);
    const before = secondHalves;
    const anonymous = await loadDatasetFile(path, { secondHalf: inThisThread, identity: false });
    expect(secondHalves).toBe(before + 1);
    expect(anonymous.identity).toBeUndefined();
    const key = pageTokenKeyFor(identified.identity!);
    const same = { ...identified, identity: undefined };
    expect(await outcome(Promise.resolve(anonymous), key)).toEqual(await outcome(Promise.resolve(same), key));
  });

  it('refuses a key repeated across the halves, within either half, or in a later list, as one thread does', async () => {
    const text = JSON.stringify(document(3000));
    const list = (document(3000).collaborations as Json[]).at(-1)!.members as Json[];
    const cut = memberAtCut(text, list);
    const withId = (from: number) => list.findIndex((m, i) => i >= from && m.membershipId !== undefined);
    for (const [key, from, to] of [
      ['accountId', 3, cut + 5],
      ['membershipId', withId(2), withId(cut + 3)],
      ['accountId', 4, 9],
      ['accountId', cut + 10, 2990],
      ['membershipId', withId(cut + 1), withId(2900)],
    ] as const) {
      const { split, outcome: refused } = await expectSameAsOneThread(
        JSON.stringify(document(3000, (m) => (m[to]![key] = m[from]![key]))),
      );
      expect(split, `${key} ${from} ${to}`).toBe(false);
      expect((refused as { message: string }).message).toContain('Member must be unique');
    }
    const d = document(3000);
    const later = { ...d.collaborations[0], id: '9f1c2d3e-0000-4000-8000-000000000002' };
    later.members = [...(later.members as Json[]), { ...(later.members as Json[])[0] }];
    d.collaborations.push(later);
    expect((await expectSameAsOneThread(JSON.stringify(d))).split).toBe(false);
  });

  it('refuses an invalid member in either half, and payment-rule problems across the halves, as one thread does', async () => {
    const text = JSON.stringify(document(3000));
    const list = (document(3000).collaborations as Json[]).at(-1)!.members as Json[];
    const cut = memberAtCut(text, list);
    for (const change of [
      (m: Json[]) => (m[10]!.displayName = ''),
      (m: Json[]) => (m[cut + 10]!.status = 'GONE'),
      (m: Json[]) => (m[2999]!.createTime = 'yesterday'),
      (m: Json[]) => (m[cut + 1]!.abilities = ['CAN_QUERY']),
      (m: Json[]) => (m[0]!.abilities = ['CAN_RECEIVE_RESULTS']),
      (m: Json[]) => {
        m[0]!.paymentConfiguration = { queryCompute: { isResponsible: false } };
        m[cut + 20]!.paymentConfiguration = { queryCompute: { isResponsible: false } };
      },
    ]) {
      const { split, outcome: refused } = await expectSameAsOneThread(JSON.stringify(document(3000, change)));
      expect('problems' in refused).toBe(true);
      // Payment-rule problems of valid members are found by the halves themselves, with the same paths.
      void split;
    }
  });

  it('refuses a member longer than two chunks, in either half, as one thread does', async () => {
    // The halves read their chunks into three buffers in turn (readChunks' reuse): what a scanner carries from one
    // chunk must not be overwritten by the chunks after it.
    const text = JSON.stringify(document(3000));
    const list = (document(3000).collaborations as Json[]).at(-1)!.members as Json[];
    const cut = memberAtCut(text, list);
    for (const at of [5, cut - 2, cut + 5]) {
      const { outcome: refused } = await expectSameAsOneThread(
        JSON.stringify(document(3000, (m) => (m[at]!.displayName = `${'x'.repeat(1_300_000)}},{"a":1},{`))),
      );
      expect((refused as { message: string }).message).toContain('displayName');
    }
  });

  it('finds a `},{` inside a string at the middle is no cut, and loads the file the usual way', async () => {
    const list = (document(3000).collaborations as Json[]).at(-1)!.members as Json[];
    let found = false;
    // Longer names at the end move the middle on, past the members before it: until it falls in a name with `},{`.
    for (let longer = 0; longer < 40 && !found; longer += 1) {
      const lengthen = (m: Json[]) => {
        for (let i = 0; i < longer; i += 1) m[m.length - 1 - i]!.displayName = 'N'.repeat(40);
      };
      const k = memberAtCut(JSON.stringify(document(3000, lengthen)), list);
      const d = document(3000, (m) => {
        lengthen(m);
        m[k]!.displayName = `${'A'.repeat(90)}},{x},{B`;
      });
      const text = JSON.stringify(d);
      const bytes = Buffer.from(text);
      const cut = firstElementComma(bytes, Math.floor(bytes.length * SPLIT_AT));
      if (cut !== text.indexOf('},{x},{B') + 1) continue;
      found = true;
      expect((await expectSameAsOneThread(text)).split).toBe(false);
    }
    expect(found).toBe(true);
    // Every name holding one: some cut falls in a string, or between members; the outcome is the same either way.
    await expectSameAsOneThread(
      JSON.stringify(document(3000, (m) => m.forEach((member) => (member.displayName = 'A},{"b":1},{c')))),
    );
  });

  it('loads tiny files and files whose middle is before the members the usual way, or in halves, the same', async () => {
    for (const count of [1, 2, 3, 5]) await expectSameAsOneThread(JSON.stringify(document(count)));
    // A long section before the collaborations: the middle falls in it.
    const d = document(400);
    d.connectorProfiles = Array.from({ length: 400 }, (_, i) => ({
      ...d.connectorProfiles[0],
      connectorProfileName: `p${i}`,
    }));
    const { collaborations, ...rest } = d;
    const { split } = await expectSameAsOneThread(JSON.stringify({ ...rest, collaborations }));
    expect(split).toBe(false);
  });

  it('reports broken JSON in either half as one thread does', async () => {
    const text = JSON.stringify(document(3000));
    const early = text.indexOf('},{', text.length >> 2);
    const late = text.indexOf('},{', (text.length >> 1) + 5000);
    for (const broken of [
      `${text.slice(0, early)}},,{${text.slice(early + 3)}`,
      `${text.slice(0, late)}},,{${text.slice(late + 3)}`,
      `${text.slice(0, late)}`,
      text.replace(/\]\}\]\}$/, ']}'),
    ]) {
      const { split, outcome: refused } = await expectSameAsOneThread(broken);
      expect(split).toBe(false);
      expect((refused as { message: string }).message).toMatch(/is not valid JSON: /);
    }
  });

  it('matches the one-thread load whatever is changed where (property)', async () => {
    const change = fc.record({
      count: fc.integer({ min: 1, max: 2500 }),
      edits: fc.array(
        fc.record({
          kind: fc.constantFrom('dupAccount', 'dupMembership', 'invalid', 'braces', 'query'),
          at: fc.double({ min: 0, max: 1, noNaN: true }),
          from: fc.double({ min: 0, max: 1, noNaN: true }),
        }),
        { maxLength: 2 },
      ),
    });
    await fc.assert(
      fc.asyncProperty(change, async ({ count, edits }) => {
        const text = JSON.stringify(
          document(count, (m) => {
            for (const { kind, at, from } of edits) {
              // `at` and `from` may be exactly 1: the last member, not one past it.
              const a = m[Math.min(m.length - 1, Math.floor(at * m.length))]!;
              const b = m[Math.min(m.length - 1, Math.floor(from * m.length))]!;
              if (kind === 'dupAccount') a.accountId = b.accountId;
              else if (kind === 'dupMembership' && b.membershipId !== undefined) a.membershipId = b.membershipId;
              else if (kind === 'invalid') a.accountId = 'nope';
              else if (kind === 'braces') a.displayName = 'x},{"y":[1]},{z';
              else if (kind === 'query') a.abilities = ['CAN_QUERY', 'CAN_RECEIVE_RESULTS'];
            }
          }),
        );
        await expectSameAsOneThread(text);
      }),
      { numRuns: 25 },
    );
  }, 60_000);
});
