// Timers on a VirtualClock: nothing fires until the test advances time.
import type { VirtualClock } from '../../../src/domain/clock.js';
import type { TimerHandle, Timers } from '../../../src/backends/github/timers.js';

interface Pending {
  at: number;
  seq: number;
  callback: () => void;
}

export class ManualTimers implements Timers {
  private pending = new Map<object, Pending>();
  private seq = 0;

  constructor(private readonly clock: VirtualClock) {}

  setTimeout(callback: () => void, ms: number): TimerHandle {
    const handle = {};
    this.pending.set(handle, { at: this.clock.now() + Math.max(0, ms), seq: this.seq++, callback });
    return handle;
  }

  clearTimeout(handle: TimerHandle): void {
    this.pending.delete(handle);
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

  /** Moves the clock forward by `ms`, firing every timer that falls due on the way, in order. */
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
