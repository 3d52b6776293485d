// Long bursts of keys in one write (key repeat, a paste, `tmux send-keys`) never end the app. Before, each queued
// key was dispatched from the layout effect of the commit the key before it caused, so a burst of more than ~50
// screen switches was a chain of nested synchronous updates and React stopped it with error #185 (maximum update
// depth): `1234` x20 or 60 Tab in one write ended the explorer with exit 1.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../helpers/renderExplorer.js';
import { createFakeServices } from '../helpers/fakeServices.js';
import { profileFixtures } from '../helpers/profileFixtures.js';

async function onMembers(): Promise<{ ui: ExplorerHarness; ended: () => unknown }> {
  const ui = renderExplorer({
    columns: 80,
    rows: 24,
    services: createFakeServices({ bigCount: 10, profiles: profileFixtures() }),
  });
  let ending: unknown;
  ui.exited.then(
    () => (ending ??= 'exited'),
    (error: unknown) => (ending ??= error),
  );
  await ui.waitForFrame('Ad measurement');
  return { ui, ended: () => ending };
}

/** Waits until the header names `screen`, failing at once if the app ended meanwhile. */
async function expectScreen(ui: ExplorerHarness, ended: () => unknown, screen: string): Promise<void> {
  await ui.waitForFrame((frame) => {
    if (ended() !== undefined) throw new Error(`the app ended: ${String(ended())}`);
    return frame.startsWith(`switchyard │ ${screen}`);
  });
}

describe('bursts of keys', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  it('1234 twenty times in one write ends on Rate limits, and the app runs on', async () => {
    const started = await onMembers();
    ui = started.ui;
    ui.stdin.write('1234'.repeat(20));
    await expectScreen(ui, started.ended, 'Rate limits');
    await ui.press('2');
    await expectScreen(ui, started.ended, 'Profiles');
    expect(started.ended()).toBeUndefined();
  });

  it('60 Tab in one write goes round the four screens and the app runs on', async () => {
    const started = await onMembers();
    ui = started.ui;
    ui.stdin.write('\t'.repeat(61));
    await expectScreen(ui, started.ended, 'Profiles');
    await ui.press('1');
    await expectScreen(ui, started.ended, 'Members');
    expect(started.ended()).toBeUndefined();
  });

  it('property: random bursts of screen keys, Tab, moves, Esc and typed words never end the app', async () => {
    // Mostly screen switches (the crash needed ~50 in one run of plain keys), with moves, fields, typed words and,
    // rarely, the named keys that split a chunk (Esc, Enter, Shift+Tab).
    const key = fc.oneof(
      { arbitrary: fc.constantFrom('1', '2', '3', '4', '\t'), weight: 30 },
      { arbitrary: fc.constantFrom('j', 'k', 'g', 'G', '?', '/', ':'), weight: 3 },
      { arbitrary: fc.constantFrom('daisy', 'slack', 'main', 'quit', 'help', 'profiles', 'x', 'yy', 'n'), weight: 2 },
      { arbitrary: fc.constantFrom('\u001B', '\r', '\u001B[Z'), weight: 1 },
    );
    const burst = fc.array(key, { minLength: 40, maxLength: 150 }).map((keys) => keys.join(''));
    await fc.assert(
      fc.asyncProperty(fc.array(burst, { minLength: 1, maxLength: 3 }), async (bursts) => {
        const started = await onMembers();
        try {
          for (const text of bursts) started.ui.stdin.write(text.replaceAll('q', ''));
          // A key after the bursts runs what is still queued first; then the app must still be drawing its shell.
          await started.ui.press('escape');
          await started.ui.waitForFrame((frame) => {
            if (started.ended() !== undefined) throw new Error(`the app ended: ${String(started.ended())}`);
            return frame.startsWith('switchyard │');
          });
          expect(started.ended()).toBeUndefined();
        } finally {
          started.ui.unmount();
        }
      }),
      { numRuns: 8 },
    );
  }, 120_000);
});
