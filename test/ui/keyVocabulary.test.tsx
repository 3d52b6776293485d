// One key vocabulary across screens: `s` sorts and does nothing else, Space starts the simulator; `/` filters every
// list and picker (the collaboration picker, the type picker, the event log, the help) and Esc clears a filter
// before it leaves.
import { afterEach, describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/domain/clock.js';
import {
  createEngineRateLimits,
  DEMO_GITHUB_CALLERS,
  type EngineRateLimits,
} from '../../src/engine/ratelimits/index.js';
import { SCREENS } from '../../src/ui/screens/registry.js';
import { createKeymapRegistryFor } from '../../src/ui/App.js';
import { renderExplorer, type ExplorerHarness } from '../helpers/renderExplorer.js';
import { createFakeServices } from '../helpers/fakeServices.js';
import { profileFixtures } from '../helpers/profileFixtures.js';
import { renderHost, type Host } from './wizardShellHost.js';

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);

describe('one key vocabulary', () => {
  let ui: ExplorerHarness | undefined;
  let host: Host | undefined;
  let port: EngineRateLimits | undefined;
  afterEach(() => {
    ui?.unmount();
    host?.app.unmount();
    port?.close();
    ui = host = port = undefined;
  });

  it('a letter means one kind of action on every screen: s sort, p l n e bound to nothing that differs', () => {
    const registry = createKeymapRegistryFor(SCREENS);
    const kinds = (key: string): string[] =>
      [...new Set(SCREENS.flatMap((s) => registry.commandsForKey(key, s.id).map((c) => c.id)))].sort();
    expect(kinds('s')).toEqual(['members.sort']);
    expect(kinds('space')).toEqual(['profiles.toggle', 'rateLimits.simToggle']);
    expect(kinds('l')).toEqual(['profiles.expand', 'rateLimits.nextCaller']);
    expect(kinds('/')).toEqual([
      'auths.filter',
      'help.filter',
      'log.filter',
      'members.filter',
      'profiles.filter',
      'profiles.typeFilter',
      'rateLimits.filter',
    ]);
    expect(kinds('p')).toEqual([]);
  });

  it('rate limits: s no longer starts the simulator, Space does; a adds the caller', async () => {
    const clock = new VirtualClock(T0);
    port = createEngineRateLimits({ callers: DEMO_GITHUB_CALLERS, clock, timers: 'manual', seed: 7 });
    host = renderHost({ screen: 'ratelimits', columns: 80, rows: 24, clock, rateLimits: port });
    await host.app.waitForFrame('○ sim stopped');
    await host.app.press('s');
    await host.app.press('l');
    await host.app.waitForFrame('caller 2/9');
    expect(host.app.frame()).toContain('○ sim stopped');
    await host.app.press('a');
    await host.app.waitForFrame('as alice-pat,alice-via-enterprise-app');
    await host.app.press('space');
    await host.app.waitForFrame('● sim running');
  });

  it('/ filters the collaboration picker; Esc clears the filter, then leaves', async () => {
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10, smallCount: 10 }) });
    await ui.waitForFrame('Ad measurement');
    await ui.press('/');
    await ui.type('retail');
    await ui.press('enter');
    await ui.waitForFrame("1 of 2 match 'retail'");
    expect(ui.frame()).not.toContain('Ad measurement');
    await ui.press('escape');
    await ui.waitForFrame('Ad measurement');
    expect(ui.frame()).toContain('Pick a collaboration (2;');
  });

  it('a picker filter that matches nothing says so, not that no collaboration is known', async () => {
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10, smallCount: 10 }) });
    await ui.waitForFrame('Ad measurement');
    await ui.press('/');
    await ui.type('nothing-like-it');
    await ui.press('enter');
    await ui.waitForFrame("No collaboration matches 'nothing-like-it' (Esc clears the filter)");
    expect(ui.frame()).not.toContain('No collaborations known');
  });

  it('/ filters the type picker on Profiles; Esc clears it, a second Esc leaves the picker', async () => {
    ui = renderExplorer({
      services: createFakeServices({ bigCount: 10, profiles: profileFixtures() }),
      initialScreen: 'profiles',
      columns: 100,
      rows: 30,
    });
    await ui.waitForFrame('27 profiles');
    await ui.press('t');
    await ui.waitForFrame('Connector type');
    await ui.press('/');
    await ui.type('sap');
    await ui.waitForFrame('1 match');
    await ui.press('enter');
    expect(ui.frame()).not.toContain('Salesforce');
    await ui.press('escape');
    await ui.waitForFrame('Salesforce');
    expect(ui.frame()).toContain('Connector type');
    await ui.press('escape');
    await ui.waitForFrame('27 profiles');
    // Enter on a filtered list picks the entry under the cursor.
    await ui.press('t', '/');
    await ui.type('sap');
    await ui.press('enter', 'enter');
    await ui.waitForFrame('type SAPOData');
  });

  it('/ filters the event log of screen 4; Esc clears it', async () => {
    const clock = new VirtualClock(T0);
    port = createEngineRateLimits({ callers: DEMO_GITHUB_CALLERS, clock, timers: 'manual', seed: 7 });
    host = renderHost({ screen: 'ratelimits', columns: 100, rows: 30, clock, rateLimits: port });
    const h = host;
    const p = port;
    await h.app.waitForFrame('○ sim stopped');
    for (const mix of ['balanced', 'reads', 'search']) {
      await h.app.press('m');
      await h.app.waitForFrame(`mix ${mix}`);
    }
    await h.app.press('+', '+', 'space');
    await h.app.waitForFrame('● sim running');
    for (let t = 0; t < 4000; t += 100) {
      clock.advance(100);
      p.simulator.pump(clock.now());
    }
    p.flush();
    await h.app.waitForFrame('limit hit: search');
    await h.app.press('space', 'v', 'v');
    await h.app.waitForFrame('[Events]');
    await h.app.press('/');
    await h.app.type('limit hit');
    await h.app.press('enter');
    await h.app.waitForFrame(/\d+ of \d+ events match \(Esc clears\)/);
    expect(h.app.frame()).not.toContain('scheduled for');
    await h.app.press('escape');
    await h.app.waitForFrame('scheduled for');
    expect(h.app.frame()).toContain('[Events]');
  });

  it('/ filters the ? help; Esc clears the filter, then closes the help', async () => {
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10 }) });
    await ui.waitForFrame('? help');
    await ui.press('?');
    await ui.waitForFrame('Help: Members');
    await ui.press('/');
    await ui.type('collaboration ID');
    await ui.press('enter');
    await ui.waitForFrame('(Esc clears)');
    expect(ui.frame()).toContain('Type a collaboration ID to open');
    expect(ui.frame()).not.toContain('Move the cursor down');
    await ui.press('escape');
    await ui.waitForFrame('Move the cursor down');
    expect(ui.frame()).toContain('Help: Members');
    await ui.press('escape');
    await ui.waitForFrameWithout('Help: Members');
  });
});
