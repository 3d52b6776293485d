import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount, plural } from '../../src/domain/counts.js';

describe('formatCount', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes whole numbers as toLocaleString("en-US") does', () => {
    const samples = [0, 1, 7, 12, 999, 1000, 1001, 9999, 10_000, 123_456, 1_000_000, 987_654_321, 2 ** 53 - 1];
    for (const n of [...samples, ...samples.map((s) => -s)]) expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });

  it('groups whole numbers without Intl, whose first use costs the first frame tens of ms', () => {
    const toLocaleString = vi.spyOn(Number.prototype, 'toLocaleString');
    expect(formatCount(10_000)).toBe('10,000');
    expect(plural(1234, 'member')).toBe('1,234 members');
    expect(toLocaleString).not.toHaveBeenCalled();
  });

  it('leaves fractions, -0 and huge numbers to toLocaleString', () => {
    expect(formatCount(1234.5678)).toBe('1,234.568');
    expect(formatCount(-0)).toBe('-0');
    expect(formatCount(1e21)).toBe((1e21).toLocaleString('en-US'));
    expect(formatCount(Number.NaN)).toBe('NaN');
  });
});
