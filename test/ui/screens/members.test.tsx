import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../../helpers/renderExplorer.js';
import { BIG_COLLABORATION, createFakeServices, SMALL_COLLABORATION } from '../../helpers/fakeServices.js';
import { memorySettings } from '../../../src/settings/settings.js';
import type { MembersStore } from '../../../src/state/members/membersStore.js';
import { createEngine, demoDataset, DEMO_COLLABORATION_IDS } from '../../../src/engine/index.js';

describe('members screen', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  it('picks a collaboration, pages through 10,000 members, filters, sorts and opens a member', async () => {
    const services = createFakeServices();
    const settings = memorySettings();
    ui = renderExplorer({ services, settings });
    await ui.waitForFrame('Retail panel');
    await ui.waitForFrame('Ad measurement');
    await ui.press('enter');
    await ui.waitForFrame('Retail panel · 100 loaded of at least 101');
    expect(ui.frame()).toContain('Ana Lima 00000');
    expect(ui.frame()).toContain('row 1 of 100');
    expect(settings.get().recentCollaborations).toEqual([BIG_COLLABORATION]);

    // The cursor nearing the end of what is loaded loads the next page by itself.
    await ui.press('G');
    await ui.waitForFrame('200 loaded');
    // `]` loads one explicitly.
    await ui.press(']');
    await ui.waitForFrame('300 loaded');
    await ui.press('G');
    await ui.waitForFrame('400 loaded');

    // Go through to the end: G repeatedly until all are loaded.
    const store = ui.app.states.get('members') as MembersStore;
    for (let guard = 0; guard < 120 && store.getState().hasMore; guard += 1) {
      const before = store.getState().members.length;
      await ui.press('G');
      await ui.waitForFrame(
        (f) => f.includes('(all 10,000)') || f.includes(`${(before + 100).toLocaleString('en-US')} loaded`),
      );
    }
    await ui.waitForFrame('10,000 loaded (all 10,000)');
    await ui.press('G');
    await ui.waitForFrame('row 10,000 of 10,000');
    expect(ui.frame()).toContain('Jonas Meyer 09999');

    // Filter by name, then open the member.
    await ui.press('g', '/');
    await ui.type('Fatima Silva 00045');
    await ui.waitForFrame(/1 match/);
    await ui.press('enter');
    await ui.waitForFrame("filter 'Fatima Silva 00045' (1 of 10,000)");
    await ui.press('enter');
    await ui.waitForFrame('Members > Retail panel > Fatima Silva 00045');
    const detail = await ui.waitForFrame('membershipArn');
    expect(detail).toContain('query compute');
    expect(detail).toContain('synthetic data gene');
    await ui.press('escape');
    await ui.waitForFrame('row 1 of 1');
  });

  it('typed IDs are validated as they are typed; q types into the field instead of quitting', async () => {
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10 }) });
    await ui.waitForFrame('Retail panel');
    await ui.press('i');
    await ui.waitForFrame('Collaboration ID:');
    await ui.type('q-not-a-uuid');
    await ui.waitForFrame(/✗ collaborationIdentifier: .*(characters|UUID)/);
    expect(ui.app.shellStore.getState().quitRequested).toBe(false);
    await ui.press('enter');
    await ui.waitForFrame('Collaboration ID:');
    for (let i = 0; i < 'q-not-a-uuid'.length; i += 1) await ui.press('backspace');
    await ui.type(SMALL_COLLABORATION);
    await ui.waitForFrame('✓');
    await ui.press('enter');
    await ui.waitForFrame('Ad measurement · 100 loaded (all 100)');
  });

  it('sorts by a column and reverses', async () => {
    ui = renderExplorer({ services: createFakeServices({ smallCount: 30 }) });
    await ui.waitForFrame('Ad measurement');
    await ui.press('j', 'enter');
    await ui.waitForFrame('30 loaded (all 30)');
    await ui.press('s');
    await ui.waitForFrame('Name↑');
    await ui.press('S');
    await ui.waitForFrame('Name↓');
    const lines = ui.lines();
    const firstRow = lines.findIndex((l) => l.includes('Name↓')) + 1;
    expect(lines[firstRow]).toContain('Jonas');
  });

  it('Ctrl+C cancels a page load in flight; the screen says so and ] retries', async () => {
    const services = createFakeServices({ bigCount: 300 });
    ui = renderExplorer({ services });
    await ui.waitForFrame('Retail panel');
    await ui.waitForFrame('? help');
    services.setHold(true);
    await ui.press('enter');
    await ui.waitForFrame('Loading members (0 loaded)');
    await ui.press('ctrl+c');
    await ui.waitForFrame('Cancelled: Loading members');
    await ui.waitForFrame('Retail panel · 0 loaded · not loaded');
    await ui.waitForFrame('Loading the members of Retail panel was cancelled');
    expect(ui.app.shellStore.getState().quitRequested).toBe(false);
    services.setHold(false);
    await ui.press(']');
    await ui.waitForFrame('Retail panel · 100 loaded of at least 101');
  });

  it('reports a service error for an unknown collaboration and stays usable', async () => {
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10 }) });
    await ui.waitForFrame('? help');
    await ui.press(':');
    await ui.type('open 99999999-9999-4999-8999-999999999999');
    await ui.press('enter');
    await ui.waitForFrame('Could not load members: ResourceNotFoundException');
    await ui.press('escape');
    await ui.waitForFrame('Pick a collaboration');
  });

  it('shows CAN_EXPORT_QUERY_ANALYSIS_LOG as the export-log ability, in the list and in the detail', async () => {
    const engine = createEngine({ dataset: demoDataset() });
    ui = renderExplorer({
      services: { ...createFakeServices({ bigCount: 10 }), members: engine.members },
      openCollaboration: DEMO_COLLABORATION_IDS.retail,
      columns: 110,
      rows: 30,
    });
    const list = await ui.waitForFrame(/\(all \d+\)/);
    const row = list.split('\n').find((line) => line.includes('Wide World Importers'));
    expect(row).toMatch(/results,job,export-log/);
    // Only that member has the ability: no other row carries the badge.
    expect(list.split('export-log').length - 1).toBe(1);
    const store = ui.app.states.get('members') as MembersStore;
    const index = store.getState().rows.findIndex((m) => m.displayName === 'Wide World Importers');
    await ui.press('g');
    for (let i = 0; i < index; i += 1) await ui.press('j');
    await ui.press('enter');
    const detail = await ui.waitForFrame('membershipArn');
    expect(detail).toContain('CAN_RECEIVE_RESULTS, CAN_RUN_JOB, CAN_EXPORT_QUERY_ANALYSIS_LOG');
  });

  it('a collaboration opened by ID before the list arrives gets its name when it does', async () => {
    const services = createFakeServices({ bigCount: 10, hold: true });
    ui = renderExplorer({ services, openCollaboration: SMALL_COLLABORATION });
    await ui.waitForFrame(`${SMALL_COLLABORATION} · 0 loaded`);
    services.setHold(false);
    services.release();
    await ui.waitForFrame('Ad measurement · 100 loaded');
    await ui.waitForFrame('Members > Ad measurement');
  });
});
