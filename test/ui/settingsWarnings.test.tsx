// Settings problems are said, never lost silently, and a corrupt settings file is never quoted on screen.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderExplorer, type ExplorerHarness } from '../helpers/renderExplorer.js';
import { BIG_COLLABORATION, createFakeServices } from '../helpers/fakeServices.js';
import { loadSettings } from '../../src/settings/settings.js';

describe('settings warnings in the explorer', () => {
  let ui: ExplorerHarness | undefined;
  const dirs: string[] = [];
  afterEach(() => {
    ui?.unmount();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  // /proc/self/fdinfo reads as an existing directory without config.json and refuses new files, even to root.
  it.skipIf(process.platform !== 'linux')('settings that cannot be saved are reported in the status line', async () => {
    const loaded = loadSettings({ directory: '/proc/self/fdinfo' });
    expect(loaded.warnings).toEqual([]);
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10 }), settings: loaded.api, columns: 160 });
    await ui.waitForFrame('Retail panel');
    await ui.press('enter');
    await ui.waitForFrame('Retail panel · 10 loaded');
    await ui.waitForFrame('Settings could not be saved');
  });

  it('a corrupt settings file is set aside and never quoted, even at wide widths', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sy-settings-'));
    dirs.push(dir);
    const corrupt = '{"recentCollaborations": QWERTYUIOPASDFGHJKL}';
    writeFileSync(join(dir, 'config.json'), corrupt);
    const loaded = loadSettings({ directory: dir });
    expect(loaded.warnings.join(' ')).not.toContain('QWERTY');
    ui = renderExplorer({
      services: createFakeServices({ bigCount: 10 }),
      settings: loaded.api,
      startupWarnings: loaded.warnings,
      columns: 250,
    });
    await ui.waitForFrame('could not be used');
    for (let i = 0; i + 4 <= 'QWERTYUIOPASDFGHJKL'.length; i += 1)
      expect(ui.frame()).not.toContain('QWERTYUIOPASDFGHJKL'.slice(i, i + 4));
  });

  it('one bad value: the status line names it with its rule; the recents stay, lastScreen takes --screen words', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sy-settings-'));
    dirs.push(dir);
    writeFileSync(
      join(dir, 'config.json'),
      JSON.stringify({ lastScreen: 'members', recentCollaborations: [BIG_COLLABORATION], refreshIntervalMs: 5 }),
    );
    const loaded = loadSettings({ directory: dir });
    ui = renderExplorer({
      services: createFakeServices({ bigCount: 10 }),
      settings: loaded.api,
      startupWarnings: loaded.warnings,
      columns: 80,
    });
    await ui.waitForFrame('Settings: refreshIntervalMs: from 100 to 60,000');
    expect(ui.frame()).toContain('★ Retail panel');
    ui.unmount();

    writeFileSync(join(dir, 'config.json'), JSON.stringify({ lastScreen: 'limits' }));
    const words = loadSettings({ directory: dir });
    expect(words.warnings).toEqual([]);
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10 }), settings: words.api, columns: 80 });
    await ui.waitForFrame('switchyard │ Rate limits');
  });
});
