// Checking what a test hands the JS API, with an error naming the argument and the rule (a TypeError: the caller's
// code is wrong, not the emulator).

import { clockRangeProblem, parseRfc3339 } from '../domain/clockBounds.js';

/** Epoch ms of a Date, an existing RFC 3339 date-time or epoch ms (a TypeError otherwise), within the clock's range
 * (domain/clockBounds.ts, the control plane's rule: a RangeError outside it). */
export function clockMs(date: unknown, what: string): number {
  let ms: number;
  if (date instanceof Date) ms = date.getTime();
  else if (typeof date === 'number') ms = date;
  else if (typeof date === 'string') ms = parseRfc3339(date) ?? Number.NaN;
  else ms = Number.NaN;
  if (!Number.isFinite(ms))
    throw new TypeError(`${what}: date must be a Date, an existing RFC 3339 date-time or epoch ms`);
  checkClockRange(ms, what);
  return ms;
}

/** A RangeError naming `what` when `ms` is outside the clock's range. */
export function checkClockRange(ms: number, what: string): void {
  const problem = clockRangeProblem(ms);
  if (problem !== undefined) throw new RangeError(`${what}: ${problem}`);
}

/** PEM text from a string or bytes (a Buffer is a Uint8Array). */
export function pemText(value: unknown, what: string): string {
  const text =
    typeof value === 'string' ? value : value instanceof Uint8Array ? Buffer.from(value).toString('utf8') : undefined;
  if (text === undefined || !text.includes('-----BEGIN '))
    throw new TypeError(`${what} must be PEM text (a string or bytes starting with -----BEGIN ...)`);
  return text;
}
