// The simulator on its timers after a suspension (Ctrl+Z, then fg) or a stalled event loop: it resumes at its rate
// from the moment its timer fires again, never sends the traffic of the gap in one burst.
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/domain/clock.js';
import { createRateLimitEngine } from '../../src/engine/ratelimits/rateLimitEngine.js';
import {
  createTrafficSimulator,
  type SimulatorTimers,
  type TrafficSimulator,
} from '../../src/engine/ratelimits/simulator/trafficSimulator.js';
import { CALLERS, T0 } from './helpers.js';

/** Timers whose repeating callbacks run only when the test says: a tick after a gap is what a resumed process sees. */
class TickTimers implements SimulatorTimers {
  private readonly runs = new Set<() => void>();
  every(_ms: number, run: () => void): () => void {
    this.runs.add(run);
    return () => this.runs.delete(run);
  }
  tick(): void {
    for (const run of [...this.runs]) run();
  }
}

const TICK_MS = 50;

function setUp(): { sim: TrafficSimulator; clock: VirtualClock; timers: TickTimers; sent: () => number } {
  const clock = new VirtualClock(T0);
  const timers = new TickTimers();
  const engine = createRateLimitEngine({ callers: [CALLERS.pat] });
  const sim = createTrafficSimulator({
    engine,
    clock,
    timers,
    tickMs: TICK_MS,
    settings: { ratePerSecond: 10, callerIds: ['pat'] },
  });
  return { sim, clock, timers, sent: () => sim.getState().stats.sent + sim.getState().stats.heldBack };
}

/** Runs the timer every tick for `ms` of virtual time. */
function runFor(clock: VirtualClock, timers: TickTimers, ms: number): void {
  for (let t = 0; t < ms; t += TICK_MS) {
    clock.advance(TICK_MS);
    timers.tick();
  }
}

describe('traffic simulator after a gap in its timer', () => {
  it('a 30 s gap gives no burst: the next second sends at the rate, from the resume', () => {
    const { sim, clock, timers, sent } = setUp();
    sim.start();
    runFor(clock, timers, 2_000);
    const beforeGap = sent();
    expect(beforeGap).toBeGreaterThanOrEqual(19);
    expect(beforeGap).toBeLessThanOrEqual(21);

    clock.advance(30_000);
    timers.tick();
    expect(sent() - beforeGap).toBeLessThanOrEqual(1);

    runFor(clock, timers, 1_000);
    const afterSecond = sent() - beforeGap;
    expect(afterSecond).toBeGreaterThanOrEqual(9);
    expect(afterSecond).toBeLessThanOrEqual(11);
    sim.close();
  });

  it('a short stall (under a second) is still caught up, so the rate holds over it', () => {
    const { sim, clock, timers, sent } = setUp();
    sim.start();
    runFor(clock, timers, 1_000);
    const before = sent();
    clock.advance(800);
    timers.tick();
    expect(sent() - before).toBeGreaterThanOrEqual(7);
    sim.close();
  });

  it('stop, a long wait, then start resumes at the rate from the start', () => {
    const { sim, clock, timers, sent } = setUp();
    sim.start();
    runFor(clock, timers, 1_000);
    sim.stop();
    clock.advance(60_000);
    const before = sent();
    sim.start();
    runFor(clock, timers, 1_000);
    expect(sent() - before).toBeLessThanOrEqual(11);
    sim.close();
  });

  it('with manual pumping (virtual time in steps) every action of a long step still happens', () => {
    const clock = new VirtualClock(T0);
    const engine = createRateLimitEngine({ callers: [CALLERS.pat] });
    const sim = createTrafficSimulator({
      engine,
      clock,
      timers: 'manual',
      settings: { ratePerSecond: 10, callerIds: ['pat'] },
    });
    sim.start();
    clock.advance(30_000);
    sim.pump(clock.now());
    expect(sim.getState().stats.sent + sim.getState().stats.heldBack).toBeGreaterThanOrEqual(300);
    sim.close();
  });
});
