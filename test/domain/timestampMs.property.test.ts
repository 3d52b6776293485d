import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timestampMs } from '../../src/domain/validation.js';

/** What timestampMs gave before its fast path: the RFC 3339 check, then Date.parse. */
function reference(value: string): number {
  const rfc3339 = /^(\d{4})-(\d{2})-(\d{2})[tT](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(([-+]\d{2}:\d{2})|[zZ])$/;
  return rfc3339.test(value) ? Date.parse(value) : Number.NaN;
}

const digits = (n: number) => fc.stringMatching(new RegExp(`^\\d{${n}}$`));

describe('timestampMs', () => {
  it('reads `YYYY-MM-DDTHH:MM:SS(.sss)Z` as Date.parse does, in range or not', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -8.64e15, max: 8.64e15 }).map((ms) => new Date(ms).toISOString()),
          fc.integer({ min: 0, max: 4e12 }).map((ms) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')),
          fc
            .tuple(digits(4), digits(2), digits(2), digits(2), digits(2), digits(2), fc.option(digits(3)))
            .map(([y, mo, d, h, mi, s, f]) => `${y}-${mo}-${d}T${h}:${mi}:${s}${f === null ? '' : `.${f}`}Z`),
        ),
        (value) => {
          expect(timestampMs(value)).toBe(reference(value));
        },
      ),
      { numRuns: 2000 },
    );
    for (const value of [
      '2024-02-29T00:00:00Z',
      '2025-02-29T00:00:00Z',
      '2025-02-30T00:00:00.000Z',
      '2025-01-01T24:00:00Z',
      '0099-01-01T00:00:00Z',
      '2025-01-01T00:00:60Z',
      '2025-01-01t00:00:00z',
      '2025-01-01T00:00:00.5Z',
      '2025-01-01T00:00:00+01:00',
      '2025-1-01T00:00:00.000Z',
    ])
      expect(timestampMs(value)).toBe(reference(value));
  });
});
