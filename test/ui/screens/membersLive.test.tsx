// Live views on the members table (issue 30, addition 1): the loaded pages are listed again every
// `autoRefreshSeconds`, on the injected timers (advanced by the test, never waited for): a member changed in the engine
// shows without R, marked `*`; the cursor stays on its member when a row is added above it; the line under the
// table says when; 0 turns it off; nothing moves under the filter field or a detail; after `:load-all` a refresh
// lists every loaded page again, one call a page, and the list keeps all its rows.
import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../../helpers/renderExplorer.js';
import { BIG_COLLABORATION, createFakeServices } from '../../helpers/fakeServices.js';
import { memorySettings } from '../../../src/settings/settings.js';
import { createEngine, demoDataset } from '../../../src/engine/index.js';
import { VirtualClock } from '../../../src/domain/clock.js';
import { timeOfDay } from '../../../src/state/liveRefresh.js';
import { ManualTimers } from '../../helpers/manualTimers.js';

const MIRA = '444455556666';
const NOOR = '777788889999';

let ui: ExplorerHarness | undefined;
afterEach(() => ui?.unmount());

/** A collaboration of three (the creator, Mira, Noor) on the engine, its members table open, live every 5 s. */
async function liveTable(
  settings: { autoRefreshSeconds?: number } = {},
  screenReader = false,
  failing: { now: boolean } = { now: false },
) {
  const clock = new VirtualClock(Date.UTC(2026, 0, 1, 12));
  const timers = new ManualTimers(clock);
  const engine = createEngine({ dataset: demoDataset(), clock });
  const { collaboration } = await engine.members.createCollaboration({
    name: 'Live panel',
    description: 'members that change while shown',
    creatorDisplayName: 'Creator Co',
    creatorMemberAbilities: ['CAN_QUERY', 'CAN_RECEIVE_RESULTS'],
    queryLogStatus: 'ENABLED',
    members: [
      { accountId: MIRA, memberAbilities: [], displayName: 'Mira Media' },
      { accountId: NOOR, memberAbilities: [], displayName: 'Noor News' },
    ],
  });
  // The engine's port, failing its list calls while `failing.now` (a throttled or unreachable endpoint).
  const members = Object.create(engine.members) as typeof engine.members;
  members.listMembers = async (input, options) => {
    if (failing.now) throw Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
    return engine.members.listMembers(input, options);
  };
  ui = renderExplorer({
    services: { ...createFakeServices({ bigCount: 10 }), members },
    settings: memorySettings(settings),
    timers,
    clock,
    openCollaboration: collaboration.id,
    screenReader,
  });
  await ui.waitForFrame('Live panel · 3 loaded (all 3)');
  return { h: ui, engine, timers, clock, id: collaboration.id };
}

/** The table row of the member `name` (the cursor and change marks, then the name). */
function rowOf(frame: string, name: string): string {
  return frame.split('\n').find((line) => line.slice(2).startsWith(name)) ?? '';
}

describe('live members table', () => {
  it("a member's status changed in the engine shows without R, marked; the cursor stays; the footer says when", async () => {
    const { h, engine, timers, clock, id } = await liveTable();
    await h.press('j', 'j');
    await h.waitForFrame(/› ?Noor News/);
    expect(h.frame()).toContain(`updated ${timeOfDay(clock.now())}`);
    clock.advance(2000);
    await engine.members.deleteMember({ collaborationIdentifier: id, accountId: MIRA });
    expect(rowOf(h.frame(), 'Mira Media')).toContain('INVITED');
    timers.advance(5000);
    const live = await h.waitForFrame((f) => rowOf(f, 'Mira Media').includes('REMOVED'));
    expect(rowOf(live, 'Mira Media')).toMatch(/^ \*Mira Media/);
    expect(rowOf(live, 'Noor News')).toMatch(/^› Noor News/);
    expect(rowOf(live, 'Creator Co')).toMatch(/^ {2}Creator Co/);
    expect(live).toContain(`updated ${timeOfDay(clock.now())}`);
    // The next refresh finds nothing new: the mark goes, the cursor is still on Noor.
    timers.advance(5000);
    await h.waitForFrame((f) => rowOf(f, 'Mira Media').startsWith('  Mira'));
    expect(rowOf(h.frame(), 'Noor News')).toMatch(/^›/);
  });

  it('the cursor stays on its member when a row is added above it (sorted by name)', async () => {
    const { h, engine, timers, id } = await liveTable();
    await h.press('s');
    await h.waitForFrame('Name↑');
    await h.press('j');
    await h.waitForFrame(/› ?Mira Media/);
    engine.admin.addMember(id, {
      accountId: '121212121212',
      status: 'ACTIVE',
      displayName: 'Aaron Added',
      abilities: [],
      createTime: new Date(Date.UTC(2026, 0, 1, 12)),
      updateTime: new Date(Date.UTC(2026, 0, 1, 12)),
    });
    timers.advance(5000);
    const live = await h.waitForFrame('Aaron Added');
    const lines = live.split('\n');
    const header = lines.findIndex((l) => l.includes('Name↑'));
    expect(lines[header + 1]).toMatch(/^ \*Aaron Added/);
    expect(rowOf(live, 'Mira Media')).toMatch(/^› Mira Media/);
    expect(live).toContain('row 3 of 4');
    expect(live).toContain('Live panel · 4 loaded (all 4)');
  });

  it('a screen reader hears "changed" on the changed row, not on the others', async () => {
    const { h, engine, timers, id } = await liveTable({}, true);
    await engine.members.deleteMember({ collaborationIdentifier: id, accountId: MIRA });
    timers.advance(5000);
    const live = await h.waitForFrame(/Mira Media.*REMOVED/);
    const spoken = live.split('\n').filter((line) => line.includes('changed'));
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatch(/Mira Media.*REMOVED.*, changed$/);
  });

  it('a failed refresh says why and keeps the rows; the next good one says updated again', async () => {
    const failing = { now: false };
    const { h, timers, clock } = await liveTable({}, false, failing);
    failing.now = true;
    timers.advance(5000);
    const failed = await h.waitForFrame('refresh failed: ThrottlingException: Rate exceeded');
    expect(failed).toContain('Live panel · 3 loaded (all 3)');
    expect(rowOf(failed, 'Mira Media')).toContain('INVITED');
    failing.now = false;
    timers.advance(5000);
    await h.waitForFrame(`updated ${timeOfDay(clock.now())}`);
  });

  it('0 turns it off: nothing is listed again until R', async () => {
    const { h, engine, timers, id } = await liveTable({ autoRefreshSeconds: 0 });
    await engine.members.deleteMember({ collaborationIdentifier: id, accountId: MIRA });
    expect(timers.size).toBe(0);
    timers.advance(60_000);
    await h.press('j');
    await h.waitForFrame(/› ?Mira Media/);
    expect(rowOf(h.frame(), 'Mira Media')).toContain('INVITED');
    await h.press('R');
    await h.waitForFrame((f) => rowOf(f, 'Mira Media').includes('REMOVED'));
  });

  it('no refresh while the filter field or a detail is open; the next tick after they close refreshes', async () => {
    const { h, engine, timers, id } = await liveTable();
    await h.press('/');
    await h.waitForFrame(/^\/.*matches/m);
    await engine.members.deleteMember({ collaborationIdentifier: id, accountId: MIRA });
    timers.advance(5000);
    await h.type('Mira');
    await h.waitForFrame(/1 match\b/);
    expect(rowOf(h.frame(), 'Mira Media')).toContain('INVITED');
    await h.press('enter', 'enter');
    await h.waitForFrame('membershipArn');
    timers.advance(5000);
    await h.press('escape');
    await h.waitForFrame("filter 'Mira' (1 of 3)");
    expect(rowOf(h.frame(), 'Mira Media')).toContain('INVITED');
    timers.advance(5000);
    await h.waitForFrame((f) => rowOf(f, 'Mira Media').includes('REMOVED'));
  });

  it('no refresh under the JSON view (J); the next tick after Esc refreshes', async () => {
    const { h, engine, timers, id } = await liveTable();
    await h.press('j', 'J');
    await h.waitForFrame('"accountId": "444455556666"');
    await engine.members.deleteMember({ collaborationIdentifier: id, accountId: MIRA });
    timers.advance(5000);
    await h.press('escape');
    await h.waitForFrame((f) => rowOf(f, 'Mira Media').startsWith('›'));
    expect(rowOf(h.frame(), 'Mira Media')).toContain('INVITED');
    timers.advance(5000);
    await h.waitForFrame((f) => rowOf(f, 'Mira Media').includes('REMOVED'));
  });

  it('after :load-all a refresh lists every loaded page again, one call a page, and keeps all the rows', async () => {
    const clock = new VirtualClock(Date.UTC(2026, 0, 1, 12));
    const timers = new ManualTimers(clock);
    const services = createFakeServices({ bigCount: 250, smallCount: 10 });
    ui = renderExplorer({ services, settings: memorySettings(), timers, clock, openCollaboration: BIG_COLLABORATION });
    await ui.waitForFrame('100 loaded of at least 101');
    await ui.press(':');
    await ui.waitForFrame(/^:/m);
    await ui.type('load-all');
    await ui.press('enter');
    await ui.waitForFrame('250 loaded (all 250)');
    expect(services.calls.listMembers).toBe(3);
    timers.advance(5000);
    await ui.waitForFrame(() => services.calls.listMembers === 6);
    await ui.waitForFrame(`updated ${timeOfDay(clock.now())}`);
    expect(ui.frame()).toContain('250 loaded (all 250)');
    expect(ui.frame()).toContain('row 1 of 250');
  });
});
