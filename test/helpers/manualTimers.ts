// Timers that fire only when the test advances time: the shell's self-clearing messages and Ctrl+C window, the GitHub
// backend's polling and watch coalescing, all checked without sleeping. On the test's VirtualClock when given (time
// then moves with it), else on a clock of its own that starts at 0.

import { VirtualClock } from '../../src/domain/clock.js';
import type { TimerHandle, Timers } from '../../src/domain/timers.js';

interface Pending {
  at: number;
  seq: number;
  callback: () => void;
}

export class ManualTimers implements Timers {
  private readonly pending = new Map<object, Pending>();
  private seq = 0;

  constructor(private readonly clock: VirtualClock = new VirtualClock(0)) {}

  now(): number {
    return this.clock.now();
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    const handle = {};
    this.pending.set(handle, { at: this.clock.now() + Math.max(0, ms), seq: this.seq++, callback });
    return handle;
  }

  clearTimeout(handle: TimerHandle): void {
    this.pending.delete(handle as object);
  }

  get size(): number {
    return this.pending.size;
  }

  /** When each pending timer is due. */
  dueTimes(): number[] {
    return [...this.pending.values()].map((p) => p.at).sort((a, b) => a - b);
  }

  /** When the next timer is due, or undefined. */
  nextDue(): number | undefined {
    let next: number | undefined;
    for (const p of this.pending.values()) if (next === undefined || p.at < next) next = p.at;
    return next;
  }

  /** Moves time forward by `ms`, firing every timer that falls due on the way, in order (ties in creation order). */
  advance(ms: number): void {
    const target = this.clock.now() + ms;
    for (;;) {
      let due: [object, Pending] | undefined;
      for (const entry of this.pending) {
        if (
          entry[1].at <= target &&
          (due === undefined || entry[1].at < due[1].at || (entry[1].at === due[1].at && entry[1].seq < due[1].seq))
        )
          due = entry;
      }
      if (due === undefined) break;
      this.pending.delete(due[0]);
      if (due[1].at > this.clock.now()) this.clock.set(due[1].at);
      due[1].callback();
    }
    this.clock.set(target);
  }
}
