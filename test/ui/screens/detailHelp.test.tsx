// `?` lists the keys of what is shown: on a member's detail its own (scroll, back, JSON), not the members list's.
import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../../helpers/renderExplorer.js';
import { createFakeServices } from '../../helpers/fakeServices.js';

describe('the help of a detail', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  async function memberDetail(): Promise<ExplorerHarness> {
    const h = renderExplorer({ services: createFakeServices({ bigCount: 10, smallCount: 10 }), rows: 40 });
    await h.waitForFrame('Ad measurement');
    await h.press('j', 'enter');
    await h.waitForFrame('Ad measurement · 10 loaded (all 10)');
    await h.press('enter');
    await h.waitForFrame('membershipArn');
    return h;
  }

  it("? on a member's detail lists the detail's keys, not the list's", async () => {
    ui = await memberDetail();
    await ui.press('?');
    const help = await ui.waitForFrame('Help: Members');
    expect(help).toContain("Show the selected record's JSON");
    expect(help).toContain('Move the cursor down one row');
    expect(help).not.toContain('Load the next page of members');
    expect(help).not.toContain('Sort by the next column');
    expect(help).not.toContain('Type a collaboration ID');
    // The global keys stay.
    expect(help).toContain('Quit');
  });

  it(':help from the detail lists the same keys', async () => {
    ui = await memberDetail();
    await ui.press(':');
    await ui.type('help');
    await ui.press('enter');
    const help = await ui.waitForFrame('Help: Members');
    expect(help).not.toContain('Load the next page of members');
    expect(help).toContain("Show the selected record's JSON");
  });

  it('? on the members table still lists the table keys', async () => {
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10, smallCount: 10 }), rows: 40 });
    await ui.waitForFrame('Ad measurement');
    await ui.press('j', 'enter');
    await ui.waitForFrame('Ad measurement · 10 loaded (all 10)');
    await ui.press('?');
    const help = await ui.waitForFrame('Help: Members');
    expect(help).toContain('Load the next page of members');
    expect(help).toContain('Sort by the next column');
  });
});
