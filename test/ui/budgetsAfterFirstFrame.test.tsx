// The explorer's first frame builds only what it shows: the screens' states are built when first asked for, and the
// engine's rate-limit budgets (built on first use, src/compose/lazyRateLimits.ts) are built by the monitor at mount,
// after the members screen's first frame, not by the rate-limit screen's store while the instance is composed.
import { afterEach, describe, expect, it } from 'vitest';
import { lazyRateLimits } from '../../src/compose/lazyRateLimits.js';
import { VirtualClock } from '../../src/domain/clock.js';
import { createEngineRateLimits, DEMO_GITHUB_CALLERS } from '../../src/engine/ratelimits/index.js';
import { memorySettings } from '../../src/settings/settings.js';
import { createExplorerInstance, ExplorerApp, prefetchInitialScreen, type ExplorerInstance } from '../../src/ui/App.js';
import type { ScreenId } from '../../src/ui/screenContract.js';
import { createFakeServices } from '../helpers/fakeServices.js';
import { renderInk, type InkHarness } from '../helpers/renderInk.js';

let ui: InkHarness | undefined;
afterEach(() => {
  ui?.unmount();
  ui = undefined;
});

function composed(initialScreen: ScreenId): { app: ExplorerInstance; builds: () => number } {
  let builds = 0;
  const clock = new VirtualClock(Date.UTC(2026, 0, 1, 12));
  const rateLimits = lazyRateLimits('engine', () => {
    builds += 1;
    return createEngineRateLimits({ callers: DEMO_GITHUB_CALLERS, clock, timers: 'manual' });
  });
  const app = createExplorerInstance({
    services: { ...createFakeServices(), rateLimits },
    settings: memorySettings({ autoRefreshSeconds: 0 }),
    clock,
    initialScreen,
  });
  return { app, builds: () => builds };
}

describe('what the first frame builds', () => {
  it('on the members screen: only its state, and the budgets once the app has mounted', async () => {
    const { app, builds } = composed('members');
    prefetchInitialScreen(app);
    expect([...app.states.keys()]).toEqual(['members']);
    expect(builds()).toBe(0);

    ui = renderInk(<ExplorerApp instance={app} />, { columns: 80, rows: 24 });
    await ui.waitForFrame('Retail panel');
    // The monitor records the lasting history from start-up: it opens the port at mount.
    expect(builds()).toBe(1);
    expect([...app.states.keys()]).toEqual(['members']);

    // Screen 4 then shows the same port: its store is built now, the budgets are not built again.
    await ui.press('4');
    await ui.waitForFrame('○ sim stopped');
    expect([...app.states.keys()]).toEqual(['members', 'ratelimits']);
    expect(builds()).toBe(1);
  });

  it('a state asked for by a command is built then (the members store, opened from another screen)', () => {
    const { app } = composed('profiles');
    expect([...app.states.keys()]).toEqual([]);
    expect(app.states.has('members')).toBe(true);
    const members = app.states.get('members') as { getState(): { actions: { open(id: string): void } } };
    expect(typeof members.getState().actions.open).toBe('function');
    expect(app.states.get('members')).toBe(members);
    expect(app.states.has('nowhere' as ScreenId)).toBe(false);
    expect(app.states.get('nowhere' as ScreenId)).toBeUndefined();
  });

  it('on the rate-limit screen: its store builds the budgets for the first frame', async () => {
    const { app, builds } = composed('ratelimits');
    ui = renderInk(<ExplorerApp instance={app} />, { columns: 80, rows: 24 });
    await ui.waitForFrame('○ sim stopped');
    expect(builds()).toBe(1);
    expect([...app.states.keys()]).toEqual(['ratelimits']);
  });
});
