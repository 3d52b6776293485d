// Keys that arrive in one chunk with the key that opens a field (`:` or `/` typed fast, over a slow link, or sent
// back to back by tmux) belong to that field: before, the rest of the chunk after `:` was dropped, so `:pro` typed in
// one burst opened an empty command line. A line break in the chunk is Enter, and keys after it are keys again.
import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../helpers/renderExplorer.js';

describe('keys in the same chunk as the key that opens a field', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  it(':profiles and its Enter in one chunk runs the command', async () => {
    ui = renderExplorer({ columns: 100, rows: 24 });
    await ui.waitForFrame('? help');
    ui.stdin.write(':profiles\r');
    await ui.waitForFrame('switchyard │ Profiles');
  });

  it(':pr in one chunk leaves the command line open with the text typed', async () => {
    ui = renderExplorer({ columns: 100, rows: 24 });
    await ui.waitForFrame('? help');
    ui.stdin.write(':pr');
    await ui.waitForFrame(/^:pr/m);
    // The cursor is after the carried text: the next key typed goes at the end.
    await ui.press('o');
    await ui.waitForFrame(/^:pro/m);
    expect(ui.frame()).toContain(':profiles');
  });

  it(':pro and Tab in one chunk complete as typed one by one (the Tab is a key, not pasted text)', async () => {
    ui = renderExplorer({ columns: 100, rows: 24 });
    await ui.waitForFrame('? help');
    // Over a slow link, or tmux `send-keys ':pro' Tab`: the command line used to refuse the chunk as a paste holding
    // a tab, and showed `:` alone.
    ui.stdin.write(':pro\t');
    await ui.waitForFrame(/^:profile$/m);
    await ui.press('s');
    await ui.press('enter');
    await ui.waitForFrame('switchyard │ Profiles');
  });

  it('text after the Tab in the same chunk is typed into the line after the completion', async () => {
    ui = renderExplorer({ columns: 100, rows: 24 });
    await ui.waitForFrame('? help');
    ui.stdin.write(':ex\tm.json');
    await ui.waitForFrame(/^:export m\.json$/m);
  });

  it('a filter typed with its / is kept; a key after its Enter is a key', async () => {
    ui = renderExplorer({ columns: 100, rows: 24 });
    await ui.waitForFrame('Ad measurement');
    ui.stdin.write('/retail');
    await ui.waitForFrame(/^\/retail/m);
    await ui.press('escape');
    await ui.press('escape');
    await ui.waitForFrame((f) => !/^\/retail/m.test(f) && f.includes('Ad measurement'));
    ui.stdin.write('/retail\r?');
    // The `?` after the Enter was a key again: the help opened over the filtered picker.
    await ui.waitForFrame('Help: Members');
    await ui.press('escape');
    await ui.waitForFrame(/filters \(Esc clears\)/);
    expect(ui.frame()).toContain('Retail panel');
    expect(ui.frame()).not.toContain('Ad measurement');
  });
});
