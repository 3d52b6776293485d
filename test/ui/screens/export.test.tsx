// `:export PATH` writes what the list shows (loaded rows, after filter and sort) as the API's JSON or as CSV, by the
// file's extension; the status line says how many rows went where, or why nothing was written.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../../helpers/renderExplorer.js';
import { createFakeServices } from '../../helpers/fakeServices.js';
import { profileFixtures } from '../../helpers/profileFixtures.js';

async function command(ui: ExplorerHarness, text: string): Promise<void> {
  await ui.press(':');
  await ui.waitForFrame(/^:/m);
  await ui.type(text);
  await ui.press('enter');
}

describe(':export', () => {
  let ui: ExplorerHarness | undefined;
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'switchyard-export-'));
  });
  afterEach(() => {
    ui?.unmount();
    rmSync(dir, { recursive: true, force: true });
  });

  it('members: the filtered, sorted loaded rows as {"memberSummaries": [...]} and as CSV; other extensions refused', async () => {
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10, smallCount: 10 }), columns: 160, rows: 30 });
    await ui.waitForFrame('Retail panel');
    await ui.waitForFrame('? help');
    await ui.press('enter');
    await ui.waitForFrame('10 loaded');
    await ui.press('/');
    await ui.type('ACTIVE');
    await ui.press('enter');
    const filtered = await ui.waitForFrame(/filter 'ACTIVE' \((\d+) of 10\)/);
    const shown = Number(/filter 'ACTIVE' \((\d+) of 10\)/.exec(filtered)![1]);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(10);
    // Sort by name, then reverse: the file follows the list's order, not the load order.
    await ui.press('s', 'S');
    await ui.waitForFrame(/›\s*Ivan Lima 00008/);

    const json = join(dir, 'members.json');
    await command(ui, `export ${json}`);
    await ui.waitForFrame(`Wrote ${shown} members to ${json} (JSON)`);
    const body = JSON.parse(readFileSync(json, 'utf8')) as { memberSummaries: Record<string, unknown>[] };
    expect(Object.keys(body)).toEqual(['memberSummaries']);
    expect(body.memberSummaries).toHaveLength(shown);
    expect(body.memberSummaries.every((m) => m.status === 'ACTIVE')).toBe(true);
    const names = body.memberSummaries.map((m) => String(m.displayName));
    expect(names).toEqual([...names].sort().reverse());
    expect(typeof body.memberSummaries[0]?.createTime).toBe('number');
    expect(body.memberSummaries[0]).not.toHaveProperty('defaultedPayments');

    const csv = join(dir, 'members.csv');
    await command(ui, `export ${csv}`);
    await ui.waitForFrame(`Wrote ${shown} members to ${csv} (CSV)`);
    const lines = readFileSync(csv, 'utf8').trimEnd().split('\r\n');
    expect(lines).toHaveLength(shown + 1);
    expect(lines[0]!.split(',').slice(0, 4)).toEqual(['accountId', 'status', 'displayName', 'abilities']);
    expect(lines[1]).toContain(names[0]);

    await command(ui, `export ${join(dir, 'members.txt')}`);
    await ui.waitForFrame('PATH must end in .json or .csv (got .txt)');
    await command(ui, `export ${join(dir, 'missing', 'members.json')}`);
    await ui.waitForFrame(/Could not write .*missing\/members\.json: ENOENT/);
  });

  it('profiles: the loaded profiles as {"connectorProfileDetails": [...]}', async () => {
    ui = renderExplorer({
      services: createFakeServices({ bigCount: 10, profiles: profileFixtures() }),
      initialScreen: 'profiles',
      columns: 160,
      rows: 30,
    });
    await ui.waitForFrame('27 profiles');
    const json = join(dir, 'profiles.json');
    await command(ui, `export ${json}`);
    await ui.waitForFrame(`Wrote 27 connector profiles to ${json} (JSON)`);
    const body = JSON.parse(readFileSync(json, 'utf8')) as { connectorProfileDetails: Record<string, unknown>[] };
    expect(body.connectorProfileDetails).toHaveLength(27);
    expect(String(body.connectorProfileDetails[0]?.connectorProfileArn)).toMatch(/^arn:aws:appflow:/);
  });
});
