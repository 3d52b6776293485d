// Layout at the sizes the issue names: every screen (and the member and profile details) keeps the frame shorter than
// the terminal (rows - 1, so the last line never scrolls the terminal) and no line wider than it, at 60x16, 80x24 and
// 120x40.
import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../helpers/renderExplorer.js';
import { createServices } from '../../src/compose/select.js';
import type { Services } from '../../src/service/ports.js';
import type { ScreenId } from '../../src/ui/screenContract.js';

const SIZES = [
  { columns: 60, rows: 16 },
  { columns: 80, rows: 24 },
  { columns: 120, rows: 40 },
];
const SCREENS: ScreenId[] = ['members', 'profiles', 'authorizations', 'ratelimits'];

function expectFits(ui: ExplorerHarness, size: { columns: number; rows: number }, what: string): void {
  const lines = ui.lines();
  expect(lines.length, `${what}: frame height`).toBeLessThanOrEqual(size.rows - 1);
  for (const line of lines) expect([...line].length, `${what}: '${line}'`).toBeLessThanOrEqual(size.columns);
  expect(lines[0], `${what}: header on the first row`).toMatch(/^switchyard/);
}

describe('layout', () => {
  let ui: ExplorerHarness | undefined;
  let services: Services | undefined;
  afterEach(() => {
    ui?.unmount();
    services?.rateLimits.close();
  });

  for (const size of SIZES) {
    for (const screen of SCREENS) {
      it(`${screen} fits ${size.columns}x${size.rows}`, async () => {
        services = await createServices({ backend: 'engine' });
        ui = renderExplorer({ services, initialScreen: screen, ...size });
        await ui.waitForFrame('? help');
        await ui.waitForFrameWithout(/Loading/);
        expectFits(ui, size, screen);
      });
    }

    it(`member and profile details fit ${size.columns}x${size.rows}`, async () => {
      services = await createServices({ backend: 'engine' });
      ui = renderExplorer({ services, initialScreen: 'members', ...size });
      await ui.waitForFrame('? help');
      await ui.waitForFrame('Relecloud');
      await ui.press('j', 'j', 'enter');
      await ui.waitForFrame(/100 loaded/);
      await ui.press('enter');
      await ui.waitForFrame('accountId');
      expectFits(ui, size, 'member detail');
      await ui.press('2');
      await ui.waitForFrame(/\d+ profiles (\(all \d+\) )?· /);
      await ui.press('j', 'enter');
      await ui.waitForFrame('Provisioning:');
      expectFits(ui, size, 'profile detail');
    });
  }
});
