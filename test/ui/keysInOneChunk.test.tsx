// Keys that reach the app in one chunk (typed fast, over a slow link, `tmux send-keys 2jj`) act as they would typed
// one at a time: each meets the screen and the state the key before it left. Before, `2jj` switched to Profiles but
// its `jj` went to the Members picker that was leaving (the new screen's keys register when React commits it).
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../helpers/renderExplorer.js';
import { createFakeServices } from '../helpers/fakeServices.js';
import { profileFixtures } from '../helpers/profileFixtures.js';

/**
 * The members picker, with Profiles and Rate limits visited once, so keys meet loaded lists (a list still loading
 * takes no cursor moves, typed fast or not).
 */
async function onMembersWithScreensVisited(options: { maxFps?: number } = {}): Promise<ExplorerHarness> {
  const harness = renderExplorer({
    columns: 100,
    rows: 30,
    services: createFakeServices({ bigCount: 10, profiles: profileFixtures() }),
    ...options,
  });
  await harness.waitForFrame('Ad measurement');
  for (const [key, shown] of [
    ['2', '›▾ Empty properties'],
    ['4', 'No GitHub callers'],
    ['1', '›Retail panel'],
  ] as const) {
    await harness.press(key);
    await harness.waitForFrame(shown);
  }
  return harness;
}

/** A frame with the live lists' `updated HH:MM:SS` set aside: the two runs list at different seconds. */
function sameTime(frame: string): string {
  return frame.replace(/updated \d\d:\d\d:\d\d/g, 'updated HH:MM:SS');
}

describe('keys in one chunk', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  it('2jj moves the cursor of the screen 2 opened, not of the one it left', async () => {
    ui = await onMembersWithScreensVisited();
    ui.stdin.write('2jj');
    await ui.waitForFrame(/^›\s+googleanalytics-main/m);
    await ui.press('1');
    const members = await ui.waitForFrame('Pick a collaboration');
    expect(members).toMatch(/^›Retail panel/m);
    expect(members).not.toMatch(/^›Ad measurement/m);
  });

  it('a key after a screen switch and a field opener in one chunk: 2/slack Enter filters the profiles', async () => {
    ui = await onMembersWithScreensVisited();
    ui.stdin.write('2/slack\r');
    await ui.waitForFrame((f) => f.includes('slack-main') && !f.includes('zendesk-main'));
    expect(ui.frame()).toContain('switchyard │ Profiles');
  });

  it('Enter and a key typed fast into an open field: the field takes its Enter, the key is a key (/main, then Enter j)', async () => {
    ui = await onMembersWithScreensVisited();
    await ui.press('2');
    await ui.waitForFrame('›▾ Empty properties');
    await ui.press('/');
    await ui.type('main');
    await ui.waitForFrame(/^\/main/m);
    ui.stdin.write('\rj');
    const filtered = await ui.waitForFrame(/^›\s+singular-main/m);
    expect(filtered).toContain('/main (24 of 27)');
    expect(filtered).not.toContain('mainj');
  });

  it('the same in the help: its filter takes the Enter, and the key after it is not typed into the filter', async () => {
    ui = await onMembersWithScreensVisited();
    await ui.press('?');
    await ui.waitForFrame('Help: Members');
    await ui.press('/');
    await ui.type('quit');
    await ui.waitForFrame(/^\/quit/m);
    ui.stdin.write('\r2');
    await ui.waitForFrame(/^\/quit +\(Esc clears\)/m);
    expect(ui.frame()).not.toContain('quit2');
  });

  it('property: screen keys and cursor keys typed as one chunk leave the screen they leave typed one at a time', async () => {
    // A screen key, then cursor keys: where keys typed fast went wrong (the moves went to the screen being left).
    const screenThenMoves = fc
      .array(
        fc.tuple(
          fc.constantFrom('1', '2', '4'),
          fc.array(fc.constantFrom('j', 'k', 'g', 'G'), { minLength: 1, maxLength: 3 }),
        ),
        { minLength: 1, maxLength: 3 },
      )
      .map((runs) => runs.flatMap(([screen, moves]) => [screen, ...moves]));
    await fc.assert(
      fc.asyncProperty(screenThenMoves, async (keys) => {
        // Every commit drawn at once: the frame read after the last key is handled is its final one.
        const oneByOne = await onMembersWithScreensVisited({ maxFps: 0 });
        for (const key of keys) await oneByOne.press(key);
        const expected = sameTime(await oneByOne.waitForFrame(() => true));
        oneByOne.unmount();
        const chunk = await onMembersWithScreensVisited();
        chunk.stdin.write(keys.join(''));
        try {
          await chunk.waitForFrame((f) => sameTime(f) === expected, { timeout: 2000 });
        } finally {
          chunk.unmount();
        }
      }),
      { numRuns: 12 },
    );
  });
});
