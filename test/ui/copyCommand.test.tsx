// `C` copies the switchyard command that reproduces the view or record, `A` the same for the AWS CLI, through
// OSC 52; the status line says what was copied.
import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../helpers/renderExplorer.js';
import { BIG_COLLABORATION, createFakeServices } from '../helpers/fakeServices.js';
import { profileFixtures } from '../helpers/profileFixtures.js';
import { shellWord } from '../../src/state/copyCommand.js';
import { clipboardTexts } from '../helpers/clipboard.js';

const clipboard = (ui: ExplorerHarness): string[] => clipboardTexts(ui.stdout.raw());

describe('copy as a command', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  it('members: C copies the list-members command of the collaboration, A the aws one', async () => {
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10 }), columns: 120 });
    await ui.waitForFrame('Retail panel');
    await ui.waitForFrame('? help');
    await ui.press('enter');
    await ui.waitForFrame('Retail panel · 10 loaded');
    await ui.press('C');
    await ui.waitForFrame('Copied switchyard command: switchyard cleanrooms list-members');
    await ui.press('A');
    await ui.waitForFrame('Copied aws command: aws cleanrooms list-members');
    expect(clipboard(ui)).toEqual([
      `switchyard cleanrooms list-members --collaboration-identifier ${BIG_COLLABORATION}`,
      `aws cleanrooms list-members --collaboration-identifier ${BIG_COLLABORATION}`,
    ]);
  });

  it('profiles: C copies describe-connector-profiles with the filters that are parameters; the detail by name', async () => {
    ui = renderExplorer({
      services: createFakeServices({ bigCount: 10, profiles: profileFixtures() }),
      initialScreen: 'profiles',
      columns: 120,
      rows: 30,
    });
    await ui.waitForFrame('27 profiles');
    await ui.press('C');
    await ui.waitForFrame('Copied switchyard command');
    await ui.press('T');
    await ui.type('acme_crm');
    await ui.press('enter');
    await ui.waitForFrame('type CustomConnector · label acme_crm');
    await ui.press('i');
    await ui.type('customconnector-main, team#2');
    await ui.press('enter');
    await ui.waitForFrame('names customconnector-main, team#2');
    await ui.press('/');
    await ui.type('x');
    await ui.press('enter');
    await ui.press('C');
    await ui.waitForFrame(() => clipboard(ui!).length === 2);
    await ui.press('escape', 'x');
    await ui.waitForFrame('27 profiles (all 27) · type any');
    await ui.press('j', 'enter');
    await ui.waitForFrame('Provisioning');
    await ui.press('A');
    await ui.waitForFrame(() => clipboard(ui!).length === 3);
    const [all, filtered, detail] = clipboard(ui);
    expect(all).toBe('switchyard appflow describe-connector-profiles');
    expect(filtered).toBe(
      "switchyard appflow describe-connector-profiles --connector-type CustomConnector --connector-label acme_crm --connector-profile-names customconnector-main 'team#2'",
    );
    expect(detail).toMatch(/^aws appflow describe-connector-profiles --connector-profile-names \S+$/);
    expect(shellWord("it's")).toBe(`'it'\\''s'`);
  });
});
