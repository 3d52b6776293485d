// The `:` command line completes command names with Tab (prefix match) and lists the matching commands on the line
// above while typing; a unique prefix runs its command.
import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../helpers/renderExplorer.js';
import { commandMatches, completeCommandLine, parseCommandLine } from '../../src/ui/shell/commandLine.js';

describe(': completion', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  it(':pro + Tab completes to :profile and Enter opens Profiles; the hint line lists the matches while typing', async () => {
    ui = renderExplorer({ columns: 100, rows: 24 });
    await ui.waitForFrame('? help');
    await ui.press(':');
    const open = await ui.waitForFrame(':members  :profiles  :authorizations');
    expect(open).toContain(':open <collaboration-id>');
    await ui.type('p');
    await ui.waitForFrame(/^:profiles {2}:profile <name>$/m);
    await ui.type('ro');
    await ui.press('tab');
    await ui.waitForFrame(/^:profile$/m);
    await ui.press('enter');
    await ui.waitForFrame('switchyard │ Profiles');

    await ui.press(':');
    await ui.type('re');
    await ui.waitForFrame(/^:reload {2}:region <name>$/m);
    await ui.press('backspace', 'backspace');
    await ui.type('ex');
    await ui.press('tab');
    await ui.waitForFrame(/^:export <file\.json\|file\.csv>$/m);
    // The cursor is after the completion (and its space): typing goes on from there.
    await ui.type('x');
    await ui.waitForFrame(/^:export x$/m);
    // Ink takes a key that follows Esc within 20 ms as Alt+key (the bytes a terminal sends for it): the line closes
    // first.
    await ui.press('escape');
    await ui.waitForFrameWithout(/^:export x$/m);
    await ui.press(':');
    await ui.type('zz');
    await ui.waitForFrame("no command starts with 'zz'");
    await ui.press('escape');
    await ui.waitForFrameWithout("no command starts with 'zz'");
  });

  it('text and Tab arriving in one chunk at the open line are typed, then complete (the Tab is a key)', async () => {
    ui = renderExplorer({ columns: 100, rows: 24 });
    await ui.waitForFrame('? help');
    await ui.press(':');
    await ui.waitForFrame(':members  :profiles  :authorizations');
    // tmux `send-keys 'xp' Tab`, or typing fast over a slow link: the line used to refuse the chunk as a paste.
    ui.stdin.write('exp\t');
    await ui.waitForFrame(/^:export <file\.json\|file\.csv>$/m);
    ui.stdin.write('m.csv');
    await ui.waitForFrame(/^:export m\.csv$/m);
  });

  it('a paste refused by the line is said in the line above it (the status line is hidden while it is open)', async () => {
    ui = renderExplorer({ columns: 100, rows: 24 });
    await ui.waitForFrame('? help');
    await ui.press(':');
    await ui.waitForFrame(':members  :profiles  :authorizations');
    // A tab between pieces of text is a paste (two values), refused whole: before, the line showed `:` and nothing
    // said why.
    ui.stdin.write('pro\tfiles');
    const refused = await ui.waitForFrame(/^Command: pasted text with a tab or a line break was refused/m);
    // Right above the line, which is left as it was.
    expect(refused).toMatch(/refused[^\n]*\n: *(\n|$)/);
    // The next edit brings the matches back.
    await ui.type('p');
    await ui.waitForFrame(/^:profiles {2}:profile <name>$/m);
  });

  it('matches and completes by prefix (pure)', () => {
    expect(commandMatches('').map((c) => c.name)).toContain('quit');
    expect(commandMatches('pro').map((c) => c.name)).toEqual(['profiles', 'profile']);
    expect(commandMatches('export x.json').map((c) => c.name)).toEqual(['export']);
    expect(completeCommandLine('pro')).toBe('profile');
    expect(completeCommandLine('profiles')).toBe('profiles');
    expect(completeCommandLine('op')).toBe('open ');
    expect(completeCommandLine('zz')).toBe('zz');
    expect(parseCommandLine(':pro')).toEqual({ kind: 'goto', screen: 'profiles' });
    // A prefix picks among the commands that fit: `:re` reloads, `:re eu-west-1` is the Region.
    expect(parseCommandLine(':re')).toEqual({ kind: 'reload' });
    expect(parseCommandLine(':reg eu-west-1')).toEqual({ kind: 'context', field: 'region', value: 'eu-west-1' });
    expect(parseCommandLine(':pro dev')).toEqual({ kind: 'context', field: 'profile', value: 'dev' });
    expect(parseCommandLine(':exp a.csv')).toEqual({ kind: 'export', path: 'a.csv' });
  });
});
