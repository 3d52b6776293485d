// The mouse, fed as a terminal reports it (SGR sequences on stdin): the wheel moves the cursor, a click selects a
// row or switches screen by its tab, the `mouse` setting off ignores all of it, and a report never reaches a field
// as text.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memorySettings } from '../../../src/settings/settings.js';
import { renderExplorer, type ExplorerHarness } from '../../helpers/renderExplorer.js';
import { createFakeServices } from '../../helpers/fakeServices.js';
import { profileFixtures } from '../../helpers/profileFixtures.js';

const wheel = (direction: 'up' | 'down', column = 10, row = 5): string =>
  `\u001B[<${direction === 'up' ? 64 : 65};${column};${row}M`;
const click = (column: number, row: number): string => `\u001B[<0;${column};${row}M\u001B[<0;${column};${row}m`;

/** The 1-based terminal row and column where `text` is drawn. */
function whereIs(ui: ExplorerHarness, text: string): { row: number; column: number } {
  const lines = ui.lines();
  const index = lines.findIndex((l) => l.includes(text));
  if (index < 0) throw new Error(`'${text}' is not on the screen:\n${ui.frame()}`);
  return { row: index + 1, column: lines[index]!.indexOf(text) + 1 };
}

const selected = /^›.*Ad measurement/m;

describe('the mouse', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  it('the wheel moves the cursor of the list, down and up', async () => {
    ui = renderExplorer({ columns: 80, rows: 24 });
    await ui.waitForFrame(/^›.*Retail panel/m);
    ui.stdin.write(wheel('down'));
    await ui.waitForFrame(selected);
    ui.stdin.write(wheel('up'));
    await ui.waitForFrame(/^›.*Retail panel/m);
  });

  it('the wheel scrolls the help, and does nothing under a question', async () => {
    ui = renderExplorer({ columns: 80, rows: 16 });
    await ui.waitForFrame(/^›.*Retail panel/m);
    await ui.press('?');
    const top = await ui.waitForFrame('Help: Members');
    ui.stdin.write(wheel('down'));
    await ui.waitForFrame((f) => f !== top && f.includes('Help: Members'));
    await ui.press('escape');
    await ui.waitForFrame(/^›.*Retail panel/m);
    // A question, as a delete or a dirty screen asks one.
    ui.app.shellStore.getState().actions.confirm('Go on?', () => undefined);
    await ui.waitForFrame('Go on?');
    ui.stdin.write(wheel('down'));
    await ui.press('n');
    await ui.waitForFrameWithout('Go on?');
    expect(ui.frame()).toMatch(/^›.*Retail panel/m);
  });

  it('a click selects the row under it, and a click on a tab switches screen', async () => {
    ui = renderExplorer({ columns: 80, rows: 24 });
    await ui.waitForFrame(/^›.*Retail panel/m);
    const row = whereIs(ui, 'Ad measurement');
    ui.stdin.write(click(row.column, row.row));
    await ui.waitForFrame(selected);
    // The column titles are not a row.
    ui.stdin.write(click(row.column, row.row - 2));
    await ui.waitForFrame(selected);
    const tab = whereIs(ui, '2 Profiles');
    expect(tab.row).toBe(2);
    ui.stdin.write(click(tab.column + 3, tab.row));
    await ui.waitForFrame('switchyard │ Profiles');
  });

  it('a click selects a profile in the tree, and the wheel moves there too', async () => {
    ui = renderExplorer({
      services: createFakeServices({ bigCount: 10, profiles: profileFixtures() }),
      initialScreen: 'profiles',
      columns: 100,
      rows: 30,
    });
    await ui.waitForFrame('27 profiles');
    const lines = ui.lines();
    // The fourth drawn row of the tree, whatever it holds.
    const first = lines.findIndex((l) => l.startsWith('›'));
    const target = lines[first + 3]!.trim();
    ui.stdin.write(click(10, first + 4));
    await ui.waitForFrame((f) => f.split('\n')[first + 3]!.startsWith('›'));
    expect(ui.lines()[first + 3]!.trim()).toContain(target.slice(0, 20).replace(/^›/, '').trim());
    ui.stdin.write(wheel('up'));
    await ui.waitForFrame((f) => f.split('\n')[first + 2]!.startsWith('›'));
  });

  it('does nothing with `mouse: false`', async () => {
    ui = renderExplorer({ columns: 80, rows: 24, settings: memorySettings({ mouse: false }) });
    await ui.waitForFrame(/^›.*Retail panel/m);
    const tab = whereIs(ui, '2 Profiles');
    ui.stdin.write(wheel('down') + click(tab.column + 3, tab.row));
    // A key after the reports shows they were read (and ignored) before it.
    await ui.press('?');
    // Still on Members: the click on the tab did nothing.
    await ui.waitForFrame('Help: Members');
    await ui.press('escape');
    await ui.waitForFrame(/^›.*Retail panel/m);
    expect(ui.frame()).not.toMatch(selected);
  });

  it('never types a report into a field', async () => {
    ui = renderExplorer({ columns: 80, rows: 24 });
    await ui.waitForFrame(/^›.*Retail panel/m);
    await ui.press('/');
    await ui.type('Ad');
    ui.stdin.write(wheel('down') + click(3, 5) + `\u001B[<65;1`);
    ui.stdin.write(`0;5M`);
    await ui.type('x');
    const frame = await ui.waitForFrame(/^\/Adx/m);
    expect(frame).not.toMatch(/\[<|;5M|0;5/);
  });

  it('never types a report cut across two reads, the rest arriving after Ink stops waiting for it', async () => {
    ui = renderExplorer({ columns: 80, rows: 24 });
    await ui.waitForFrame(/^›.*Retail panel/m);
    await ui.press('/');
    await ui.type('Ad');
    await ui.waitForFrame(/^\/Ad/m);
    // Ink waits 20 ms for the rest of a cut escape sequence, then types what it holds (less the ESC) as text: the
    // rest of a report cut by a slow link, or by a busy machine between two reads, came too late and was typed into
    // the filter as `[<65;10;5M`. Ink's wait runs on the (fake) clock here, moved past it between the two reads.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      ui.stdin.write(`\u001B[<65;1`);
      vi.advanceTimersByTime(50);
      vi.runOnlyPendingTimers();
    } finally {
      vi.useRealTimers();
    }
    ui.stdin.write(`0;5M`);
    await ui.type('x');
    const frame = await ui.waitForFrame(/^\/Ad\S*x/m);
    expect(frame).toMatch(/^\/Adx/m);
  });
});
