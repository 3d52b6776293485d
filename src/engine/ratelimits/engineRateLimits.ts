// The engine-mode RateLimitsPort: the budget engine plus the traffic simulator, with events and coalesced snapshot
// changes for the explorer's live screen.

import type { Clock } from '../../domain/clock.js';
import { systemClock } from '../../domain/clock.js';
import { ServiceError } from '../../domain/errors.js';
import type { GithubCaller } from '../../domain/ratelimits/callers.js';
import { budgetKey } from '../../domain/ratelimits/limits.js';
import type { SimulatorSettingsUpdate } from '../../domain/ratelimits/simulatorSettings.js';
import type {
  CallerSnapshot,
  RateLimitCaller,
  RateLimitEvent,
  RateLimitsPort,
  Unsubscribe,
  WatchOptions,
} from '../../service/rateLimitsPort.js';
import { createRateLimitEngine } from './rateLimitEngine.js';
import {
  createTrafficSimulator,
  realTimers,
  type SimulatorTimers,
  type TrafficSimulator,
} from './simulator/trafficSimulator.js';
import type { EngineCaller, EngineEvent, RateLimitEngine } from './types.js';

export interface EngineRateLimitsOptions {
  callers: readonly GithubCaller[];
  clock?: Clock;
  /** Real timers by default; `manual` for tests that pump the simulator and call `flush()` themselves. */
  timers?: SimulatorTimers | 'manual';
  seed?: number;
  simulator?: SimulatorSettingsUpdate;
  /** Share an engine (e.g. with the emulator); default: a new one over `callers`. */
  engine?: RateLimitEngine;
}

export interface EngineRateLimits extends RateLimitsPort {
  readonly engine: RateLimitEngine;
  readonly simulator: TrafficSimulator;
  /** Emits pending snapshot changes now (what the watch timer does every interval). */
  flush(): void;
}

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

export function createEngineRateLimits(options: EngineRateLimitsOptions): EngineRateLimits {
  const clock = options.clock ?? systemClock;
  const engine = options.engine ?? createRateLimitEngine({ callers: options.callers });
  const timers = options.timers ?? realTimers;
  const simulator = createTrafficSimulator({
    engine,
    clock,
    timers,
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    settings: { callerIds: engine.callers.slice(0, 1).map((c) => c.id), ...options.simulator },
  });
  const eventListeners: ((e: RateLimitEvent) => void)[] = [];
  const watchers: Watcher[] = [];

  // Callers sharing a budget change together (the shared user budget): a request by one marks all dirty.
  const sharing = new Map<string, string[]>();
  for (const c of engine.callers) {
    const key = budgetKey(c.definition);
    sharing.set(key, [...(sharing.get(key) ?? []), c.id]);
  }
  const markDirty = (caller: EngineCaller): void => {
    if (watchers.length === 0) return;
    const ids = sharing.get(budgetKey(caller.definition)) ?? [caller.id];
    for (const w of watchers) {
      for (const id of ids) if (w.callerIds === undefined || w.callerIds.has(id)) w.dirty.add(id);
      schedule(w);
    }
  };

  // With one-shot timers a watcher costs nothing while nothing changes: an emission is scheduled only when a caller
  // is dirty (at most one per interval) or when a window of its last snapshot resets. Without them (a test's
  // `every`-only timers) it polls every interval.
  const after = timers !== 'manual' ? timers.after?.bind(timers) : undefined;
  const schedule = (w: Watcher): void => {
    if (after === undefined || !watchers.includes(w)) return;
    const now = clock.now();
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
      flushWatcher(w);
    });
  };

  const toPortEvent = (e: EngineEvent): RateLimitEvent | undefined => {
    switch (e.type) {
      case 'counted':
        return {
          type: 'request-counted',
          callerId: e.caller.id,
          at: e.at,
          method: e.request.method,
          path: e.request.path,
          resource: e.rate.resource,
          remaining: e.rate.remaining,
          limit: e.rate.limit,
        };
      case 'primary-limited':
        return {
          type: 'primary-limit-hit',
          callerId: e.caller.id,
          at: e.at,
          method: e.request.method,
          path: e.request.path,
          resource: e.rate.resource,
          limit: e.rate.limit,
          reset: e.rate.reset,
        };
      case 'secondary-limited':
        return {
          type: 'secondary-limit-hit',
          callerId: e.caller.id,
          at: e.at,
          method: e.request.method,
          path: e.request.path,
          limitKind: e.limitKind,
          ...(e.retryAfterSeconds !== undefined ? { retryAfterSeconds: e.retryAfterSeconds } : {}),
        };
      case 'ended':
        return undefined;
    }
  };
  const emit = (event: RateLimitEvent): void => {
    for (const l of [...eventListeners]) l(event);
  };

  const stopEngineObserver = engine.observe((e) => {
    markDirty(e.caller);
    if (eventListeners.length === 0) return;
    const event = toPortEvent(e);
    if (event !== undefined) emit(event);
  });
  const stopSimulatorObserver = simulator.onEvent((e) => {
    const caller = engine.callerById(e.callerId);
    if (caller !== undefined) markDirty(caller);
    if (e.type === 'sent' || eventListeners.length === 0) return;
    const { request, ...rest } = e;
    emit({ ...rest, method: request.method, path: request.path });
  });

  const callerOrThrow = (id: string): EngineCaller => {
    const caller = engine.callerById(id);
    if (caller === undefined) {
      throw new ServiceError({
        name: 'ResourceNotFoundException',
        service: 'github',
        httpStatus: 404,
        message: `No caller with id ${id}`,
        resourceId: id,
        resourceType: 'CALLER',
      });
    }
    return caller;
  };

  const snapshotOf = (caller: EngineCaller): CallerSnapshot => engine.snapshot(caller, clock.now());

  const flushWatcher = (w: Watcher): void => {
    const now = clock.now();
    for (const [id, at] of w.nextChange) if (now >= at) w.dirty.add(id);
    if (w.dirty.size === 0) {
      schedule(w);
      return;
    }
    const snapshots: CallerSnapshot[] = [];
    for (const id of w.dirty) {
      const caller = engine.callerById(id);
      if (caller === undefined) continue;
      const s = snapshotOf(caller);
      snapshots.push(s);
      w.nextChange.set(id, earliestReset(s));
    }
    w.dirty.clear();
    if (snapshots.length > 0) {
      w.lastEmit = now;
      w.listener(snapshots);
    }
    schedule(w);
  };

  const port: EngineRateLimits = {
    mode: 'engine',
    engine,
    simulator,
    async listCallers(): Promise<RateLimitCaller[]> {
      return engine.callers.map((c) => ({
        id: c.id,
        label: c.label,
        kind: c.kind,
        ...(c.fingerprint !== undefined ? { fingerprint: c.fingerprint } : {}),
      }));
    },
    async snapshot(callerId: string): Promise<CallerSnapshot> {
      return snapshotOf(callerOrThrow(callerId));
    },
    watch(listener, watchOptions: WatchOptions = {}): Unsubscribe {
      const ids = watchOptions.callerIds !== undefined ? new Set(watchOptions.callerIds) : undefined;
      const all = engine.callers.filter((c) => ids === undefined || ids.has(c.id)).map((c) => c.id);
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
      watchers.push(w);
      // The first emission (every watched caller) comes on the next microtask, so `watch` never calls back re-entrantly.
      queueMicrotask(() => {
        if (watchers.includes(w)) flushWatcher(w);
      });
      if (after !== undefined) w.stop = () => w.pending?.();
      else if (timers !== 'manual') w.stop = timers.every(intervalMs, () => flushWatcher(w));
      return () => {
        w.stop();
        const i = watchers.indexOf(w);
        if (i >= 0) watchers.splice(i, 1);
      };
    },
    subscribe(listener): Unsubscribe {
      eventListeners.push(listener);
      return () => {
        const i = eventListeners.indexOf(listener);
        if (i >= 0) eventListeners.splice(i, 1);
      };
    },
    flush(): void {
      for (const w of [...watchers]) flushWatcher(w);
    },
    close(): void {
      simulator.close();
      for (const w of [...watchers]) w.stop();
      watchers.length = 0;
      eventListeners.length = 0;
      stopEngineObserver();
      stopSimulatorObserver();
    },
  };
  return port;
}

function earliestReset(s: CallerSnapshot): number {
  let min = Infinity;
  for (const b of s.buckets) if (b.used > 0) min = Math.min(min, b.reset * 1000);
  for (const g of Object.values(s.secondary))
    if (g.reset !== undefined && g.value > 0) min = Math.min(min, g.reset * 1000);
  return min;
}
