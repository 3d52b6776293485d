import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { listWindow } from '../../src/ui/screens/authorizations/windowing.js';

describe('list window', () => {
  it('always shows the cursor within the rows it has, indicators included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 40 }),
        (count, rawCursor, size) => {
          const cursor = count === 0 ? 0 : rawCursor % count;
          const w = listWindow(cursor, count, size);
          expect(w.above).toBe(w.start);
          expect(w.below).toBe(count - w.end);
          const used = w.end - w.start + (w.above > 0 ? 1 : 0) + (w.below > 0 ? 1 : 0);
          if (count > 0) {
            expect(cursor).toBeGreaterThanOrEqual(w.start);
            expect(cursor).toBeLessThan(w.end);
            expect(used).toBeLessThanOrEqual(Math.max(size, 3));
            if (size >= 3) expect(used).toBeLessThanOrEqual(size);
          }
        },
      ),
    );
  });

  it('uses the whole height when the list fits', () => {
    expect(listWindow(3, 5, 5)).toEqual({ start: 0, end: 5, above: 0, below: 0 });
    expect(listWindow(0, 14, 8)).toEqual({ start: 0, end: 7, above: 0, below: 7 });
    expect(listWindow(13, 14, 8)).toEqual({ start: 7, end: 14, above: 7, below: 0 });
  });
});
