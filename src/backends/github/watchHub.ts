// watch() for the GitHub backend: each listener gets the snapshots of the callers that changed since its last
// emission, at most once per its interval; its first emission carries every watched caller.
import type { Clock } from '../../domain/clock.js';
import type { CallerSnapshot, Unsubscribe, WatchOptions } from '../../service/rateLimitsPort.js';
import type { TimerHandle, Timers } from '../../domain/timers.js';

interface Watcher {
  listener: (snapshots: CallerSnapshot[]) => void;
  callerIds: Set<string> | undefined;
  intervalMs: number;
  dirty: Set<string>;
  lastEmit: number | undefined;
  timer: TimerHandle | undefined;
}

export const DEFAULT_WATCH_INTERVAL_MS = 250;

export class WatchHub {
  private readonly watchers = new Set<Watcher>();

  constructor(
    private readonly clock: Clock,
    private readonly timers: Timers,
    private readonly allCallerIds: () => string[],
    private readonly snapshotOf: (callerId: string) => CallerSnapshot,
  ) {}

  watch(listener: (snapshots: CallerSnapshot[]) => void, options: WatchOptions = {}): Unsubscribe {
    const watcher: Watcher = {
      listener,
      callerIds: options.callerIds === undefined ? undefined : new Set(options.callerIds),
      intervalMs: Math.max(0, options.intervalMs ?? DEFAULT_WATCH_INTERVAL_MS),
      dirty: new Set(
        this.allCallerIds().filter((id) => options.callerIds === undefined || options.callerIds.includes(id)),
      ),
      lastEmit: undefined,
      timer: undefined,
    };
    this.watchers.add(watcher);
    this.schedule(watcher);
    return () => {
      if (watcher.timer !== undefined) this.timers.clearTimeout(watcher.timer);
      this.watchers.delete(watcher);
    };
  }

  /** A caller's snapshot changed. */
  changed(callerId: string): void {
    for (const watcher of this.watchers) {
      if (watcher.callerIds !== undefined && !watcher.callerIds.has(callerId)) continue;
      watcher.dirty.add(callerId);
      this.schedule(watcher);
    }
  }

  close(): void {
    for (const watcher of this.watchers) if (watcher.timer !== undefined) this.timers.clearTimeout(watcher.timer);
    this.watchers.clear();
  }

  private schedule(watcher: Watcher): void {
    if (watcher.timer !== undefined || watcher.dirty.size === 0) return;
    const now = this.clock.now();
    const due = watcher.lastEmit === undefined ? now : watcher.lastEmit + watcher.intervalMs;
    watcher.timer = this.timers.setTimeout(() => this.emit(watcher), Math.max(0, due - now));
  }

  private emit(watcher: Watcher): void {
    watcher.timer = undefined;
    if (!this.watchers.has(watcher) || watcher.dirty.size === 0) return;
    const ids = [...watcher.dirty];
    watcher.dirty.clear();
    watcher.lastEmit = this.clock.now();
    watcher.listener(ids.map((id) => this.snapshotOf(id)));
  }
}
