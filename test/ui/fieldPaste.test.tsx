// The shell's one-line fields (the `:` command line, the `/` filters) take a chunk that ends in a line break (a paste
// ending in a newline, Enter merged with typed text on a slow link) as text then Enter, as the wizard's fields do; a
// paste with a line break inside is refused, and the status line says so. Before, the carriage return went into the
// value: the line on screen was overwritten from its first column and Enter did nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../helpers/renderExplorer.js';

describe('pasting into the shell fields', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  it(':profiles with its Enter in one chunk runs the command', async () => {
    ui = renderExplorer({ columns: 100, rows: 24 });
    await ui.waitForFrame('? help');
    await ui.press(':');
    await ui.waitForFrame(':members  :profiles');
    ui.stdin.write('profiles\r');
    await ui.waitForFrame('switchyard │ Profiles');
    expect(ui.frame()).not.toContain('\r');
  });

  it('a filter with its Enter in one chunk is applied; two lines are refused and said', async () => {
    ui = renderExplorer({ columns: 100, rows: 24 });
    await ui.waitForFrame('Ad measurement');
    await ui.press('/');
    ui.stdin.write('retail\r');
    // Applied: the field is closed and the picker says how to clear it.
    await ui.waitForFrame(/filters \(Esc clears\)/);
    expect(ui.frame()).not.toContain('Ad measurement');

    await ui.press('/');
    await ui.waitForFrame(/^\/retail/m);
    ui.stdin.write('one\ntwo');
    await ui.waitForFrame('Filter: pasted text with a tab or a line break was refused');
    expect(ui.frame()).toMatch(/^\/retail {2}/m);
  });
});
