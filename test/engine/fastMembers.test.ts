// The fast path of a large members list (src/engine/dataset/memberBytes.ts, fastMembers.ts): members given as bytes
// (MemberListLoader.addBytes, split mode) must load exactly as the same members parsed with JSON.parse and added one
// by one: the same built members, validity, payment rules, keys and latest update; and the usual member must be taken
// without JSON.parse.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemberListLoader } from '../../src/engine/dataset/load.js';
import { KnownTexts, wordsOf } from '../../src/engine/dataset/knownTexts.js';
import { MemberFields, plainDecimal, readMember } from '../../src/engine/dataset/memberBytes.js';
import { membershipIdKey } from '../../src/engine/dataset/sortedKeys.js';
import { packUuid } from '../../src/engine/uuidWords.js';
import { generateMemberDrafts } from '../../src/engine/index.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test documents built and mutated freely
type Json = Record<string, any>;

/** Generated members as a dataset writes them: times as epoch seconds. */
function members(count: number, seed = 11): Json[] {
  const drafts = generateMemberDrafts({
    count,
    seed,
    region: 'us-east-1',
    startMs: Date.UTC(2025, 0, 1),
    creator: { accountId: '135792468013', displayName: 'Creator' },
    othersMayPay: [],
  });
  return JSON.parse(
    JSON.stringify(drafts, function (this: Json, key: string, value: unknown) {
      const raw: unknown = this[key];
      return raw instanceof Date ? raw.getTime() / 1000 : value;
    }),
  ) as Json[];
}

/** What a loader holds once finished, as plain data to compare. */
function loaded(list: MemberListLoader): unknown {
  const valid = list.membersValid;
  const keys = list.sortedKeys();
  const half = valid ? list.half() : undefined;
  const finished = valid ? list.finish() : undefined;
  return {
    valid,
    count: list.count,
    keys: { accountIds: [...keys.accountIds], membershipIds: [...keys.membershipIds] },
    latest: half?.latestUpdateMs,
    payments: half === undefined ? undefined : { ...half.payments, queriers: half.payments.queriers.length },
    members: finished?.members === undefined ? undefined : JSON.parse(JSON.stringify([...finished.members])),
    paymentIssues: finished?.paymentIssues,
  };
}

function byParsing(texts: readonly string[]): MemberListLoader {
  const list = new MemberListLoader('members', 'split');
  for (const text of texts) list.add(JSON.parse(text));
  return list;
}

/** The texts as batches of bytes (each batch whole elements joined by commas), through addBytes. */
function byBytes(texts: readonly string[], batch: number): { list: MemberListLoader; stoppedAt: number[] } {
  const list = new MemberListLoader('members', 'split');
  const stoppedAt: number[] = [];
  for (let i = 0; i < texts.length; i += batch) {
    const bytes = Buffer.from(texts.slice(i, i + batch).join(','));
    const taken = list.addBytes(bytes);
    if (taken < bytes.length) {
      // What the scanner does with the rest: parsed as text.
      stoppedAt.push(i);
      for (const raw of JSON.parse(`[${bytes.subarray(taken).toString('utf8')}]`) as unknown[]) list.add(raw);
    }
  }
  return { list, stoppedAt };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('members given as bytes (split mode)', () => {
  it('load as the same members parsed one by one', () => {
    const texts = members(3000).map((m) => JSON.stringify(m));
    const { list, stoppedAt } = byBytes(texts, 500);
    expect(stoppedAt).toEqual([]);
    expect(loaded(list)).toEqual(loaded(byParsing(texts)));
  });

  it('take the usual member without JSON.parse', () => {
    const texts = members(30_000).map((m) => JSON.stringify(m));
    const parse = vi.spyOn(JSON, 'parse');
    byBytes(texts, 30_000);
    // Only the first member of each combination of shared parts (and the one who can query) is parsed.
    expect(parse.mock.calls.length).toBeLessThan(texts.length / 20);
  });

  /** Changes after which the member is still valid. */
  const validChanges = [
    (m: Json) => ({ ...m, displayName: `${m.displayName as string}\u00e9` }),
    (m: Json) => ({ ...m, displayName: `${m.displayName as string}\\"]},{` }),
    (m: Json) => ({ ...m, displayName: 'tab\there' }),
    (m: Json) => ({ ...m, createTime: 1.5e9, updateTime: 1.5e9 }),
    (m: Json) => ({ ...m, updateTime: '2025-03-01T00:00:00Z' }),
    (m: Json) => ({ ...m, createTime: 0.1 + 0.2 }),
    (m: Json) => ({ ...m, createTime: 1234567890.5 }),
    (m: Json) => ({ ...m, membershipArn: 'arn:aws:cleanrooms:eu-west-1:111122223333:membership/x' }),
    (m: Json) => ({
      ...m,
      membershipArn: `arn:aws-cn:cleanrooms:cn-north-1:${m.accountId as string}:membership/${m.membershipId as string}`,
    }),
    (m: Json) => ({ ...m, membershipArn: undefined }),
    (m: Json) => ({ ...m, membershipId: undefined }),
    (m: Json) => ({ ...m, paymentConfiguration: { queryCompute: { isResponsible: true } } }),
    (m: Json) => ({ ...m, mlAbilities: { customMLMemberAbilities: ['CAN_RECEIVE_MODEL_OUTPUT'] } }),
    (m: Json) => ({ ...m, status: 'REMOVED' }),
    (m: Json) => Object.fromEntries(Object.entries(m).reverse()),
  ];
  /** Changes after which it is not, or the list's payment rules are not met. */
  const invalidChanges = [
    (m: Json) => ({ ...m, displayName: '   ' }),
    (m: Json) => ({ ...m, accountId: '12345678901' }),
    (m: Json) => ({ ...m, accountId: 123456789012 }),
    (m: Json) => ({ ...m, status: 'GONE' }),
    (m: Json) => ({ ...m, abilities: ['CAN_QUERY'] }),
    (m: Json) => ({ ...m, abilities: ['CAN_RUN_JOB', 'CAN_RUN_JOB'] }),
    (m: Json) => ({ ...m, createTime: (m.createTime as number) * 1e6 }),
    (m: Json) => ({ ...m, membershipId: 'A'.repeat(36) }),
    (m: Json) => ({ ...m, paymentConfiguration: { jobCompute: { isResponsible: 'no' } } }),
    (m: Json) => ({ ...m, extra: 1 }),
    (m: Json) => ({ ...m, defaultedPayments: [] }),
  ];
  const writes = [
    (m: Json) => JSON.stringify(m),
    (m: Json) => JSON.stringify(m, null, 2),
    (m: Json) => JSON.stringify(m).replace('"accountId"', '"account\\u0049d"'),
    (m: Json) => JSON.stringify(m).replace('"status":', '"status":"LEFT","status":'),
  ];
  // Members sharing three combinations of parts, so that most are taken by the fast path unless changed.
  const generatedBase = members(120, 5);
  const templates = generatedBase.filter((m) => !(m.abilities as string[]).includes('CAN_QUERY')).slice(0, 3);
  const base = generatedBase.map((m, i) => {
    if ((m.abilities as string[]).includes('CAN_QUERY')) return m;
    const { status, abilities, mlAbilities, paymentConfiguration } = templates[i % 3]!;
    return { ...m, status, abilities, mlAbilities, paymentConfiguration };
  });

  function changedLoadsAsParsed(changes: readonly ((m: Json) => Json)[], maxChanges: number): void {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(base.length - 1), fc.constantFrom(...changes), fc.constantFrom(...writes)), {
          maxLength: maxChanges,
        }),
        fc.integer({ min: 1, max: 60 }),
        (chosen, batch) => {
          const list = base.map((m) => JSON.stringify(m));
          for (const [index, changeMember, writeMember] of chosen)
            list[index] = writeMember(changeMember(JSON.parse(list[index]!) as Json));
          expect(loaded(byBytes(list, batch).list)).toEqual(loaded(byParsing(list)));
        },
      ),
      { numRuns: 60 },
    );
  }

  it('load as parsed members whatever valid change is made to them (property)', () => {
    changedLoadsAsParsed(validChanges, 12);
  });

  it('refuse as parsed members do whatever is changed in them (property)', () => {
    changedLoadsAsParsed([...validChanges, ...invalidChanges], 6);
  });

  it('read a string field holding another kind of value as the parser does, after a member taken fast', () => {
    const texts = members(40).map((m) => JSON.stringify(m));
    const at = texts.findLastIndex((t) => t.includes('"membershipArn"'));
    expect(at).toBeGreaterThan(30);
    for (const key of ['accountId', 'membershipId']) {
      const changed = [...texts];
      changed[at] = JSON.stringify({ ...(JSON.parse(texts[at]!) as Json), [key]: 123456789012 });
      // Alone in the last batch: where the field was in the batch before is past this one's end.
      expect(loaded(byBytes(changed, at).list)).toEqual(loaded(byParsing(changed)));
    }
  });

  it('throw a SyntaxError for a member that is not JSON', () => {
    const texts = members(20).map((m) => JSON.stringify(m));
    texts[7] = texts[7]!.replace('"status":"', '"status":tru"');
    expect(() => byBytes(texts, 20)).toThrow(SyntaxError);
  });

  it('stop at a trailing comma or an element that is not an object, for the text parser to judge', () => {
    const [one] = members(1).map((m) => JSON.stringify(m));
    const list = new MemberListLoader('members', 'split');
    expect(list.addBytes(Buffer.from(`${one!},`))).toBe(one!.length);
    expect(list.addBytes(Buffer.from(`${one!}, 7`))).toBe(one!.length + 1);
    expect(list.addBytes(Buffer.from(`${one!} ${one!}`))).toBe(0);
  });
});

describe('the byte readers', () => {
  it('read plain decimals as JSON.parse does, and refuse other numbers', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), fc.integer({ min: 0, max: 6 }), (value, digits) => {
        const text = value.toFixed(digits);
        const read = plainDecimal(Buffer.from(text), 0, text.length);
        if (text.replace('.', '').length <= 15) expect(read).toBe(JSON.parse(text));
        else expect(read).toBeNaN();
      }),
    );
    for (const text of ['01', '1.', '.5', '-1', '1e3', '1.2.3', '', '0.5'])
      expect(plainDecimal(Buffer.from(text), 0, text.length)).toBe(text === '0.5' ? 0.5 : Number.NaN);
  });

  it('pack a membership ID and its key from bytes as from its string', () => {
    fc.assert(
      fc.property(fc.uuid(), (uuid) => {
        const id = uuid.toLowerCase();
        const fromString = new Uint32Array(4);
        packUuid(id, fromString, 0);
        const buf = Buffer.from(JSON.stringify({ ...members(1)[0], membershipId: id, membershipArn: undefined }));
        const fields = new MemberFields();
        expect(readMember(buf, 0, buf.length, fields)).toBe(buf.length);
        expect(fields.quick).toBe(true);
        expect(fields.uuid).toEqual(fromString);
        expect(fields.membershipKey).toBe(membershipIdKey(id));
      }),
    );
  });

  it('read where each field is, and a shared part among the texts seen', () => {
    const member = members(2)[1]!;
    const text = JSON.stringify(member);
    const buf = Buffer.from(text);
    const fields = new MemberFields();
    expect(readMember(buf, 0, buf.length, fields)).toBe(buf.length);
    expect(fields.plain).toBe(true);
    const slice = (slot: number) => text.slice(fields.from[slot], fields.to[slot]);
    expect(slice(0)).toBe(member.accountId);
    expect(slice(3)).toBe(JSON.stringify(member.abilities));
    expect(fields.partId[3]).toBe(-1);
    const id = fields.known[3]!.add(buf, fields.from[3]!, fields.to[3]!);
    expect(readMember(buf, 0, buf.length, fields)).toBe(buf.length);
    expect(fields.partId[3]).toBe(id);
    expect(fields.createTime).toBe(member.createTime);
  });

  it('match the texts seen before, and where each ends, in a radix tree of their bytes', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.json(), { minLength: 1, maxLength: 30 }), fc.string(), (texts, after) => {
        const known = new KnownTexts();
        const values = texts.map((t) => JSON.stringify([JSON.parse(t)]));
        const ids = values.map((v) => known.add(Buffer.from(v), 0, Buffer.byteLength(v)));
        values.forEach((v, i) => {
          const buf = Buffer.from(`x${v}${after}`);
          expect(known.match(buf, wordsOf(buf), 1, buf.length)).toBe(ids[i]);
          expect(known.matchEnd).toBe(1 + Buffer.byteLength(v));
          expect(known.add(buf, 1, 1 + Buffer.byteLength(v))).toBe(ids[i]);
        });
        expect(new Set(ids).size).toBe(new Set(values).size);
        expect(known.match(Buffer.from('[{}]'), wordsOf(Buffer.from('[{}]')), 0, 4)).toBe(
          values.includes('[{}]') ? ids[values.indexOf('[{}]')] : -1,
        );
      }),
    );
  });
});
