// The second half of a large dataset file's members list, as the check thread loads it when the file is loaded in
// two halves (splitLoad.ts): from just after a comma between two members (the cut) to where the list closes, each
// member parsed, checked and packed as the first half is, its keys sorted. The thread answers with the packed members
// (transferable columns) and where the list closed, or refuses as soon as anything is wrong (an invalid member, a
// key that may repeat, a payment-rule problem, broken JSON, no end to the list): the file is then loaded the usual
// way, which reports the problems.
import { readChunks } from './fileChunks.js';
import { MemberListLoader, type MemberListHalf } from './load.js';
import { MemberListScanner } from './scan.js';
import { keysMayRepeat } from './sortedKeys.js';

export type SecondHalfResult =
  | { kind: 'half'; /** the offset of the list's closing bracket */ end: number; half: MemberListHalf }
  | { kind: 'refused'; why: string };

/** Loads the members from `from` (the byte after the cut's comma) to the end of their list. */
export async function loadSecondHalf(path: string, from: number): Promise<SecondHalfResult> {
  // Issue paths count from the cut, but no issue is reported from here: any refuses the split.
  const list = new MemberListLoader('members', 'split');
  const scanner = MemberListScanner.insideList({
    members(elements) {
      for (const member of elements) list.add(member);
    },
    memberBytes: (bytes) => list.addBytes(bytes),
  });
  let written = 0;
  try {
    await readChunks(
      path,
      (chunk) => {
        scanner.write(chunk);
        written += chunk.length;
        return list.membersValid && scanner.listEnd() === undefined;
      },
      from,
      // The scanner keeps no view of a chunk past the next (scan.ts).
      true,
    );
    // The last element and the closing bracket may still be carried.
    if (list.membersValid && scanner.listEnd() === undefined) scanner.end();
  } catch (error) {
    return { kind: 'refused', why: error instanceof SyntaxError ? 'not valid JSON' : String(error) };
  }
  if (!list.membersValid) return { kind: 'refused', why: 'an invalid member' };
  const listEnd = scanner.listEnd();
  if (listEnd === undefined) return { kind: 'refused', why: 'the members list does not end' };
  const half = list.half();
  if (half.payments.issues.length > 0) return { kind: 'refused', why: 'a payment-rule problem' };
  if (keysMayRepeat(half.keys)) return { kind: 'refused', why: 'a key may repeat' };
  return { kind: 'half', end: from + written - listEnd, half };
}

/** The buffers of a result's typed arrays, to transfer rather than copy. */
export function transferablesOf(result: SecondHalfResult): ArrayBuffer[] {
  if (result.kind !== 'half') return [];
  const { columns, keys } = result.half;
  return [
    columns.accountIds,
    columns.createMs,
    columns.updateMs,
    columns.shapeOf,
    columns.arnPrefixOf,
    columns.membershipIds,
    columns.hasMembershipId,
    columns.nameBytes,
    columns.nameEnds,
    keys.accountIds,
    keys.membershipIds,
  ].map((array) => array.buffer as ArrayBuffer);
}
