// loadDatasetFile reads a file in chunks and parses each collaboration member on its own (src/engine/dataset/scan.ts):
// the result must be exactly what parsing the whole file with JSON.parse and loadDataset gives, whatever the layout.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemberListScanner } from '../../src/engine/dataset/scan.js';
import {
  DatasetError,
  generateMemberDrafts,
  loadDataset,
  loadDatasetFile,
  type Dataset,
} from '../../src/engine/index.js';
import { contractDataset } from '../contract/dataset.js';
import { datasetFileWriter } from '../helpers/datasetFiles.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test documents built and mutated freely
type Json = Record<string, any>;

const { fileWith } = datasetFileWriter('switchyard-dataset-file-');

/** What the whole-file way gives: the dataset, or the DatasetError's problems. */
function expected(text: string): Dataset | DatasetError {
  try {
    return loadDataset(JSON.parse(text), 'x');
  } catch (error) {
    return error as DatasetError;
  }
}

async function viaFile(text: string): Promise<Dataset | DatasetError> {
  try {
    return await loadDatasetFile(fileWith(text));
  } catch (error) {
    return error as DatasetError;
  }
}

async function expectSameAsWholeParse(text: string): Promise<void> {
  const want = expected(text);
  const got = await viaFile(text);
  if (want instanceof DatasetError) {
    expect(got).toBeInstanceOf(DatasetError);
    expect((got as DatasetError).problems).toEqual(want.problems);
  } else {
    expect(got).not.toBeInstanceOf(DatasetError);
    const { identity, ...rest } = got as Dataset;
    expect(rest).toEqual(want);
    expect(identity).toBe(`sha256:${createHash('sha256').update(text).digest('hex')}`);
  }
}

function mutated(change: (d: Json) => void): Json {
  const d = contractDataset() as Json;
  change(d);
  return d;
}

describe('loadDatasetFile, member by member', () => {
  it('loads what JSON.parse and loadDataset load, compact or indented, with the identity of the bytes', async () => {
    await expectSameAsWholeParse(JSON.stringify(contractDataset()));
    await expectSameAsWholeParse(JSON.stringify(contractDataset(), null, 2));
    await expectSameAsWholeParse(`\n  ${JSON.stringify(contractDataset(), null, '\t')}\r\n`);
  });

  it('keeps members whose strings hold brackets, commas, quotes and backslashes, and keys written with escapes', async () => {
    const d = mutated((d) => {
      d.collaborations[0].members[1].displayName = 'A [b], {c}: "d" \\ e\\';
    });
    await expectSameAsWholeParse(JSON.stringify(d));
    // `members` and `collaborations` spelt with escapes are the same keys to JSON.parse.
    const text = JSON.stringify(d)
      .replace('"collaborations"', '"coll\\u0061borations"')
      .replace('"members"', '"m\\u0065mbers"');
    await expectSameAsWholeParse(text);
  });

  it('reports member problems with their paths, in the same order, for every collaboration', async () => {
    const d = mutated((d) => {
      d.collaborations[0].members[1].accountId = 'nope';
      d.collaborations[1].members[0].displayName = '';
      d.collaborations[1].members.push({ ...d.collaborations[1].members[0], displayName: 'x' });
      d.collaborations[1].id = 'bad id';
    });
    await expectSameAsWholeParse(JSON.stringify(d));
    const error = (await viaFile(JSON.stringify(d))) as DatasetError;
    expect(error.problems.map((p) => p.path)).toContain('collaborations[0].members[1].accountId');
    expect(error.problems).toContainEqual(
      expect.objectContaining({
        path: expect.stringMatching(/^collaborations\[1\]\.members\[\d+\]\.accountId$/),
        rule: 'unique',
      }),
    );
  });

  it('applies the payment rules and finds the creator as the whole-file way does', async () => {
    await expectSameAsWholeParse(
      JSON.stringify(
        mutated((d) => {
          for (const m of d.collaborations[0].members) delete m.paymentConfiguration;
        }),
      ),
    );
    await expectSameAsWholeParse(
      JSON.stringify(
        mutated((d) => {
          d.collaborations[0].members[1].abilities = ['CAN_QUERY'];
        }),
      ),
    );
    await expectSameAsWholeParse(
      JSON.stringify(
        mutated((d) => {
          d.collaborations[0].creatorAccountId = '999999999999';
        }),
      ),
    );
  });

  it('refuses an empty members list, members that are not records, and a members value that is not a list', async () => {
    await expectSameAsWholeParse(JSON.stringify(mutated((d) => (d.collaborations[0].members = []))));
    await expectSameAsWholeParse(
      JSON.stringify(
        mutated((d) => (d.collaborations[0].members = [])),
        null,
        2,
      ),
    );
    await expectSameAsWholeParse(JSON.stringify(mutated((d) => (d.collaborations[0].members = [1, 'x', null, []]))));
    await expectSameAsWholeParse(JSON.stringify(mutated((d) => (d.collaborations[0].members = { a: 1 }))));
    await expectSameAsWholeParse(JSON.stringify(mutated((d) => (d.collaborations = { members: [] }))));
    await expectSameAsWholeParse('[{"collaborations": [{"members": []}]}]');
  });

  it('takes the last of duplicate keys, as JSON.parse does', async () => {
    const text = JSON.stringify(contractDataset());
    const members = JSON.stringify((contractDataset() as Json).collaborations[0].members.slice(0, 1));
    await expectSameAsWholeParse(text.replace('"members":', `"members":${members},"members":`));
    await expectSameAsWholeParse(
      text.replace('"collaborations":', '"collaborations":[{"members":[1]}],"collaborations":'),
    );
  });

  it('reports the JSON.parse error for broken JSON, inside a member or outside, without quoting the file', async () => {
    const text = JSON.stringify(contractDataset(), null, 2);
    for (const broken of [
      text.replace('"displayName"', '"displayName" sy-test-secret-7Hq2Zx'),
      text.replace(/\}\s*,\s*\{\s*"accountId"/, '} {"accountId"'),
      text.replace(/(\}\s*)\]/, '$1,]'),
      text.replace('"appBundles"', 'appBundles'),
      text.slice(0, -5),
    ]) {
      const error = await viaFile(broken);
      expect(error).toBeInstanceOf(DatasetError);
      expect((error as DatasetError).message).toMatch(/is not valid JSON: /);
      expect((error as DatasetError).message).not.toContain('sy-test-secret-7Hq2Zx');
    }
  });
});

/** Scans `text` in chunks of the given sizes and puts the members back where their marker stands. */
function rebuild(text: string, sizes: number[]): string {
  const lists: string[][] = [];
  const scanner = new MemberListScanner({
    startList() {
      lists.push([]);
      // A raw NUL cannot appear in JSON text, so the marker cannot be confused with a string of the document.
      return `"\u0000${lists.length - 1}"`;
    },
    members(members) {
      lists[lists.length - 1]!.push(...members.map((m) => JSON.stringify(m)));
    },
  });
  const bytes = Buffer.from(text);
  let at = 0;
  for (let i = 0; at < bytes.length; i += 1) {
    const size = sizes[i % sizes.length]!;
    scanner.write(Buffer.from(bytes.subarray(at, at + size)));
    at += size;
  }
  return scanner.end().replace(/"\u0000(\d+)"/g, (_, n: string) => `[${lists[Number(n)]!.join(',')}]`);
}

describe('loadDatasetFile, a file of many chunks', () => {
  /** The contract dataset with `count` generated members in its last collaboration: several 1 MiB chunks. */
  function large(count: number, change: (members: Json[]) => void = () => undefined): string {
    const d = contractDataset() as Json;
    const last = d.collaborations[d.collaborations.length - 1];
    const members = JSON.parse(
      JSON.stringify(
        generateMemberDrafts({
          count,
          seed: 7,
          region: 'us-east-1',
          startMs: Date.UTC(2025, 0, 1),
          creator: { accountId: last.creatorAccountId, displayName: 'Creator' },
          othersMayPay: [],
        }),
      ),
    ) as Json[];
    change(members);
    last.members = members;
    // The collaborations last, as a large file is usually written: the last chunk then ends inside the last list.
    const { collaborations, ...rest } = d;
    return JSON.stringify({ ...rest, collaborations });
  }

  // Whole chunks of members are parsed at once when the text up to the chunk's last `},{` parses; the last chunk,
  // strings holding `},{` and broken files are read byte by byte.
  it('loads what JSON.parse and loadDataset load, whatever falls at the chunk ends', async () => {
    const text = large(6000);
    expect(text.length).toBeGreaterThan(2 << 20);
    // The scanner alone, in the loader's chunks (a piece it got wrong would only show as the slow whole-file load).
    expect(JSON.parse(rebuild(text, [1 << 20]))).toEqual(JSON.parse(text));
    await expectSameAsWholeParse(text);
    await expectSameAsWholeParse(
      large(6000, (members) => {
        for (const m of members) m.displayName = 'A},{"b":1},{c';
      }),
    );
    await expectSameAsWholeParse(
      large(6000, (members) => {
        members[5000]!.accountId = 'nope';
        members[5999]!.status = 'GONE';
      }),
    );
  });

  it('refuses an empty element or broken JSON anywhere in a large members list', async () => {
    const text = large(6000);
    const middle = text.indexOf('},{', text.length >> 1);
    const last = text.lastIndexOf('}]');
    for (const broken of [
      `${text.slice(0, middle)}},,{${text.slice(middle + 3)}`,
      `${text.slice(0, middle)}},{"accountId" 1},{${text.slice(middle + 3)}`,
      `${text.slice(0, last)}},]${text.slice(last + 2)}`,
      text.slice(0, middle),
    ]) {
      const error = await viaFile(broken);
      expect(error).toBeInstanceOf(DatasetError);
      expect((error as DatasetError).message).toMatch(/is not valid JSON: /);
    }
  });
});

describe('MemberListScanner', () => {
  it('splits members out and back, whatever the chunk boundaries and the members', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(fc.jsonValue(), { maxLength: 5 }),
          // Records, so that `},{` (and a parse of whole chunks) comes up.
          fc.array(fc.dictionary(fc.constantFrom('a', '}', ',{'), fc.jsonValue()), { maxLength: 8 }),
        ),
        fc.jsonValue(),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 5 }),
        fc.constantFrom(undefined, 1, '\t'),
        (members, other, sizes, indent) => {
          const document = {
            github: other,
            collaborations: [
              { id: other, members },
              { members, name: 'n' },
            ],
          };
          const text = JSON.stringify(document, null, indent);
          expect(JSON.parse(rebuild(text, sizes))).toEqual(JSON.parse(text));
        },
      ),
    );
  });
});
