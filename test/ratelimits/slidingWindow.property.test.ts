// SlidingWindow against a plain model: every spending kept with its 100 ms step, counted while step + window > now.
// Its fast path (roll returns at once until the oldest step leaves; add reuses the newest step) must not change what
// any reader sees: count, resetMs, countAt, resetAt.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SlidingWindow } from '../../src/engine/ratelimits/slidingWindow.js';

const WINDOW_MS = 60_000;
const STEP_MS = 100;

describe('SlidingWindow', () => {
  it('property: counts and resets as a plain list of spendings would', () => {
    const operation = fc.record({
      advanceMs: fc.integer({ min: 0, max: 20_000 }),
      units: fc.integer({ min: 0, max: 9 }),
    });
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 200 }), fc.integer({ min: 0, max: 10 ** 12 }), (ops, start) => {
        const window = new SlidingWindow(WINDOW_MS);
        const spent: { step: number; units: number }[] = [];
        let now = start;
        for (const { advanceMs, units } of ops) {
          now += advanceMs;
          window.roll(now);
          const live = spent.filter((s) => s.step + WINDOW_MS > now);
          const expected = live.reduce((sum, s) => sum + s.units, 0);
          expect(window.count).toBe(expected);
          expect(window.countAt(now)).toBe(expected);
          const oldest = live[0];
          expect(window.resetMs).toBe(oldest === undefined ? 0 : Math.ceil((oldest.step + WINDOW_MS) / 1000) * 1000);
          expect(window.resetAt(now)).toBe(
            oldest === undefined ? undefined : Math.ceil((oldest.step + WINDOW_MS) / 1000),
          );
          window.add(units, now);
          spent.push({ step: Math.floor(now / STEP_MS) * STEP_MS, units });
        }
      }),
      { numRuns: 300 },
    );
  });
});
