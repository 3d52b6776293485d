// The range an emulated clock may show: years 1970 to 9999. Past 9999 an ISO timestamp becomes `+010000-...`, which
// boto3 and other SDKs cannot parse, and past ±8.64e15 ms JavaScript's Date throws on the next request; before 1970
// epoch seconds turn negative, which no AWS or GitHub client expects. One module so every way of moving a clock (the
// control plane, the JS API, a frozen test clock) checks the same rule.

export const CLOCK_MIN_MS = Date.UTC(1970, 0, 1);
export const CLOCK_MAX_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Why `ms` cannot be the clock's time, or undefined when it can. */
export function clockRangeProblem(ms: number): string | undefined {
  if (!Number.isFinite(ms)) return 'the time must be a finite number';
  if (ms < CLOCK_MIN_MS || ms > CLOCK_MAX_MS)
    return 'the clock must stay between 1970-01-01T00:00:00Z and 9999-12-31T23:59:59Z';
  return undefined;
}

/** A clock moved outside 1970-9999 (ClockBounds). */
export class ClockRangeError extends RangeError {
  constructor(message: string) {
    super(message);
    this.name = 'ClockRangeError';
  }
}

/** Throws ClockRangeError when `ms` is outside the clock's range; returns it otherwise. */
export function boundedClockTime(ms: number): number {
  const problem = clockRangeProblem(ms);
  if (problem !== undefined) throw new ClockRangeError(problem);
  return ms;
}

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|([+-])(\d{2}):(\d{2}))$/;

/**
 * Epoch milliseconds of an RFC 3339 date-time, or undefined when it is not one or names a date that does not exist
 * (`2030-02-30`, `25:00`): Date.parse would roll those over to another day.
 */
export function parseRfc3339(text: string): number | undefined {
  const match = RFC3339.exec(text);
  if (match === null) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  // Day 0 of the next month is the last day of this one.
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return undefined;
  if (match[9] !== undefined && (Number(match[10]) > 23 || Number(match[11]) > 59)) return undefined;
  const ms = Date.parse(text.replace(' ', 'T'));
  return Number.isNaN(ms) ? undefined : ms;
}
