// The words of screen-reader mode that are computed, not labelled: countdowns in whole minutes, buckets as numbers.
import { describe, expect, it } from 'vitest';
import { spokenBucket, spokenCells, spokenCountdown, spokenWindow } from '../../src/ui/spoken.js';

describe('spoken texts', () => {
  it('says a countdown in whole minutes (rounded up), hours and minutes past an hour', () => {
    const now = 1_000_000;
    expect(spokenCountdown(now, now)).toBe('now');
    expect(spokenCountdown(now + 59_000, now)).toBe('in under a minute');
    expect(spokenCountdown(now + 60_000, now)).toBe('in 1 minute');
    expect(spokenCountdown(now + 11 * 60_000 + 1_000, now)).toBe('in 12 minutes');
    expect(spokenCountdown(now + 60 * 60_000, now)).toBe('in 1 hour');
    expect(spokenCountdown(now + 125 * 60_000, now)).toBe('in 2 hours 5 minutes');
  });

  it('reads a bucket as remaining of limit, used, reset and level', () => {
    expect(
      spokenBucket({
        resource: 'core',
        remaining: 4200,
        limit: 5000,
        used: 800,
        estimated: false,
        resets: 'in 12 minutes',
        level: 'ok',
      }),
    ).toBe('core: 4,200 of 5,000 remaining, 800 used, resets in 12 minutes, ok');
    expect(
      spokenBucket({
        resource: 'search',
        remaining: 0,
        limit: 30,
        used: 30,
        estimated: true,
        level: 'critical',
        dry: '12:04',
      }),
    ).toBe('search: about 0 of 30 remaining, 30 used, no window open, ran dry at 12:04, critical');
  });

  it('names each cell by its column and leaves empty cells out', () => {
    expect(
      spokenCells([
        { title: 'Name', value: 'Ana  ' },
        { title: 'Abilities', value: ' ' },
        { title: 'Status', value: 'ACTIVE' },
      ]),
    ).toBe('Name: Ana, Status: ACTIVE');
  });

  it('says only the rows that fit the lines at the width, the selected one among them', () => {
    const short = 'a'.repeat(10);
    const long = 'word '.repeat(30).trim(); // 149 characters: two lines at 80 columns
    expect(spokenWindow([short, short, short], 0, 80, 10)).toEqual({ start: 0, end: 3 });
    expect(spokenWindow([long, long, long, long], 0, 80, 5)).toEqual({ start: 0, end: 2 });
    expect(spokenWindow([long, long, long, long], 3, 80, 5)).toEqual({ start: 2, end: 4 });
    // A row taller than the budget is still said.
    expect(spokenWindow([long], 0, 80, 1)).toEqual({ start: 0, end: 1 });
  });
});
