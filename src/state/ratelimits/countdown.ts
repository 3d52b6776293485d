// Countdown to a bucket's reset, from a Clock's now. Resets are epoch seconds on the wire; callers pass ms.

export function formatCountdown(resetAtMs: number, nowMs: number): string {
  const left = Math.ceil((resetAtMs - nowMs) / 1000);
  if (!(left > 0)) return 'now';
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  if (hours > 0) return `${hours}h ${pad(minutes)}m`;
  // Seconds only count under ten minutes (as kubectl's ages do): a long countdown changes once a minute, so a
  // monitor left open does not redraw every second.
  if (minutes >= 10) return `${minutes}m`;
  if (minutes > 0) return `${minutes}m ${pad(seconds)}s`;
  return `${seconds}s`;
}

/** Wall-clock time of day in UTC, `HH:MM:SS`, for "retry scheduled for" lines. */
export function formatClockTime(ms: number): string {
  return new Date(ms).toISOString().slice(11, 19);
}

function pad(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}
