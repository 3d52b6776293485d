// Sorting a large file's member keys (account IDs, membership-ID keys: whole numbers below 2^52) to find duplicates
// (src/engine/dataset/sortedKeys.ts). Float64Array's own sort took 120-190 ms for half a million random keys, about
// a thirteenth of a thread's share of a million-member load; this least-significant-digit radix sort (four passes
// of 13 bits over the two 26-bit halves of each number) takes a tenth of that.

const HALF = 0x4000000;
const DIGIT_BITS = 13;
const DIGITS = 1 << DIGIT_BITS;
const DIGIT_MASK = DIGITS - 1;

/**
 * The first `length` values, sorted ascending (a copy). Each must be a whole number from 0 to 2^52 - 1 (anything
 * else throws: a caller's defect, never sorted wrong).
 */
export function sortedIntegers(values: Float64Array, length = values.length): Float64Array {
  let lo = new Uint32Array(length);
  let hi = new Uint32Array(length);
  for (let i = 0; i < length; i += 1) {
    const value = values[i]!;
    const high = Math.floor(value / HALF);
    if (!(value >= 0 && high < HALF && value === Math.floor(value)))
      throw new RangeError(`not a whole number below 2^52: ${value}`);
    hi[i] = high;
    lo[i] = value - high * HALF;
  }
  let loOut = new Uint32Array(length);
  let hiOut = new Uint32Array(length);
  const starts = new Uint32Array(DIGITS);
  for (let pass = 0; pass < 4; pass += 1) {
    const keys = pass < 2 ? lo : hi;
    const shift = (pass & 1) * DIGIT_BITS;
    starts.fill(0);
    for (let i = 0; i < length; i += 1) starts[(keys[i]! >>> shift) & DIGIT_MASK]! += 1;
    // A pass whose digit is the same for every value leaves the order as it is.
    if (length === 0 || starts[(keys[0]! >>> shift) & DIGIT_MASK] === length) continue;
    let at = 0;
    for (let digit = 0; digit < DIGITS; digit += 1) {
      const count = starts[digit]!;
      starts[digit] = at;
      at += count;
    }
    for (let i = 0; i < length; i += 1) {
      const to = starts[(keys[i]! >>> shift) & DIGIT_MASK]!++;
      loOut[to] = lo[i]!;
      hiOut[to] = hi[i]!;
    }
    [lo, loOut] = [loOut, lo];
    [hi, hiOut] = [hiOut, hi];
  }
  const sorted = new Float64Array(length);
  for (let i = 0; i < length; i += 1) sorted[i] = hi[i]! * HALF + lo[i]!;
  return sorted;
}
