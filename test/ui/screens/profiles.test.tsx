import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../../helpers/renderExplorer.js';
import { createFakeServices } from '../../helpers/fakeServices.js';
import { profileFixtures } from '../../helpers/profileFixtures.js';
import { PROPERTY_GROUPS } from '../../../src/domain/appflow/types.js';
import { GROUP_TITLE } from '../../../src/state/profileGroups.js';
import type { ProfilesStore } from '../../../src/state/profiles/profilesStore.js';

function services() {
  return createFakeServices({ bigCount: 10, profiles: profileFixtures() });
}

describe('connector profiles screen', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  it('groups profiles with counts and opens a profile of every group', async () => {
    ui = renderExplorer({ services: services(), initialScreen: 'profiles', rows: 40, columns: 100 });
    await ui.waitForFrame('27 profiles (all 27)');
    expect(ui.frame()).toContain('Instance URL only (7)');
    expect(ui.frame()).toContain('CRM (2)');
    const store = ui.app.states.get('profiles') as ProfilesStore;
    for (const group of PROPERTY_GROUPS) {
      // Collapse everything, then walk to the group and open its first profile.
      const groupIndex = store.getState().rows.findIndex((r) => r.kind === 'group' && r.group === group);
      expect(groupIndex, group).toBeGreaterThanOrEqual(0);
      await ui.press('g');
      for (let i = 0; i <= groupIndex; i += 1) await ui.press('j');
      await ui.press('enter');
      await ui.waitForFrame('Provisioning:');
      await ui.waitForFrame(`Profiles > ${GROUP_TITLE[group]}`);
      expect(ui.frame()).toContain('credentialsArn');
      await ui.press('escape');
      await ui.waitForFrame('27 profiles');
    }
  });

  it('explains the group properties: Salesforce PrivateLink flag per mode, SAP OAuth + disableSSO, custom connector grant', async () => {
    ui = renderExplorer({ services: services(), initialScreen: 'profiles', rows: 40, columns: 120 });
    await ui.waitForFrame('27 profiles');
    await ui.press('i');
    await ui.type('salesforce-private');
    await ui.press('enter');
    await ui.waitForFrame('1 profile ');
    await ui.press('j', 'enter');
    await ui.waitForFrame('all calls to Salesforce');
    expect(ui.frame()).toContain('Provisioning: private connection CREATED');
    // A key within 20 ms of Esc is Alt+key to Ink: the detail closes first.
    await ui.press('escape');
    await ui.waitForFrameWithout('all calls to Salesforce');
    await ui.press('i');
    await ui.waitForFrame('Names (comma-separated):');
    for (let i = 0; i < 'salesforce-private'.length; i += 1) await ui.press('backspace');
    await ui.type('salesforce-main,sapodata-main,customconnector-main,snowflake-failed');
    await ui.press('enter');
    await ui.waitForFrame('4 profiles');
    const openByName = async (name: string, expectText: string) => {
      const store = ui!.app.states.get('profiles') as ProfilesStore;
      const index = store
        .getState()
        .rows.findIndex((r) => r.kind === 'profile' && r.profile.connectorProfileName === name);
      await ui!.press('g');
      for (let i = 0; i < index; i += 1) await ui!.press('j');
      await ui!.press('enter');
      const frame = await ui!.waitForFrame(expectText);
      await ui!.press('escape');
      await ui!.waitForFrame('4 profiles');
      return frame;
    };
    expect(
      await openByName('salesforce-main', 'Public connection: usePrivateLinkForMetadataAndAuthorization only applies'),
    ).toContain('instanceUrl');
    const sap = await openByName('sapodata-main', 'disableSSO is true');
    expect(sap).toContain('oAuthProperties.tokenUrl');
    expect(sap).toContain('Authenticates with OAuth');
    const custom = await openByName('customconnector-main', 'OAuth 2.0 grant type CLIENT_CREDENTIALS');
    expect(custom).toContain('profileProperties.tenant');
    expect(custom).toContain('tokenUrlCustomProperties.audience');
    const failed = await openByName('snowflake-failed', 'Provisioning: private connection FAILED: ACCESS_DENIED');
    expect(failed).toContain('The role cannot reach the endpoint service');
  });

  it('lists and opens profiles without connectorProfileProperties, and a custom connector without a label', async () => {
    const bare = [
      { connectorProfileName: 'slack-bare', connectorType: 'Slack' as const },
      { connectorProfileName: 'custom-bare', connectorType: 'CustomConnector' as const },
    ];
    ui = renderExplorer({
      services: createFakeServices({ bigCount: 10, profiles: bare }),
      initialScreen: 'profiles',
      rows: 30,
      columns: 110,
    });
    const list = await ui.waitForFrame('2 profiles (all 2)');
    expect(list).toContain('Instance URL only (1)');
    expect(list).toContain('Custom connector (1)');
    const store = ui.app.states.get('profiles') as ProfilesStore;
    const open = async (name: string) => {
      const index = store
        .getState()
        .rows.findIndex((r) => r.kind === 'profile' && r.profile.connectorProfileName === name);
      await ui!.press('g');
      for (let i = 0; i < index; i += 1) await ui!.press('j');
      await ui!.press('enter');
      await ui!.waitForFrame(`${name} ·`);
      const frame = await ui!.waitForFrame('carries no connectorProfileProperties');
      await ui!.press('escape');
      await ui!.waitForFrame('2 profiles');
      return frame;
    };
    expect(await open('slack-bare')).toMatch(/instanceUrl\s+│ —/);
    const custom = await open('custom-bare');
    expect(custom).toMatch(/connectorLabel\s+│ —/);
    expect(custom).toContain('profileProperties');
  });

  it('filters by connector type through the picker, and by label', async () => {
    ui = renderExplorer({ services: services(), initialScreen: 'profiles' });
    await ui.waitForFrame('27 profiles');
    await ui.press('t');
    await ui.waitForFrame('Connector type');
    await ui.press('g', 'j'); // Salesforce is the first type
    await ui.press('enter');
    await ui.waitForFrame('2 profiles (all 2) · type Salesforce');
    await ui.press('T');
    await ui.type('bad label!');
    await ui.waitForFrame('✗ connectorLabel');
    for (let i = 0; i < 'bad label!'.length; i += 1) await ui.press('backspace');
    await ui.type('acme_crm');
    await ui.press('enter');
    await ui.waitForFrame('1 profile (all 1) · type CustomConnector · label acme_crm');
    await ui.press('x');
    await ui.waitForFrame('27 profiles (all 27) · type any');
  });

  it('pages with a page size and ]; collapses and expands groups', async () => {
    ui = renderExplorer({ services: services(), initialScreen: 'profiles' });
    await ui.waitForFrame('27 profiles');
    await ui.press('-'); // 50 -> 25
    await ui.press('-'); // 25 -> 10
    await ui.waitForFrame('10 profiles loaded of at least 11 · more: ] or :load-all · type any · page 10');
    await ui.press(']');
    await ui.waitForFrame('20 profiles');
    await ui.press(']');
    await ui.waitForFrame('27 profiles (all 27)');
    await ui.press('g', 'z');
    await ui.waitForFrame('▸ Empty properties (5)');
    await ui.press('right');
    await ui.waitForFrame('▾ Empty properties (5)');
    await ui.press('left');
    await ui.waitForFrame('▸ Empty properties (5)');
  });
});
