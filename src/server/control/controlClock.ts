// The emulator's clock: system time shifted by an offset, or frozen. Everything time-dependent in `serve` (record
// timestamps, GitHub windows, x-ratelimit-reset, retry-after) reads it, so a test moves time instead of sleeping.
import type { Clock } from '../../domain/clock.js';
import { boundedClockTime } from '../../domain/clockBounds.js';

export interface ClockState {
  /** Seconds since the epoch (with milliseconds as the fraction). */
  now: number;
  frozen: boolean;
}

export class ControlClock implements Clock {
  private offsetMs = 0;
  private frozenAt: number | undefined;

  constructor(private readonly system: () => number = Date.now) {}

  now(): number {
    return this.frozenAt ?? this.system() + this.offsetMs;
  }

  /** Throws ClockRangeError, changing nothing, when the clock would leave 1970-9999. */
  advance(ms: number): void {
    boundedClockTime(this.now() + ms);
    if (this.frozenAt !== undefined) this.frozenAt += ms;
    else this.offsetMs += ms;
  }

  /** Throws ClockRangeError, changing nothing, when `ms` is outside 1970-9999. */
  set(ms: number): void {
    boundedClockTime(ms);
    if (this.frozenAt !== undefined) this.frozenAt = ms;
    else this.offsetMs = ms - this.system();
  }

  freeze(frozen: boolean): void {
    if (frozen && this.frozenAt === undefined) this.frozenAt = this.now();
    if (!frozen && this.frozenAt !== undefined) {
      this.offsetMs = this.frozenAt - this.system();
      this.frozenAt = undefined;
    }
  }

  /** Back to system time, running. */
  restore(): void {
    this.offsetMs = 0;
    this.frozenAt = undefined;
  }

  state(): ClockState {
    return { now: this.now() / 1000, frozen: this.frozenAt !== undefined };
  }
}
