// The engine-mode RateLimitsPort: the budget engine plus the traffic simulator, with events and coalesced snapshot
// changes for the explorer's live screen.

import type { Clock } from '../../domain/clock.js';
import { systemClock } from '../../domain/clock.js';
import { ServiceError } from '../../domain/errors.js';
import type { GithubCaller } from '../../domain/ratelimits/callers.js';
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
import { SnapshotWatchers } from './snapshotWatchers.js';
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
  const watchers = new SnapshotWatchers(engine, clock, timers);

  const emit = (event: RateLimitEvent): void => {
    for (const l of [...eventListeners]) l(event);
  };
  const stopEngineObserver = engine.observe((e) => {
    watchers.markDirty(e.caller);
    if (eventListeners.length === 0) return;
    const event = toPortEvent(e);
    if (event !== undefined) emit(event);
  });
  const stopSimulatorObserver = simulator.onEvent((e) => {
    const caller = engine.callerById(e.callerId);
    if (caller !== undefined) watchers.markDirty(caller);
    if (e.type === 'sent' || eventListeners.length === 0) return;
    const { request, ...rest } = e;
    emit({ ...rest, method: request.method, path: request.path });
  });

  return {
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
      return engine.snapshot(callerOrThrow(engine, callerId), clock.now());
    },
    watch(listener, watchOptions: WatchOptions = {}): Unsubscribe {
      return watchers.watch(listener, watchOptions);
    },
    subscribe(listener): Unsubscribe {
      eventListeners.push(listener);
      return () => {
        const i = eventListeners.indexOf(listener);
        if (i >= 0) eventListeners.splice(i, 1);
      };
    },
    flush(): void {
      watchers.flush();
    },
    close(): void {
      simulator.close();
      watchers.close();
      eventListeners.length = 0;
      stopEngineObserver();
      stopSimulatorObserver();
    },
  };
}

/** An engine event as the port reports it; the end of a request is not one. */
function toPortEvent(e: EngineEvent): RateLimitEvent | undefined {
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
}

function callerOrThrow(engine: RateLimitEngine, id: string): EngineCaller {
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
}
