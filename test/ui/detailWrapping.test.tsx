// Detail panes wrap long values (ARNs, URLs, failure messages) onto continuation lines instead of cutting them
// with `…`, keep the frame shorter than the terminal, and scroll by wrapped lines with j/k.

import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../helpers/renderExplorer.js';
import { createFakeServices, SMALL_COLLABORATION } from '../helpers/fakeServices.js';
import { profileFixtures } from '../helpers/profileFixtures.js';
import type { MembersStore } from '../../src/state/members/membersStore.js';
import type { ProfilesStore } from '../../src/state/profiles/profilesStore.js';

const SIZES = [
  { columns: 80, rows: 24 },
  { columns: 60, rows: 16 },
];

/** The value of `field` in a bordered field/value table on screen, its continuation lines joined. */
function tableValue(lines: readonly string[], field: string): string | undefined {
  const cells = lines.map((line) => {
    const parts = line.split('│');
    return parts.length === 4 ? { field: (parts[1] ?? '').trim(), value: (parts[2] ?? '').trim() } : undefined;
  });
  const start = cells.findIndex((c) => c?.field === field);
  if (start < 0) return undefined;
  let value = cells[start]?.value ?? '';
  for (let i = start + 1; i < cells.length && cells[i] !== undefined && cells[i]?.field === ''; i += 1)
    value += cells[i]?.value ?? '';
  return value;
}

/** The frame fits: shorter than the terminal (rows - 1), no line wider, nothing cut with `…` in the table. */
function expectFits(ui: ExplorerHarness, size: { columns: number; rows: number }): void {
  const lines = ui.lines();
  expect(lines.length).toBeLessThanOrEqual(size.rows - 1);
  for (const line of lines) expect([...line].length).toBeLessThanOrEqual(size.columns);
  expect(lines.filter((l) => l.startsWith('│')).join('\n')).not.toContain('…');
}

/** Presses j until `found` holds for the screen (each press waits for the scroll position to change). */
async function scrollUntil(ui: ExplorerHarness, found: (lines: string[]) => boolean): Promise<void> {
  for (let guard = 0; guard < 40 && !found(ui.lines()); guard += 1) {
    const position = /(\d+)\/(\d+)/.exec(ui.lines()[2] ?? '');
    expect(position, `no scroll position shown, screen:\n${ui.frame()}`).not.toBeNull();
    if (position?.[1] === position?.[2]) break;
    const before = position?.[0] ?? '';
    await ui.press('j');
    await ui.waitForFrame(
      (f) =>
        (f.split('\n')[2] ?? '').includes(`${Number(position?.[1]) + 1}/`) &&
        !f.split('\n')[2]?.includes(` ${before},`),
    );
  }
}

describe('detail panes wrap long values', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  for (const size of SIZES) {
    it(`the member detail shows the whole membership ARN at ${size.columns}x${size.rows}`, async () => {
      ui = renderExplorer({ services: createFakeServices({ bigCount: 10, smallCount: 12 }), ...size });
      await ui.waitForFrame('Ad measurement');
      await ui.press('j', 'enter');
      await ui.waitForFrame('12 loaded');
      const store = ui.app.states.get('members') as MembersStore;
      const member = store.getState().rows[0];
      const arn = member?.membershipArn ?? '';
      expect(arn.length).toBeGreaterThan(size.columns - 20);
      expect(store.getState().collaborationId).toBe(SMALL_COLLABORATION);
      await ui.press('enter');
      await ui.waitForFrame(`${member?.displayName} (${member?.accountId})`);
      await scrollUntil(ui, (lines) => tableValue(lines, 'membershipArn') === arn);
      expect(tableValue(ui.lines(), 'membershipArn')).toBe(arn);
      expectFits(ui, size);
    });
  }

  it('j/k scroll the wrapped member detail line by line and back to the top at 60x16', async () => {
    const size = { columns: 60, rows: 16 };
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10, smallCount: 12 }), ...size });
    await ui.waitForFrame('Ad measurement');
    await ui.press('j', 'enter');
    await ui.waitForFrame('12 loaded');
    await ui.press('enter');
    const first = await ui.waitForFrame(/1?\d\/\d+, j\/k scrolls/);
    const [, shown, total] = /(\d+)\/(\d+), j\/k/.exec(first) ?? [];
    await ui.press('j');
    await ui.waitForFrame(`${Number(shown) + 1}/${total}, j/k`);
    await ui.press('k');
    await ui.waitForFrame(`${shown}/${total}, j/k`);
    // Same body as before the j (the header's crumbs may have settled meanwhile).
    expect(ui.lines().slice(2, -1)).toEqual(first.split('\n').slice(2, -1));
    expectFits(ui, size);
  });

  for (const size of SIZES) {
    it(`the profile detail shows whole ARNs and the whole failure message at ${size.columns}x${size.rows}`, async () => {
      const profiles = profileFixtures();
      const failed = profiles.find((p) => p.connectorProfileName === 'snowflake-failed');
      ui = renderExplorer({
        services: createFakeServices({ bigCount: 10, profiles }),
        initialScreen: 'profiles',
        ...size,
      });
      await ui.waitForFrame(/profiles \(all \d+\)/);
      await ui.press('i');
      await ui.type('snowflake-failed');
      await ui.press('enter');
      await ui.waitForFrame('1 profile ');
      const store = ui.app.states.get('profiles') as ProfilesStore;
      const index = store.getState().rows.findIndex((r) => r.kind === 'profile');
      await ui.press('g');
      for (let i = 0; i < index; i += 1) await ui.press('j');
      await ui.press('enter');
      const frame = await ui.waitForFrame('Provisioning:');
      // The provisioning line wraps at word boundaries: joined with spaces it is the whole message.
      const lines = frame.split('\n');
      const start = lines.findIndex((l) => l.startsWith('Provisioning:'));
      const end = lines.findIndex((l, i) => i > start && l.startsWith('┌'));
      const provisioning = lines.slice(start, end).join(' ');
      expect(provisioning).toContain(`ACCESS_DENIED - ${failed?.privateConnectionProvisioningState?.failureMessage}`);
      expectFits(ui, size);
      for (const [field, value] of [
        ['connectorProfileArn', failed?.connectorProfileArn],
        ['credentialsArn', failed?.credentialsArn],
      ] as const) {
        await scrollUntil(ui, (l) => tableValue(l, field) === value);
        expect(tableValue(ui.lines(), field), `${field} in\n${ui.frame()}`).toBe(value);
        expectFits(ui, size);
      }
    });
  }

  it('the profile list keeps the provisioning status whole at 60x16 (the name column gives way)', async () => {
    ui = renderExplorer({
      services: createFakeServices({ bigCount: 10, profiles: profileFixtures() }),
      initialScreen: 'profiles',
      columns: 60,
      rows: 16,
    });
    await ui.waitForFrame(/profiles \(all \d+\)/);
    await ui.press('i');
    await ui.type('snowflake-failed');
    await ui.press('enter');
    const frame = await ui.waitForFrame('1 profile ');
    const row = frame.split('\n').find((l) => l.includes('snowflake-') && l.includes('Snowflake'));
    expect(row).toMatch(/Snowflake\s+Private\s+FAILED$/);
    expect(frame).not.toMatch(/FAIL…/);
  });
});
