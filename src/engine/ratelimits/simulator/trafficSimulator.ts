// The traffic simulator: well-behaved clients that send a configurable mix of requests at a configurable rate as the
// selected callers, through the budget engine and the retry policy, on a real or virtual clock. A limited request is
// retried when the policy allows (never earlier), and the caller holds back new traffic until then: new requests to
// a primary-limited bucket wait for its reset; after a secondary limit, nothing is sent as that caller until the wait
// is over. Giving up on a request (no retries left) drops that request only: the caller still waits out the limit.
// Every action is scheduled at an exact time and processed in time order, so a run is deterministic.

import type { Clock } from '../../../domain/clock.js';
import { assertValid } from '../../../domain/validation.js';
import {
  applySimulatorSettings,
  defaultSimulatorSettings,
  validateSimulatorSettings,
  type SimulatorSettings,
  type SimulatorSettingsUpdate,
} from '../../../domain/ratelimits/simulatorSettings.js';
import type { SimulatorControl, SimulatorState, SimulatorStats, Unsubscribe } from '../../../service/rateLimitsPort.js';
import type { RateLimitEngine } from '../types.js';
import { EventQueue } from './eventQueue.js';
import { mulberry32 } from '../../demo/prng.js';
import { CallerHolds } from './callerHolds.js';
import { generate, retry, type Action, type Simulation, type SimulatorEvent } from './simulatorSteps.js';

export type { SimulatorEvent } from './simulatorSteps.js';

/** Drives `pump` on real time; `manual` leaves it to the caller (tests on a virtual clock). */
export interface SimulatorTimers {
  every(ms: number, run: () => void): () => void;
  /** Runs once after `ms`; returns the cancel. Without it, watchers fall back to `every`. */
  after?(ms: number, run: () => void): () => void;
}

export const realTimers: SimulatorTimers = {
  every(ms, run) {
    const id = setInterval(run, ms);
    id.unref?.();
    return () => clearInterval(id);
  },
  after(ms, run) {
    const id = setTimeout(run, ms);
    id.unref?.();
    return () => clearTimeout(id);
  },
};

export interface TrafficSimulatorOptions {
  engine: RateLimitEngine;
  clock: Clock;
  /** Real timers (default) pump every `tickMs`; `manual` means the owner calls `pump(now)` / `runUntil`. */
  timers?: SimulatorTimers | 'manual';
  tickMs?: number;
  /**
   * The longest gap between two pumps that is caught up action by action. After a longer one (the process was
   * suspended with Ctrl+Z, or its event loop stalled) generation resumes at its rate from the pump's time instead of
   * sending everything "missed" at once: the clients it simulates were stopped too. 1 s on timers (twenty missed 50 ms
   * ticks), unlimited when `manual`, where the owner moves virtual time in steps of its choosing and wants every
   * action of the span.
   */
  maxCatchUpMs?: number;
  seed?: number;
  settings?: SimulatorSettingsUpdate;
}

export interface TrafficSimulator extends SimulatorControl {
  /** Processes every scheduled action due at or before `now`, each at its own scheduled time. */
  pump(now: number): void;
  /** The time of the next scheduled action, if any. */
  nextActionAt(): number | undefined;
  onEvent(listener: (event: SimulatorEvent) => void): Unsubscribe;
  /** Stops and releases timers. */
  close(): void;
}

/** See `TrafficSimulatorOptions.maxCatchUpMs`. */
const DEFAULT_MAX_CATCH_UP_MS = 1000;

/** Listeners called in the order they subscribed; one that unsubscribes while they are called misses no other. */
class Listeners<T> {
  private readonly list: ((value: T) => void)[] = [];

  add(listener: (value: T) => void): Unsubscribe {
    this.list.push(listener);
    return () => {
      const i = this.list.indexOf(listener);
      if (i >= 0) this.list.splice(i, 1);
    };
  }

  emit(value: T): void {
    for (const l of [...this.list]) l(value);
  }

  get size(): number {
    return this.list.length;
  }
}

/** The simulator's state as the port reports it: copies, so a listener cannot change the simulator's own. */
function stateOf(
  settings: SimulatorSettings,
  stats: SimulatorStats,
  holds: CallerHolds,
  engine: RateLimitEngine,
  now: number,
): SimulatorState {
  return {
    ...settings,
    mix: { ...settings.mix },
    callerIds: [...settings.callerIds],
    stats: { ...stats },
    ...(settings.running
      ? { activity: settings.callerIds.map((id) => holds.activity(id, engine.callerById(id), settings.mix, now)) }
      : {}),
  };
}

function noStats(): SimulatorStats {
  return { sent: 0, allowed: 0, primaryLimited: 0, secondaryLimited: 0, retriesScheduled: 0, gaveUp: 0, heldBack: 0 };
}

export function createTrafficSimulator(options: TrafficSimulatorOptions): TrafficSimulator {
  const { engine, clock } = options;
  const known = engine.callers.map((c) => c.id);
  const initial = options.settings ?? {};
  assertValid('github', validateSimulatorSettings(initial, known, ''));
  let settings: SimulatorSettings = applySimulatorSettings(
    { ...defaultSimulatorSettings(known.slice(0, 1)), running: false },
    initial,
  );
  const stats = noStats();
  // The demo data's seeded generator, so a seeded simulation replays exactly.
  const random = mulberry32(options.seed ?? 0x5eed);
  const queue = new EventQueue<Action>();
  const holds = new CallerHolds();
  const eventListeners = new Listeners<SimulatorEvent>();
  const stateListeners = new Listeners<SimulatorState>();
  const timers = options.timers ?? realTimers;
  const tickMs = options.tickMs ?? 50;
  const maxCatchUpMs = options.maxCatchUpMs ?? (timers === 'manual' ? Infinity : DEFAULT_MAX_CATCH_UP_MS);
  let epoch = 0;
  let lastPumpAt: number | undefined;
  let stopTimer: (() => void) | undefined;
  let lastTime = -Infinity;

  const getState = (): SimulatorState => stateOf(settings, stats, holds, engine, Math.max(clock.now(), lastTime));
  const notifyState = (): void => stateListeners.emit(getState());

  const simulation: Simulation = {
    engine,
    queue,
    holds,
    stats,
    settings: () => settings,
    emit: (event) => eventListeners.emit(event),
    listening: () => eventListeners.size > 0,
  };

  const handle = (time: number, action: Action): void => {
    switch (action.type) {
      case 'generate':
        if (!settings.running || action.epoch !== epoch) return;
        generate(simulation, random, time);
        queue.push(time + 1000 / settings.ratePerSecond, { type: 'generate', epoch });
        return;
      case 'end':
        engine.end(action.ticket, time, action.cpuMs);
        return;
      case 'retry':
        retry(simulation, action, time);
        return;
    }
  };

  const pump = (now: number): void => {
    const before = stats.sent + stats.heldBack;
    if (settings.running && lastPumpAt !== undefined && now - lastPumpAt > maxCatchUpMs) {
      // Resume from now: the pending generation (of the old epoch) is dropped when it comes due. Requests in flight
      // still end and retries still go out at their times; only the new traffic of the gap is never made.
      epoch += 1;
      queue.push(Math.max(now, lastTime), { type: 'generate', epoch });
    }
    lastPumpAt = Math.max(now, lastPumpAt ?? now);
    let t: number | undefined;
    while ((t = queue.peekTime()) !== undefined && t <= now) {
      const entry = queue.pop()!;
      lastTime = Math.max(lastTime, entry.time);
      handle(entry.time, entry.value);
    }
    if (stats.sent + stats.heldBack !== before) notifyState();
  };

  const start = (): void => {
    if (settings.running) return;
    settings = { ...settings, running: true };
    epoch += 1;
    lastPumpAt = clock.now();
    queue.push(Math.max(clock.now(), lastTime), { type: 'generate', epoch });
    if (timers !== 'manual' && stopTimer === undefined) stopTimer = timers.every(tickMs, () => pump(clock.now()));
    notifyState();
  };

  const stop = (): void => {
    if (!settings.running) return;
    settings = { ...settings, running: false };
    epoch += 1;
    // Drop pending retries and generation; close requests in flight now, so the concurrency gauge settles.
    const now = Math.max(clock.now(), lastTime);
    for (const action of queue.filter(() => false)) {
      if (action.type === 'end') engine.end(action.ticket, now, action.cpuMs);
    }
    holds.clear();
    stopTimer?.();
    stopTimer = undefined;
    notifyState();
  };

  return {
    getState,
    start,
    stop,
    configure(update) {
      assertValid(
        'github',
        validateSimulatorSettings(
          update,
          engine.callers.map((c) => c.id),
          '',
        ),
      );
      settings = applySimulatorSettings(settings, update);
      if (settings.running && update.ratePerSecond !== undefined) {
        // Apply a new rate at once rather than after the current (possibly long) interval.
        epoch += 1;
        queue.push(Math.max(clock.now(), lastTime), { type: 'generate', epoch });
      }
      notifyState();
    },
    subscribe: (listener) => stateListeners.add(listener),
    onEvent: (listener) => eventListeners.add(listener),
    pump,
    nextActionAt: () => queue.peekTime(),
    close() {
      stop();
      stopTimer?.();
      stopTimer = undefined;
    },
  };
}
