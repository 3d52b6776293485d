// `y` copies the selected item's identifier and `Y` the record as JSON through OSC 52; the status line says what.
import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../../helpers/renderExplorer.js';
import { createFakeServices, makeMembers } from '../../helpers/fakeServices.js';
import { profileFixtures } from '../../helpers/profileFixtures.js';
import { clipboardTexts } from '../../helpers/clipboard.js';

const clipboard = (ui: ExplorerHarness): string[] => clipboardTexts(ui.stdout.raw());

describe('copy to the clipboard', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  it('members: y copies the account ID, Y the member as JSON; in the picker y copies the collaboration ID', async () => {
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10, smallCount: 10 }) });
    await ui.waitForFrame('Retail panel');
    await ui.waitForFrame('? help');
    await ui.press('y');
    await ui.waitForFrame('Copied collaboration ID: 0b5a7c1e');
    await ui.press('enter');
    await ui.waitForFrame('10 loaded');
    await ui.press('j', 'y');
    const second = makeMembers(10)[1]!;
    await ui.waitForFrame(`Copied account ID: ${second.accountId}`);
    await ui.press('Y');
    await ui.waitForFrame('Copied member JSON');
    const copied = clipboard(ui);
    expect(copied[1]).toBe(second.accountId);
    expect(JSON.parse(copied[2]!)).toMatchObject({ accountId: second.accountId, displayName: second.displayName });
    // The JSON J shows: as ListMembers returns it, times in epoch seconds.
    expect(JSON.parse(copied[2]!)).toMatchObject({ createTime: second.createTime.getTime() / 1000 });
  });

  it('profiles: y copies the ARN of the selected profile', async () => {
    ui = renderExplorer({
      services: createFakeServices({ bigCount: 10, profiles: profileFixtures() }),
      initialScreen: 'profiles',
      columns: 100,
      rows: 30,
    });
    await ui.waitForFrame('27 profiles');
    await ui.press('j', 'y');
    await ui.waitForFrame('Copied profile ARN');
    expect(clipboard(ui)[0]).toMatch(/^arn:aws:appflow:/);
  });
});
