// A named key (Enter, an arrow) that arrives while keys of an earlier chunk are still queued goes after them, as it
// was typed: `jj` then Enter opens the third member, not the second (the queue dispatches one key per commit, and a
// named key reaches the dispatch at once).
import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../helpers/renderExplorer.js';
import { createFakeServices } from '../helpers/fakeServices.js';

describe('a named key behind queued keys', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  it('jj in one chunk, then Enter: Enter acts on the row the two moves reached', async () => {
    ui = renderExplorer({ columns: 100, rows: 30, services: createFakeServices({ bigCount: 10 }) });
    await ui.waitForFrame('Ad measurement');
    await ui.press('enter');
    await ui.waitForFrame('Ana Lima 00000');
    ui.stdin.write('jj');
    ui.stdin.write('\r');
    // The first frame of the detail names the member it opened (the breadcrumb follows a commit later).
    const detail = await ui.waitForFrame((f) => f.includes('displayName'));
    expect(detail).toMatch(/^Chen Lima 00002 \(/m);
  });

  it('the same with an arrow: jj in one chunk, then Up, leaves the cursor on the second row', async () => {
    ui = renderExplorer({ columns: 100, rows: 30, services: createFakeServices({ bigCount: 10 }) });
    await ui.waitForFrame('Ad measurement');
    await ui.press('enter');
    await ui.waitForFrame('Ana Lima 00000');
    ui.stdin.write('jj');
    ui.stdin.write('\u001B[A');
    await ui.press('enter');
    const detail = await ui.waitForFrame((f) => f.includes('displayName'));
    expect(detail).toMatch(/^Bruno Lima 00001 \(/m);
  });
});
