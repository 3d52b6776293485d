// A large dataset file loaded in two halves, by two threads: this thread parses, checks and stores the members up to
// a cut near the file's middle, the check thread (secondHalf.ts) those from the cut to the end of their list, and
// this thread appends them. The cut is the first comma between two elements (`},{`, whitespace allowed) after
// SPLIT_AT of the bytes; this thread proves it is one, between two members of a list, by parsing its last batch of
// members up to exactly that comma (the carried bytes start at an element: scan.ts). Duplicate keys are found by
// sorting each half's keys in its own thread and merging (sortedKeys.ts). Anything wrong in either half, or a cut
// that is not between two members, answers undefined: the caller loads the file the usual way (file.ts), so the
// problems and their order come from the same code as always, and only a file with a problem pays for both.
import { createHash } from 'node:crypto';
import { open, stat } from 'node:fs/promises';
import { DatasetScan } from './datasetScan.js';
import { readChunks } from './fileChunks.js';
import { loadDataset, type MemberListLoader } from './load.js';
import type { SecondHalfResult } from './secondHalf.js';
import { keysMayRepeat, type SortedKeys } from './sortedKeys.js';
import type { Dataset } from './types.js';

/**
 * Where the cut is looked for, as a share of the file's bytes. This thread also starts the process, appends the
 * other half and reads the rest of the file, but the check thread starts ~0.2 s after it (a new isolate): at 0.43
 * both threads spent about the same CPU, yet this one then waited ~0.3 s for the other. At 0.47 a million members
 * (no identity, as `serve` loads) listened 0.05-0.6 s sooner in 5 of 6 alternated pairs.
 */
export const SPLIT_AT = 0.47;
/** How far past SPLIT_AT a cut is looked for before the file is loaded the usual way. */
const CUT_WINDOW_BYTES = 1 << 20;

/** The second half's load, started (in the check thread, or in this one in tests). */
export interface SecondHalfLoad {
  /** Never rejects: a failure is a refusal. */
  result: Promise<SecondHalfResult>;
  cancel(): void;
}
export type SecondHalfRunner = (path: string, from: number) => SecondHalfLoad;

/**
 * The dataset, loaded in two halves; undefined when it cannot be (the caller loads it the usual way). `identity`
 * false: the dataset gets none (see loadDatasetFile), and this thread reads the file only up to the cut.
 */
export async function loadInHalves(
  path: string,
  runSecondHalf: SecondHalfRunner,
  identity = true,
): Promise<Dataset | undefined> {
  const cut = await findCut(path);
  if (cut === undefined) return undefined;
  const second = runSecondHalf(path, cut + 1);
  try {
    return await loadFirstHalf(path, cut, second.result, identity);
  } finally {
    second.cancel();
  }
}

async function loadFirstHalf(
  path: string,
  cut: number,
  secondResult: Promise<SecondHalfResult>,
  identity: boolean,
): Promise<Dataset | undefined> {
  let refused = false;
  void secondResult.then((answer) => (refused = answer.kind === 'refused'));
  const scan = new DatasetScan('split');
  const hash = identity ? createHash('sha256') : undefined;
  let cutList: MemberListLoader | undefined;
  let firstKeys: SortedKeys | undefined;
  let failed = false;
  // This thread stores the members before the cut, and reads the whole file for its hash (the dataset's identity)
  // when one is wanted.
  await readChunks(
    path,
    (chunk, offset) => {
      hash?.update(chunk);
      if (offset < cut && !failed) {
        const end = Math.min(chunk.length, cut - offset);
        scan.write(end === chunk.length ? chunk : chunk.subarray(0, end));
        if (scan.broken || scan.lists.at(-1)?.membersValid === false) failed = true;
        else if (offset + end === cut) {
          cutList = scan.handOverBeforeCut();
          const before = scan.lists.slice(0, -1);
          if (cutList === undefined || scan.lists.some((list) => !list.membersValid) || before.some(keysRepeatIn))
            failed = true;
          // Sorted while the other thread still loads its half.
          else firstKeys = cutList.sortedKeys();
        }
      }
      return !failed && !refused && (hash !== undefined || offset + chunk.length < cut);
      // The scanner keeps no view of a chunk past the next (scan.ts), nor does the hash.
    },
    0,
    true,
  );
  if (failed || cutList === undefined || firstKeys === undefined) return undefined;
  const answer = await secondResult;
  if (answer.kind === 'refused' || keysMayRepeat(firstKeys, answer.half.keys)) return undefined;
  cutList.appendHalf(answer.half);
  const listsBefore = scan.lists.length;
  // The rest of the file, after the list the other thread ended.
  scan.skipRestOfList();
  await readChunks(
    path,
    (chunk) => {
      scan.write(chunk);
      return !scan.broken && scan.lists.at(-1)?.membersValid !== false;
    },
    answer.end + 1,
  );
  const after = scan.lists.slice(listsBefore);
  if (after.some((list) => !list.membersValid || keysRepeatIn(list))) return undefined;
  const scanned = scan.end();
  if (scanned === undefined) return undefined;
  const dataset = loadDataset(scanned.json, path);
  if (hash !== undefined) dataset.identity = `sha256:${hash.digest('hex')}`;
  return dataset;
}

function keysRepeatIn(list: MemberListLoader): boolean {
  return keysMayRepeat(list.sortedKeys());
}

/**
 * The offset of the first comma between two elements (`}` and `{` around it, whitespace allowed) from SPLIT_AT of
 * the file on, within CUT_WINDOW_BYTES; undefined when there is none (or the file cannot be read: the usual load
 * says why).
 */
async function findCut(path: string): Promise<number | undefined> {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch {
    return undefined;
  }
  try {
    const { size } = await stat(path);
    const middle = Math.floor(size * SPLIT_AT);
    // A little before the middle too, for the `}` of a comma right at it.
    const from = Math.max(0, middle - 256);
    const buffer = Buffer.alloc(Math.min(CUT_WINDOW_BYTES, size - from));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, from);
    const comma = firstElementComma(buffer.subarray(0, bytesRead), middle - from);
    return comma === -1 ? undefined : from + comma;
  } catch {
    return undefined;
  } finally {
    await handle.close();
  }
}

const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

/** The index of the first comma between `}` and `{` (whitespace allowed around it) in `buf` from `from`, or -1. */
export function firstElementComma(buf: Buffer, from: number): number {
  let comma = buf.indexOf(0x2c, from);
  while (comma !== -1) {
    let after = comma + 1;
    while (after < buf.length && WHITESPACE.has(buf[after]!)) after += 1;
    let before = comma - 1;
    while (before >= 0 && WHITESPACE.has(buf[before]!)) before -= 1;
    if (buf[after] === 0x7b && buf[before] === 0x7d) return comma;
    comma = buf.indexOf(0x2c, comma + 1);
  }
  return -1;
}
