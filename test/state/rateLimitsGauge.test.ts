import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_THRESHOLDS,
  gaugeBar,
  gaugeLevel,
  normalizeThresholds,
  remainingFraction,
  thresholdsFromPercent,
} from '../../src/state/ratelimits/gauge.js';
import { formatClockTime, formatCountdown } from '../../src/state/ratelimits/countdown.js';

describe('gauge level', () => {
  it('colours by the fraction remaining against the thresholds', () => {
    const t = { warning: 0.25, critical: 0.1 };
    expect(gaugeLevel(5000, 5000, t)).toBe('ok');
    expect(gaugeLevel(1251, 5000, t)).toBe('ok');
    expect(gaugeLevel(1250, 5000, t)).toBe('warning');
    expect(gaugeLevel(501, 5000, t)).toBe('warning');
    expect(gaugeLevel(500, 5000, t)).toBe('critical');
    expect(gaugeLevel(0, 5000, t)).toBe('critical');
  });

  it('treats an exhausted or zero-limit bucket as critical, whatever the thresholds', () => {
    expect(gaugeLevel(0, 30, { warning: 0, critical: 0 })).toBe('critical');
    expect(gaugeLevel(0, 0)).toBe('critical');
  });

  it('is monotonic: less remaining never means a calmer colour', () => {
    const rank = { ok: 0, warning: 1, critical: 2 } as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20000 }),
        fc.integer({ min: 0, max: 20000 }),
        fc.integer({ min: 0, max: 20000 }),
        (limit, a, b) => {
          const [lo, hi] = a < b ? [a, b] : [b, a];
          expect(rank[gaugeLevel(lo, limit)]).toBeGreaterThanOrEqual(rank[gaugeLevel(hi, limit)]);
        },
      ),
    );
  });
});

describe('gauge bar', () => {
  it('is always exactly the width, filled for what remains', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 20000 }),
        fc.integer({ min: -10, max: 25000 }),
        (width, limit, remaining) => {
          const bar = gaugeBar(remaining, limit, width);
          expect([...bar]).toHaveLength(width);
          const filled = [...bar].filter((c) => c === '█').length;
          const fraction = remainingFraction(remaining, limit);
          if (width > 0 && fraction > 0) expect(filled).toBeGreaterThanOrEqual(1);
          if (width > 1 && fraction < 1) expect(filled).toBeLessThan(width);
          if (fraction === 0) expect(filled).toBe(0);
          expect(bar).toMatch(/^█*░*$/);
        },
      ),
    );
  });

  it('shows full and empty', () => {
    expect(gaugeBar(10, 10, 5)).toBe('█████');
    expect(gaugeBar(0, 10, 5)).toBe('░░░░░');
    expect(gaugeBar(5, 10, 4)).toBe('██░░');
  });
});

describe('thresholds from settings', () => {
  it('keeps valid ones and falls back for missing, out of range or inverted ones', () => {
    expect(normalizeThresholds({ warning: 0.5, critical: 0.2 })).toEqual({ warning: 0.5, critical: 0.2 });
    expect(normalizeThresholds(undefined)).toEqual(DEFAULT_THRESHOLDS);
    expect(normalizeThresholds({ warning: 2 })).toEqual({ warning: 0.25, critical: 0.1 });
    expect(normalizeThresholds({ warning: 0.05, critical: 0.3 })).toEqual(DEFAULT_THRESHOLDS);
  });
});

describe('thresholds from the settings (percent)', () => {
  it('converts percentages and falls back when they are unusable', () => {
    expect(thresholdsFromPercent({ warningPercent: 40, criticalPercent: 5 })).toEqual({ warning: 0.4, critical: 0.05 });
    expect(thresholdsFromPercent({ warningPercent: 25, criticalPercent: 10 })).toEqual(DEFAULT_THRESHOLDS);
    expect(thresholdsFromPercent({ warningPercent: 150, criticalPercent: 10 })).toEqual({
      warning: 0.25,
      critical: 0.1,
    });
    expect(thresholdsFromPercent(undefined)).toEqual(DEFAULT_THRESHOLDS);
    expect(gaugeLevel(300, 1000, thresholdsFromPercent({ warningPercent: 40, criticalPercent: 5 }))).toBe('warning');
  });
});

describe('countdown', () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);
  it('formats hours, minutes and seconds left', () => {
    expect(formatCountdown(now + 3_600_000, now)).toBe('1h 00m');
    expect(formatCountdown(now + 3_599_000, now)).toBe('59m');
    expect(formatCountdown(now + 600_000, now)).toBe('10m');
    expect(formatCountdown(now + 599_000, now)).toBe('9m 59s');
    expect(formatCountdown(now + 65_000, now)).toBe('1m 05s');
    expect(formatCountdown(now + 42_000, now)).toBe('42s');
    expect(formatCountdown(now + 1, now)).toBe('1s');
    expect(formatCountdown(now, now)).toBe('now');
    expect(formatCountdown(now - 5000, now)).toBe('now');
  });

  it('never increases as time passes', () => {
    const seconds = (s: string): number => {
      if (s === 'now') return 0;
      const h = /(\d+)h (\d+)m/.exec(s);
      if (h) return Number(h[1]) * 3600 + Number(h[2]) * 60;
      const m = /(\d+)m (\d+)s/.exec(s);
      if (m) return Number(m[1]) * 60 + Number(m[2]);
      const minutes = /^(\d+)m$/.exec(s);
      if (minutes) return Number(minutes[1]) * 60;
      return Number(/(\d+)s/.exec(s)![1]);
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 7_200_000 }),
        fc.integer({ min: 0, max: 7_200_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (reset, t, dt) => {
          expect(seconds(formatCountdown(now + reset, now + t + dt))).toBeLessThanOrEqual(
            seconds(formatCountdown(now + reset, now + t)),
          );
        },
      ),
    );
  });

  it('prints a UTC time of day', () => {
    expect(formatClockTime(Date.UTC(2026, 0, 1, 9, 5, 7))).toBe('09:05:07');
  });
});
