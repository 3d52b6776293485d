// The settings' `keys` remap registry commands: the new keys work, the hint line and the `?` help show them, and an
// unknown command or a key another command of the scope takes is refused with a warning, keeping the default.
import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../helpers/renderExplorer.js';
import { createFakeServices } from '../helpers/fakeServices.js';
import { memorySettings } from '../../src/settings/settings.js';
import { validateSettings } from '../../src/settings/validate.js';
import { DEFAULT_SETTINGS } from '../../src/settings/types.js';

describe('remappable keys', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  it('a remapped command runs on its new keys only, and the hint line and the help show them', async () => {
    const settings = memorySettings({ keys: { 'members.sort': ['o'], 'nav.down': ['N', 'down'] } });
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10 }), settings });
    await ui.waitForFrame('Retail panel');
    await ui.press('enter');
    await ui.waitForFrame('Retail panel · 10 loaded');
    await ui.waitForFrame('o sort');
    expect(ui.frame()).not.toContain('s sort');
    await ui.press('s');
    await ui.press('o');
    await ui.waitForFrame('Name↑');
    await ui.press('N');
    await ui.waitForFrame('row 2 of 10');
    await ui.press('?');
    await ui.waitForFrame('Help: Members');
    expect(ui.frame()).toMatch(/ {2}o {2,}Sort by the next column/);
    expect(ui.frame()).toMatch(/ {2}N\/↓ {2,}Move the cursor down one row/);
  });

  it('an unknown command and a key taken by another command are refused with a warning; the default stays', async () => {
    const settings = memorySettings({ keys: { 'members.sorting': ['o'], 'members.sort': ['/'] } });
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10 }), settings, columns: 200 });
    await ui.waitForFrame("no command is named 'members.sorting'");
    expect(ui.frame()).toContain("'/' for 'members.sort' is already bound to 'members.filter'");
    await ui.press('enter');
    await ui.waitForFrame('Retail panel · 10 loaded');
    await ui.waitForFrame('s sort');
    await ui.press('s');
    await ui.waitForFrame('Name↑');
  });

  it('the keys section is validated with the rest of the settings', () => {
    expect(validateSettings({ ...DEFAULT_SETTINGS, keys: { 'members.sort': ['o', 'ctrl+o'] } })).toEqual([]);
    expect(validateSettings({ ...DEFAULT_SETTINGS, keys: { 'members.sort': 'o' } })[0]?.path).toBe('keys.members.sort');
    expect(validateSettings({ ...DEFAULT_SETTINGS, keys: { 'members.sort': ['Ctrl+O'] } })[0]?.path).toBe(
      'keys.members.sort[0]',
    );
    expect(validateSettings({ ...DEFAULT_SETTINGS, keys: { 'members.sort': [] } })[0]?.path).toBe('keys.members.sort');
  });
});
