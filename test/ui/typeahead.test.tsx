// Keys that arrive together (one chunk, as over a slow link) are not lost: outside a field each is dispatched.
import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../helpers/renderExplorer.js';
import { createFakeServices } from '../helpers/fakeServices.js';

describe('type-ahead', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  it('dispatches each key of a multi-key chunk outside a field', async () => {
    ui = renderExplorer({ services: createFakeServices({ smallCount: 100 }) });
    await ui.waitForFrame('? help');
    await ui.waitForFrame('Ad measurement');
    ui.stdin.write('j\r'); // down to the second collaboration, then open it, in one chunk
    await ui.waitForFrame('Ad measurement · 100 loaded');
    ui.stdin.write('jjj');
    await ui.waitForFrame('row 4 of 100');
    expect(ui.frame()).toContain('›');
  });
});
