// `:export PATH` writes what the list shows (loaded rows, after filter and sort) as the API's JSON or as CSV, by the
// file's extension; the status line says how many rows went where, or why nothing was written.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../../helpers/renderExplorer.js';
import { createFakeServices } from '../../helpers/fakeServices.js';
import { profileFixtures } from '../../helpers/profileFixtures.js';
import { exportTarget } from '../../../src/ui/exportList.js';

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

  /** The big collaboration opened with its first page of 100 loaded, out of 250. */
  async function partlyLoaded(options: { hold?: boolean } = {}): Promise<ExplorerHarness> {
    const services = createFakeServices({ bigCount: 250, smallCount: 10 });
    const harness = renderExplorer({ services, columns: 160, rows: 30 });
    await harness.waitForFrame('Retail panel');
    await harness.waitForFrame('? help');
    await harness.press('enter');
    await harness.waitForFrame('100 loaded');
    if (options.hold === true) services.setHold(true);
    return harness;
  }

  it('a partly loaded list: asks to load every page first; n writes the loaded rows and says the file is partial', async () => {
    ui = await partlyLoaded();
    const json = join(dir, 'partial.json');
    await command(ui, `export ${json}`);
    await ui.waitForFrame('Only 100 members are loaded and more pages exist. Load every page first');
    await ui.press('n');
    await ui.waitForFrame(`Wrote 100 members (partial: 100 loaded of at least 101) to ${json} (JSON)`);
    const body = JSON.parse(readFileSync(json, 'utf8')) as { memberSummaries: unknown[] };
    expect(body.memberSummaries).toHaveLength(100);
  });

  it('a partly loaded list: y loads every page (progress in the status line), then writes them all', async () => {
    ui = await partlyLoaded();
    const json = join(dir, 'all.json');
    await command(ui, `export ${json}`);
    await ui.waitForFrame('Load every page first');
    await ui.press('y');
    await ui.waitForFrame(`Wrote 250 members to ${json} (JSON)`);
    expect(ui.frame()).not.toContain('partial');
    const body = JSON.parse(readFileSync(json, 'utf8')) as { memberSummaries: unknown[] };
    expect(body.memberSummaries).toHaveLength(250);
  });

  it('loading every page can be cancelled with Ctrl+C: nothing is written', async () => {
    ui = await partlyLoaded({ hold: true });
    const json = join(dir, 'cancelled.json');
    await command(ui, `export ${json}`);
    await ui.waitForFrame('Load every page first');
    await ui.press('y');
    await ui.waitForFrame('Loading members (100 loaded)');
    await ui.press('ctrl+c');
    await ui.waitForFrame(`Export cancelled: nothing written to ${json}`);
    expect(() => readFileSync(json)).toThrow(/ENOENT/);
  });

  it('asks before overwriting a file; n keeps it; keys pasted with the command never answer', async () => {
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10, smallCount: 10 }), columns: 160, rows: 30 });
    await ui.waitForFrame('Retail panel');
    await ui.waitForFrame('? help');
    await ui.press('enter');
    await ui.waitForFrame('10 loaded');
    const json = join(dir, 'existing.json');
    writeFileSync(json, 'keep me\n');

    await command(ui, `export ${json}`);
    await ui.waitForFrame(`${json} exists. Overwrite it? (y/n)`);
    await ui.press('n');
    await ui.waitForFrame(`Nothing written: ${json} exists`);
    expect(readFileSync(json, 'utf8')).toBe('keep me\n');

    // `:export PATH`, Enter and `y` in one write (a paste): the `y` came with the command and is dropped.
    ui.stdin.write(`:export ${json}\ry`);
    await ui.waitForFrame('Overwrite it? (y/n)');
    // A key of a later chunk that is no answer lets the dispatch catch up; the question is still there.
    await ui.press('j');
    expect(ui.frame()).toContain('Overwrite it? (y/n)');
    expect(readFileSync(json, 'utf8')).toBe('keep me\n');
    await ui.press('y');
    await ui.waitForFrame(`Wrote 10 members to ${json} (JSON)`);
    expect(readFileSync(json, 'utf8')).toContain('memberSummaries');
  });

  it('~/ and ~ are the home directory', async () => {
    expect(exportTarget('~/out/m.json', '/home/ana')).toBe('/home/ana/out/m.json');
    expect(exportTarget('~', '/home/ana')).toBe('/home/ana');
    expect(exportTarget('~bob/m.json', '/home/ana')).toMatch(/\/~bob\/m\.json$/);
    const home = process.env.HOME;
    process.env.HOME = dir;
    try {
      ui = renderExplorer({ services: createFakeServices({ bigCount: 10, smallCount: 10 }), columns: 160, rows: 30 });
      await ui.waitForFrame('Retail panel');
      await ui.waitForFrame('? help');
      await ui.press('enter');
      await ui.waitForFrame('10 loaded');
      await command(ui, 'export ~/tilde.json');
      await ui.waitForFrame(`Wrote 10 members to ${join(dir, 'tilde.json')} (JSON)`);
      expect(readFileSync(join(dir, 'tilde.json'), 'utf8')).toContain('memberSummaries');
    } finally {
      process.env.HOME = home;
    }
  });
});
