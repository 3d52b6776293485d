// The profiles list as a k9s or lazygit user expects: `/` filters the loaded rows and Esc clears it first, the
// position counts profiles (not group headers), a group header names only the types it lists, and the selection
// stays on the same profile when a page arrives.
import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../../helpers/renderExplorer.js';
import { createFakeServices } from '../../helpers/fakeServices.js';
import { profileFixtures } from '../../helpers/profileFixtures.js';

const services = () => createFakeServices({ bigCount: 10, profiles: profileFixtures() });

describe('profiles screen keys', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  it('/ filters the loaded profiles; the header names only listed types; Esc clears the filter first', async () => {
    ui = renderExplorer({ services: services(), initialScreen: 'profiles', rows: 30, columns: 100 });
    await ui.waitForFrame('27 profiles (all 27)');
    await ui.waitForFrame('group of 27');
    await ui.press('j');
    await ui.waitForFrame('profile 1 of 27');
    await ui.press('/');
    await ui.type('slack');
    await ui.waitForFrame('Instance URL only (1)  Slack');
    expect(ui.frame()).not.toContain('Datadog');
    await ui.press('enter');
    await ui.waitForFrame('/slack (1 of 27)');
    await ui.press('j');
    await ui.waitForFrame('profile 1 of 1');
    await ui.press('escape');
    await ui.waitForFrameWithout('/slack');
    expect(ui.frame()).toContain('Profiles');
    expect(ui.frame()).toContain('of 27');
    expect(ui.frame()).toContain('Datadog');
  });

  it('an empty tree says "match" only when a filter could be why', async () => {
    ui = renderExplorer({
      services: createFakeServices({ bigCount: 10, profiles: [] }),
      initialScreen: 'profiles',
      rows: 24,
      columns: 80,
    });
    await ui.waitForFrame('No connector profiles.');
    expect(ui.frame()).not.toContain('match');
    ui.unmount();
    ui = renderExplorer({ services: services(), initialScreen: 'profiles', rows: 30, columns: 100 });
    await ui.waitForFrame('27 profiles (all 27)');
    await ui.press('/');
    await ui.type('no-such-profile');
    await ui.waitForFrame('No connector profiles match.');
  });

  it('keeps the selected profile when the next page adds rows above it', async () => {
    ui = renderExplorer({ services: services(), initialScreen: 'profiles', rows: 40, columns: 100 });
    await ui.waitForFrame('27 profiles (all 27)');
    await ui.press('-', '-');
    await ui.waitForFrame('10 profiles loaded of at least 11');
    await ui.press('G');
    const selected = () =>
      ui!
        .lines()
        .find((l) => l.startsWith('›'))
        ?.trim() ?? '';
    await ui.waitForFrame(() => selected().includes('-main'));
    const before = selected();
    await ui.press(']');
    await ui.waitForFrame('20 profiles');
    expect(selected()).toBe(before);
  });
});
