// A sliding window counter for GitHub's per-minute secondary budgets (CPU time, points per endpoint, GraphQL points):
// what counts is what was spent in the last `windowMs`, so no burst can pass twice the budget across a window
// boundary as it could with a fixed window (179 s of CPU within 1.5 s, issue 27). Spending is kept in 100 ms steps
// (at most windowMs / 100 entries, usually a few), and a step leaves the window whole, up to 100 ms early.
// Same interface as FixedWindow; `resetMs` is when the oldest spending leaves the window (budget comes back then).

const STEP_MS = 100;

export class SlidingWindow {
  /** Units counted in the window as of the last `roll` or `add`. */
  count = 0;
  private readonly starts: number[] = [];
  private readonly units: number[] = [];
  private head = 0;

  constructor(readonly windowMs: number) {}

  /** When the oldest step still counted leaves the window (epoch ms, whole seconds); 0 when nothing is counted. */
  get resetMs(): number {
    return this.head < this.starts.length ? Math.ceil((this.starts[this.head]! + this.windowMs) / 1000) * 1000 : 0;
  }

  /** Drops the steps that have left the window at `now`. */
  roll(now: number): void {
    while (this.head < this.starts.length && this.starts[this.head]! + this.windowMs <= now) {
      this.count -= this.units[this.head]!;
      this.head += 1;
    }
    if (this.head === this.starts.length) {
      this.starts.length = 0;
      this.units.length = 0;
      this.head = 0;
      this.count = 0;
    } else if (this.head > 64 && this.head * 2 > this.starts.length) {
      this.starts.splice(0, this.head);
      this.units.splice(0, this.head);
      this.head = 0;
    }
  }

  /** Counts `units` at `now`. Call `roll(now)` first. */
  add(units: number, now: number): void {
    const step = Math.floor(now / STEP_MS) * STEP_MS;
    const last = this.starts.length - 1;
    if (last >= this.head && this.starts[last] === step) this.units[last]! += units;
    else {
      this.starts.push(step);
      this.units.push(units);
    }
    this.count += units;
  }

  /** The count at `now` without dropping anything (for snapshots). */
  countAt(now: number): number {
    let total = 0;
    for (let i = this.head; i < this.starts.length; i += 1)
      if (this.starts[i]! + this.windowMs > now) total += this.units[i]!;
    return total;
  }

  /** UTC epoch seconds when the oldest spending still counted at `now` leaves, or undefined when none is. */
  resetAt(now: number): number | undefined {
    for (let i = this.head; i < this.starts.length; i += 1) {
      if (this.starts[i]! + this.windowMs > now) return Math.ceil((this.starts[i]! + this.windowMs) / 1000);
    }
    return undefined;
  }

  resetSeconds(now: number): number {
    return this.resetAt(now) ?? Math.ceil((now + this.windowMs) / 1000);
  }

  /** Whole seconds from `now` until the oldest spending leaves the window (at least 1). */
  secondsUntilReset(now: number): number {
    const reset = this.resetAt(now);
    return Math.max(1, Math.ceil(reset !== undefined ? reset - now / 1000 : this.windowMs / 1000));
  }
}
