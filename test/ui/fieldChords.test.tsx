// A Ctrl or Alt chord in a one-line field never types its letter (ink-text-input inserted the `a` of Ctrl+A and the
// `u` of Ctrl+U); Ctrl+U clears the field and Ctrl+W deletes a word, as a shell does, also inside a burst of keys.
import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../helpers/renderExplorer.js';

describe('chords in a field', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  it('Ctrl+A and Ctrl+E type nothing; Ctrl+U clears; typing goes on', async () => {
    ui = renderExplorer({ columns: 100, rows: 24 });
    await ui.waitForFrame('Ad measurement');
    await ui.press('/');
    await ui.type('ret');
    await ui.waitForFrame(/^\/ret/m);
    await ui.press('ctrl+a');
    await ui.press('ctrl+e');
    await ui.type('a');
    await ui.waitForFrame(/^\/reta/m);
    expect(ui.frame()).not.toMatch(/^\/ret[ae]{2}/m);
    await ui.press('ctrl+u');
    await ui.waitForFrame((f) => /^\/ +0 match|^\/ +\d+ match/m.test(f) && !/^\/ret/m.test(f));
    await ui.type('ad');
    await ui.waitForFrame(/^\/ad/m);
    await ui.press('enter');
    await ui.waitForFrame("1 of 2 match 'ad'");
  });

  it('Ctrl+W deletes a word; a burst with Ctrl+U and Ctrl+W in it types what the keys one by one would', async () => {
    ui = renderExplorer({ columns: 100, rows: 24 });
    await ui.waitForFrame('Ad measurement');
    await ui.press('/');
    await ui.type('ad panel');
    await ui.waitForFrame(/^\/ad panel/m);
    await ui.press('ctrl+w');
    await ui.waitForFrame((f) => /^\/ad /m.test(f) && !/^\/ad panel/m.test(f));
    // One chunk, as over a slow link: Ctrl+U, `retail panel`, Ctrl+W, `x`.
    ui.stdin.write('\u0015retail panel\u0017x');
    await ui.waitForFrame(/^\/retail x /m);
  });

  it('Alt+U and Alt+W neither type their letter nor edit the line; a key after them in the same chunk is typed', async () => {
    ui = renderExplorer({ columns: 100, rows: 24 });
    await ui.waitForFrame('Ad measurement');
    await ui.press('/');
    await ui.type('ad panel');
    await ui.waitForFrame(/^\/ad panel/m);
    // One chunk: Ink parses it into three keys (Alt+U, Alt+W, `s`) and emits them one after the other.
    ui.stdin.write('\u001Bu\u001Bws');
    await ui.waitForFrame(/^\/ad panels /m);
    await ui.press('ctrl+a');
    await ui.type('t');
    await ui.waitForFrame(/^\/ad panelst /m);
  });
});
