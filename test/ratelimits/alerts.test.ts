// Threshold alerts fire once per crossing: never twice for a bucket that stays below a threshold, again only after it
// climbed back above it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alertLevel, describeCrossing, ThresholdAlerts } from '../../src/domain/ratelimits/alerts.js';

const T = { warningPercent: 25, criticalPercent: 10 };
const bucket = (remaining: number, limit = 100) => ({ resource: 'core', limit, remaining, reset: 1_700_000_000 });

describe('threshold alerts', () => {
  it('warning, then critical, once each; a reset re-arms them', () => {
    const alerts = new ThresholdAlerts(T);
    expect(alerts.observe('fp', [bucket(80)])).toEqual([]);
    expect(alerts.observe('fp', [bucket(25)]).map((c) => c.level)).toEqual(['warning']);
    expect(alerts.observe('fp', [bucket(20)])).toEqual([]);
    expect(alerts.observe('fp', [bucket(10)]).map((c) => c.level)).toEqual(['critical']);
    expect(alerts.observe('fp', [bucket(0)])).toEqual([]);
    expect(alerts.observe('fp', [bucket(100)])).toEqual([]);
    expect(alerts.observe('fp', [bucket(5)]).map((c) => c.level)).toEqual(['critical']);
  });
  it('callers and buckets are tracked apart; a bucket without budget never alerts', () => {
    const alerts = new ThresholdAlerts(T);
    expect(alerts.observe('a', [bucket(5)])).toHaveLength(1);
    expect(alerts.observe('b', [bucket(5)])).toHaveLength(1);
    expect(alerts.observe('a', [{ ...bucket(0, 0), resource: 'graphql' }])).toEqual([]);
    expect(alertLevel(bucket(0, 0), T)).toBe('ok');
  });
  it('the line names level, bucket, fingerprint, share and reset', () => {
    const [c] = new ThresholdAlerts(T).observe('1a2b3c4d', [bucket(20, 5000)]);
    expect(describeCrossing(c!)).toBe('critical: core of caller 1a2b3c4d at 0% (20/5000 left), resets 22:13:20Z');
  });
  it('property: alerts equal the number of downward crossings of each threshold', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 60 }), (series) => {
        const alerts = new ThresholdAlerts(T);
        let fired = 0;
        for (const remaining of series) fired += alerts.observe('fp', [bucket(remaining)]).length;
        let expected = 0;
        let before = 0;
        for (const remaining of series) {
          const now = remaining <= 10 ? 2 : remaining <= 25 ? 1 : 0;
          if (now > before) expected += 1;
          before = now;
        }
        expect(fired).toBe(expected);
      }),
    );
  });
});
