// The whole explorer (createExplorerInstance + ExplorerApp) on a virtual clock: the App passes the services' clock to
// the screens, so the rate-limit countdowns follow virtual time instead of the system clock.

import { afterEach, describe, it } from 'vitest';
import { VirtualClock } from '../../src/domain/clock.js';
import {
  createEngineRateLimits,
  DEMO_GITHUB_CALLERS,
  type EngineRateLimits,
} from '../../src/engine/ratelimits/index.js';
import { renderExplorer, type ExplorerHarness } from '../helpers/renderExplorer.js';
import { createFakeServices } from '../helpers/fakeServices.js';

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);

function run(port: EngineRateLimits, clock: VirtualClock, ms: number, step = 100): void {
  for (let t = 0; t < ms; t += step) {
    clock.advance(step);
    port.simulator.pump(clock.now());
  }
  port.flush();
}

describe('explorer on a virtual clock', () => {
  let ui: ExplorerHarness | undefined;
  let port: EngineRateLimits | undefined;
  afterEach(() => {
    ui?.unmount();
    port?.close();
  });

  it('rate-limit countdowns follow the clock passed to the App', async () => {
    const clock = new VirtualClock(T0);
    port = createEngineRateLimits({ callers: DEMO_GITHUB_CALLERS, clock, timers: 'manual', seed: 7 });
    const services = { ...createFakeServices({ bigCount: 10 }), rateLimits: port };
    ui = renderExplorer({ services, clock, initialScreen: 'ratelimits', columns: 100, rows: 30 });
    await ui.waitForFrame(/core\s+5,000\/5,000/);
    await ui.press('space');
    await ui.waitForFrame('● sim running');
    run(port, clock, 1000);
    // The core window opened about a second ago on the virtual clock: it resets in just under an hour (minutes only
    // from ten minutes up).
    await ui.waitForFrame(/core\s+[\d,]+\/5,000\s+\d+\s+59m /);
    await ui.press('space');
    await ui.waitForFrame('○ sim stopped');
    // Thirty virtual minutes later the countdown has moved by thirty minutes (no real time passed).
    run(port, clock, 30 * 60_000, 60_000);
    await ui.waitForFrame(/core\s+[\d,]+\/5,000\s+\d+\s+29m /);
    // Under ten minutes the seconds count again.
    run(port, clock, 20 * 60_000, 60_000);
    await ui.waitForFrame(/core\s+[\d,]+\/5,000\s+\d+\s+9m \d\ds/);
  });
});
