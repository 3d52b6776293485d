// The watchers of the engine-mode rate-limits port: each gets the snapshots of its callers that changed, coalesced to
// at most one emission per interval. A request marks its caller dirty (and every caller sharing its budget); a window
// reset changes a snapshot with no request, so each watcher also wakes when the next window of its callers resets.

import type { Clock } from '../../domain/clock.js';
import { budgetKey } from '../../domain/ratelimits/limits.js';
import type { CallerSnapshot, Unsubscribe, WatchOptions } from '../../service/rateLimitsPort.js';
import type { SimulatorTimers } from './simulator/trafficSimulator.js';
import type { EngineCaller, RateLimitEngine } from './types.js';

interface Watcher {
  listener: (snapshots: CallerSnapshot[]) => void;
  callerIds: Set<string> | undefined;
  dirty: Set<string>;
  /** Earliest reset among the open windows of each watched caller's last snapshot: the snapshot changes then. */
  nextChange: Map<string, number>;
  intervalMs: number;
  lastEmit: number | undefined;
  /** Cancels the one pending emission, when one is scheduled. */
  pending: (() => void) | undefined;
  /** When the pending emission is due. */
  pendingAt: number;
  stop: () => void;
}

type OneShot = (ms: number, run: () => void) => () => void;

export class SnapshotWatchers {
  private readonly watchers: Watcher[] = [];
  /** Callers sharing a budget change together (the shared user budget): budget key -> their ids. */
  private readonly sharing = new Map<string, string[]>();
  // With one-shot timers a watcher costs nothing while nothing changes: an emission is scheduled only when a caller
  // is dirty (at most one per interval) or when a window of its last snapshot resets. Without them (a test's
  // `every`-only timers) it polls every interval.
  private readonly after: OneShot | undefined;

  constructor(
    private readonly engine: RateLimitEngine,
    private readonly clock: Clock,
    private readonly timers: SimulatorTimers | 'manual',
  ) {
    for (const c of engine.callers) {
      const key = budgetKey(c.definition);
      this.sharing.set(key, [...(this.sharing.get(key) ?? []), c.id]);
    }
    this.after = timers !== 'manual' ? timers.after?.bind(timers) : undefined;
  }

  /** A request by `caller` changed its budget: every watcher of it, or of a caller sharing it, emits soon. */
  markDirty(caller: EngineCaller): void {
    if (this.watchers.length === 0) return;
    const ids = this.sharing.get(budgetKey(caller.definition)) ?? [caller.id];
    for (const w of this.watchers) {
      for (const id of ids) if (w.callerIds === undefined || w.callerIds.has(id)) w.dirty.add(id);
      this.schedule(w);
    }
  }

  watch(listener: (snapshots: CallerSnapshot[]) => void, watchOptions: WatchOptions): Unsubscribe {
    const ids = watchOptions.callerIds !== undefined ? new Set(watchOptions.callerIds) : undefined;
    const all = this.engine.callers.filter((c) => ids === undefined || ids.has(c.id)).map((c) => c.id);
    const intervalMs = watchOptions.intervalMs ?? 250;
    const w: Watcher = {
      listener,
      callerIds: ids,
      dirty: new Set(all),
      nextChange: new Map(),
      intervalMs,
      lastEmit: undefined,
      pending: undefined,
      pendingAt: Infinity,
      stop: () => {},
    };
    this.watchers.push(w);
    // The first emission (every watched caller) comes on the next microtask, so `watch` never calls back re-entrantly.
    queueMicrotask(() => {
      if (this.watchers.includes(w)) this.flushWatcher(w);
    });
    if (this.after !== undefined) w.stop = () => w.pending?.();
    else if (this.timers !== 'manual') w.stop = this.timers.every(intervalMs, () => this.flushWatcher(w));
    return () => {
      w.stop();
      const i = this.watchers.indexOf(w);
      if (i >= 0) this.watchers.splice(i, 1);
    };
  }

  /** Emits every watcher's pending changes now (what its timer does when due). */
  flush(): void {
    for (const w of [...this.watchers]) this.flushWatcher(w);
  }

  close(): void {
    for (const w of [...this.watchers]) w.stop();
    this.watchers.length = 0;
  }

  private schedule(w: Watcher): void {
    const after = this.after;
    if (after === undefined || !this.watchers.includes(w)) return;
    const now = this.clock.now();
    let due = Infinity;
    if (w.dirty.size > 0) due = now;
    else for (const at of w.nextChange.values()) due = Math.min(due, at);
    if (!Number.isFinite(due)) return;
    if (w.lastEmit !== undefined) due = Math.max(due, w.lastEmit + w.intervalMs);
    // One emission is pending at a time; a change that is due sooner (a request while the next window reset is an
    // hour away) moves it forward.
    if (w.pending !== undefined) {
      if (w.pendingAt <= due) return;
      w.pending();
    }
    w.pendingAt = due;
    w.pending = after(Math.max(0, due - now), () => {
      w.pending = undefined;
      this.flushWatcher(w);
    });
  }

  private flushWatcher(w: Watcher): void {
    const now = this.clock.now();
    for (const [id, at] of w.nextChange) if (now >= at) w.dirty.add(id);
    if (w.dirty.size === 0) {
      this.schedule(w);
      return;
    }
    const snapshots: CallerSnapshot[] = [];
    for (const id of w.dirty) {
      const caller = this.engine.callerById(id);
      if (caller === undefined) continue;
      const s = this.engine.snapshot(caller, this.clock.now());
      snapshots.push(s);
      w.nextChange.set(id, earliestReset(s));
    }
    w.dirty.clear();
    if (snapshots.length > 0) {
      w.lastEmit = now;
      w.listener(snapshots);
    }
    this.schedule(w);
  }
}

function earliestReset(s: CallerSnapshot): number {
  let min = Infinity;
  for (const b of s.buckets) if (b.used > 0) min = Math.min(min, b.reset * 1000);
  for (const g of Object.values(s.secondary))
    if (g.reset !== undefined && g.value > 0) min = Math.min(min, g.reset * 1000);
  return min;
}
