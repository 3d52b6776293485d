// Timers that fire only when the test advances time: the shell's self-clearing messages and the Ctrl+C window are
// checked without sleeping.

import type { Timers } from '../../src/domain/timers.js';

export class ManualTimers implements Timers {
  private current = 0;
  private nextId = 0;
  private readonly pending = new Map<number, { at: number; callback: () => void }>();

  now(): number {
    return this.current;
  }
  setTimeout(callback: () => void, ms: number): number {
    const id = (this.nextId += 1);
    this.pending.set(id, { at: this.current + ms, callback });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }
  /** Moves time forward, firing due timers in order. */
  advance(ms: number): void {
    const target = this.current + ms;
    for (;;) {
      const due = [...this.pending.entries()].filter(([, t]) => t.at <= target).sort((a, b) => a[1].at - b[1].at)[0];
      if (due === undefined) break;
      this.pending.delete(due[0]);
      this.current = due[1].at;
      due[1].callback();
    }
    this.current = target;
  }
  get size(): number {
    return this.pending.size;
  }
}
