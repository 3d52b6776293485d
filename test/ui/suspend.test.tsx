// Ctrl+Z hands the terminal to the shell and, once `fg` continues the process, the explorer draws its whole frame
// again on the fresh alternate screen, with nothing lost (a field keeps its text). Where the app cannot suspend it
// says so. The terminal side (main screen, raw mode, SIGTSTP) is startExplorer's: driven by the pty test.
import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../helpers/renderExplorer.js';
import type { FakeStdout } from '../helpers/renderInk.js';

/** The explorer with a suspend that, like `fg`, comes back to a cleared alternate screen with the cursor at home. */
function renderSuspendable(): { ui: ExplorerHarness; suspended: () => number } {
  const terminal: { stdout?: FakeStdout } = {};
  let count = 0;
  const ui = renderExplorer({
    columns: 100,
    rows: 24,
    suspend: () => {
      count += 1;
      terminal.stdout?.write('\u001B[2J\u001B[H');
      return true;
    },
  });
  terminal.stdout = ui.stdout;
  return { ui, suspended: () => count };
}

describe('Ctrl+Z', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  it('suspends, then redraws the whole frame on the cleared screen', async () => {
    const app = renderSuspendable();
    ui = app.ui;
    await ui.waitForFrame('Ad measurement');
    const before = ui.frame();
    await ui.press('ctrl+z');
    expect(app.suspended()).toBe(1);
    await ui.waitForFrame((f) => f === before);
  });

  it('suspends from inside a field, which keeps its text', async () => {
    const app = renderSuspendable();
    ui = app.ui;
    await ui.waitForFrame('Ad measurement');
    await ui.press(':');
    await ui.type('pro');
    await ui.waitForFrame(/^:pro/m);
    await ui.press('ctrl+z');
    expect(app.suspended()).toBe(1);
    await ui.waitForFrame(/^:pro/m);
    expect(ui.frame()).not.toMatch(/^:proz/m);
    await ui.press('enter');
    await ui.waitForFrame('switchyard │ Profiles');
  });

  it('says so where it cannot suspend', async () => {
    ui = renderExplorer({ columns: 100, rows: 24 });
    await ui.waitForFrame('Ad measurement');
    await ui.press('ctrl+z');
    await ui.waitForFrame('Suspend (Ctrl+Z) needs a terminal with job control');
  });
});
