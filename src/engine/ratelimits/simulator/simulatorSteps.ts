// What the traffic simulator (./trafficSimulator.ts) does at one scheduled time: make a caller's next request (or a
// burst), send a request through the engine and the retry policy, or retry one once its wait is over. Each step
// schedules what follows on the queue, so the simulator only pops the queue in time order.

import { resourceForRequest, type RateLimitResource } from '../../../domain/ratelimits/resources.js';
import { decideRetry } from '../../../domain/ratelimits/retryPolicy.js';
import type { SimulatorSettings } from '../../../domain/ratelimits/simulatorSettings.js';
import type { SimulatorStats } from '../../../service/rateLimitsPort.js';
import { decisionHeaders } from '../headers.js';
import type { EngineCaller, EngineRequest, RateLimitEngine, Ticket } from '../types.js';
import type { EventQueue } from './eventQueue.js';
import { kindsFor, pickKind, requestOfKind, type RequestKind, type SimulatedRequest } from './requestKinds.js';
import { retryHeldReason } from '../../../domain/ratelimits/limitHolds.js';
import type { CallerHolds } from './callerHolds.js';

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

interface Flight {
  caller: EngineCaller;
  sim: SimulatedRequest;
  resource: RateLimitResource;
  retries: number;
}

export type Action =
  | { type: 'generate'; epoch: number }
  | { type: 'end'; ticket: Ticket; cpuMs: number }
  | { type: 'retry'; flight: Flight };

/** The simulator's working parts that a step reads and changes. */
export interface Simulation {
  engine: RateLimitEngine;
  queue: EventQueue<Action>;
  holds: CallerHolds;
  stats: SimulatorStats;
  settings(): SimulatorSettings;
  emit(event: SimulatorEvent): void;
  /** Whether anyone listens for events (the busiest event, `sent`, is made only then). */
  listening(): boolean;
}

/** Sends `flight` at `at`; a limited request is retried when the policy allows, and holds the caller back until then. */
function send(s: Simulation, flight: Flight, at: number): void {
  const { caller, sim } = flight;
  const { stats } = s;
  stats.sent += 1;
  if (s.listening()) s.emit({ type: 'sent', callerId: caller.id, at, request: sim.request, attempt: flight.retries });
  const decision = s.engine.begin(caller, sim.request, at);
  if (decision.outcome === 'allowed') {
    stats.allowed += 1;
    s.holds.of(caller.id).lastAllowedAt = at;
    s.queue.push(at + sim.latencyMs, { type: 'end', ticket: decision.ticket, cpuMs: sim.cpuMs });
    return;
  }
  if (decision.outcome === 'rejected') return;
  if (decision.outcome === 'primary-limited') stats.primaryLimited += 1;
  else stats.secondaryLimited += 1;
  const response = { status: decision.status, headers: decisionHeaders(decision), body: decision.body };
  const next = decideRetry(response, at, flight.retries, { maxRetries: s.settings().maxRetries });
  if (next.action === 'none') return;
  const limit = next.classification.limit;
  const limitOn = decision.outcome === 'secondary-limited' ? decision.limitKind : flight.resource;
  const hold = s.holds.of(caller.id);
  const holdUntil = (until: number): void =>
    hold.limits.add({
      limit,
      ...(limit === 'primary' ? { resource: flight.resource } : {}),
      until,
      limitOn,
      rule: next.rule,
    });
  if (next.action === 'give-up') {
    // A well-behaved client that drops a request still sends nothing the limit covers until a retry would have been
    // allowed (without it, a caller with no retries left hammers its spent budget at the full rate).
    holdUntil(next.limitedUntil);
    stats.gaveUp += 1;
    hold.gaveUp = { at, limit, limitOn };
    s.emit({
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
  holdUntil(next.retryAt);
  hold.gaveUp = undefined;
  stats.retriesScheduled += 1;
  s.queue.push(next.retryAt, { type: 'retry', flight: { ...flight, retries: flight.retries + 1 } });
  s.emit({
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
}

/** Makes one request (or a burst) of the mix as a random selected caller, unless a hold keeps it back. */
export function generate(s: Simulation, random: () => number, at: number): void {
  const settings = s.settings();
  const callers = settings.callerIds
    .map((id) => s.engine.callerById(id))
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
    if (at < s.holds.allowedAt(caller.id, resource, at)) {
      s.stats.heldBack += count - i;
      return;
    }
    if (i > 0) sim = requestOfKind(kind, random);
    send(s, { caller, sim, resource, retries: 0 }, at);
  }
}

/**
 * Sends a retry that came due at `time`. A later limit of the same caller may have moved the allowed time: then it
 * waits for it (never sends early), and says so, as the GitHub backend does, so the event log never shows a retry
 * time that passes with nothing sent.
 */
export function retry(s: Simulation, action: Extract<Action, { type: 'retry' }>, time: number): void {
  const { caller, resource, retries, sim } = action.flight;
  const held = s.holds.on(caller.id, resource, time);
  if (held === undefined) {
    send(s, action.flight, time);
    return;
  }
  s.queue.push(held.until, action);
  s.emit({
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
}
