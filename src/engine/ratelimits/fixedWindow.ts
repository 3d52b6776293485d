// A fixed window counter, as GitHub's buckets behave: the window opens at the first counted unit and everything it
// counted disappears at once at its reset time. O(1) per operation, no history kept.

export class FixedWindow {
  /** Units counted in the open window (requests, points or CPU milliseconds). */
  count = 0;
  /** End of the open window in epoch ms, whole seconds (so the `reset` header is exact); 0 when not open. */
  resetMs = 0;

  constructor(readonly windowMs: number) {}

  /** Closes the window if its reset time has passed. */
  roll(now: number): void {
    if (this.resetMs !== 0 && now >= this.resetMs) {
      this.count = 0;
      this.resetMs = 0;
    }
  }

  /** Counts `units` at `now`, opening the window if it is closed. Call `roll(now)` first. */
  add(units: number, now: number): void {
    if (this.resetMs === 0) this.resetMs = Math.ceil((now + this.windowMs) / 1000) * 1000;
    this.count += units;
  }

  /** UTC epoch seconds of the reset: the open window's, or where a window opened now would end. */
  resetSeconds(now: number): number {
    return this.resetMs !== 0 ? this.resetMs / 1000 : Math.ceil((now + this.windowMs) / 1000);
  }

  /** The count at `now` without rolling (for snapshots). */
  countAt(now: number): number {
    return this.resetMs !== 0 && now < this.resetMs ? this.count : 0;
  }

  /** The open window's reset at `now` in epoch seconds without rolling, or undefined if none is open. */
  resetAt(now: number): number | undefined {
    return this.resetMs !== 0 && now < this.resetMs ? this.resetMs / 1000 : undefined;
  }

  /** Whole seconds from `now` until the reset (at least 1). */
  secondsUntilReset(now: number): number {
    return Math.max(1, Math.ceil((this.resetMs !== 0 ? this.resetMs - now : this.windowMs) / 1000));
  }
}
