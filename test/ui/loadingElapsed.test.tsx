// A load against an endpoint that does not answer: the status line counts the seconds it has waited, and a load
// cancelled with Ctrl+C says it was cancelled, never that nothing matches.
import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../helpers/renderExplorer.js';
import { createFakeServices } from '../helpers/fakeServices.js';
import { profileFixtures } from '../helpers/profileFixtures.js';
import { ManualTimers } from '../helpers/manualTimers.js';

describe('a load that hangs', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  it('shows the seconds waited beside "Loading…", then "cancelled" after Ctrl+C (profiles)', async () => {
    const timers = new ManualTimers();
    const services = createFakeServices({ profiles: profileFixtures(), hold: true });
    ui = renderExplorer({ services, timers, initialScreen: 'profiles', columns: 80, rows: 24 });
    await ui.waitForFrame('Loading connector profiles…  Ctrl+C cancels');
    timers.advance(12_000);
    await ui.waitForFrame('Loading connector profiles… 12 s  Ctrl+C cancels');
    timers.advance(1_000);
    await ui.waitForFrame('Loading connector profiles… 13 s');
    await ui.press('ctrl+c');
    const frame = await ui.waitForFrame('Loading was cancelled: nothing loaded (R reloads).');
    expect(frame).not.toContain('No connector profiles match');
    expect(frame).toContain('cancelled (R reloads)');
  });

  it('members: a cancelled first page says so', async () => {
    const services = createFakeServices({ bigCount: 10, smallCount: 10 });
    ui = renderExplorer({ services, columns: 80, rows: 24 });
    await ui.waitForFrame('Retail panel');
    await ui.waitForFrame('? help');
    services.setHold(true);
    await ui.press('enter');
    await ui.waitForFrame('Loading members');
    await ui.press('ctrl+c');
    await ui.waitForFrame('Loading the members of Retail panel was cancelled');
  });
});
