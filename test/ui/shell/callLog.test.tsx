// The call log (`L`, `:log`): every call the explorer made through its ports, newest first, with the parameters
// masked as command mode's --debug masks them, filterable with `/` and copied with `y`. A client secret typed into
// the wizard reaches the create call, and never the log's frames or what it copies.
import { afterEach, describe, expect, it } from 'vitest';
import { createServices, type ClosableServices } from '../../../src/compose/select.js';
import { CallLog } from '../../../src/service/callLog.js';
import { renderExplorer, type ExplorerHarness } from '../../helpers/renderExplorer.js';
import { clipboardTexts } from '../../helpers/clipboard.js';

const SECRET = 'sy-test-secret-7Hq2Zx';

let ui: ExplorerHarness | undefined;
let services: ClosableServices | undefined;
afterEach(() => {
  ui?.unmount();
  services?.close();
  ui = undefined;
  services = undefined;
});

async function explorer(options: { columns?: number; rows?: number } = {}): Promise<ExplorerHarness> {
  services = await createServices({ backend: 'engine', state: ':memory:' });
  ui = renderExplorer({ services, initialScreen: 'members', ...options });
  return ui;
}

describe('the call log', () => {
  it('keeps the last calls only', () => {
    const log = new CallLog(3);
    for (let i = 0; i < 5; i++) {
      log.add({
        seq: log.nextSeq(),
        at: i,
        service: 'cleanrooms',
        operation: 'ListMembers',
        params: {},
        durationMs: 0,
        outcome: { status: 'ok' },
        retries: 0,
      });
    }
    expect(log.entries().map((e) => e.seq)).toEqual([3, 4, 5]);
  });

  it.each([
    [80, 24],
    [60, 16],
  ])('L at %ix%i lists the calls made, newest first; / filters; Esc closes', async (columns, rows) => {
    const h = await explorer({ columns, rows });
    await h.waitForFrame('Pick a collaboration (3');
    await h.press('enter');
    await h.waitForFrame('loaded');
    await h.press('L');
    const log = await h.waitForFrame('Call log:');
    const lines = log.split('\n');
    const listMembers = lines.findIndex((l) => l.includes('ListMembers'));
    const listCollaborations = lines.findIndex((l) => l.includes('ListCollaborations'));
    expect(listMembers).toBeGreaterThan(0);
    expect(listCollaborations).toBeGreaterThan(listMembers);
    expect(lines[listMembers]).toMatch(/ok\s+\d+ms/);
    // The selected call whole, under the list: the collaboration it asked for.
    expect(log).toContain('cleanrooms.ListMembers {"collaborationIdentifier"');
    h.stdin.write('/listcoll');
    await h.waitForFrame((f) => /1 of \d+ calls match/.test(f) && !f.includes('ListMembers'));
    await h.press('enter');
    await h.press('escape');
    await h.waitForFrame((f) => f.includes('ListMembers') && f.includes('newest first'));
    await h.press('escape');
    await h.waitForFrameWithout('Call log:');
    await h.press(':');
    await h.type('log');
    await h.press('enter');
    await h.waitForFrame('Call log:');
  });

  it('records a failed call with its error, and y copies the selected call as JSON', async () => {
    const h = await explorer();
    await h.waitForFrame('Pick a collaboration (3');
    await h.press(':');
    await h.type('open 99999999-9999-4999-8999-999999999999');
    await h.press('enter');
    await h.waitForFrame('ResourceNotFoundException');
    await h.press('L');
    const log = await h.waitForFrame('Call log:');
    expect(log).toMatch(/ListMembers\s+404 Resource/);
    await h.press('y');
    await h.waitForFrame('Copied call');
    const copied = JSON.parse(clipboardTexts(h.stdout.raw()).at(-1) ?? '{}') as Record<string, unknown>;
    expect(copied).toMatchObject({
      service: 'cleanrooms',
      operation: 'ListMembers',
      parameters: { collaborationIdentifier: '99999999-9999-4999-8999-999999999999' },
      outcome: { status: 'error', name: 'ResourceNotFoundException', httpStatus: 404 },
      retries: 0,
    });
  });

  it('never shows or copies a client secret: the create call is logged with clientSecret masked', async () => {
    const h = await explorer();
    await h.waitForFrame('Pick a collaboration (3');
    await h.press('3');
    await h.waitForFrame('n new');
    await h.press('n');
    await h.waitForFrame('Pick a known app bundle');
    await h.press('enter');
    await h.waitForFrame('Which app');
    await h.press('enter');
    await h.waitForFrame('authenticate to');
    await h.press('enter');
    await h.waitForFrame('Credentials for OAuth 2.0');
    await h.type('jira-client-1');
    await h.press('enter');
    await h.type(SECRET);
    await h.press('enter');
    await h.waitForFrame('The tenant of the app');
    await h.type('T9');
    await h.press('enter');
    await h.type('Nine');
    await h.press('enter');
    await h.waitForFrame('Tags (0)');
    await h.press('enter');
    await h.waitForFrame('Enter creates the authorization');
    await h.press('enter');
    await h.waitForFrame('App authorization created');
    await h.press('L');
    const log = await h.waitForFrame('CreateAppAuthorization');
    // The newest call is selected, and copied as JSON with the secret masked.
    await h.press('y');
    await h.waitForFrame('Copied call');
    const copied = JSON.parse(clipboardTexts(h.stdout.raw()).at(-1) ?? '{}') as {
      parameters: { credential: { oauth2Credential: { clientId: string; clientSecret: string } } };
    };
    expect(copied.parameters.credential.oauth2Credential).toEqual({ clientId: 'jira-client-1', clientSecret: '***' });
    h.stdin.write('/clientSecret');
    await h.waitForFrame('1 of');
    for (const frame of [log, h.frame()]) expect(frame).not.toContain(SECRET);
    expect(h.stdout.raw()).not.toContain(SECRET);
    for (const text of clipboardTexts(h.stdout.raw())) expect(text).not.toContain(SECRET);
    expect(JSON.stringify(h.app.callLog.entries())).not.toContain(SECRET);
    expect(JSON.stringify(h.app.callLog.entries())).toContain('jira-client-1');
  });
});
