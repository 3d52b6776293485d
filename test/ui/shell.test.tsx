import { PassThrough } from 'node:stream';
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../helpers/renderExplorer.js';
import { createFakeServices, SMALL_COLLABORATION } from '../helpers/fakeServices.js';
import { ManualTimers } from '../helpers/manualTimers.js';
import { parseCommandLine } from '../../src/ui/shell/commandLine.js';
import { runExplorer } from '../../src/ui/main.js';
import { parseExplorerArgs } from '../../src/ui/args.js';
import { SCREEN_WORDS_SHOWN } from '../../src/settings/screenWords.js';
import { memorySettings } from '../../src/settings/settings.js';
import { SCREENS } from '../../src/ui/screens/registry.js';
import { createKeymapRegistryFor } from '../../src/ui/App.js';

describe('shell', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  it('switches screens with 1-4, Tab and Shift+Tab, and remembers the last screen', async () => {
    const settings = memorySettings();
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10 }), settings });
    await ui.waitForFrame('Pick a collaboration');
    await ui.press('2');
    await ui.waitForFrame('switchyard │ Profiles');
    await ui.press('tab');
    await ui.waitForFrame('switchyard │ Authorizations');
    await ui.press('tab');
    await ui.waitForFrame('switchyard │ Rate limits');
    await ui.press('tab');
    await ui.waitForFrame('switchyard │ Members');
    await ui.press('shift+tab');
    await ui.waitForFrame('switchyard │ Rate limits');
    await ui.press('1');
    await ui.waitForFrame('switchyard │ Members');
    // Esc with nothing to close goes back to the previous screen.
    await ui.press('escape');
    await ui.waitForFrame('switchyard │ Rate limits');
    expect(settings.get().lastScreen).toBe('ratelimits');
  });

  it('draws the hint line in the very first frame (the keymap layers are declared while rendering)', async () => {
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10 }), rows: 40 });
    await ui.waitForFrame((f) => f.includes('Pick a collaboration') && f.includes('? help'));
    // Ink writes each frame in one write; the first one with the header is the first frame.
    const first = ui.stdout.rawChunks().find((chunk) => chunk.includes('switchyard'));
    expect(first).toBeDefined();
    // The screen's layer and the shell's: at 80 columns the shell's essential keys stay, the screen's last entries
    // give way to them.
    expect(first).toContain('Enter open');
    expect(first).toContain(': command');
    expect(first).toContain('q quit');
    expect(first).toContain('? help');
  });

  it("keeps the shell's essential keys in the hint line on every screen at 80 columns, and `? help` at 60", async () => {
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10 }), columns: 80, rows: 24 });
    await ui.waitForFrame('Pick a collaboration');
    for (const key of ['1', '2', '3', '4']) {
      await ui.press(key);
      await ui.waitForFrame((f) => {
        const hints = f.split('\n').at(-1) ?? '';
        return hints.includes('? help') && hints.includes('q quit') && hints.includes(': command');
      });
    }
    await ui.press('1');
    await ui.waitForFrame((f) => f.split('\n').at(-1)!.includes('Enter open'));
    await ui.press('enter');
    await ui.waitForFrame((f) => /\d loaded/.test(f) && (f.split('\n').at(-1) ?? '').includes('q quit'));
    await ui.resize(60, 16);
    await ui.waitForFrame((f) => (f.split('\n').at(-1) ?? '').includes('? help'));
    expect(ui.lines().every((l) => [...l].length <= 60)).toBe(true);
  });

  it('? shows help for the current screen from the registry; Esc closes it; the hint line follows the keys', async () => {
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10 }), rows: 40 });
    await ui.waitForFrame('Pick a collaboration');
    expect(ui.lines().at(-1)).toContain('Enter open');
    await ui.press('?');
    const help = await ui.waitForFrame('Help: Members');
    // The picker's keys: what works where the help was asked for (the table's ] and s are not listed here).
    expect(help).toContain('Type a collaboration ID to open');
    expect(help).not.toContain('Load the next page of members now');
    expect(help).toContain('j/↓');
    expect(help).toContain('Global');
    expect(help).toContain('Go to the Profiles screen.');
    // Keys do not reach the screen or the shell while the help is open (except Ctrl+C).
    await ui.press('2');
    expect(ui.frame()).toContain('Help: Members');
    await ui.press('escape');
    await ui.waitForFrame('Pick a collaboration');
    await ui.press('2', '?');
    await ui.waitForFrame('Help: Profiles');
    expect(ui.frame()).toContain('Filter by connector type');
    await ui.press('?');
    await ui.waitForFrameWithout('Help: Profiles');
  });

  it(': runs commands: go to a screen, open a collaboration by ID, reload, errors', async () => {
    const services = createFakeServices({ bigCount: 10 });
    ui = renderExplorer({ services });
    await ui.waitForFrame('Pick a collaboration');
    await ui.press(':');
    await ui.type('profiles');
    await ui.press('enter');
    await ui.waitForFrame('switchyard │ Profiles');
    await ui.press(':');
    await ui.type(`open ${SMALL_COLLABORATION}`);
    await ui.press('enter');
    await ui.waitForFrame('Ad measurement · 100 loaded');
    const before = services.calls.listMembers;
    await ui.press(':');
    await ui.type('reload');
    await ui.press('enter');
    await vi.waitFor(() => expect(services.calls.listMembers).toBe(before + 1));
    await ui.waitForFrame('Ad measurement · 100 loaded');
    await ui.press(':');
    await ui.type('nonsense');
    await ui.press('enter');
    await ui.waitForFrame("Unknown command 'nonsense'");
    await ui.press(':');
    await ui.type('open not-a-uuid');
    await ui.press('enter');
    await ui.waitForFrame('collaborationIdentifier');
    // Esc leaves the command line without running it.
    await ui.press(':');
    await ui.type('quit');
    await ui.press('escape');
    await ui.waitForFrame('Enter open');
    expect(ui.app.shellStore.getState().quitRequested).toBe(false);
  });

  it('q quits, Ctrl+C cancels a load in flight first and quits on a second press', async () => {
    const timers = new ManualTimers();
    const services = createFakeServices({ bigCount: 10, hold: true });
    ui = renderExplorer({ services, timers });
    await ui.waitForFrame('Loading collaborations');
    await ui.press('ctrl+c');
    await ui.waitForFrame('Cancelled: Loading collaborations');
    services.setHold(false);
    expect(ui.app.shellStore.getState().quitRequested).toBe(false);
    await ui.press('ctrl+c');
    await ui.waitForFrame('Press Ctrl+C again to quit');
    timers.advance(3000); // the window closes and the message clears itself
    await ui.waitForFrameWithout('Press Ctrl+C again');
    await ui.press('ctrl+c');
    await ui.waitForFrame('Press Ctrl+C again to quit');
    await ui.press('ctrl+c');
    await ui.exited;
    expect(ui.app.shellStore.getState().quitRequested).toBe(true);
    expect(ui.stdout.raw()).toContain('\u001B[?25h'); // cursor shown again
    ui = undefined;
  });

  it('q quits when not typing', async () => {
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10 }) });
    await ui.waitForFrame('Pick a collaboration');
    await ui.press('q');
    await ui.exited;
    ui = undefined;
  });

  it('keeps the frame one row shorter than the terminal and follows resizes down to 60x16', async () => {
    ui = renderExplorer({ services: createFakeServices({ bigCount: 500 }), columns: 80, rows: 24 });
    await ui.waitForFrame('Pick a collaboration');
    await ui.press('enter');
    await ui.waitForFrame('Retail panel · 100 loaded');
    expect(ui.lines().length).toBe(23);
    expect(ui.frame()).toContain('Abilities');
    await ui.resize(60, 16);
    await ui.waitForFrame((f) => f.split('\n').length === 15 && !f.includes('Abilities'));
    expect(ui.lines().every((l) => [...l].length <= 60)).toBe(true);
    expect(ui.lines()[0]).toContain('switchyard');
    await ui.press('j', 'j');
    await ui.waitForFrame('row 3 of 100');
    await ui.resize(120, 40);
    await ui.waitForFrame((f) => f.split('\n').length === 39 && f.includes('Abilities'));
    expect(ui.lines()[0]).toContain('switchyard');
  });

  it('a startup warning shows in the status line and clears itself', async () => {
    const timers = new ManualTimers();
    ui = renderExplorer({
      services: createFakeServices({ bigCount: 10 }),
      timers,
      startupWarnings: ['Settings file x could not be used'],
    });
    await ui.waitForFrame('Settings file x could not be used');
    timers.advance(10_000);
    await ui.waitForFrameWithout('Settings file x');
  });
});

describe('leaving a dirty screen', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  it('asks before switching away or quitting, and discards only on yes', async () => {
    let discarded = 0;
    const { defineScreen } = await import('../../src/ui/screenContract.js');
    const { useScreenChrome } = await import('../../src/ui/hooks/useScreenChrome.js');
    const { Text } = await import('ink');
    const draft = defineScreen({
      id: 'authorizations',
      title: 'Draft',
      commands: [],
      component: function DraftScreen({ chrome }) {
        useScreenChrome(chrome, { dirty: true, discard: () => (discarded += 1) });
        return <Text>draft screen with input</Text>;
      },
    });
    const others = SCREENS.filter((s) => s.id !== 'authorizations');
    ui = renderExplorer({
      services: createFakeServices({ bigCount: 10 }),
      screens: [draft, ...others],
      initialScreen: 'authorizations',
    });
    await ui.waitForFrame('draft screen with input');
    await ui.waitForFrame('? help');
    await ui.press('2');
    await ui.waitForFrame('Leave Draft and discard what was entered? (y/n)');
    await ui.press('n');
    await ui.waitForFrameWithout('(y/n)');
    expect(ui.frame()).toContain('draft screen with input');
    await ui.press('q');
    await ui.waitForFrame('Quit and discard what was entered in Draft? (y/n)');
    await ui.press('escape');
    await ui.waitForFrameWithout('(y/n)');
    expect(discarded).toBe(0);
    await ui.press('2');
    await ui.waitForFrame('(y/n)');
    await ui.press('y');
    await ui.waitForFrame('switchyard │ Members'); // `2` is Members here: the draft screen is first
    expect(discarded).toBe(1);
  });
});

describe('command line and flags (pure)', () => {
  it('parses commands', () => {
    expect(parseCommandLine(':members')).toEqual({ kind: 'goto', screen: 'members' });
    expect(parseCommandLine('limits')).toEqual({ kind: 'goto', screen: 'ratelimits' });
    expect(parseCommandLine('open abc')).toEqual({ kind: 'open', collaborationId: 'abc' });
    expect(parseCommandLine('open')).toMatchObject({ kind: 'error' });
    expect(parseCommandLine('reload now')).toMatchObject({ kind: 'error', message: ':reload takes no arguments' });
    expect(parseCommandLine('  ')).toEqual({ kind: 'none' });
  });
  it('names each screen once: the flag word, the id, the folder and the title agree', () => {
    for (const screen of SCREENS) {
      expect(parseExplorerArgs(['--screen', screen.id])).toMatchObject({ screen: screen.id });
      expect(parseCommandLine(screen.id)).toEqual({ kind: 'goto', screen: screen.id });
      expect(screen.title.toLowerCase().replace(/ /g, '')).toBe(screen.id);
      expect(existsSync(new URL(`../../src/ui/screens/${screen.id}/index.ts`, import.meta.url))).toBe(true);
    }
    expect(SCREENS.map((s) => s.id)).toEqual([...SCREEN_WORDS_SHOWN]);
    // The words used before the one-name rename are still read (settings files, scripts).
    for (const [word, screen] of [
      ['create', 'authorizations'],
      ['wizard', 'authorizations'],
      ['limits', 'ratelimits'],
      ['rateLimits', 'ratelimits'],
    ] as const)
      expect(parseExplorerArgs(['--screen', word])).toMatchObject({ screen });
  });
  it('parses flags strictly', () => {
    expect(parseExplorerArgs(['--data', 'x.json', '--screen', 'limits'])).toMatchObject({
      dataPath: 'x.json',
      screen: 'ratelimits',
    });
    expect(parseExplorerArgs(['--data=y.json'])).toMatchObject({ dataPath: 'y.json' });
    expect(() => parseExplorerArgs(['--data'])).toThrow('--data needs a value');
    expect(() => parseExplorerArgs(['--bogus'])).toThrow("unknown option '--bogus'");
    expect(() => parseExplorerArgs(['--backend', 'gcp'])).toThrow('--backend must be engine or aws');
    expect(parseExplorerArgs(['--github-url', 'http://127.0.0.1:9/api/v3', '--no-sign-request'])).toMatchObject({
      githubUrl: 'http://127.0.0.1:9/api/v3',
      noSignRequest: true,
    });
    expect(parseExplorerArgs(['--github', '--ca-bundle', 'corp.pem', '--no-verify-ssl'])).toMatchObject({
      github: true,
      caBundle: 'corp.pem',
      noVerifySsl: true,
    });
    expect(() => parseExplorerArgs(['--ca-bundle'])).toThrow('--ca-bundle needs a value');
  });
  it('the registry of the real screens has no conflicts', () => {
    expect(() => createKeymapRegistryFor(SCREENS)).not.toThrow();
  });
});

describe('non-interactive use', () => {
  it('refuses with a clear message and a non-zero exit when stdin or stdout is not a terminal', async () => {
    const stderr = new PassThrough();
    let text = '';
    stderr.on('data', (d) => (text += String(d)));
    const streams = {
      stdin: Object.assign(new PassThrough(), { isTTY: false }) as unknown as NodeJS.ReadStream,
      stdout: Object.assign(new PassThrough(), { isTTY: false }) as unknown as NodeJS.WriteStream,
      stderr: stderr as unknown as NodeJS.WriteStream,
    };
    const code = await runExplorer([], streams);
    expect(code).toBe(2);
    expect(text).toContain('the explorer needs an interactive terminal (stdin is not a terminal)');
    expect(text).not.toMatch(/at .*\.ts:\d+/); // no stack trace
  });
});
