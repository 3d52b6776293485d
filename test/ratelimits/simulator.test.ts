// The simulator: a simulated run on a virtual clock never sends a request before the time the retry rules
// allow, and gives up after the configured retries.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/domain/clock.js';
import { isServiceError } from '../../src/domain/errors.js';
import { resourceForRequest } from '../../src/domain/ratelimits/resources.js';
import { createRateLimitEngine } from '../../src/engine/ratelimits/rateLimitEngine.js';
import {
  createTrafficSimulator,
  type SimulatorEvent,
  type TrafficSimulator,
} from '../../src/engine/ratelimits/simulator/trafficSimulator.js';
import type { EngineEvent } from '../../src/engine/ratelimits/types.js';
import { ALL_CALLERS, CALLERS, T0 } from './helpers.js';

function run(sim: TrafficSimulator, clock: VirtualClock, untilMs: number, stepMs = 250): void {
  while (clock.now() < untilMs) {
    clock.advance(stepMs);
    sim.pump(clock.now());
  }
}

/**
 * Checks every send against the holds the retry decisions and give-ups set so far. Returns the number of sends
 * checked.
 */
function checkNeverEarly(events: SimulatorEvent[]): number {
  const holdAll = new Map<string, number>();
  const holdBucket = new Map<string, number>();
  const hold = (callerId: string, limit: 'primary' | 'secondary', resource: string, until: number): void => {
    if (limit === 'secondary') holdAll.set(callerId, Math.max(holdAll.get(callerId) ?? 0, until));
    else holdBucket.set(`${callerId} ${resource}`, Math.max(holdBucket.get(`${callerId} ${resource}`) ?? 0, until));
  };
  let checked = 0;
  for (const e of events) {
    if (e.type === 'retry-scheduled') {
      expect(e.retryAt).toBeGreaterThanOrEqual(e.at);
      hold(e.callerId, e.limit, resourceForRequest(e.request.method, e.request.path), e.retryAt);
    }
    if (e.type === 'gave-up') {
      expect(e.heldUntil).toBeGreaterThanOrEqual(e.at);
      hold(e.callerId, e.limit, resourceForRequest(e.request.method, e.request.path), e.heldUntil);
    }
    if (e.type === 'sent') {
      checked += 1;
      const resource = resourceForRequest(e.request.method, e.request.path);
      const allowed = Math.max(holdAll.get(e.callerId) ?? 0, holdBucket.get(`${e.callerId} ${resource}`) ?? 0);
      if (e.at < allowed)
        throw new Error(`${e.callerId} sent ${e.request.method} ${e.request.path} at ${e.at}, before ${allowed}`);
    }
  }
  return checked;
}

/** Two hours of a busy mixed run (five callers, 40 requests/s, bursts), with every simulator and engine event. */
function busyRun(): { sim: TrafficSimulator; events: SimulatorEvent[]; engineEvents: EngineEvent[] } {
  const clock = new VirtualClock(T0);
  const engine = createRateLimitEngine({ callers: ALL_CALLERS });
  const sim = createTrafficSimulator({
    engine,
    clock,
    timers: 'manual',
    seed: 42,
    settings: {
      ratePerSecond: 40,
      callerIds: ['anon', 'pat', 'ent-app-user', 'actions', 'inst-25'],
      mix: { reads: 5, writes: 2, contentCreation: 3, search: 3, graphql: 2, graphqlMutations: 1, bursts: 0.05 },
      burstSize: 130,
      maxRetries: 4,
    },
  });
  const events: SimulatorEvent[] = [];
  sim.onEvent((e) => events.push(e));
  const engineEvents: EngineEvent[] = [];
  engine.observe((e) => engineEvents.push(e));
  sim.start();
  run(sim, clock, T0 + 2 * 3_600_000, 1_000);
  return { sim, events, engineEvents };
}

describe('traffic simulator', () => {
  it('a busy mixed run never sends before the retry rules allow, and recovers after resets', () => {
    const { sim, events, engineEvents } = busyRun();
    const stats = sim.getState().stats;
    expect(checkNeverEarly(events)).toBe(stats.sent);
    expect(stats.sent).toBeGreaterThan(10_000);
    expect(stats.primaryLimited).toBeGreaterThan(0);
    expect(stats.secondaryLimited).toBeGreaterThan(0);
    expect(stats.retriesScheduled).toBeGreaterThan(0);
    expect(stats.heldBack).toBeGreaterThan(0);
    // Every limited answer the engine gave was followed by a retry or a give-up.
    const limited = engineEvents.filter((e) => e.type === 'primary-limited' || e.type === 'secondary-limited').length;
    expect(limited).toBe(stats.primaryLimited + stats.secondaryLimited);
    expect(stats.retriesScheduled + stats.gaveUp).toBe(limited);
    // Retries were sent, and sent exactly at (or after) their time.
    const retriedSends = events.filter((e) => e.type === 'sent' && e.attempt > 0).length;
    expect(retriedSends).toBeGreaterThan(0);
    // The unauthenticated caller ran out of its 60 core requests in the first hour and was served again after the reset.
    expect(
      engineEvents.some(
        (e) =>
          e.type === 'primary-limited' && e.caller.id === 'anon' && e.rate.resource === 'core' && e.at < T0 + 3_600_000,
      ),
    ).toBe(true);
    expect(
      engineEvents.some(
        (e) => e.type === 'counted' && e.caller.id === 'anon' && e.rate.resource === 'core' && e.at >= T0 + 3_600_000,
      ),
    ).toBe(true);
  });

  it('a retry due while a later limit holds its caller waits for it and says so (rule 6), so every retry is sent at the time its last event named', () => {
    const { sim, events } = busyRun();
    // The latest retry time said for each request and attempt (the request object is the flight's own).
    const said = new Map<object, Map<number, SimulatorEvent & { type: 'retry-scheduled' }>>();
    let retriedSends = 0;
    for (const e of events) {
      if (e.type === 'retry-scheduled') {
        const byAttempt = said.get(e.request) ?? new Map<number, SimulatorEvent & { type: 'retry-scheduled' }>();
        byAttempt.set(e.attempt, e);
        said.set(e.request, byAttempt);
      }
      if (e.type === 'sent' && e.attempt > 0) {
        retriedSends += 1;
        const last = said.get(e.request)?.get(e.attempt);
        expect(last?.retryAt, `${e.callerId} ${e.request.method} ${e.request.path} attempt ${e.attempt}`).toBe(e.at);
      }
    }
    expect(retriedSends).toBeGreaterThan(0);
    const waited = events.filter((e) => e.type === 'retry-scheduled' && e.rule === 6);
    expect(waited.length).toBeGreaterThan(0);
    for (const e of waited) {
      if (e.type !== 'retry-scheduled') continue;
      expect(e.retryAt).toBeGreaterThan(e.at);
      expect(e.reason).toContain('rule 6: held by a later');
    }
    // A wait is the same retry, not a new one.
    const stats = sim.getState().stats;
    expect(events.filter((e) => e.type === 'retry-scheduled' && e.rule !== 6).length).toBe(stats.retriesScheduled);
  });

  it('gives up after the configured number of retries', () => {
    const clock = new VirtualClock(T0);
    const engine = createRateLimitEngine({ callers: [CALLERS.pat, CALLERS.appUser] });
    // Another client of the same user (an app acting for them) holds 100 connections open for the whole run, so every
    // request the simulator sends as the PAT meets the concurrency limit (no retry-after: rules 4 and 5).
    for (let i = 0; i < 100; i += 1)
      engine.begin(engine.callerById('app-user')!, { method: 'GET', path: `/held/${i}` }, T0);
    const sim = createTrafficSimulator({
      engine,
      clock,
      timers: 'manual',
      seed: 7,
      settings: {
        ratePerSecond: 2,
        callerIds: ['pat'],
        mix: { reads: 1, writes: 0, contentCreation: 0, search: 0, graphql: 0, graphqlMutations: 0, bursts: 0 },
        maxRetries: 2,
      },
    });
    const events: SimulatorEvent[] = [];
    sim.onEvent((e) => events.push(e));
    sim.start();
    run(sim, clock, T0 + 30 * 60_000);
    checkNeverEarly(events);
    const gaveUp = events.filter((e) => e.type === 'gave-up');
    expect(gaveUp.length).toBeGreaterThan(0);
    for (const e of gaveUp) {
      expect(e.type === 'gave-up' && e.attempts).toBe(3);
      expect(e.type === 'gave-up' && e.message).toMatch(/^Gave up after 2 retries: secondary rate limit exceeded/);
    }
    const retries = events.filter((e) => e.type === 'retry-scheduled');
    expect(Math.max(...retries.map((e) => (e.type === 'retry-scheduled' ? e.attempt : 0)))).toBe(2);
    // Waits: 60 s (rule 4), then 120 s (rule 5), then give up.
    expect(retries.slice(0, 2).map((e) => e.type === 'retry-scheduled' && [e.rule, e.retryAt - e.at])).toEqual([
      [4, 60_000],
      [5, 120_000],
    ]);
    expect(sim.getState().stats.gaveUp).toBe(gaveUp.length);
  });

  it('with maxRetries 0 every limited request gives up at once', () => {
    const clock = new VirtualClock(T0);
    const engine = createRateLimitEngine({ callers: [CALLERS.anonymous] });
    const sim = createTrafficSimulator({
      engine,
      clock,
      timers: 'manual',
      settings: { ratePerSecond: 5, callerIds: ['anon'], maxRetries: 0 },
    });
    const events: SimulatorEvent[] = [];
    sim.onEvent((e) => events.push(e));
    sim.start();
    run(sim, clock, T0 + 120_000);
    expect(events.some((e) => e.type === 'retry-scheduled')).toBe(false);
    expect(events.filter((e) => e.type === 'gave-up').length).toBe(
      sim.getState().stats.primaryLimited + sim.getState().stats.secondaryLimited,
    );
    expect(sim.getState().stats.gaveUp).toBeGreaterThan(0);
  });

  it('a caller with no retries left still waits out the limit it gave up on: nothing more is sent to the spent bucket', () => {
    const clock = new VirtualClock(T0);
    const engine = createRateLimitEngine({ callers: [CALLERS.anonymous] });
    // Bursts of 110 reads 27 times a second: before the fix, every one after the 60th was sent and given up, about
    // 3,000 requests a second for the whole run.
    const sim = createTrafficSimulator({
      engine,
      clock,
      timers: 'manual',
      settings: {
        ratePerSecond: 27,
        callerIds: ['anon'],
        mix: { reads: 0, writes: 0, contentCreation: 0, search: 0, graphql: 4, graphqlMutations: 4, bursts: 0.02 },
        burstSize: 110,
        maxRetries: 0,
      },
    });
    const events: SimulatorEvent[] = [];
    sim.onEvent((e) => events.push(e));
    sim.start();
    run(sim, clock, T0 + 10 * 60_000, 1_000);
    const { stats, activity } = sim.getState();
    expect(checkNeverEarly(events)).toBe(stats.sent);
    // The 60 requests of the anonymous core budget, and the one that met the limit.
    expect(stats.sent).toBe(61);
    expect(stats.gaveUp).toBe(1);
    expect(stats.heldBack).toBeGreaterThan(1_000);
    const gaveUp = events.find((e) => e.type === 'gave-up');
    const reset = engine.snapshot(engine.callers[0]!, clock.now()).buckets.find((b) => b.resource === 'core')!.reset;
    expect(gaveUp?.type === 'gave-up' && gaveUp.heldUntil).toBe(reset * 1000);
    expect(activity).toEqual([
      { callerId: 'anon', state: 'gave-up', at: gaveUp!.at, limit: 'primary', limitOn: 'core', until: reset * 1000 },
    ]);
  });

  it('is deterministic for a seed', () => {
    const once = (): unknown => {
      const clock = new VirtualClock(T0);
      const engine = createRateLimitEngine({ callers: ALL_CALLERS });
      const sim = createTrafficSimulator({
        engine,
        clock,
        timers: 'manual',
        seed: 99,
        settings: { ratePerSecond: 20, callerIds: ['pat', 'anon'] },
      });
      sim.start();
      run(sim, clock, T0 + 600_000);
      return sim.getState().stats;
    };
    expect(once()).toEqual(once());
  });

  it('stop closes requests in flight and drops pending retries; start resumes', () => {
    const clock = new VirtualClock(T0);
    const engine = createRateLimitEngine({ callers: [CALLERS.pat] });
    const sim = createTrafficSimulator({
      engine,
      clock,
      timers: 'manual',
      settings: {
        ratePerSecond: 1,
        callerIds: ['pat'],
        mix: { reads: 0, writes: 0, contentCreation: 0, search: 0, graphql: 0, graphqlMutations: 0, bursts: 1 },
        burstSize: 150,
      },
    });
    sim.start();
    sim.pump(clock.now());
    expect(engine.snapshot(engine.callers[0]!, clock.now()).secondary.concurrency.value).toBe(100);
    sim.stop();
    expect(sim.getState().running).toBe(false);
    expect(engine.snapshot(engine.callers[0]!, clock.now()).secondary.concurrency.value).toBe(0);
    expect(sim.nextActionAt()).toBeUndefined();
    const sent = sim.getState().stats.sent;
    run(sim, clock, T0 + 10_000);
    expect(sim.getState().stats.sent).toBe(sent);
    sim.start();
    run(sim, clock, T0 + 12_000);
    expect(sim.getState().stats.sent).toBeGreaterThan(sent);
  });

  it('configure validates every field and applies a new rate at once', () => {
    const clock = new VirtualClock(T0);
    const engine = createRateLimitEngine({ callers: [CALLERS.pat, CALLERS.anonymous] });
    const sim = createTrafficSimulator({ engine, clock, timers: 'manual' });
    const states: number[] = [];
    sim.subscribe((s) => states.push(s.ratePerSecond));
    let error: unknown;
    try {
      sim.configure({ ratePerSecond: -1, maxRetries: 1.5, callerIds: ['nobody'], mix: { reads: -2 } as never });
    } catch (e) {
      error = e;
    }
    expect(isServiceError(error) && error.name).toBe('ValidationException');
    expect(isServiceError(error) && error.fieldList?.map((f) => f.name).sort()).toEqual([
      'callerIds[0]',
      'maxRetries',
      'mix.reads',
      'ratePerSecond',
    ]);
    sim.configure({ ratePerSecond: 100, callerIds: ['anon'] });
    expect(sim.getState()).toMatchObject({ ratePerSecond: 100, callerIds: ['anon'] });
    expect(states).toEqual([100]);
    sim.start();
    run(sim, clock, T0 + 1_000, 1_000);
    expect(sim.getState().stats.sent).toBeGreaterThanOrEqual(60);
  });

  it('property: for any seed, rate, mix, callers and retry budget, no send is early and give-ups come after exactly maxRetries retries', () => {
    const weight = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10 }));
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 1, max: 60 }),
        fc.record({
          reads: weight,
          writes: weight,
          contentCreation: weight,
          search: weight,
          graphql: weight,
          graphqlMutations: weight,
          bursts: fc.constantFrom(0, 0.02),
        }),
        fc.subarray(['anon', 'pat', 'ent-app-user', 'actions', 'oauth-app'], { minLength: 1 }),
        fc.integer({ min: 0, max: 4 }),
        (seed, ratePerSecond, mix, callerIds, maxRetries) => {
          const clock = new VirtualClock(T0);
          const engine = createRateLimitEngine({ callers: ALL_CALLERS });
          const withReads = Object.values(mix).some((w) => w > 0) ? mix : { ...mix, reads: 1 };
          const sim = createTrafficSimulator({
            engine,
            clock,
            timers: 'manual',
            seed,
            settings: { ratePerSecond, mix: withReads, callerIds, maxRetries, burstSize: 110 },
          });
          const events: SimulatorEvent[] = [];
          sim.onEvent((e) => events.push(e));
          sim.start();
          run(sim, clock, T0 + 20 * 60_000, 2_000);
          expect(checkNeverEarly(events)).toBe(sim.getState().stats.sent);
          for (const e of events) {
            if (e.type === 'gave-up') expect(e.attempts).toBe(maxRetries + 1);
            if (e.type === 'retry-scheduled') expect(e.attempt).toBeLessThanOrEqual(maxRetries);
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});
