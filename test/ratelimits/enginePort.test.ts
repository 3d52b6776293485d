// The engine-mode RateLimitsPort: callers, snapshots, coalesced watch, events, simulator control.
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/domain/clock.js';
import { isServiceError } from '../../src/domain/errors.js';
import { RESOURCES } from '../../src/domain/ratelimits/resources.js';
import { createEngineRateLimits } from '../../src/engine/ratelimits/engineRateLimits.js';
import { DEMO_GITHUB_CALLERS } from '../../src/engine/ratelimits/demoCallers.js';
import { validateGithubSection } from '../../src/domain/ratelimits/callers.js';
import type { CallerSnapshot, RateLimitEvent } from '../../src/service/rateLimitsPort.js';
import { CALLERS, T0 } from './helpers.js';

const tick = (): Promise<void> => new Promise((r) => queueMicrotask(r));

describe('engine RateLimitsPort', () => {
  it('lists callers with labels and fingerprints, never tokens', async () => {
    const port = createEngineRateLimits({
      callers: DEMO_GITHUB_CALLERS,
      clock: new VirtualClock(T0),
      timers: 'manual',
    });
    const callers = await port.listCallers();
    expect(callers.map((c) => c.id)).toEqual(DEMO_GITHUB_CALLERS.map((c) => c.id));
    for (const [i, c] of callers.entries()) {
      const def = DEMO_GITHUB_CALLERS[i]!;
      if (def.kind !== 'unauthenticated') {
        expect(c.label).not.toContain(def.token);
        expect(c.fingerprint).toMatch(/^[0-9a-f]{8}$/);
        expect(c.label).toContain(c.fingerprint);
      }
    }
    expect(port.mode).toBe('engine');
    port.close();
  });

  it('the demo callers are a valid github section and cover every kind and the showcase limits', () => {
    expect(validateGithubSection({ callers: DEMO_GITHUB_CALLERS }, 'github')).toEqual([]);
    const kinds = new Set(DEMO_GITHUB_CALLERS.map((c) => c.kind));
    expect([...kinds].sort()).toEqual([
      'actions',
      'app-user',
      'installation',
      'oauth-app',
      'oauth-app-user',
      'unauthenticated',
      'user',
    ]);
    const port = createEngineRateLimits({
      callers: DEMO_GITHUB_CALLERS,
      clock: new VirtualClock(T0),
      timers: 'manual',
    });
    const coreLimits = Object.fromEntries(
      port.engine.callers.map((c) => [c.id, port.engine.rateLimitBody(c, T0).resources.core.limit]),
    );
    expect(coreLimits).toMatchObject({
      'alice-pat': 5000,
      'alice-via-enterprise-app': 15000,
      'install-25-repos': 6250,
      'install-capped': 12500,
      'install-enterprise': 15000,
      'actions-token': 1000,
      anonymous: 60,
    });
    port.close();
  });

  it('snapshot has every bucket and secondary gauge; unknown id is ResourceNotFoundException', async () => {
    const clock = new VirtualClock(T0);
    const port = createEngineRateLimits({ callers: [CALLERS.pat], clock, timers: 'manual' });
    const s = await port.snapshot('pat');
    expect(s.buckets.map((b) => b.resource)).toEqual([...RESOURCES]);
    expect(s.buckets.every((b) => b.estimated === false && b.used === 0 && b.remaining === b.limit)).toBe(true);
    expect(Object.keys(s.secondary).sort()).toEqual([
      'concurrency',
      'contentPerHour',
      'contentPerMinute',
      'cpuMsPerMinute',
      'graphqlCpuMsPerMinute',
      'graphqlPointsPerMinute',
      'restPointsPerMinute',
      'tokenRequestsPerHour',
    ]);
    const error = await port.snapshot('nobody').catch((e: unknown) => e);
    expect(isServiceError(error) && [error.name, error.httpStatus]).toEqual(['ResourceNotFoundException', 404]);
    port.close();
  });

  it('watch: first emission has every watched caller, then only those whose budget changed (shared budgets together), and window resets', async () => {
    const clock = new VirtualClock(T0);
    const port = createEngineRateLimits({
      callers: [CALLERS.pat, CALLERS.enterpriseAppUser, CALLERS.oauthUser],
      clock,
      timers: 'manual',
    });
    const emissions: CallerSnapshot[][] = [];
    const stop = port.watch((s) => emissions.push(s));
    await tick();
    expect(emissions.map((e) => e.map((s) => s.callerId))).toEqual([['pat', 'ent-app-user', 'oauth-user']]);
    port.flush();
    expect(emissions).toHaveLength(1);
    const e = port.engine;
    const d = e.begin(e.callerById('ent-app-user')!, { method: 'GET', path: '/user' }, clock.now());
    if (d.outcome === 'allowed') e.end(d.ticket, clock.now());
    port.flush();
    expect(emissions[1]!.map((s) => s.callerId).sort()).toEqual(['ent-app-user', 'pat']);
    expect(emissions[1]!.find((s) => s.callerId === 'pat')!.buckets[0]).toMatchObject({
      used: 1,
      remaining: 4999,
      limit: 5000,
    });
    expect(emissions[1]!.find((s) => s.callerId === 'pat')!.secondary.restPointsPerMinute).toMatchObject({
      endpoint: 'GET /user',
      value: 1,
    });
    // Resets show without any request: the points minute first, then the core hour.
    clock.advance(59_999);
    port.flush();
    expect(emissions).toHaveLength(2);
    clock.advance(1);
    port.flush();
    expect(emissions).toHaveLength(3);
    expect(emissions[2]![0]!.secondary.restPointsPerMinute.value).toBe(0);
    expect(emissions[2]![0]!.buckets[0]!.used).toBe(1);
    clock.advance(3_540_000 - 1);
    port.flush();
    expect(emissions).toHaveLength(3);
    clock.advance(1);
    port.flush();
    expect(emissions[3]!.map((s) => s.callerId).sort()).toEqual(['ent-app-user', 'pat']);
    expect(emissions[3]![0]!.buckets[0]!.used).toBe(0);
    stop();
    e.begin(e.callerById('pat')!, { method: 'GET', path: '/user' }, clock.now());
    port.flush();
    expect(emissions).toHaveLength(4);
    port.close();
  });

  it('watch with callerIds only reports those', async () => {
    const port = createEngineRateLimits({
      callers: [CALLERS.pat, CALLERS.oauthUser],
      clock: new VirtualClock(T0),
      timers: 'manual',
    });
    const emissions: string[][] = [];
    port.watch((s) => emissions.push(s.map((x) => x.callerId)), { callerIds: ['oauth-user'] });
    await tick();
    port.engine.begin(port.engine.callerById('pat')!, { method: 'GET', path: '/user' }, T0);
    port.flush();
    expect(emissions).toEqual([['oauth-user']]);
    port.close();
  });

  it('subscribe: request counted and primary limit hit (engine), retry scheduled (simulator), without raw requests', () => {
    const clock = new VirtualClock(T0);
    const port = createEngineRateLimits({
      callers: [CALLERS.anonymous],
      clock,
      timers: 'manual',
      simulator: { ratePerSecond: 10, callerIds: ['anon'], maxRetries: 1 },
    });
    const events: RateLimitEvent[] = [];
    port.subscribe((e) => events.push(e));
    port.simulator.start();
    for (let t = 0; t < 2 * 3_600_000 + 120_000; t += 1_000) {
      clock.advance(1_000);
      port.simulator.pump(clock.now());
    }
    const types = new Set(events.map((e) => e.type));
    expect([...types].sort()).toEqual(['primary-limit-hit', 'request-counted', 'retry-scheduled']);
    const counted = events.find((e) => e.type === 'request-counted');
    expect(counted).toMatchObject({
      callerId: 'anon',
      method: expect.any(String),
      path: expect.any(String),
      limit: expect.any(Number),
    });
    const retry = events.find((e) => e.type === 'retry-scheduled');
    expect(retry).toMatchObject({ callerId: 'anon', limit: 'primary', rule: 1 });
    expect(JSON.stringify(events)).not.toMatch(/"request":/);
    port.close();
  });

  it('simulator control: start, configure, stop, state subscription', () => {
    const clock = new VirtualClock(T0);
    const port = createEngineRateLimits({ callers: [CALLERS.pat, CALLERS.anonymous], clock, timers: 'manual' });
    const sim = port.simulator;
    expect(sim.getState()).toMatchObject({ running: false, callerIds: ['pat'], ratePerSecond: 5 });
    const seen: boolean[] = [];
    const unsubscribe = sim.subscribe((s) => seen.push(s.running));
    sim.start();
    sim.configure({ callerIds: ['pat', 'anon'], mix: { search: 5 } });
    expect(sim.getState().mix.search).toBe(5);
    expect(sim.getState().mix.reads).toBe(6);
    clock.advance(10_000);
    sim.pump(clock.now());
    expect(sim.getState().stats.sent).toBeGreaterThan(40);
    sim.stop();
    unsubscribe();
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(false);
    port.close();
  });

  it('watch holds no timer while nothing changes: one emission per change within the interval, one at the next reset', async () => {
    const clock = new VirtualClock(T0);
    const timeouts: { at: number; run: () => void; live: boolean }[] = [];
    const port = createEngineRateLimits({
      callers: [CALLERS.pat],
      clock,
      timers: {
        every: () => {
          throw new Error('a watcher must not poll');
        },
        after: (ms, run) => {
          const t = { at: clock.now() + ms, run, live: true };
          timeouts.push(t);
          return () => (t.live = false);
        },
      },
    });
    const pending = () => timeouts.filter((t) => t.live);
    const runDue = () => {
      for (const t of pending())
        if (t.at <= clock.now()) {
          t.live = false;
          t.run();
        }
    };
    const emissions: CallerSnapshot[][] = [];
    const stop = port.watch((s) => emissions.push(s), { intervalMs: 1_000 });
    await tick();
    expect(emissions).toHaveLength(1);
    expect(pending()).toHaveLength(0);
    const e = port.engine;
    for (let i = 0; i < 3; i += 1) {
      const d = e.begin(e.callerById('pat')!, { method: 'GET', path: '/user' }, clock.now());
      if (d.outcome === 'allowed') e.end(d.ticket, clock.now());
    }
    expect(pending()).toHaveLength(1);
    expect(pending()[0]!.at).toBe(T0 + 1_000);
    clock.advance(1_000);
    runDue();
    expect(emissions).toHaveLength(2);
    expect(emissions[1]![0]!.buckets[0]!.used).toBe(3);
    // Next: the first requests leave the sliding points minute (60 s after them), then the core hour resets.
    expect(pending().map((t) => t.at)).toEqual([T0 + 60_000]);
    // A request meanwhile is not held until that reset: it moves the emission forward to within the interval.
    clock.advance(29_000);
    const more = e.begin(e.callerById('pat')!, { method: 'GET', path: '/user' }, clock.now());
    if (more.outcome === 'allowed') e.end(more.ticket, clock.now());
    expect(pending().map((t) => t.at)).toEqual([T0 + 30_000]);
    runDue();
    expect(emissions).toHaveLength(3);
    expect(emissions[2]![0]!.buckets[0]!.used).toBe(4);
    expect(pending().map((t) => t.at)).toEqual([T0 + 60_000]);
    clock.advance(30_000);
    runDue();
    expect(emissions).toHaveLength(4);
    // The points minute slides (docs/rate-limits.md): the request at 30 s leaves it at 90 s, a change of its own.
    expect(pending().map((t) => t.at)).toEqual([T0 + 90_000]);
    clock.advance(30_000);
    runDue();
    expect(emissions).toHaveLength(5);
    expect(pending().map((t) => t.at)).toEqual([T0 + 3_600_000]);
    clock.advance(3_510_000);
    runDue();
    expect(emissions[5]![0]!.buckets[0]!.used).toBe(0);
    expect(pending()).toHaveLength(0);
    stop();
    port.close();
  });

  it('runs on real timers too (watch interval, simulator ticks) and close() stops them', async () => {
    const port = createEngineRateLimits({
      callers: [CALLERS.pat],
      simulator: { ratePerSecond: 200, callerIds: ['pat'] },
    });
    const snapshots: CallerSnapshot[][] = [];
    port.watch((s) => snapshots.push(s), { intervalMs: 20 });
    port.simulator.start();
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (snapshots.some((batch) => batch.some((s) => s.buckets[0]!.used > 0))) {
          clearInterval(check);
          resolve();
        }
      }, 10);
    });
    port.close();
    expect(port.simulator.getState().running).toBe(false);
  });
});
