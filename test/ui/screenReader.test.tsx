// Every screen in Ink's screen-reader mode (INK_SCREEN_READER=true / --screen-reader): Ink prints the aria text
// instead of the layout, so what the harness shows is what a screen reader reads. The selection is announced as
// `(selected)` rather than by the `›` marker or inverse colour, statuses and levels by their word, gauges as numbers,
// and a secret only as set / not set.
import stripAnsi from 'strip-ansi';
import { afterEach, describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/domain/clock.js';
import { DEMO_APP_BUNDLE_ARNS } from '../../src/engine/index.js';
import {
  createEngineRateLimits,
  DEMO_GITHUB_CALLERS,
  type EngineRateLimits,
} from '../../src/engine/ratelimits/index.js';
import { EXPLORER_USAGE, parseExplorerArgs } from '../../src/ui/args.js';
import { renderExplorer, type ExplorerHarness } from '../helpers/renderExplorer.js';
import { createFakeServices } from '../helpers/fakeServices.js';
import { profileFixtures } from '../helpers/profileFixtures.js';
import { renderHost, type Host } from './wizardShellHost.js';

const SECRET = 'sy-sr-secret-9Kd4Wq';
const BUNDLE = DEMO_APP_BUNDLE_ARNS[0]!;

let ui: ExplorerHarness | undefined;
let host: Host | undefined;
let port: EngineRateLimits | undefined;
afterEach(() => {
  ui?.unmount();
  host?.app.unmount();
  port?.close();
  ui = undefined;
  host = undefined;
  port = undefined;
});

/** The selection is said in words: no row or field is marked only by the drawn `›`. */
function expectNoCursorGlyph(frame: string): void {
  expect(frame).not.toContain('›');
}

describe('screen-reader mode', () => {
  it('--screen-reader turns it on (INK_SCREEN_READER=true is read by Ink itself)', () => {
    expect(parseExplorerArgs(['--screen-reader']).screenReader).toBe(true);
    expect(parseExplorerArgs([]).screenReader).toBeUndefined();
    expect(EXPLORER_USAGE).toContain('--screen-reader');
  });

  it('shell and members (screen 1): tabs, the selected row in words, status levels, help, command line, raw JSON', async () => {
    ui = renderExplorer({
      services: createFakeServices({ bigCount: 10, smallCount: 10 }),
      screenReader: true,
      columns: 100,
      rows: 30,
    });
    const picker = await ui.waitForFrame('(selected) Collaboration: Retail panel, ID: 0b5a7c1e');
    expect(picker).toContain('tab: (selected) 1 Members');
    expect(picker).toContain('switchyard, Members, backend engine (test data)');
    expect(picker).toMatch(/^Keys: Enter open, .*\? help$/m);
    expectNoCursorGlyph(picker);
    await ui.press('j');
    await ui.waitForFrame('(selected) Collaboration: Ad measurement');
    await ui.press('k', 'enter');
    const members = await ui.waitForFrame('(selected) Name: Ana Lima 00000, Account: 100000000000, Status: ACTIVE');
    // The payer badges (`Q J*`) in words.
    // Ink wraps the screen-reader text at the terminal's width.
    expect(members.replace(/\s+/g, ' ')).toContain('Pays: query compute, job compute (by default)');
    expect(members).toContain('list: rows 1 to 10 of 10');
    await ui.press('j');
    const moved = await ui.waitForFrame('(selected) Name: Bruno Lima 00001');
    expect(moved).not.toContain('(selected) Name: Ana Lima');
    expectNoCursorGlyph(moved);
    await ui.press('s');
    await ui.waitForFrame('sorted by Name ascending');

    // The status line says its level in a word (the colour says it visually).
    await ui.press(':');
    await ui.waitForFrame(/^Command: /m);
    await ui.type('export members.txt');
    await ui.press('enter');
    await ui.waitForFrame(/^Error: .*PATH must end in \.json or \.csv \(got \.txt\)/m);
    await ui.press('y');
    await ui.waitForFrame(/Info: Copied account ID: \d{12}/);

    await ui.press('?');
    const help = await ui.waitForFrame('Help: Members');
    expect(help).toContain('Enter: Open the selected');
    await ui.press('escape');
    await ui.waitForFrameWithout('Help: Members');
    await ui.press('J');
    const raw = await ui.waitForFrame('as the API returns it');
    expect(raw).toContain('"accountId"');
  });

  it('at 80x24 the spoken list keeps within the terminal: the header and the selected row stay in sight', async () => {
    ui = renderExplorer({ services: createFakeServices({ bigCount: 100, smallCount: 10 }), screenReader: true });
    await ui.waitForFrame('(selected) Collaboration: Retail panel');
    await ui.press('enter');
    await ui.waitForFrame('(selected) Name: Ana Lima 00000');
    for (let i = 0; i < 15; i += 1) await ui.press('j');
    const frame = await ui.waitForFrame('(selected) Name: Fatima Okafor 00015');
    // Spoken rows wrap at 80 columns: fewer of them are said, so nothing scrolls off the top.
    expect(frame.split('\n')[0]).toBe('switchyard, Members, Retail panel, backend engine (test data)');
    expect(frame).toMatch(/^list: rows \d+ to 16 of 100$/m);
    expect(ui.lines().length).toBeLessThanOrEqual(23);
  });

  it('profiles (screen 2): groups folded and unfolded in words, provisioning status by word, the type picker', async () => {
    ui = renderExplorer({
      services: createFakeServices({ bigCount: 10, profiles: profileFixtures() }),
      initialScreen: 'profiles',
      screenReader: true,
      columns: 100,
      rows: 40,
    });
    const tree = await ui.waitForFrame('(selected) group Empty properties, expanded, 5 profiles');
    expect(tree).toContain('tab: (selected) 2 Profiles');
    expect(tree).toContain('profile snowflake-failed, type Snowflake, mode Private, provisioning FAILED');
    expectNoCursorGlyph(tree);
    await ui.press('j');
    await ui.waitForFrame('(selected) profile singular-main, type Singular, mode Public');
    await ui.press('k', 'enter');
    await ui.waitForFrame('(selected) group Empty properties, collapsed, 5 profiles');
    await ui.press('t');
    const types = await ui.waitForFrame(/\(selected\) any type, \d+ loaded/);
    expectNoCursorGlyph(types);
  });

  it('a profile detail reads as field: value lines and scrolls with j like the drawn table', async () => {
    ui = renderExplorer({
      services: createFakeServices({ bigCount: 10, profiles: profileFixtures() }),
      initialScreen: 'profiles',
      screenReader: true,
    });
    await ui.waitForFrame('27 profiles');
    await ui.press('/');
    await ui.type('salesforce-private');
    await ui.press('enter');
    await ui.waitForFrame('(selected) group CRM');
    await ui.press('j', 'enter');
    const detail = await ui.waitForFrame('Provisioning: private connection CREATED');
    expect(detail).toMatch(/^connectorProfileName: salesforce-private$/m);
    expect(detail).toContain('j/k scrolls');
    expect(detail).not.toMatch(/[│┌└─]/);
    await ui.press('j');
    await ui.waitForFrameWithout('connectorProfileName: salesforce-private');
  });

  it('create authorization (screen 3): fields by name, value and error in words; the secret only as set', async () => {
    host = renderHost({ screen: 'authorizations', authorizationsList: true, screenReader: true });
    const { app } = host;
    // The demo dataset's four authorizations, each status in words.
    const list0 = await app.waitForFrame('4 authorizations');
    expect(list0).toContain('(selected) OKTA, tenant Northwind Okta, auth apiKey, status connected');
    expect(list0).toContain('status token rotation failed');
    await app.press('n');
    const first = await app.waitForFrame('Step 1 of 7: Bundle');
    expect(first).toContain(`list: (selected) ${BUNDLE.slice(0, 40)}`);
    await app.press('down', 'down');
    await app.waitForFrame('(editing) ARN or UUID:');
    await app.type('arn-typo');
    const invalid = await app.waitForFrame(/ARN or UUID error: \S/);
    expect(invalid).not.toContain('Member must');
    for (let i = 0; i < 'arn-typo'.length; i++) await app.press('backspace');
    await app.waitForFrameWithout('arn-typo');
    await app.type(BUNDLE);
    await app.waitForFrameWithout('ARN or UUID error');
    await app.press('enter');

    await app.waitForFrame('Step 2 of 7: App');
    await app.waitForFrame('(selected) SLACK');
    // Something was entered: quitting asks, and the question is read as one.
    await app.press('q');
    await app.waitForFrame(/^Question: Quit and discard what was entered in Authorizations\? \(y\/n\)/m);
    await app.press('n');
    await app.waitForFrameWithout('Question:');
    await app.press('j', 'j');
    await app.waitForFrame('(selected) JIRA');
    await app.press('enter');
    await app.waitForFrame('(selected) oauth2, OAuth 2.0: a client ID and a client secret');
    await app.press('enter');

    await app.waitForFrame('(editing) Client ID: ');
    await app.type('jira-client-1');
    await app.press('enter');
    await app.waitForFrame('(editing) Client secret: not set');
    await app.type(SECRET);
    const credentials = await app.waitForFrame('(editing) Client secret: set');
    expect(credentials).toContain('Client ID: jira-client-1');
    await app.press('enter');
    await app.waitForFrame('Step 5 of 7: Tenant');
    await app.type('acme-tenant');
    await app.press('enter');
    await app.type('Acme Jira');
    await app.press('enter');
    await app.waitForFrame('Tags (0)');
    await app.press('enter');

    const review = await app.waitForFrame('Enter creates the authorization');
    expect(review).toContain('Client secret: set');
    expect(review).not.toContain('••••');
    await app.press('enter');
    await app.waitForFrame('App authorization created.');
    await app.press('escape');
    const list = await app.waitForFrame('(selected) JIRA, tenant Acme Jira, auth oauth2, status pending connect');
    expectNoCursorGlyph(list);

    // No piece of the secret, not even its length as mask characters, in anything the screen reader was given.
    const pieces = Array.from({ length: SECRET.length - 7 }, (_, i) => SECRET.slice(i, i + 8));
    const everything = [...host.frames, stripAnsi(app.stdout.raw())];
    for (const text of everything) for (const piece of pieces) expect(text).not.toContain(piece);
    expect(stripAnsi(app.stdout.raw())).not.toMatch(/•{5,}/);
  });

  it('rate limits (screen 4): each bucket read as numbers and a reset in minutes, the simulator state in words', async () => {
    const clock = new VirtualClock(Date.UTC(2026, 0, 1, 12));
    port = createEngineRateLimits({ callers: DEMO_GITHUB_CALLERS, clock, timers: 'manual', seed: 7 });
    const p = port;
    host = renderHost({ screen: 'ratelimits', clock, rateLimits: p, screenReader: true, rows: 30 });
    const { app } = host;
    const start = await app.waitForFrame('(selected) core: 5,000 of 5,000 remaining, 0 used, no window open, ok');
    expect(start).toContain('caller 1 of 9: alice-pat');
    expect(start).toContain('Simulator stopped, 5 requests per second;');
    expect(start).toContain('Buckets view (selected), ');
    expect(start).not.toMatch(/[█░]/);
    // The selected bucket's line in words only, the history sparkline left out.
    expect(start).toMatch(/^core: hourly window, opens at the first counted request · 5m *$/m);
    await app.press('space');
    await app.waitForFrame('Simulator running, 5 requests per second;');
    for (let t = 0; t < 3000; t += 100) {
      clock.advance(100);
      p.simulator.pump(clock.now());
    }
    p.flush();
    const drained = await app.waitForFrame(
      /\(selected\) core: [\d,]+ of 5,000 remaining, [1-9]\d* used, resets in 1 hour, ok/,
    );
    expectNoCursorGlyph(drained);
    await app.press('j');
    await app.waitForFrame(/\(selected\) graphql: [\d,]+ of 5,000 remaining/);
    await app.press('v');
    await app.waitForFrame('Secondary view (selected), ');
    await app.waitForFrame(/\(selected\) [^\n]+: [\d,.s]+ of [\d,.s]+ remaining/);
  });
});
