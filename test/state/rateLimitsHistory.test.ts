import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { appendSample, sparkline, type Sample } from '../../src/state/ratelimits/history.js';

const opts = { windowMs: 60_000, resolutionMs: 1_000 };

describe('history', () => {
  it('coalesces samples within one resolution slot, newest wins', () => {
    let s: Sample[] = [];
    s = appendSample(s, { at: 1000, remaining: 10, limit: 10 }, opts);
    s = appendSample(s, { at: 1500, remaining: 9, limit: 10 }, opts);
    s = appendSample(s, { at: 2000, remaining: 8, limit: 10 }, opts);
    expect(s).toEqual([
      { at: 1500, remaining: 9, limit: 10 },
      { at: 2000, remaining: 8, limit: 10 },
    ]);
  });

  it('stays within the window and bounded, in time order, whatever arrives', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 100 })), { maxLength: 400 }),
        (steps) => {
          let at = 0;
          let s: Sample[] = [];
          for (const [dt, remaining] of steps) {
            at += dt;
            s = appendSample(s, { at, remaining, limit: 100 }, opts);
            expect(s[s.length - 1]!.at).toBe(at);
            expect(s[0]!.at).toBeGreaterThanOrEqual(at - opts.windowMs);
            expect(s.length).toBeLessThanOrEqual(opts.windowMs / opts.resolutionMs + 1);
            for (let i = 1; i < s.length; i++) expect(s[i]!.at).toBeGreaterThan(s[i - 1]!.at);
          }
        },
      ),
    );
  });
});

describe('sparkline', () => {
  it('is exactly the width and drops as remaining drops', () => {
    const series: Sample[] = [0, 1, 2, 3].map((i) => ({ at: i * 15_000 + 1, remaining: 100 - i * 30, limit: 100 }));
    const line = sparkline(series, { now: 60_000, windowMs: 60_000, width: 4 });
    expect([...line]).toHaveLength(4);
    expect(line).toBe('█▆▄▁');
  });

  it('leaves time before the first sample blank and carries the last value forward', () => {
    const line = sparkline([{ at: 30_000, remaining: 50, limit: 100 }], { now: 60_000, windowMs: 60_000, width: 6 });
    expect(line).toBe('   ▅▅▅');
  });

  it('shows the dip of a slot, not its last value', () => {
    const line = sparkline(
      [
        { at: 10, remaining: 0, limit: 10 },
        { at: 20, remaining: 10, limit: 10 },
      ],
      { now: 100, windowMs: 100, width: 1 },
    );
    expect(line).toBe('▁');
  });

  it('always has the requested width', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            at: fc.integer({ min: 0, max: 100_000 }),
            remaining: fc.integer({ min: -5, max: 200 }),
            limit: fc.integer({ min: 0, max: 100 }),
          }),
        ),
        fc.integer({ min: 0, max: 80 }),
        (series, width) => {
          const line = sparkline(series, { now: 100_000, windowMs: 60_000, width });
          expect([...line]).toHaveLength(width);
          expect(line).toMatch(/^[ ▁▂▃▄▅▆▇█]*$/);
        },
      ),
    );
  });
});
