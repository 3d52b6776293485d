// The radix sort of a large file's member keys (src/engine/sortIntegers.ts) must sort as Float64Array's own sort does,
// for any whole numbers below 2^52, and refuse anything else rather than sort it wrong.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortedIntegers } from '../../src/engine/sortIntegers.js';

const key = fc.oneof(
  fc.integer({ min: 0, max: 2 ** 52 - 1 }),
  fc.integer({ min: 0, max: 2 ** 26 + 5 }),
  fc.constantFrom(0, 1, 2 ** 26 - 1, 2 ** 26, 2 ** 52 - 1, 999_999_999_999),
);

describe('sortedIntegers', () => {
  it('sorts whole numbers below 2^52 as Float64Array.sort does, the input left as it was (property)', () => {
    fc.assert(
      fc.property(fc.array(key, { maxLength: 300 }), fc.nat(10), (values, extra) => {
        const input = Float64Array.from([...values, ...Array.from({ length: extra }, () => 7)]);
        const before = input.slice();
        expect([...sortedIntegers(input)]).toEqual([...input.slice().sort()]);
        expect(input).toEqual(before);
      }),
    );
  });

  it('sorts only the first `length` values', () => {
    expect([...sortedIntegers(Float64Array.from([5, 3, 9, 1]), 3)]).toEqual([3, 5, 9]);
    expect(sortedIntegers(new Float64Array(0))).toEqual(new Float64Array(0));
  });

  it('sorts a large column of random keys', () => {
    const values = Float64Array.from({ length: 20_000 }, (_, i) => ((i * 2_654_435_761) % 2 ** 32) * 1021 + (i % 977));
    expect([...sortedIntegers(values)]).toEqual([...values.slice().sort()]);
  });

  it('refuses a value that is not a whole number below 2^52', () => {
    for (const bad of [-1, 0.5, 2 ** 52, Number.NaN, Infinity])
      expect(() => sortedIntegers(Float64Array.from([1, bad]))).toThrow(RangeError);
  });
});
