// Checking what a test hands the JS API, with an error naming the argument and the rule (a TypeError: the caller's
// code is wrong, not the emulator).

/**
 * The range the emulator's clock may show: years 1970 to 9999 (past 9999 timestamps become `+010000-...`, which SDKs
 * cannot parse). The same rule and messages as the control plane's clock bounds (issue 28's clockBounds.ts: when both
 * are merged, this delegates to it).
 */
const MIN_MS = Date.UTC(1970, 0, 1);
const MAX_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

/** Epoch ms of a Date, an RFC 3339 string or epoch ms (a TypeError otherwise), within 1970-9999 (a RangeError). */
export function clockMs(date: unknown, what: string): number {
  let ms: number;
  if (date instanceof Date) ms = date.getTime();
  else if (typeof date === 'number') ms = date;
  else if (typeof date === 'string' && RFC3339.test(date)) ms = Date.parse(date);
  else ms = Number.NaN;
  if (!Number.isFinite(ms)) throw new TypeError(`${what} must be a Date, an existing RFC 3339 date-time or epoch ms`);
  checkClockRange(ms, what);
  return ms;
}

/** A RangeError naming `what` when `ms` is outside the clock's range. */
export function checkClockRange(ms: number, what: string): void {
  if (!(ms >= MIN_MS && ms <= MAX_MS))
    throw new RangeError(`${what}: the clock must stay between 1970-01-01T00:00:00Z and 9999-12-31T23:59:59Z`);
}

/** PEM text from a string or bytes (a Buffer is a Uint8Array). */
export function pemText(value: unknown, what: string): string {
  const text =
    typeof value === 'string' ? value : value instanceof Uint8Array ? Buffer.from(value).toString('utf8') : undefined;
  if (text === undefined || !text.includes('-----BEGIN '))
    throw new TypeError(`${what} must be PEM text (a string or bytes starting with -----BEGIN ...)`);
  return text;
}
