// Duplicate member keys found by sorting, for a members list loaded in two halves by two threads
// (splitLoad.ts): each thread sorts its half's keys as numbers (TypedArray sort, native) and the halves are merged,
// instead of a hash table probed once per member (PackedKeyIndex, ~0.6 s a million members for each key). It only
// says whether a key may repeat: any yes sends the file to the loaders that name each duplicate, so a membership ID is
// kept as a 52-bit hash (a collision costs only that slower load, about once in 10,000 million-member files).

import { packUuid } from '../uuidWords.js';

/** A half's keys as sorted numbers: account IDs (exact), membership IDs (membershipIdKey). */
export interface SortedKeys {
  accountIds: Float64Array;
  membershipIds: Float64Array;
}

/** Whether a key may repeat within one half's keys or between two. */
export function keysMayRepeat(a: SortedKeys, b?: SortedKeys): boolean {
  if (repeatsValue(a.accountIds) || repeatsValue(a.membershipIds)) return true;
  return b !== undefined && (shareValue(a.accountIds, b.accountIds) || shareValue(a.membershipIds, b.membershipIds));
}

/** The numbers the keys of a half were packed into, growing as members are added. */
export class KeyColumn {
  private values = new Float64Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length] = value;
    this.length += 1;
  }

  /** The values pushed, sorted (a copy). */
  sorted(): Float64Array {
    return this.values.slice(0, this.length).sort();
  }
}

/** A valid membership ID (a lowercase UUID) as a 52-bit number: equal IDs give equal numbers. */
export function membershipIdKey(id: string): number {
  packUuid(id, scratch, 0);
  return membershipIdKeyOfWords(scratch);
}

const scratch = new Uint32Array(4);

/**
 * membershipIdKey of an ID packed as four words (uuidWords.ts): two 26-bit lanes, each of two words mixed (a v4
 * UUID's 122 random bits are spread over all four).
 */
export function membershipIdKeyOfWords(words: Uint32Array): number {
  const a = mix(words[0]! ^ mix(words[1]! ^ 0x9e3779b9));
  const b = mix(words[2]! ^ mix(words[3]! ^ 0x85ebca6b));
  return (a >>> 6) * 0x4000000 + (b >>> 6);
}

function mix(h: number): number {
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return h >>> 0;
}

/** Whether a sorted column holds a value twice. */
export function repeatsValue(sorted: Float64Array): boolean {
  for (let i = 1; i < sorted.length; i += 1) if (sorted[i] === sorted[i - 1]) return true;
  return false;
}

/** Whether two sorted columns share a value. */
export function shareValue(a: Float64Array, b: Float64Array): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) return true;
    if (a[i]! < b[j]!) i += 1;
    else j += 1;
  }
  return false;
}
