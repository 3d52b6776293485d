import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { VirtualClock } from '../../src/domain/clock.js';
import { createBatcher } from '../../src/state/ratelimits/batcher.js';
import { appendEvents, describeEvent } from '../../src/state/ratelimits/eventLog.js';
import {
  cycleView,
  initRateLimitsState,
  moveBucketCursor,
  moveCursor,
  selectCaller,
  withCallers,
  withEvents,
  withSnapshots,
} from '../../src/state/ratelimits/rateLimitsModel.js';
import { createRateLimitsStore } from '../../src/state/ratelimits/rateLimitsStore.js';
import {
  describeMix,
  MIX_PRESETS,
  nextPreset,
  presetOf,
  RATE_STEPS,
  stepRate,
  toggleCaller,
} from '../../src/state/ratelimits/simulatorControls.js';
import type { RateLimitEvent } from '../../src/service/rateLimitsPort.js';
import { bucket, FAKE_CALLERS, FakeRateLimitsPort, ManualTimer, snapshotOf } from './rateLimitsFakePort.js';

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);

describe('batcher', () => {
  it('delivers everything pushed, at most once per interval, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 600 }), fc.integer())), (pushes) => {
        const timer = new ManualTimer();
        const deliveries: { at: number; items: number[] }[] = [];
        const b = createBatcher<number>((items) => deliveries.push({ at: timer.now, items }), 250, timer);
        for (const [dt, item] of pushes) {
          timer.advance(dt);
          b.push(item);
        }
        timer.advance(250);
        expect(deliveries.flatMap((d) => d.items)).toEqual(pushes.map(([, item]) => item));
        for (let i = 1; i < deliveries.length; i++)
          expect(deliveries[i]!.at - deliveries[i - 1]!.at).toBeGreaterThanOrEqual(250);
        expect(timer.pending).toBe(0);
      }),
    );
  });

  it('drops what is pending on dispose', () => {
    const timer = new ManualTimer();
    const got: number[] = [];
    const b = createBatcher<number>((items) => got.push(...items), 250, timer);
    b.push(1);
    b.dispose();
    b.push(2);
    timer.advance(1000);
    expect(got).toEqual([]);
  });
});

describe('event log', () => {
  const base = { callerId: 'alice', at: T0, method: 'GET', path: '/repos/o/r' };
  it('keeps notable events only, newest last, bounded', () => {
    const events: RateLimitEvent[] = [
      { ...base, type: 'request-counted', resource: 'core', remaining: 1, limit: 2 },
      { ...base, type: 'primary-limit-hit', resource: 'core', limit: 5000, reset: T0 / 1000 + 3600 },
      {
        ...base,
        type: 'retry-scheduled',
        retryAt: T0 + 60_000,
        attempt: 1,
        rule: 1,
        limit: 'primary',
        reason: 'primary limit',
      },
      { ...base, type: 'gave-up', attempts: 3, limit: 'primary', message: 'core limit, resets 13:00:00' },
    ];
    const { log, nextSeq } = appendEvents([], events, 1, 2);
    expect(log.map((e) => e.event.type)).toEqual(['retry-scheduled', 'gave-up']);
    expect(nextSeq).toBe(4);
  });

  it('says what happened and when the next thing happens', () => {
    expect(
      describeEvent({ ...base, type: 'primary-limit-hit', resource: 'core', limit: 5000, reset: T0 / 1000 + 3600 }),
    ).toBe('limit hit: core 5000 used up, resets 13:00:00 · GET /repos/o/r');
    expect(
      describeEvent({
        ...base,
        type: 'retry-scheduled',
        retryAt: T0 + 60_000,
        attempt: 2,
        rule: 2,
        limit: 'secondary',
        reason: 'secondary limit',
      }),
    ).toBe('retry 2 scheduled for 12:01:00 (secondary limit, rule 2) · GET /repos/o/r');
    expect(
      describeEvent({ ...base, type: 'secondary-limit-hit', limitKind: 'points', retryAfterSeconds: 60 }),
    ).toContain('secondary limit hit (points), retry-after 60s');
    expect(describeEvent({ ...base, type: 'gave-up', attempts: 3, limit: 'primary', message: 'x' })).toBe(
      'gave up after 3 attempts: x',
    );
    // A give-up that leaves the caller waiting says until when; one whose limit has already lapsed does not.
    expect(
      describeEvent({
        ...base,
        type: 'gave-up',
        attempts: 1,
        limit: 'primary',
        message: 'x',
        heldUntil: T0 + 3_600_000,
      }),
    ).toBe('gave up after 1 attempt: x; holding until 13:00:00');
    expect(
      describeEvent({ ...base, type: 'gave-up', attempts: 1, limit: 'primary', message: 'x', heldUntil: base.at }),
    ).toBe('gave up after 1 attempt: x');
  });
});

describe('rate-limit model', () => {
  it('selects the first caller, wraps around when switching, keeps the selection on reload', () => {
    let s = withCallers(initRateLimitsState(), FAKE_CALLERS);
    expect(s.selectedCallerId).toBe('alice');
    s = selectCaller(s, 1);
    expect(s.selectedCallerId).toBe('ci');
    s = selectCaller(s, 1);
    expect(s.selectedCallerId).toBe('alice');
    s = selectCaller(s, -1);
    expect(s.selectedCallerId).toBe('ci');
    expect(withCallers(s, FAKE_CALLERS).selectedCallerId).toBe('ci');
  });

  it('keeps history per caller and bucket and clamps the bucket cursor', () => {
    let s = withCallers(initRateLimitsState(), FAKE_CALLERS);
    s = withSnapshots(s, [
      snapshotOf('alice', T0, [bucket('core', 5000, 0, T0 / 1000 + 3600), bucket('search', 30, 0, T0 / 1000 + 60)]),
    ]);
    s = withSnapshots(s, [
      snapshotOf('alice', T0 + 2000, [
        bucket('core', 5000, 10, T0 / 1000 + 3600),
        bucket('search', 30, 3, T0 / 1000 + 60),
      ]),
    ]);
    expect(s.history['alice/core']!.map((x) => x.remaining)).toEqual([5000, 4990]);
    expect(s.history['alice/search']!.map((x) => x.remaining)).toEqual([30, 27]);
    expect(moveBucketCursor(s, 5).bucketCursor).toBe(1);
    expect(moveBucketCursor(s, -5).bucketCursor).toBe(0);
    expect(cycleView(s).view).toBe('secondary');
    expect(cycleView(s, -1).view).toBe('events');
    expect(cycleView(s, 1, ['buckets', 'events']).view).toBe('events');
    expect(cycleView({ ...s, view: 'secondary' }, 1, ['buckets', 'events']).view).toBe('events');
  });

  it('moves the cursor of the view shown: buckets, secondary rows, event scroll', () => {
    let s = withCallers(initRateLimitsState(), FAKE_CALLERS);
    s = withSnapshots(s, [
      snapshotOf('alice', T0, [bucket('core', 5000, 0, T0 / 1000 + 3600), bucket('search', 30, 0, T0 / 1000 + 60)]),
    ]);
    const hit = {
      callerId: 'alice',
      at: T0,
      method: 'GET',
      path: '/search/issues',
      type: 'primary-limit-hit',
      resource: 'search',
      limit: 30,
      reset: T0 / 1000 + 60,
    } as const;
    s = withEvents(s, [hit, hit, hit]);
    expect(moveCursor(s, 5).bucketCursor).toBe(1);
    const secondary = { ...s, view: 'secondary' as const };
    expect(moveCursor(secondary, 100).secondaryCursor).toBe(7);
    expect(moveCursor(secondary, -1).secondaryCursor).toBe(0);
    const events = { ...s, view: 'events' as const };
    expect(moveCursor(events, 10).eventScroll).toBe(2);
    expect(moveCursor(events, 10).bucketCursor).toBe(0);
  });
});

describe('simulator controls', () => {
  it('steps the rate along the ladder and stops at its ends', () => {
    expect(stepRate(10, 1)).toBe(20);
    expect(stepRate(10, -1)).toBe(5);
    expect(stepRate(7, 1)).toBe(10);
    expect(stepRate(7, -1)).toBe(5);
    expect(stepRate(1, -1)).toBe(1);
    expect(stepRate(1000, 1)).toBe(1000);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (r) => {
        expect(RATE_STEPS).toContain(stepRate(r, 1));
      }),
    );
  });

  it('recognises presets by proportion and cycles through all of them', () => {
    for (const p of MIX_PRESETS)
      expect(
        presetOf({
          ...p.mix,
          reads: p.mix.reads * 3,
          writes: p.mix.writes * 3,
          contentCreation: p.mix.contentCreation * 3,
          search: p.mix.search * 3,
          graphql: p.mix.graphql * 3,
          graphqlMutations: p.mix.graphqlMutations * 3,
          bursts: p.mix.bursts * 3,
        }),
      ).toBe(p);
    const seen = new Set<string>();
    let mix = MIX_PRESETS[0]!.mix;
    for (let i = 0; i < MIX_PRESETS.length; i++) {
      const p = nextPreset(mix);
      seen.add(p.name);
      mix = p.mix;
    }
    expect(seen.size).toBe(MIX_PRESETS.length);
    expect(describeMix(MIX_PRESETS.find((p) => p.name === 'reads')!.mix)).toBe('read 100%');
  });

  it('toggles a caller in and out of the simulated set', () => {
    expect(toggleCaller({ callerIds: ['a'] }, 'b')).toEqual(['a', 'b']);
    expect(toggleCaller({ callerIds: ['a', 'b'] }, 'a')).toEqual(['b']);
  });
});

describe('rate-limit store', () => {
  function setup() {
    const clock = new VirtualClock(T0);
    const timer = new ManualTimer();
    const port = new FakeRateLimitsPort(FAKE_CALLERS, {
      alice: snapshotOf('alice', T0, [bucket('core', 5000, 0, T0 / 1000 + 3600)]),
    });
    const notices: { level: string; text: string }[] = [];
    const rl = createRateLimitsStore({
      port,
      clock,
      timer,
      batchMs: 250,
      tickMs: 1000,
      notify: (level, text) => notices.push({ level, text }),
    });
    return { clock, timer, port, rl, notices };
  }

  it('batches port updates into one state change per interval', async () => {
    const { timer, port, rl, clock } = setup();
    await rl.actions.open();
    let changes = 0;
    rl.store.subscribe(() => changes++);
    for (let i = 1; i <= 50; i++) {
      port.emitSnapshots([snapshotOf('alice', T0 + i * 10, [bucket('core', 5000, i, T0 / 1000 + 3600)])]);
      port.emitEvent({
        callerId: 'alice',
        at: T0 + i * 10,
        type: 'request-counted',
        method: 'GET',
        path: '/x',
        resource: 'core',
        remaining: 5000 - i,
        limit: 5000,
      });
    }
    expect(changes).toBe(0);
    clock.advance(250);
    timer.advance(250);
    expect(changes).toBe(1);
    const state = rl.store.getState();
    expect(state.snapshots.alice!.buckets[0]!.remaining).toBe(4950);
    expect(state.counted).toBe(50);
    expect(rl.time.getState().now).toBe(T0 + 250);
    rl.actions.close();
    expect(port.watchers.size + port.listeners.size + port.simListeners.size).toBe(0);
    expect(timer.pending).toBe(0);
  });

  it('ticks the clock once a second for countdowns', async () => {
    const { timer, rl, clock } = setup();
    await rl.actions.open();
    clock.advance(3000);
    timer.advance(3000);
    expect(rl.time.getState().now).toBe(T0 + 3000);
    rl.actions.close();
  });

  it('moves only the time store on a tick: what subscribes to the screen state sees nothing', async () => {
    const { timer, rl, clock } = setup();
    await rl.actions.open();
    // The first snapshots arrive with the first batch.
    clock.advance(250);
    timer.advance(250);
    let stateChanges = 0;
    let timeChanges = 0;
    rl.store.subscribe(() => stateChanges++);
    rl.time.subscribe(() => timeChanges++);
    for (let i = 0; i < 60; i++) {
      clock.advance(1000);
      timer.advance(1000);
    }
    expect(stateChanges).toBe(0);
    expect(timeChanges).toBe(60);
    expect(rl.time.getState().now).toBe(T0 + 60_250);
    rl.actions.close();
  });

  it('drives the simulator and reports a refused setting as an error notice', async () => {
    const { timer, port, rl, notices } = setup();
    await rl.actions.open();
    rl.actions.toggleSimulator();
    expect(rl.store.getState().simulator?.running).toBe(true);
    expect(port.sim.running).toBe(true);
    for (let i = 0; i < 6; i++) rl.actions.stepRate(1);
    expect(port.sim.ratePerSecond).toBe(500);
    rl.actions.stepRate(1);
    expect(port.sim.ratePerSecond).toBe(500);
    expect(notices[notices.length - 1]).toEqual({ level: 'error', text: 'ratePerSecond must be at most 500' });
    rl.actions.nextMix();
    expect(presetOf(port.sim.mix)?.name).toBe('reads');
    rl.actions.selectCaller(1);
    rl.actions.toggleSelectedCallerInSimulator();
    expect(port.sim.callerIds).toEqual(['alice', 'ci']);
    timer.advance(250);
    expect(rl.store.getState().simulator?.callerIds).toEqual(['alice', 'ci']);
    expect(rl.store.getState().simulator?.running).toBe(true);
    rl.actions.close();
  });
});

describe('callers overview', () => {
  it('names each caller’s tightest open bucket and counts the exhausted ones', async () => {
    const { summarizeCallers } = await import('../../src/state/ratelimits/callerOverview.js');
    const snapshots = {
      alice: snapshotOf('alice', T0, [
        bucket('core', 5000, 1000, T0 / 1000 + 3600),
        bucket('search', 30, 30, T0 / 1000 + 60),
        bucket('graphql', 5000, 0, T0 / 1000 + 3600),
      ]),
      ci: snapshotOf('ci', T0, [bucket('core', 6250, 0, T0 / 1000 + 3600), bucket('search', 30, 0, T0 / 1000 + 60)]),
    };
    expect(summarizeCallers(FAKE_CALLERS, snapshots)).toEqual([
      { id: 'alice', tightest: { resource: 'search', remaining: 0, limit: 30 }, exhausted: 1 },
      { id: 'ci', tightest: { resource: 'core', remaining: 6250, limit: 6250 }, exhausted: 0 },
    ]);
    expect(summarizeCallers(FAKE_CALLERS, {})).toEqual([
      { id: 'alice', exhausted: 0 },
      { id: 'ci', exhausted: 0 },
    ]);
  });
});
