// The traffic simulator: well-behaved clients that send a configurable mix of requests at a configurable rate as the
// selected callers, through the budget engine and the retry policy, on a real or virtual clock. A limited request is
// retried when the policy allows (never earlier), and the caller holds back new traffic until then: new requests to
// a primary-limited bucket wait for its reset; after a secondary limit, nothing is sent as that caller until the wait
// is over. Giving up on a request (no retries left) drops that request only: the caller still waits out the limit.
// Every action is scheduled at an exact time and processed in time order, so a run is deterministic.

import type { Clock } from '../../../domain/clock.js';
import { assertValid } from '../../../domain/validation.js';
import { resourceForRequest, type RateLimitResource } from '../../../domain/ratelimits/resources.js';
import { decideRetry } from '../../../domain/ratelimits/retryPolicy.js';
import {
  applySimulatorSettings,
  defaultSimulatorSettings,
  REQUEST_MIX_KINDS,
  validateSimulatorSettings,
  type SimulatorSettings,
  type SimulatorSettingsUpdate,
} from '../../../domain/ratelimits/simulatorSettings.js';
import type {
  SimulatorCallerActivity,
  SimulatorControl,
  SimulatorState,
  SimulatorStats,
  Unsubscribe,
} from '../../../service/rateLimitsPort.js';
import { decisionHeaders } from '../headers.js';
import type { EngineCaller, EngineRequest, RateLimitEngine, Ticket } from '../types.js';
import { EventQueue } from './eventQueue.js';
import { pickKind, requestOfKind, type RequestKind, type SimulatedRequest } from './requestKinds.js';
import { mulberry32 } from '../../demo/prng.js';
import { LimitHolds, retryHeldReason, type LimitHoldBase } from '../../../domain/ratelimits/limitHolds.js';

/** What the simulator reports besides the engine's own events. */
export type SimulatorEvent =
  | { type: 'sent'; callerId: string; at: number; request: EngineRequest; attempt: number }
  | {
      type: 'retry-scheduled';
      callerId: string;
      at: number;
      request: EngineRequest;
      retryAt: number;
      attempt: number;
      rule: number;
      limit: 'primary' | 'secondary';
      resource?: string;
      reason: string;
    }
  | {
      type: 'gave-up';
      callerId: string;
      at: number;
      request: EngineRequest;
      attempts: number;
      limit: 'primary' | 'secondary';
      message: string;
      /** What the limit covers (the caller, or the bucket) receives nothing from this caller before this time. */
      heldUntil: number;
    };

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

interface Flight {
  caller: EngineCaller;
  sim: SimulatedRequest;
  resource: RateLimitResource;
  retries: number;
}

type Action =
  | { type: 'generate'; epoch: number }
  | { type: 'end'; ticket: Ticket; cpuMs: number }
  | { type: 'retry'; flight: Flight };

/** A wait a caller serves: which limit set it (a secondary limit's kind, or the bucket) under which retry rule. */
interface SimulatorHold extends LimitHoldBase {
  limitOn: string;
  rule: number;
}

interface Hold {
  /** Secondary limits hold everything sent as this caller, primary limits a bucket, until a retry is allowed. */
  limits: LimitHolds<SimulatorHold>;
  /**
   * The last request given up (cleared when a later limit schedules a retry), and the last one allowed: which came
   * later says whether the caller "gave up".
   */
  gaveUp?: { at: number; limit: 'primary' | 'secondary'; limitOn: string };
  lastAllowedAt: number;
}

/** See `TrafficSimulatorOptions.maxCatchUpMs`. */
const DEFAULT_MAX_CATCH_UP_MS = 1000;

const WITHOUT_GRAPHQL = REQUEST_MIX_KINDS.filter((k) => k !== 'graphql' && k !== 'graphqlMutations');

/** The kinds of request a caller sends: unauthenticated callers cannot use GraphQL (401); their mix leaves it out. */
function kindsFor(caller: EngineCaller): readonly RequestKind[] {
  return caller.kind === 'unauthenticated' ? WITHOUT_GRAPHQL : REQUEST_MIX_KINDS;
}

/** Why a caller has nothing to send under the current mix. */
function idleReason(caller: EngineCaller): string {
  return caller.kind === 'unauthenticated' ? 'GraphQL needs a token' : 'the mix is empty';
}

type Wait = Pick<SimulatorCallerActivity, 'limit' | 'limitOn' | 'rule'> & { until: number };

/** The longest wait a caller is serving at `now`: the secondary hold on everything first, else its latest bucket. */
function waitOf(h: Hold, now: number): Wait | undefined {
  const hold = h.limits.secondary(now) ?? h.limits.longestBucket(now);
  if (hold === undefined) return undefined;
  return { until: hold.until, limit: hold.limit, limitOn: hold.limitOn, rule: hold.rule };
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
  const stats: SimulatorStats = {
    sent: 0,
    allowed: 0,
    primaryLimited: 0,
    secondaryLimited: 0,
    retriesScheduled: 0,
    gaveUp: 0,
    heldBack: 0,
  };
  // The demo data's seeded generator, so a seeded simulation replays exactly.
  const random = mulberry32(options.seed ?? 0x5eed);
  const queue = new EventQueue<Action>();
  const holds = new Map<string, Hold>();
  const eventListeners: ((e: SimulatorEvent) => void)[] = [];
  const stateListeners: ((s: SimulatorState) => void)[] = [];
  const timers = options.timers ?? realTimers;
  const tickMs = options.tickMs ?? 50;
  const maxCatchUpMs = options.maxCatchUpMs ?? (timers === 'manual' ? Infinity : DEFAULT_MAX_CATCH_UP_MS);
  let epoch = 0;
  let lastPumpAt: number | undefined;
  let stopTimer: (() => void) | undefined;
  let lastTime = -Infinity;

  const emit = (event: SimulatorEvent): void => {
    for (const l of [...eventListeners]) l(event);
  };
  const activityOf = (callerId: string, now: number): SimulatorCallerActivity => {
    const caller = engine.callerById(callerId);
    if (caller !== undefined && !kindsFor(caller).some((k) => settings.mix[k] > 0)) {
      return { callerId, state: 'idle', reason: idleReason(caller) };
    }
    const h = holds.get(callerId);
    if (h === undefined) return { callerId, state: 'sending' };
    const waiting = waitOf(h, now);
    if (h.gaveUp !== undefined && h.gaveUp.at >= h.lastAllowedAt) {
      const { at, limit, limitOn } = h.gaveUp;
      return {
        callerId,
        state: 'gave-up',
        at,
        limit,
        limitOn,
        ...(waiting !== undefined ? { until: waiting.until } : {}),
      };
    }
    return waiting !== undefined ? { callerId, state: 'backing-off', ...waiting } : { callerId, state: 'sending' };
  };
  const getState = (): SimulatorState => {
    const now = Math.max(clock.now(), lastTime);
    return {
      ...settings,
      mix: { ...settings.mix },
      callerIds: [...settings.callerIds],
      stats: { ...stats },
      ...(settings.running ? { activity: settings.callerIds.map((id) => activityOf(id, now)) } : {}),
    };
  };
  const notifyState = (): void => {
    const s = getState();
    for (const l of [...stateListeners]) l(s);
  };

  const holdOf = (callerId: string): Hold => {
    let h = holds.get(callerId);
    if (h === undefined) {
      h = { limits: new LimitHolds(), lastAllowedAt: -Infinity };
      holds.set(callerId, h);
    }
    return h;
  };
  const holdUntil = (
    hold: Hold,
    resource: RateLimitResource,
    limit: 'primary' | 'secondary',
    limitOn: string,
    until: number,
    rule: number,
  ): void => {
    hold.limits.add({ limit, ...(limit === 'primary' ? { resource } : {}), until, limitOn, rule });
  };
  /** When `resource` may be sent to as `callerId` at `at` or later: `at` itself when nothing holds it. */
  /** The hold that keeps `resource` from being sent to as `callerId` at `at`, if any. */
  const holdOn = (callerId: string, resource: RateLimitResource, at: number): SimulatorHold | undefined =>
    holds.get(callerId)?.limits.covering(resource, at);
  const allowedAt = (callerId: string, resource: RateLimitResource, at: number): number =>
    holdOn(callerId, resource, at)?.until ?? at;

  const send = (flight: Flight, at: number): void => {
    const { caller, sim } = flight;
    stats.sent += 1;
    if (eventListeners.length > 0)
      emit({ type: 'sent', callerId: caller.id, at, request: sim.request, attempt: flight.retries });
    const decision = engine.begin(caller, sim.request, at);
    if (decision.outcome === 'allowed') {
      stats.allowed += 1;
      holdOf(caller.id).lastAllowedAt = at;
      queue.push(at + sim.latencyMs, { type: 'end', ticket: decision.ticket, cpuMs: sim.cpuMs });
      return;
    }
    if (decision.outcome === 'rejected') return;
    if (decision.outcome === 'primary-limited') stats.primaryLimited += 1;
    else stats.secondaryLimited += 1;
    const response = { status: decision.status, headers: decisionHeaders(decision), body: decision.body };
    const next = decideRetry(response, at, flight.retries, { maxRetries: settings.maxRetries });
    if (next.action === 'none') return;
    const limit = next.classification.limit;
    const limitOn = decision.outcome === 'secondary-limited' ? decision.limitKind : flight.resource;
    const hold = holdOf(caller.id);
    if (next.action === 'give-up') {
      // A well-behaved client that drops a request still sends nothing the limit covers until a retry would have been
      // allowed (without it, a caller with no retries left hammers its spent budget at the full rate).
      holdUntil(hold, flight.resource, limit, limitOn, next.limitedUntil, next.rule);
      stats.gaveUp += 1;
      hold.gaveUp = { at, limit, limitOn };
      emit({
        type: 'gave-up',
        callerId: caller.id,
        at,
        request: sim.request,
        attempts: flight.retries + 1,
        limit,
        message: next.message,
        heldUntil: next.limitedUntil,
      });
      return;
    }
    holdUntil(hold, flight.resource, limit, limitOn, next.retryAt, next.rule);
    hold.gaveUp = undefined;
    stats.retriesScheduled += 1;
    queue.push(next.retryAt, { type: 'retry', flight: { ...flight, retries: flight.retries + 1 } });
    emit({
      type: 'retry-scheduled',
      callerId: caller.id,
      at,
      request: sim.request,
      retryAt: next.retryAt,
      attempt: flight.retries + 1,
      rule: next.rule,
      limit,
      ...(next.classification.resource !== undefined ? { resource: next.classification.resource } : {}),
      reason: `${limit} limit (rule ${next.rule}): retry at ${new Date(next.retryAt).toISOString()}`,
    });
  };

  const generate = (at: number): void => {
    const callers = settings.callerIds
      .map((id) => engine.callerById(id))
      .filter((c): c is EngineCaller => c !== undefined);
    if (callers.length === 0) return;
    const caller = callers[Math.floor(random() * callers.length)]!;
    const kind: RequestKind | undefined = pickKind(settings.mix, kindsFor(caller), random);
    if (kind === undefined) return;
    const count = kind === 'bursts' ? settings.burstSize : 1;
    let sim = requestOfKind(kind, random);
    // Every request of a kind counts against one bucket (requestKinds.ts), so a hold holds back the rest of a burst.
    const resource = resourceForRequest(sim.request.method, sim.request.path);
    for (let i = 0; i < count; i += 1) {
      if (at < allowedAt(caller.id, resource, at)) {
        stats.heldBack += count - i;
        return;
      }
      if (i > 0) sim = requestOfKind(kind, random);
      send({ caller, sim, resource, retries: 0 }, at);
    }
  };

  const handle = (time: number, action: Action): void => {
    switch (action.type) {
      case 'generate':
        if (!settings.running || action.epoch !== epoch) return;
        generate(time);
        queue.push(time + 1000 / settings.ratePerSecond, { type: 'generate', epoch });
        return;
      case 'end':
        engine.end(action.ticket, time, action.cpuMs);
        return;
      case 'retry': {
        // A later limit of the same caller may have moved the allowed time: wait for it (never send early), and say
        // so, as the GitHub backend does, so the event log never shows a retry time that passes with nothing sent.
        const { caller, resource, retries, sim } = action.flight;
        const held = holdOn(caller.id, resource, time);
        if (held === undefined) {
          send(action.flight, time);
          return;
        }
        queue.push(held.until, action);
        emit({
          type: 'retry-scheduled',
          callerId: caller.id,
          at: time,
          request: sim.request,
          retryAt: held.until,
          attempt: retries,
          rule: 6,
          limit: held.limit,
          ...(held.resource !== undefined ? { resource: held.resource } : {}),
          reason: retryHeldReason(held),
        });
        return;
      }
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
    subscribe(listener) {
      stateListeners.push(listener);
      return () => remove(stateListeners, listener);
    },
    onEvent(listener) {
      eventListeners.push(listener);
      return () => remove(eventListeners, listener);
    },
    pump,
    nextActionAt: () => queue.peekTime(),
    close() {
      stop();
      stopTimer?.();
      stopTimer = undefined;
    },
  };
}

function remove<T>(list: T[], item: T): void {
  const i = list.indexOf(item);
  if (i >= 0) list.splice(i, 1);
}
