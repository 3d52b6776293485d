// A sliding window counter for GitHub's per-minute secondary budgets (CPU time, points per endpoint, GraphQL points):
// what counts is what was spent in the last `windowMs`, so no burst can pass twice the budget across a window
// boundary as it could with a fixed window (179 s of CPU within 1.5 s, issue 27). Spending is kept in 100 ms steps
// (at most windowMs / 100 entries, usually a few), and a step leaves the window whole, up to 100 ms early.
// Same interface as FixedWindow; `resetMs` is when the oldest spending leaves the window (budget comes back then).
// Every request rolls and adds to several windows of its caller, so the common case (nothing leaves, same step) reads
// only this object's own fields (`nextDrop`, `lastStep`): with thousands of callers, each trip to the step arrays is
// likely a cache miss.

const STEP_MS = 100;

export class SlidingWindow {
  /** Units counted in the window as of the last `roll` or `add`. */
  count = 0;
  private readonly starts: number[] = [];
  private readonly units: number[] = [];
  private head = 0;
  /** When the oldest step still counted leaves the window (epoch ms); Infinity when nothing is counted. */
  private nextDrop = Number.POSITIVE_INFINITY;
  /** The step of the newest entry; -1 when nothing is counted. */
  private lastStep = -1;

  constructor(readonly windowMs: number) {}

  /** When the oldest step still counted leaves the window (epoch ms, whole seconds); 0 when nothing is counted. */
  get resetMs(): number {
    return this.nextDrop === Number.POSITIVE_INFINITY ? 0 : Math.ceil(this.nextDrop / 1000) * 1000;
  }

  /** Drops the steps that have left the window at `now`. */
  roll(now: number): void {
    if (now < this.nextDrop) return;
    while (this.head < this.starts.length && this.starts[this.head]! + this.windowMs <= now) {
      this.count -= this.units[this.head]!;
      this.head += 1;
    }
    if (this.head === this.starts.length) {
      this.starts.length = 0;
      this.units.length = 0;
      this.head = 0;
      this.count = 0;
      this.nextDrop = Number.POSITIVE_INFINITY;
      this.lastStep = -1;
      return;
    }
    if (this.head > 64 && this.head * 2 > this.starts.length) {
      this.starts.splice(0, this.head);
      this.units.splice(0, this.head);
      this.head = 0;
    }
    this.nextDrop = this.starts[this.head]! + this.windowMs;
  }

  /** Counts `units` at `now`. Call `roll(now)` first. */
  add(units: number, now: number): void {
    const step = now - (now % STEP_MS);
    if (step === this.lastStep) this.units[this.units.length - 1]! += units;
    else {
      if (this.lastStep === -1) this.nextDrop = step + this.windowMs;
      this.starts.push(step);
      this.units.push(units);
      this.lastStep = step;
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
