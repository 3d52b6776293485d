// Checking what a test hands the JS API, with an error naming the argument and the rule (a TypeError: the caller's
// code is wrong, not the emulator).

/** The first and last instants the emulator's clock may show: years 1970 to 9999, as RFC 3339 can write them. */
const MIN_MS = 0;
const MAX_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

/** Epoch milliseconds of a Date, an RFC 3339 string or epoch ms, within years 1970-9999. */
export function clockMs(date: unknown, what: string): number {
  let ms: number;
  if (date instanceof Date) ms = date.getTime();
  else if (typeof date === 'number') ms = date;
  else if (typeof date === 'string' && RFC3339.test(date)) ms = Date.parse(date);
  else ms = Number.NaN;
  if (!Number.isFinite(ms))
    throw new TypeError(`${what} must be a Date, an RFC 3339 date-time such as 2030-01-01T00:00:00Z, or epoch ms`);
  if (ms < MIN_MS || ms > MAX_MS)
    throw new TypeError(`${what} must put the clock within the years 1970 to 9999 (it gives ${ms} ms)`);
  return ms;
}

/** PEM text from a string or bytes (a Buffer is a Uint8Array). */
export function pemText(value: unknown, what: string): string {
  const text =
    typeof value === 'string' ? value : value instanceof Uint8Array ? Buffer.from(value).toString('utf8') : undefined;
  if (text === undefined || !text.includes('-----BEGIN '))
    throw new TypeError(`${what} must be PEM text (a string or bytes starting with -----BEGIN ...)`);
  return text;
}
