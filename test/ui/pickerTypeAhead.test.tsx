// Pickers: the type picker counts the loaded profiles of each type; typing letters jumps to the first entry that
// starts with them, and a pause on the injected timers starts a new prefix.
import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../helpers/renderExplorer.js';
import { createFakeServices } from '../helpers/fakeServices.js';
import { profileFixtures } from '../helpers/profileFixtures.js';
import { ManualTimers } from '../helpers/manualTimers.js';
import { TYPE_AHEAD_PAUSE_MS } from '../../src/state/typeAhead.js';

const selected = (ui: ExplorerHarness): string => ui.lines().find((l) => l.startsWith('›')) ?? '';

describe('picker counts and type-ahead', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  it('the type picker shows how many loaded profiles each type has', async () => {
    const profiles = profileFixtures();
    ui = renderExplorer({
      services: createFakeServices({ bigCount: 10, profiles }),
      initialScreen: 'profiles',
      columns: 100,
      rows: 40,
    });
    await ui.waitForFrame('27 profiles');
    await ui.press('t');
    await ui.waitForFrame('Connector type');
    const salesforce = profiles.filter((p) => p.connectorType === 'Salesforce').length;
    expect(salesforce).toBeGreaterThan(0);
    expect(ui.frame()).toMatch(new RegExp(`Salesforce\\s+${salesforce}\\s`));
    expect(ui.frame()).toMatch(/\(any type\)\s+27\s+loaded/);
  });

  it('typing letters in the type picker jumps to the first type starting with them; a pause starts again', async () => {
    const timers = new ManualTimers();
    ui = renderExplorer({
      services: createFakeServices({ bigCount: 10, profiles: profileFixtures() }),
      initialScreen: 'profiles',
      columns: 100,
      rows: 40,
      timers,
    });
    await ui.waitForFrame('27 profiles');
    await ui.press('t');
    await ui.waitForFrame('Connector type');
    await ui.press('s');
    await ui.waitForFrame(() => selected(ui!).includes('Salesforce'));
    await ui.press('l');
    await ui.waitForFrame(() => selected(ui!).includes('Slack'));
    await ui.press('a'); // `sla`: still Slack
    await ui.press('c');
    await ui.waitForFrame(() => selected(ui!).includes('Slack'));
    timers.advance(TYPE_AHEAD_PAUSE_MS);
    await ui.press('a'); // after the pause a new prefix: `a`, the first entry, (any type)
    await ui.waitForFrame(() => selected(ui!).includes('(any type)'));
    await ui.press('m');
    await ui.waitForFrame(() => selected(ui!).includes('Amplitude'));
    await ui.press('enter');
    await ui.waitForFrame('type Amplitude');
  });

  it('typing letters in the collaboration picker jumps to the collaboration', async () => {
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10, smallCount: 10 }) });
    await ui.waitForFrame('Ad measurement');
    await ui.waitForFrame('? help');
    expect(selected(ui)).toContain('Retail panel');
    await ui.press('a');
    await ui.waitForFrame(() => selected(ui!).includes('Ad measurement'));
    await ui.press('enter');
    await ui.waitForFrame('Ad measurement · 10 loaded');
  });
});
