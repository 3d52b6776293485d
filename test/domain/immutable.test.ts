import { describe, expect, it } from 'vitest';
import { isDeepFrozen, ReadonlyDate } from '../../src/domain/immutable.js';

const SETTERS = [
  ['setTime', 0],
  ['setMilliseconds', 1],
  ['setUTCMilliseconds', 1],
  ['setSeconds', 1],
  ['setUTCSeconds', 1],
  ['setMinutes', 1],
  ['setUTCMinutes', 1],
  ['setHours', 1],
  ['setUTCHours', 1],
  ['setDate', 1],
  ['setUTCDate', 1],
  ['setMonth', 1],
  ['setUTCMonth', 1],
  ['setFullYear', 2000],
  ['setUTCFullYear', 2000],
] as const;

describe('ReadonlyDate', () => {
  it.each(SETTERS)('refuses %s and keeps its time', (setter, argument) => {
    const date = new ReadonlyDate(1_690_000_000_123);
    expect(() => (date[setter] as (value: number) => number)(argument)).toThrow(TypeError);
    expect(date.getTime()).toBe(1_690_000_000_123);
  });

  it('is a Date in every other respect', () => {
    const date = new ReadonlyDate(1_690_000_000_123);
    expect(date).toBeInstanceOf(Date);
    expect(date).toEqual(new Date(1_690_000_000_123));
    expect(JSON.stringify({ date })).toBe(JSON.stringify({ date: new Date(1_690_000_000_123) }));
    expect(date.toISOString()).toBe('2023-07-22T04:26:40.123Z');
    const copy = new Date(date);
    copy.setTime(0);
    expect(copy.getTime()).toBe(0);
  });

  it('cannot be given a setter of its own by assignment', () => {
    const date = new ReadonlyDate(5);
    expect(() => {
      (date as unknown as Record<string, unknown>).setTime = () => 0;
    }).toThrow(TypeError);
  });
});

describe('isDeepFrozen', () => {
  it('accepts primitives, and objects frozen all the way down with read-only dates', () => {
    expect(isDeepFrozen('x')).toBe(true);
    expect(isDeepFrozen(Object.freeze({ a: Object.freeze([1, 2]), at: new ReadonlyDate(0) }))).toBe(true);
  });

  it.each([
    ['an unfrozen object', { a: 1 }],
    ['a frozen object with an unfrozen array', Object.freeze({ a: [1] })],
    ['a frozen array with an unfrozen object', Object.freeze([Object.freeze({}), {}])],
    ['a frozen object with a plain Date', Object.freeze({ at: new Date(0) })],
    ['a deeply nested unfrozen object', Object.freeze({ a: Object.freeze({ b: Object.freeze({ c: {} }) }) })],
  ])('refuses %s', (_what, value) => {
    expect(isDeepFrozen(value)).toBe(false);
  });
});
