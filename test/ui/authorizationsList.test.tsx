// Screen 3's list of the bundle's app authorizations in the real shell, on the engine: keys pressed one at a time,
// each followed by a wait for its visible effect.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_APP_BUNDLE_ARNS, demoDataset, loadDataset, type Dataset } from '../../src/engine/index.js';
import type { AppAuthorization } from '../../src/domain/appfabric/types.js';
import { renderHost, type Host } from './wizardShellHost.js';
import { clipboardTexts } from '../helpers/clipboard.js';
import stripAnsi from 'strip-ansi';
import type { AuthorizationsScreenState } from '../../src/ui/screens/authorizations/AuthorizationsScreen.js';

const BUNDLE = DEMO_APP_BUNDLE_ARNS[0];
/** An authorization code as a test secret: it must never reach a frame. */
const CODE = 'sy-test-secret-oauth-code-4Kq9';
/** Any 8 characters of the code in a row: a frame caught half-way through typing would hold one of these. */
const CODE_PIECES = Array.from({ length: CODE.length - 7 }, (_, i) => CODE.slice(i, i + 8));

/** Everything written to the terminal, the shell's store and the screen's state (once the form is closed). */
function expectCodeNowhere(h: Host): void {
  const places: [string, string][] = [
    ['the raw terminal output', stripAnsi(h.app.stdout.raw())],
    ['the shell store', JSON.stringify(h.shellStore.getState())],
    ...[...h.states].map(([id, state]): [string, string] => {
      const store = (state as { store?: { getState(): unknown } }).store;
      return [`the ${id} screen state`, JSON.stringify(store ? store.getState() : state)];
    }),
  ];
  for (const [where, text] of places)
    expect(
      CODE_PIECES.find((piece) => text.includes(piece)),
      `a piece of the code in ${where}`,
    ).toBeUndefined();
}
let host: Host | undefined;
afterEach(() => host?.app.unmount());

async function seed(h: Host): Promise<{ slack: AppAuthorization; zoom: AppAuthorization }> {
  const port = h.engine.appAuthorizations;
  const slack = (
    await port.create({
      appBundleIdentifier: BUNDLE,
      app: 'SLACK',
      authType: 'apiKey',
      credential: { apiKeyCredential: { apiKey: 'k-1' } },
      tenant: { tenantIdentifier: 'T0123', tenantDisplayName: 'Acme Slack' },
    })
  ).appAuthorization;
  const zoom = (
    await port.create({
      appBundleIdentifier: BUNDLE,
      app: 'ZOOM',
      authType: 'oauth2',
      credential: { oauth2Credential: { clientId: 'cid', clientSecret: 's-1' } },
      tenant: { tenantIdentifier: 'Z1', tenantDisplayName: 'Beta Zoom' },
    })
  ).appAuthorization;
  return { slack, zoom };
}

/** The demo dataset without its authorizations: the bundle holds only what a test creates, in creation order. */
function demoWithoutAuthorizations(): Dataset {
  return { ...demoDataset(), appAuthorizations: [] };
}

/** The list, loaded again (`R`) after the test's records were created. */
async function openList(options: { columns?: number; rows?: number } = {}): Promise<Host> {
  host = renderHost({
    screen: 'authorizations',
    authorizationsList: true,
    dataset: demoWithoutAuthorizations(),
    ...options,
  });
  await host.app.waitForFrame(/No authorizations in this bundle|Acme Slack/);
  return host;
}

describe('app authorizations list (screen 3)', () => {
  for (const [columns, rows] of [
    [80, 24],
    [60, 16],
  ] as const) {
    it(`opens on the demo's authorizations with their status in words, and opens one (${columns}x${rows})`, async () => {
      // The demo dataset as the explorer starts on it: one authorization of each status in the first bundle.
      host = renderHost({ screen: 'authorizations', authorizationsList: true, columns, rows });
      const h = host;
      const list = await h.app.waitForFrame('4 authorizations');
      for (const words of ['connected', 'validation failed', 'token rotation failed', 'pending connect'])
        expect(list).toContain(words);
      expect(list).toContain('OKTA');
      expect(list).toContain('apiKey');
      // A row never ends in a cut column (at 60 the date column is left out rather than shown as `…`).
      for (const row of list.split('\n').filter((l) => l.includes('●'))) expect(row.trimEnd()).not.toMatch(/…$/);
      await h.app.press('enter');
      const detail = await h.app.waitForFrame('Auth type');
      // The ARN is wrapped, never cut.
      const okta = h.engine.admin.listAppAuthorizations().find((r) => r.app === 'OKTA')!;
      expect(detail.replace(/\s+/g, '')).toContain(okta.appAuthorizationArn);
      await h.app.press('escape');
      await h.app.waitForFrame('4 authorizations');
    });

    it(`lists the authorizations created since, with their status in words (${columns}x${rows})`, async () => {
      const h = await openList({ columns, rows });
      const { slack } = await seed(h);
      await h.app.press('R');
      const list = await h.app.waitForFrame('Beta Zoom');
      expect(list).toContain('Acme Slack');
      expect(list).toContain('apiKey');
      expect(list).toContain('pending connect');
      expect(list).toContain('2 authorizations');
      await h.app.press('enter');
      const detail = await h.app.waitForFrame('Auth type');
      expect(detail.replace(/\s+/g, '')).toContain(slack.appAuthorizationArn);
      await h.app.press('escape');
      await h.app.waitForFrame('2 authorizations');
    });
  }

  it('every status is shown whole at 80 columns, the longest included (the demo has one of each)', async () => {
    host = renderHost({ screen: 'authorizations', authorizationsList: true });
    const list = await host.app.waitForFrame('● token rotation failed');
    expect(list).toContain('● validation failed');
    expect(list).toContain('● pending connect');
    expect(list).toContain('● connected');
  });

  it('the hint line and ? help show the list keys', async () => {
    const h = await openList({ columns: 120, rows: 30 });
    await seed(h);
    await h.app.press('R');
    // The hint line follows the rows by a commit (the list's keys change once a row is selected): wait for both.
    const list = await h.app.waitForFrame((f) => f.includes('Beta Zoom') && f.includes('d delete'));
    expect(list).toContain('n new');
    expect(list).toContain('c connect');
    expect(list).toContain('d delete');
    await h.app.press('?');
    const help = await h.app.waitForFrame('Help: Authorizations');
    expect(help).toContain('Connect the selected authorization');
  });

  it('connects the selected one; an oauth2 one asks for the redirect URI and the code, never showing the code', async () => {
    const h = await openList();
    const { slack, zoom } = await seed(h);
    await h.app.press('R');
    await h.app.waitForFrame('Beta Zoom');
    await h.app.press('c');
    await h.app.waitForFrame((f) => f.includes('Connect SLACK (Acme Slack)') && f.includes('y/N'));
    expect(h.app.frame()).not.toContain('● connected');
    expect(slack.status).toBe('PendingConnect');
    await h.app.press('y');
    await h.app.waitForFrame('● connected');
    const records = h.engine.admin.listAppAuthorizations();
    expect(records.find((r) => r.appAuthorizationArn === slack.appAuthorizationArn)?.status).toBe('Connected');
    await h.app.press('j');
    await h.app.waitForFrame('› ZOOM');
    await h.app.press('c');
    await h.app.waitForFrame('y/N');
    await h.app.press('y');
    await h.app.waitForFrame('Connect ZOOM (Beta Zoom) · OAuth 2.0');
    // Enter on the redirect URI goes to the code; Enter on the code with nothing typed names both rules in words.
    await h.app.press('enter');
    await h.app.waitForFrame(/› Auth code/);
    await h.app.press('enter');
    const refused = await h.app.waitForFrame('✗ an https:// URI');
    expect(refused).toContain('✗ required');
    expect(refused).not.toMatch(/Member must|ValidationException/);
    // Typed text survives the refusal: the URI, then the code (a test secret, only ever shown as set).
    await h.app.type('https://app.example/oauth/callback');
    await h.app.waitForFrameWithout('✗ an https:// URI');
    await h.app.press('tab');
    await h.app.type(CODE);
    await h.app.waitForFrame('•••• (set)');
    await h.app.press('enter');
    await h.app.waitForFrame('ZOOM (Beta Zoom): Connected');
    await h.app.waitForFrameWithout('OAuth 2.0');
    expect(
      h.engine.admin.listAppAuthorizations().find((r) => r.appAuthorizationArn === zoom.appAuthorizationArn)?.status,
    ).toBe('Connected');
    expectCodeNowhere(h);
  });

  it('Esc closes the connect form and forgets the code; a failed connect keeps the form with the reason', async () => {
    const h = await openList();
    const { zoom } = await seed(h);
    await h.app.press('R');
    await h.app.waitForFrame('Beta Zoom');
    await h.app.press('j', 'c');
    await h.app.waitForFrame('y/N');
    await h.app.press('y');
    await h.app.waitForFrame('OAuth 2.0');
    await h.app.type('https://app.example/cb');
    await h.app.press('tab');
    await h.app.type(CODE);
    await h.app.waitForFrame('•••• (set)');
    await h.app.press('escape');
    await h.app.waitForFrameWithout('OAuth 2.0');
    await h.app.press('c');
    await h.app.waitForFrame('y/N');
    await h.app.press('y');
    const reopened = await h.app.waitForFrame('OAuth 2.0');
    expect(reopened).toContain('(not set)');
    // Deleted behind the list's back: the service's answer shows in the form, which keeps what was typed.
    await h.engine.appAuthorizations.delete({
      appBundleIdentifier: BUNDLE,
      appAuthorizationIdentifier: zoom.appAuthorizationArn,
    });
    await h.app.type('https://app.example/cb');
    await h.app.press('tab');
    await h.app.type(CODE);
    await h.app.press('enter');
    const failed = await h.app.waitForFrame('✗ ResourceNotFoundException');
    expect(failed).toContain('https://app.example/cb');
    expect(failed).toContain('•••• (set)');
    await h.app.press('escape');
    await h.app.waitForFrameWithout('OAuth 2.0');
    expectCodeNowhere(h);
  });

  it('deletes after a y/N confirmation; n keeps it', async () => {
    const h = await openList();
    const { slack } = await seed(h);
    await h.app.press('R');
    await h.app.waitForFrame('Beta Zoom');
    await h.app.press('d');
    await h.app.waitForFrame('y/N');
    await h.app.press('n');
    await h.app.waitForFrameWithout('y/N');
    expect(h.engine.admin.listAppAuthorizations()).toHaveLength(2);
    await h.app.press('d');
    await h.app.waitForFrame('y/N');
    await h.app.press('y');
    await h.app.waitForFrame('1 authorization');
    expect(h.app.frame()).not.toContain('Acme Slack');
    expect(h.engine.admin.listAppAuthorizations().map((r) => r.appAuthorizationArn)).not.toContain(
      slack.appAuthorizationArn,
    );
  });

  it('y copies the selected ARN through OSC 52', async () => {
    const h = await openList();
    const { slack } = await seed(h);
    await h.app.press('R');
    await h.app.waitForFrame('Beta Zoom');
    await h.app.press('y');
    await h.app.waitForFrame('Copied authorization ARN');
    const copied = clipboardTexts(h.app.stdout.raw());
    expect(copied).toContain(slack.appAuthorizationArn);
  });

  it("J shows and Y copies a dataset's authorization as GetAppAuthorization returns it (RFC 3339 times, model order)", async () => {
    // The dataset's wire shape, members in model order: what the raw view and the clipboard must give back.
    const wire = {
      appAuthorizationArn: `${BUNDLE}/appauthorization/6a1d2c3b-4e5f-4a7b-8c9d-0e1f2a3b4c5d`,
      appBundleArn: BUNDLE,
      app: 'SLACK',
      tenant: { tenantIdentifier: 'T0123', tenantDisplayName: 'Acme Slack' },
      authType: 'apiKey',
      status: 'Connected',
      createdAt: '2026-01-01T12:00:00Z',
      updatedAt: '2026-01-02T08:30:15.250Z',
      persona: 'admin',
    };
    host = renderHost({
      screen: 'authorizations',
      authorizationsList: true,
      dataset: loadDataset({ appBundles: [{ arn: BUNDLE }], appAuthorizations: [wire] }),
    });
    const { app } = host;
    await app.waitForFrame('Acme Slack');
    await app.press('Y');
    await app.waitForFrame('Copied authorization JSON');
    const copied = clipboardTexts(app.stdout.raw());
    expect(copied).toEqual([JSON.stringify(wire, null, 2)]);
    await app.press('J');
    const raw = await app.waitForFrame('authorization SLACK Acme Slack, as the API returns it');
    expect(raw).toContain('"createdAt": "2026-01-01T12:00:00Z"');
    expect(raw).toContain('"updatedAt": "2026-01-02T08:30:15.250Z"');
    await app.press('escape');
    await app.waitForFrame('1 authorization');
  });

  it('n starts the wizard, Esc returns to the list, and a created authorization is listed at once', async () => {
    const h = await openList();
    const { app } = h;
    await app.press('n');
    await app.waitForFrame('appbundle/3f1c2a9e');
    await app.press('escape'); // leaves the bundle field
    await app.press('escape'); // back to the list
    await app.waitForFrame('No authorizations in this bundle');
    await app.press('n');
    await app.waitForFrame('appbundle/3f1c2a9e');
    await app.press('enter');
    await app.waitForFrame('Which app');
    await app.press('enter'); // SLACK
    await app.waitForFrame('authenticate to SLACK');
    await app.press('j');
    await app.waitForFrame('›   apiKey');
    await app.press('enter');
    await app.waitForFrame('Credentials for the API key');
    await app.type('key-123');
    await app.press('enter');
    await app.waitForFrame('The tenant of the app');
    await app.type('T0999');
    await app.press('down');
    await app.type('New Workspace');
    await app.press('enter');
    await app.waitForFrame('Tags (0)');
    await app.press('enter');
    await app.waitForFrame('Enter creates the authorization');
    await app.press('enter');
    await app.waitForFrame('App authorization created');
    await app.press('escape');
    // The result view names the tenant too: wait for the list's own count line.
    const list = await app.waitForFrame('1 authorization ·');
    expect(list).toContain('New Workspace');
    expect(list).toContain('pending connect');
  });

  it('/ filters the list; Esc clears the filter, then leaves', async () => {
    // Before, `/` did nothing here, so `/daisy` ran `d` (delete) and its `y` confirmed it.
    const h = await openList();
    await seed(h);
    await h.app.press('R');
    await h.app.waitForFrame('Beta Zoom');
    await h.app.press('/');
    await h.app.type('zoom');
    const filtered = await h.app.waitForFrame((f) => f.includes('1 of 2') && !f.includes('Acme Slack'));
    expect(filtered).toMatch(/› ZOOM/);
    await h.app.press('enter');
    await h.app.waitForFrame('1 of 2 (Esc clears)');
    await h.app.press('escape');
    await h.app.waitForFrame((f) => f.includes('Acme Slack') && f.includes('Beta Zoom') && !f.includes('of 2'));
    expect(h.engine.admin.listAppAuthorizations()).toHaveLength(2);
  });

  it('/daisy and /slack typed in one burst filter: nothing is deleted or connected', async () => {
    const h = await openList();
    await seed(h);
    await h.app.press('R');
    await h.app.waitForFrame('Beta Zoom');
    h.app.stdin.write('/daisy');
    await h.app.waitForFrame("No authorization matches 'daisy'");
    await h.app.press('escape');
    await h.app.waitForFrame('Acme Slack');
    h.app.stdin.write('/slack\r');
    await h.app.waitForFrame('1 of 2 (Esc clears)');
    const records = h.engine.admin.listAppAuthorizations();
    expect(records).toHaveLength(2);
    expect(records.map((r) => r.status)).toEqual(['PendingConnect', 'PendingConnect']);
  });

  it('keys in the same burst as d or c never answer the question: dy and cy ask, and wait for a y typed after', async () => {
    const h = await openList();
    await seed(h);
    await h.app.press('R');
    await h.app.waitForFrame('Beta Zoom');
    h.app.stdin.write('dy');
    await h.app.waitForFrame((f) => f.includes('Delete SLACK (Acme Slack)') && f.includes('y/N'));
    await h.app.press('escape');
    await h.app.waitForFrameWithout('y/N');
    h.app.stdin.write('cyyy');
    await h.app.waitForFrame((f) => f.includes('Connect SLACK (Acme Slack)') && f.includes('y/N'));
    expect(h.engine.admin.listAppAuthorizations().map((r) => r.status)).toEqual(['PendingConnect', 'PendingConnect']);
    // A y of its own answers it.
    await h.app.press('y');
    await h.app.waitForFrame('● connected');
    expect(h.engine.admin.listAppAuthorizations()).toHaveLength(2);
  });

  it('a key that arrives while a burst is still queued waits its turn: c/dy then Down asks about the first, and Esc closes it', async () => {
    // Before, the Down dispatched the queued `/dy` at once, against the layers of before the `c`: the `/` opened the
    // filter field under the connect question, and no key could close either (CI found it through the property below).
    const h = await openList();
    await seed(h);
    await h.app.press('R');
    await h.app.waitForFrame('Beta Zoom');
    h.app.stdin.write('c/dy');
    h.app.stdin.write('\u001B[B');
    // The question took neither the keys of its own burst nor the Down: it is a modal.
    await h.app.waitForFrame((f) => f.includes('Connect SLACK (Acme Slack)') && f.includes('y/N'));
    expect(h.app.frame()).not.toContain('/dy');
    await h.app.press('escape');
    await h.app.waitForFrame((f) => f.includes('Acme Slack') && !f.includes('y/N'));
    await h.app.press('c');
    await h.app.waitForFrame((f) => f.includes('Connect SLACK (Acme Slack)') && f.includes('y/N'));
    await h.app.press('escape');
    await h.app.waitForFrameWithout('y/N');
    expect(h.engine.admin.listAppAuthorizations().map((r) => r.status)).toEqual(['PendingConnect', 'PendingConnect']);
  });

  it('keys Ink hands over from one read wait for what the key before them did: / then Alt+C opens no question', async () => {
    // `/` and Alt+C (ESC c) in one write reach the app as two keys in one synchronous loop. Before, the `c` met the
    // list as it was before the `/`, and asked to connect under the filter field; neither Esc nor y could close them.
    const h = await openList();
    await seed(h);
    await h.app.press('R');
    await h.app.waitForFrame('Beta Zoom');
    h.app.stdin.write('/\u001Bc');
    await h.app.waitForFrame('Enter apply');
    await h.app.press('escape');
    await h.app.waitForFrame((f) => f.includes('Acme Slack') && !f.includes('Enter apply'));
    expect(h.app.frame()).not.toContain('y/N');
    expect(h.engine.admin.listAppAuthorizations().map((r) => r.status)).toEqual(['PendingConnect', 'PendingConnect']);
  });

  it('a key of a new read waits for what the key before it did: kJ, then d, opens no question behind the JSON view', async () => {
    // `J` from a queued burst opens the JSON view by a React state update, which commits from React's scheduler in a
    // later task. Before, a key of the next read went at once, to the layers of before that commit: the `d` asked to
    // delete under the JSON view, the question's layer took every key, and neither Esc nor y could close anything.
    const h = await openList();
    await seed(h);
    await h.app.press('R');
    await h.app.waitForFrame('Beta Zoom');
    h.app.stdin.write('kJ');
    // Past the microtasks that dispatch the J, before the scheduler's task that commits what it did.
    for (let i = 0; i < 50; i += 1) await Promise.resolve();
    h.app.stdin.write('d');
    await h.app.waitForFrame('as the API returns it');
    await h.app.waitForFrame(() => h.dispatcher.keysWaiting() === 0);
    await h.app.press('escape');
    await h.app.waitForFrame((f) => f.includes('Beta Zoom') && !f.includes('as the API returns it'));
    expect(h.app.frame()).not.toContain('y/N');
    expect(
      (h.states.get('authorizations') as AuthorizationsScreenState).authorizations!.store.getState().confirmDelete,
    ).toBeUndefined();
  });

  it('Esc out of a wizard that holds input asks first; n keeps the wizard, y discards it', async () => {
    // Before, Esc on the first step walked out and dropped what was typed (q and 1 asked).
    const h = await openList();
    const { app } = h;
    await app.press('n');
    await app.waitForFrame('appbundle/3f1c2a9e');
    await app.press('enter');
    await app.waitForFrame('Which app');
    await app.press('enter'); // SLACK
    await app.waitForFrame('authenticate to SLACK');
    await app.press('escape'); // back to the app step
    await app.waitForFrame('Which app');
    await app.press('escape'); // back to the bundle step
    await app.waitForFrameWithout('Which app');
    await app.press('escape'); // would leave the wizard
    await app.waitForFrame('Leave the wizard and discard what was entered?');
    await app.press('n');
    await app.waitForFrameWithout('discard what was entered');
    expect(app.frame()).toContain('appbundle/3f1c2a9e');
    expect(app.frame()).not.toContain('No authorizations in this bundle');
    await app.press('escape');
    await app.waitForFrame('Leave the wizard and discard what was entered?');
    await app.press('y');
    await app.waitForFrame('No authorizations in this bundle');
  });

  it('n on the second bundle opens the wizard on that bundle, so Enter creates in its Region', async () => {
    const h = await openList();
    const { app } = h;
    await app.press('b');
    await app.waitForFrame('bundle 2/2');
    await app.press('n');
    // The bundles load after the step shows: wait for their rows (the typed-ARN row's hint, `arn:aws:appfabric:…`,
    // shows before them), then the cursor must be on the listed bundle's.
    const wizard = await app.waitForFrame(
      (f) => f.includes('Pick a known app bundle') && /arn:aws:appfabric:[a-z]{2}-/.test(f),
    );
    expect(wizard).toMatch(/^›\s+arn:aws:appfabric:eu-west-1/m);
  });

  it('property: no burst of keys deletes or connects anything; only a y of its own answers a question', async () => {
    // One write is one burst: whatever it holds (filter words, d, c, y, Enter, moves, Esc), the question it may open
    // is not answered by the keys that came with it. The test's own keys are Esc and `3` alone, each sent once the app
    // has handled every key before it (`keysWaiting`), so no y but a burst's ever meets a question: any
    // `auths.confirmYes` dispatched, or any change to the data, is a failure.
    // Under load this failed (stop 33): a key of a new read met the layers of before the last key's commit (the fix
    // and its deterministic test: 'a key of a new read waits...'), and the test's own Esc keys, sent 1 ms apart, merged
    // with each other and with a burst's last Esc in Ink's 20 ms escape wait, while it read the data before the burst
    // had been handled.
    const key = fc.oneof(
      fc.constantFrom('d', 'c', 'y', 'Y', 'j', 'k', 'g', 'G', '/', '\r', '\u001B', 'J'),
      fc.constantFrom('daisy', 'slack', 'dy', 'cy', 'yes', 'dcy'),
    );
    const burst = fc.array(key, { minLength: 1, maxLength: 25 }).map((keys) => keys.join(''));
    const h = await openList();
    await seed(h);
    await h.app.press('R');
    await h.app.waitForFrame('Beta Zoom');
    const before = JSON.stringify(h.engine.admin.listAppAuthorizations());
    const answered: string[] = [];
    const dispatch = h.dispatcher.dispatch.bind(h.dispatcher);
    let handled = 0;
    h.dispatcher.dispatch = (name, context) => {
      const result = dispatch(name, context);
      handled += 1;
      if (result.command === 'auths.confirmYes') answered.push(name);
      return result;
    };
    const controller = (h.states.get('authorizations') as AuthorizationsScreenState).authorizations!;
    /** Every key read so far handled, and its frame drawn. */
    const keysHandled = () => h.app.waitForFrame(() => h.dispatcher.keysWaiting() === 0);
    /** The list as it started: on screen 3, nothing asked or typed, both rows shown. */
    const atRest = (): boolean => {
      const s = controller.store.getState();
      const f = h.app.frame();
      return (
        h.shellStore.getState().screen === 'authorizations' &&
        s.view === 'list' &&
        s.confirmDelete === undefined &&
        s.confirmConnect === undefined &&
        s.connectForm === undefined &&
        !s.filterEditing &&
        s.filter === '' &&
        f.includes('Acme Slack') &&
        f.includes('Beta Zoom') &&
        !f.includes('y/N')
      );
    };
    await fc.assert(
      fc.asyncProperty(burst, async (text) => {
        h.app.stdin.write(text);
        await keysHandled();
        // Esc closes a question, the JSON view, a field, the detail, a filter (or leaves the screen: 3 comes back).
        // Each goes once the key before it is handled; one may merge with a burst's last Esc, still waiting in Ink.
        for (let step = 0; !atRest(); step += 1) {
          if (step > 12) throw new Error(`not back at rest after ${JSON.stringify(text)}:\n${h.app.frame()}`);
          const wasHandled = handled;
          await h.app.press(h.shellStore.getState().screen === 'authorizations' ? 'escape' : '3');
          await h.app.waitForFrame(() => handled > wasHandled && h.dispatcher.keysWaiting() === 0);
        }
        expect(answered).toEqual([]);
        expect(JSON.stringify(h.engine.admin.listAppAuthorizations())).toBe(before);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
