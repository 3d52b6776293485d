// `:load-all` loads every page of the list on screen, one page a task (the count in the status line, Ctrl+C
// cancels and keeps what was loaded), and the list's header says which it holds: `N loaded (all N)`, or
// `N loaded of at least M` while the service has more pages.
import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../../helpers/renderExplorer.js';
import { createFakeServices, type FakeServices } from '../../helpers/fakeServices.js';
import { profileFixtures } from '../../helpers/profileFixtures.js';
import { commandMatches, parseCommandLine } from '../../../src/ui/shell/commandLine.js';

async function command(ui: ExplorerHarness, text: string): Promise<void> {
  await ui.press(':');
  await ui.waitForFrame(/^:/m);
  await ui.type(text);
  await ui.press('enter');
}

describe(':load-all', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  /** The 10,000-member collaboration opened with its first page of 100 loaded. */
  async function bigCollaboration(services: FakeServices): Promise<ExplorerHarness> {
    const harness = renderExplorer({ services, columns: 120, rows: 30 });
    await harness.waitForFrame('Retail panel');
    await harness.waitForFrame('? help');
    await harness.press('enter');
    await harness.waitForFrame('Retail panel · 100 loaded of at least 101 · more: ] or :load-all');
    return harness;
  }

  it('loads all 10,000 members; the header says all are loaded and a sort then covers them all', async () => {
    const services = createFakeServices({ bigCount: 10_000, smallCount: 10 });
    ui = await bigCollaboration(services);
    await command(ui, 'load-all');
    await ui.waitForFrame('Loaded every page of the members');
    const frame = await ui.waitForFrame('Retail panel · 10,000 loaded (all 10,000)');
    expect(frame).not.toContain('of at least');
    expect(services.calls.listMembers).toBe(100);
    await ui.press('s');
    await ui.waitForFrame('row 1 of 10,000');
    expect(ui.frame()).not.toContain('sorted: loaded rows only');
  });

  it('Ctrl+C part-way says cancelled and keeps the pages loaded; :load-all again resumes', async () => {
    const services = createFakeServices({ bigCount: 10_000, smallCount: 10 });
    ui = await bigCollaboration(services);
    services.setHold(true);
    await command(ui, 'load-all');
    await ui.waitForFrame('Loading members (100 loaded)');
    services.release();
    await ui.waitForFrame('Loading members (200 loaded)');
    services.release();
    await ui.waitForFrame('Loading members (300 loaded)');
    await ui.press('ctrl+c');
    await ui.waitForFrame('Load all cancelled: 300 members loaded, more exist (:load-all resumes)');
    await ui.waitForFrame('Retail panel · 300 loaded of at least 301 · cancelled (] or :load-all resumes)');
    expect(ui.frame()).toContain('row 1 of 300');

    services.setHold(false);
    await command(ui, 'load-all');
    await ui.waitForFrame('Retail panel · 10,000 loaded (all 10,000)');
  });

  it('profiles: loads every page; on a list with nothing more it says so', async () => {
    ui = renderExplorer({
      services: createFakeServices({ bigCount: 10, profiles: profileFixtures() }),
      initialScreen: 'profiles',
      columns: 160,
      rows: 30,
    });
    await ui.waitForFrame('27 profiles (all 27)');
    await ui.press('-'); // 50 -> 25
    await ui.press('-'); // 25 -> 10
    await ui.waitForFrame('10 profiles loaded of at least 11 · more: ] or :load-all');
    await command(ui, 'load-all');
    await ui.waitForFrame('Loaded every page of the connector profiles');
    await ui.waitForFrame('27 profiles (all 27)');
    await command(ui, 'load-all');
    await ui.waitForFrame('Every page of the connector profiles is loaded already');
  });

  it('is a : command with completion and a clear answer where there is no list to load', async () => {
    expect(parseCommandLine(':load-all')).toEqual({ kind: 'loadAll' });
    expect(parseCommandLine(':load')).toEqual({ kind: 'loadAll' });
    expect(commandMatches('loa').map((c) => c.name)).toEqual(['load-all']);
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10 }), initialScreen: 'ratelimits' });
    await ui.waitForFrame('? help');
    await command(ui, 'load-all');
    await ui.waitForFrame('Nothing to load on Rate limits: :load-all loads the Members and Profiles lists');
    await ui.press('?');
    await ui.waitForFrame('Rate limits');
    await ui.press('/');
    await ui.type('load-all');
    await ui.waitForFrame(/Open the command line \(.*:load-all/s);
  });
});
