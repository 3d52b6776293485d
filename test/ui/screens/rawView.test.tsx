// `J` shows the selected record's wire JSON (a member, a profile, a collaboration in the picker): scrollable with
// j/k and PgDn/PgUp, Esc closes; the keymap registry lists it in `?` help and on the hint line.
import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../../helpers/renderExplorer.js';
import { createFakeServices, makeMembers } from '../../helpers/fakeServices.js';
import { profileFixtures } from '../../helpers/profileFixtures.js';

describe('J: the raw view', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  it('members: J shows the member as the API returns it, scrolls, Esc closes; the picker shows the collaboration', async () => {
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10, smallCount: 10 }), columns: 80, rows: 16 });
    await ui.waitForFrame('Retail panel');
    await ui.waitForFrame('? help');
    await ui.press('J');
    const collaboration = await ui.waitForFrame('as the API returns it');
    expect(collaboration).toContain('"id": "0b5a7c1e');
    await ui.press('escape');
    await ui.waitForFrameWithout('as the API returns it');
    await ui.press('enter');
    await ui.waitForFrame('10 loaded');
    await ui.press('j', 'j', 'j', 'j', 'j', 'J');
    const member = makeMembers(10)[5]!;
    const raw = await ui.waitForFrame(`member ${member.accountId}, as the API returns it`);
    // Wire shape: epoch seconds, no engine-only extension.
    expect(raw).toContain(`"accountId": "${member.accountId}"`);
    expect(raw).toMatch(/\(\d+\/\d+, j\/k scrolls\)/);
    expect(ui.frame()).not.toContain('defaultedPayments');
    await ui.press('pagedown');
    const paged = await ui.waitForFrame(`"createTime": ${member.createTime.getTime() / 1000}`);
    expect(paged).not.toContain('"accountId"');
    await ui.press('pageup');
    await ui.waitForFrame(/^\{$/m);
    await ui.press('j');
    await ui.waitForFrameWithout(/^\{$/m);
    await ui.press('j');
    await ui.waitForFrameWithout('"accountId"');
    await ui.press('k');
    await ui.waitForFrame('"accountId"');
    await ui.press('escape');
    await ui.waitForFrame('10 loaded');
    // The help names the key too.
    await ui.press('?');
    await ui.waitForFrame('Help: Members');
    await ui.press('/', ...'as the API');
    await ui.waitForFrame(/J\s+Show the selected record's JSON/);
  });

  it('profiles: J shows the profile with its credentials ARN only', async () => {
    ui = renderExplorer({
      services: createFakeServices({ bigCount: 10, profiles: profileFixtures() }),
      initialScreen: 'profiles',
      columns: 120,
      rows: 40,
    });
    await ui.waitForFrame('27 profiles');
    const tree = await ui.waitForFrame('J json');
    expect(tree).toContain('J json');
    await ui.press('j', 'J');
    const raw = await ui.waitForFrame('as the API returns it');
    expect(raw).toContain('"connectorProfileArn": "arn:aws:appflow:');
    expect(raw).not.toMatch(/"(clientSecret|password|secretKey|apiKey|accessToken)"/);
    await ui.press('escape');
    await ui.waitForFrame('27 profiles');
  });
});
