// Screen 4's 1 s tick, rendered: the countdowns follow the clock on their own (leaves reading the store's `time`),
// while the screen's state, and so the screen around them, stays as it was (issue 14: an idle screen's CPU).
import { afterEach, describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/domain/clock.js';
import type { RateLimitsStore } from '../../src/state/ratelimits/rateLimitsStore.js';
import { renderHost, type Host } from './wizardShellHost.js';
import { bucket, FakeRateLimitsPort, snapshotOf } from '../state/rateLimitsFakePort.js';

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);
let host: Host | undefined;
afterEach(() => {
  host?.app.unmount();
  host = undefined;
});

describe('rate-limit screen: the 1 s tick', () => {
  it('moves the countdowns without changing the screen state', async () => {
    const clock = new VirtualClock(T0);
    const fake = new FakeRateLimitsPort(undefined, {
      alice: snapshotOf('alice', T0, [
        bucket('core', 5000, 10, T0 / 1000 + 3600),
        bucket('search', 30, 5, T0 / 1000 + 65),
      ]),
    });
    host = renderHost({ screen: 'ratelimits', rateLimits: fake, clock, columns: 120 });
    await host.app.waitForFrame(/search\s+25\/30\s+5\s+1m 05s/);
    const rl = host.states.get('ratelimits') as RateLimitsStore;
    let stateChanges = 0;
    const unsubscribe = rl.store.subscribe(() => stateChanges++);
    clock.advance(5000);
    await host.app.waitForFrame(/search\s+25\/30\s+5\s+1m 00s/);
    clock.advance(2000);
    const later = await host.app.waitForFrame(/search\s+25\/30\s+5\s+58s/);
    expect(later).toMatch(/core\s+4,990\/5,000\s+10\s+59m/);
    unsubscribe();
    expect(stateChanges).toBe(0);
  });
});
