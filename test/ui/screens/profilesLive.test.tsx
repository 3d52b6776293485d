// Live views on the connector-profiles tree (issue 30, addition 1): the loaded pages of the current query are listed
// again every `autoRefreshSeconds`, on the injected timers (advanced by the test, never waited for): a profile created
// or changed elsewhere shows without R, marked `*`; the cursor stays on its profile; the header says when; 0 turns it
// off; nothing moves under the filter field or a detail; after `:load-all` a refresh lists every loaded page again.
import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../../helpers/renderExplorer.js';
import { createFakeServices } from '../../helpers/fakeServices.js';
import { profileFixtures } from '../../helpers/profileFixtures.js';
import { memorySettings } from '../../../src/settings/settings.js';
import { createEngine, demoDataset } from '../../../src/engine/index.js';
import { VirtualClock } from '../../../src/domain/clock.js';
import { timeOfDay } from '../../../src/state/liveRefresh.js';
import type { CreateConnectorProfileRequest } from '../../../src/domain/appflow/types.js';
import type { ProfilesStore } from '../../../src/state/profiles/profilesStore.js';
import { ManualTimers } from '../../helpers/manualTimers.js';

let ui: ExplorerHarness | undefined;
afterEach(() => ui?.unmount());

function zendesk(name: string, connectionMode: 'Public' | 'Private' = 'Public'): CreateConnectorProfileRequest {
  return {
    connectorProfileName: name,
    connectorType: 'Zendesk',
    connectionMode,
    connectorProfileConfig: {
      connectorProfileProperties: { Zendesk: { instanceUrl: `https://${name}.zendesk.com` } },
      connectorProfileCredentials: { Zendesk: { clientId: 'live-client', clientSecret: 'sy-test-secret-7Hq2Zx' } },
    },
  };
}

/** The demo profiles on the engine, the tree shown, live every 5 s (unless told otherwise). */
async function liveTree(settings: { autoRefreshSeconds?: number } = {}) {
  const clock = new VirtualClock(Date.UTC(2026, 0, 1, 12));
  const timers = new ManualTimers(clock);
  const engine = createEngine({ dataset: demoDataset(), clock });
  await engine.connectorProfiles.create(zendesk('live-zendesk'));
  ui = renderExplorer({
    services: { ...createFakeServices({ bigCount: 10 }), connectorProfiles: engine.connectorProfiles },
    settings: memorySettings(settings),
    timers,
    clock,
    initialScreen: 'profiles',
    columns: 100,
    rows: 60,
  });
  await ui.waitForFrame(/\d+ profiles \(all \d+\)/);
  await ui.waitForFrame('live-zendesk');
  return { h: ui, engine, timers, clock, store: ui.app.states.get('profiles') as ProfilesStore };
}

/** The tree row of the profile `name` (the cursor and change marks, the indent, then the name). */
function rowOf(frame: string, name: string): string {
  return frame.split('\n').find((line) => line.slice(5).startsWith(`${name} `)) ?? '';
}

/** Moves the cursor onto the profile `name`. */
async function selectProfile(h: ExplorerHarness, store: ProfilesStore, name: string): Promise<void> {
  const index = store.getState().rows.findIndex((r) => r.kind === 'profile' && r.profile.connectorProfileName === name);
  for (let i = 0; i < index; i += 1) await h.press('j');
  await h.waitForFrame((f) => rowOf(f, name).startsWith('›'));
}

describe('live connector-profiles tree', () => {
  it('a profile created and one changed elsewhere show without R, marked; the cursor stays; the header says when', async () => {
    const { h, engine, timers, clock, store } = await liveTree();
    await selectProfile(h, store, 'live-zendesk');
    expect(h.frame()).toContain(`updated ${timeOfDay(clock.now())}`);
    const before = store.getState().profiles.length;
    clock.advance(2000);
    await engine.connectorProfiles.update({
      connectorProfileName: 'live-zendesk',
      connectionMode: 'Private',
      connectorProfileConfig: zendesk('live-zendesk').connectorProfileConfig,
    });
    await engine.connectorProfiles.create(zendesk('another-zendesk'));
    expect(rowOf(h.frame(), 'live-zendesk')).toContain('Public');
    timers.advance(5000);
    const live = await h.waitForFrame((f) => rowOf(f, 'another-zendesk') !== '');
    expect(rowOf(live, 'live-zendesk')).toMatch(/^›\* {3}live-zendesk .*Private/);
    expect(rowOf(live, 'another-zendesk')).toMatch(/^ \* {3}another-zendesk/);
    expect(live).toContain(
      `${before + 1} profiles (all ${before + 1}) · type any · page 50 · updated ${timeOfDay(clock.now())}`,
    );
    // Unchanged profiles are not marked.
    const marked = live.split('\n').filter((line) => /^[ ›]\* {3}\S/.test(line));
    expect(marked).toHaveLength(2);
    // Each refresh is a DescribeConnectorProfiles call the call log shows.
    expect(h.app.callLog.entries().filter((e) => e.operation === 'DescribeConnectorProfiles')).toHaveLength(2);
    // The next refresh finds nothing new: the marks go, the cursor is still on the profile.
    timers.advance(5000);
    await h.waitForFrame((f) => rowOf(f, 'another-zendesk').startsWith('    '));
    expect(rowOf(h.frame(), 'live-zendesk')).toMatch(/^› {4}live-zendesk/);
  });

  it('0 turns it off: nothing is listed again until R', async () => {
    const { h, engine, timers } = await liveTree({ autoRefreshSeconds: 0 });
    await engine.connectorProfiles.create(zendesk('another-zendesk'));
    timers.advance(60_000);
    await h.press('j');
    await h.waitForFrame(/^›/m);
    expect(rowOf(h.frame(), 'another-zendesk')).toBe('');
    await h.press('R');
    await h.waitForFrame((f) => rowOf(f, 'another-zendesk') !== '');
  });

  it('no refresh while the filter field or a detail is open; the next tick after they close refreshes', async () => {
    const { h, engine, timers, store } = await liveTree();
    await h.press('/');
    await h.waitForFrame(/^\//m);
    await engine.connectorProfiles.create(zendesk('another-zendesk'));
    timers.advance(5000);
    await h.type('zendesk');
    await h.waitForFrame((f) => rowOf(f, 'live-zendesk') !== '' && !f.includes('Salesforce'));
    expect(rowOf(h.frame(), 'another-zendesk')).toBe('');
    await h.press('enter');
    await selectProfile(h, store, 'live-zendesk');
    await h.press('enter');
    await h.waitForFrame('Profiles > Instance URL only > live-zendesk');
    timers.advance(5000);
    await h.press('escape');
    await h.waitForFrame((f) => rowOf(f, 'live-zendesk').startsWith('›'));
    expect(rowOf(h.frame(), 'another-zendesk')).toBe('');
    timers.advance(5000);
    await h.waitForFrame((f) => rowOf(f, 'another-zendesk') !== '');
  });

  it('after :load-all a refresh lists every loaded page again, one call a page, and keeps every profile', async () => {
    const clock = new VirtualClock(Date.UTC(2026, 0, 1, 12));
    const timers = new ManualTimers(clock);
    const services = createFakeServices({ bigCount: 10, profiles: profileFixtures() });
    ui = renderExplorer({
      services,
      settings: memorySettings(),
      timers,
      clock,
      initialScreen: 'profiles',
      columns: 160,
      rows: 30,
    });
    await ui.waitForFrame('27 profiles (all 27)');
    await ui.press('-'); // 50 -> 25
    await ui.press('-'); // 25 -> 10
    await ui.waitForFrame('10 profiles loaded of at least 11 · ');
    await ui.press(':');
    await ui.waitForFrame(/^:/m);
    await ui.type('load-all');
    await ui.press('enter');
    await ui.waitForFrame('27 profiles (all 27)');
    const calls = services.calls.describe;
    timers.advance(5000);
    await ui.waitForFrame(() => services.calls.describe === calls + 3);
    await ui.waitForFrame(`27 profiles (all 27) · type any · page 10 · updated ${timeOfDay(clock.now())}`);
  });
});
