// The collaboration picker shows how many members a collaboration has, from the pages already loaded: the exact
// count once every page came, `≥N` while more exist, nothing for a collaboration never opened (no extra calls).
import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../../helpers/renderExplorer.js';
import { createFakeServices } from '../../helpers/fakeServices.js';

describe('member counts in the collaboration picker', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  it.each([
    [80, 24],
    [60, 16],
  ])('at %ix%i: the exact count, ≥N while pages remain, blank when never opened', async (columns, rows) => {
    const services = createFakeServices({ bigCount: 250, smallCount: 10 });
    ui = renderExplorer({ services, columns, rows });
    const first = await ui.waitForFrame('Ad measurement');
    expect(first).toContain('Members');
    expect(first).not.toMatch(/Retail panel\s+[0-9a-f]{8}\S*\s+≥?[\d,]+/);
    // Ad measurement: 10 members, one page.
    await ui.press('j', 'enter');
    await ui.waitForFrame('Ad measurement · 10 loaded (all 10)');
    await ui.press('escape');
    await ui.waitForFrame((f) => /Ad measurement\s+[0-9a-f]{8}\S*\s+10$/m.test(f));
    // Retail panel: 250 members, the first page of 100 loaded.
    const retail = ui.lines().findIndex((l) => l.includes('Retail panel'));
    await ui.press(...(Array(retail - ui.lines().findIndex((l) => l.includes('›'))).fill('j') as string[]), 'enter');
    await ui.waitForFrame('Retail panel · 100 loaded of at least 101');
    const listCalls = services.calls.listMembers;
    await ui.press('escape');
    const picker = await ui.waitForFrame((f) => /Retail panel\s+[0-9a-f]{8}\S*\s+≥100$/m.test(f));
    expect(picker).toMatch(/Ad measurement\s+[0-9a-f]{8}\S*\s+10$/m);
    // Counting made no call of its own.
    expect(services.calls.listMembers).toBe(listCalls);
  });
});
