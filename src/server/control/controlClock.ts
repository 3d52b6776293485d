// The emulator's clock: system time shifted by an offset, or frozen. Everything time-dependent in `serve` (record
// timestamps, GitHub windows, x-ratelimit-reset, retry-after) reads it, so a test moves time instead of sleeping.
import type { Clock } from '../../domain/clock.js';

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

  advance(ms: number): void {
    if (this.frozenAt !== undefined) this.frozenAt += ms;
    else this.offsetMs += ms;
  }

  set(ms: number): void {
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
