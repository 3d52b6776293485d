// Keys that reach the app in one chunk (typed fast, over a slow link, `tmux send-keys 2jj`) act as they would typed
// one at a time: each meets the screen and the state the key before it left. Before, `2jj` switched to Profiles but
// its `jj` went to the Members picker that was leaving (the new screen's keys register when React commits it).
import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../helpers/renderExplorer.js';
import { createFakeServices } from '../helpers/fakeServices.js';
import { profileFixtures } from '../helpers/profileFixtures.js';

describe('keys in one chunk', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  /**
   * The members picker, Profiles visited once, so the keys meet a loaded list (a list still loading takes no cursor
   * moves, typed fast or not).
   */
  async function onMembersWithProfilesLoaded(): Promise<ExplorerHarness> {
    const harness = renderExplorer({
      columns: 100,
      rows: 30,
      services: createFakeServices({ bigCount: 10, profiles: profileFixtures() }),
    });
    await harness.waitForFrame('Ad measurement');
    await harness.press('2');
    await harness.waitForFrame('›▾ Empty properties');
    await harness.press('1');
    await harness.waitForFrame('›Retail panel');
    return harness;
  }

  it('2jj moves the cursor of the screen 2 opened, not of the one it left', async () => {
    ui = await onMembersWithProfilesLoaded();
    ui.stdin.write('2jj');
    await ui.waitForFrame(/^›\s+googleanalytics-main/m);
    await ui.press('1');
    const members = await ui.waitForFrame('Pick a collaboration');
    expect(members).toMatch(/^›Retail panel/m);
    expect(members).not.toMatch(/^›Ad measurement/m);
  });

  it('a key after a screen switch and a field opener in one chunk: 2/slack Enter filters the profiles', async () => {
    ui = await onMembersWithProfilesLoaded();
    ui.stdin.write('2/slack\r');
    await ui.waitForFrame((f) => f.includes('slack-main') && !f.includes('zendesk-main'));
    expect(ui.frame()).toContain('switchyard │ Profiles');
  });
});
