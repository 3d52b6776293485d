// At 60x16 the quit prompt and the `?` help wrap instead of being cut; counts carry thousands separators; validator
// wording reaches people in plain words.
import { afterEach, describe, expect, it } from 'vitest';
import { Text } from 'ink';
import { renderExplorer, type ExplorerHarness } from '../helpers/renderExplorer.js';
import { createFakeServices } from '../helpers/fakeServices.js';
import { profileFixtures } from '../helpers/profileFixtures.js';
import { SCREENS } from '../../src/ui/screens/registry.js';
import { defineScreen } from '../../src/ui/screenContract.js';
import { useScreenChrome } from '../../src/ui/hooks/useScreenChrome.js';
import { peopleMessage } from '../../src/domain/fieldMessages.js';

describe('small things people notice', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  it('the quit prompt wraps at 60x16 instead of being cut', async () => {
    const draft = defineScreen({
      id: 'authorizations',
      title: 'Authorizations',
      commands: [],
      component: function DraftScreen({ chrome }) {
        useScreenChrome(chrome, { dirty: true });
        return <Text>draft screen with input</Text>;
      },
    });
    ui = renderExplorer({
      services: createFakeServices({ bigCount: 10 }),
      screens: [...SCREENS.filter((s) => s.id !== 'authorizations'), draft],
      initialScreen: 'authorizations',
      columns: 60,
      rows: 16,
    });
    await ui.waitForFrame('draft screen with input');
    await ui.waitForFrame('? help');
    await ui.press('q');
    const frame = await ui.waitForFrame('(y/n)');
    expect(frame.replace(/\s*\n\s*/g, ' ')).toContain('Quit and discard what was entered in Authorizations? (y/n)');
    expect(frame).not.toContain('…');
    await ui.press('n');
    await ui.waitForFrameWithout('(y/n)');
  });

  it('the ? help wraps long descriptions at 60x16 instead of cutting them', async () => {
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10 }), columns: 60, rows: 16 });
    await ui.waitForFrame('? help');
    await ui.press('?');
    await ui.waitForFrame('Help: Members');
    await ui.press('/');
    await ui.type('clipboard');
    await ui.press('enter');
    const frame = await ui.waitForFrame('(Esc clears)');
    expect(frame).not.toContain('…');
    const flat = frame.replace(/\s*\n\s*/g, ' ');
    expect(flat).toContain(
      "a member's account ID, a profile's ARN, a collaboration's ID, an authorization's ARN, a rate-limit bucket's name.",
    );
  });

  it('counts carry thousands separators', async () => {
    ui = renderExplorer({ services: createFakeServices(), columns: 100 });
    await ui.waitForFrame('Retail panel');
    await ui.press('enter');
    await ui.waitForFrame('Retail panel · 100 loaded');
    for (let loaded = 200; loaded <= 1000; loaded += 100) {
      await ui.press(']');
      await ui.waitForFrame(`Retail panel · ${loaded.toLocaleString('en-US')} loaded`);
    }
    await ui.press('/');
    await ui.type('0');
    await ui.waitForFrame('  1,000 matches');
    await ui.press('enter');
    await ui.waitForFrame("1,000 of 1,000 loaded members match '0'");
    expect(ui.frame()).toContain("filter '0' (1,000 of 1,000)");
  });

  it('validator wording is shown in plain words', async () => {
    expect(peopleMessage('Member must have length between 1 and 2048')).toBe('required, at most 2,048 characters');
    expect(peopleMessage('Member must have length 36')).toBe('exactly 36 characters');
    expect(peopleMessage('Member must satisfy regular expression pattern: ^https?://[^ ]+$ (an http(s) URL)')).toBe(
      'an http(s) URL',
    );
    ui = renderExplorer({
      services: createFakeServices({ bigCount: 10, profiles: profileFixtures() }),
      initialScreen: 'profiles',
      columns: 120,
    });
    await ui.waitForFrame('27 profiles');
    await ui.press('T');
    await ui.type('bad label!');
    const frame = await ui.waitForFrame('✗ connectorLabel: ');
    expect(frame).not.toContain('regular expression');
    expect(frame).not.toContain('Member must');
  });
});
