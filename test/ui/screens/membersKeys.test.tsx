// Members screen behaviours a k9s or lazygit user expects: the picker keeps its selection when recents reorder it,
// only collaborations that answer are remembered, `G` under a sort loads at most one page, Esc clears a filter first.
import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../../helpers/renderExplorer.js';
import { BIG_COLLABORATION, createFakeServices } from '../../helpers/fakeServices.js';
import { memorySettings } from '../../../src/settings/settings.js';

const MISSING = '99999999-9999-4999-8999-999999999999';

describe('members screen keys', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  it('Enter after going back opens the collaboration the cursor was on, though recents moved it to the top', async () => {
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10, smallCount: 10 }) });
    await ui.waitForFrame('Ad measurement');
    await ui.press('j', 'enter');
    await ui.waitForFrame('Ad measurement · 10 loaded (all 10)');
    await ui.press('escape');
    await ui.waitForFrame('★ Ad measurement');
    const selected = ui.lines().find((l) => l.includes('›'));
    expect(selected).toContain('Ad measurement');
    await ui.press('enter');
    await ui.waitForFrame('Ad measurement · 10 loaded (all 10)');
  });

  it('an ID that is not found is not remembered; the error stays in the body and R retries', async () => {
    const settings = memorySettings();
    const services = createFakeServices({ bigCount: 10 });
    ui = renderExplorer({ services, settings });
    await ui.waitForFrame('? help');
    await ui.press(':');
    await ui.type(`open ${MISSING}`);
    await ui.press('enter');
    await ui.waitForFrame(`Could not load the members of ${MISSING}:`);
    await ui.waitForFrame('ResourceNotFoundException');
    expect(ui.frame()).toContain('0 loaded · not loaded');
    expect(ui.frame()).not.toContain('of at least');
    const calls = services.calls.listMembers;
    await ui.press('R');
    await ui.waitForFrame(() => services.calls.listMembers === calls + 1);
    await ui.waitForFrame(`Could not load the members of ${MISSING}`);
    await ui.press('escape');
    await ui.waitForFrame('Pick a collaboration');
    expect(ui.frame()).not.toContain(`★ ${MISSING}`);
    expect(settings.get().recentCollaborations).toEqual([]);
    // A collaboration that answers is remembered.
    await ui.press('enter');
    await ui.waitForFrame('Retail panel · 10 loaded');
    expect(settings.get().recentCollaborations).toEqual([BIG_COLLABORATION]);
  });

  it('G under a sort loads one page per press and says the sort covers loaded rows only', async () => {
    const services = createFakeServices();
    ui = renderExplorer({ services });
    await ui.waitForFrame('Retail panel');
    await ui.press('enter');
    await ui.waitForFrame('Retail panel · 100 loaded of at least 101');
    await ui.press('s');
    await ui.waitForFrame('Name↑');
    await ui.waitForFrame('sorted: loaded rows only');
    await ui.press('G');
    await ui.waitForFrame('Retail panel · 200 loaded of at least 201 · more: ] or :load-all');
    expect(services.calls.listMembers).toBe(2);
    await ui.press('G');
    await ui.waitForFrame('Retail panel · 300 loaded of at least 301 · more: ] or :load-all');
    expect(services.calls.listMembers).toBe(3);
  });

  it('Esc with a filter applied clears the filter before leaving the list', async () => {
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10, smallCount: 30 }) });
    await ui.waitForFrame('Ad measurement');
    await ui.press('j', 'enter');
    await ui.waitForFrame('30 loaded (all 30)');
    await ui.press('/');
    await ui.type('Dalia Lima 00003');
    await ui.press('enter');
    await ui.waitForFrame("filter 'Dalia Lima 00003' (1 of 30)");
    await ui.press('escape');
    // The filter is gone and the member it showed stays selected.
    await ui.waitForFrame('row 4 of 30');
    expect(ui.frame()).toContain('Ad measurement · 30 loaded');
    expect(ui.frame()).not.toContain("filter '");
    await ui.press('escape');
    await ui.waitForFrame('Pick a collaboration');
  });
});
