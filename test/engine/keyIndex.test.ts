// PackedKeyIndex: the member key duplicate checks of large datasets, against a Map of the same keys.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PackedKeyIndex } from '../../src/engine/dataset/keyIndex.js';

function checkAgainstMap(index: PackedKeyIndex, keys: readonly string[]): void {
  const map = new Map<string, number>();
  keys.forEach((key, i) => {
    const first = map.get(key);
    if (first === undefined) map.set(key, i);
    expect(index.firstOrAdd(key, i)).toBe(first ?? -1);
  });
  for (const [key, first] of map) expect(index.get(key)).toBe(first);
}

describe('PackedKeyIndex', () => {
  it('finds the first index of every repeated account ID, through many growths', () => {
    const keys = Array.from({ length: 20_000 }, (_, i) => String(100_000_000_000 + ((i * 7_368_787) % 9_000)));
    checkAgainstMap(PackedKeyIndex.accountIds(), [...keys, '000000000000', '999999999999', '000000000000']);
    expect(PackedKeyIndex.accountIds().get('123456789012')).toBe(-1);
  });

  it('finds the first index of every repeated UUID, telling apart UUIDs that differ in one digit anywhere', () => {
    const base = '0123456789ab-cdef-0123-4567-89abcdef0123'.slice(4);
    const variants = [...base].flatMap((c, i) =>
      c === '-' ? [] : [`${base.slice(0, i)}${c === 'f' ? '0' : 'f'}${base.slice(i + 1)}`],
    );
    const random = Array.from({ length: 5_000 }, () => randomUUID());
    checkAgainstMap(PackedKeyIndex.uuids(), [base, ...variants, ...random, ...random.slice(0, 100), base]);
  });
});
