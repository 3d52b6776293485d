// The create-app-authorization wizard in the real shell, on the engine: keys pressed one at a time, each followed by
// a wait for its visible effect.
import { delegateAppAuthorizations } from '../helpers/appAuthorizationsDouble.js';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_APP_BUNDLE_ARNS } from '../../src/engine/index.js';
import { ServiceError } from '../../src/domain/errors.js';
import type { AppAuthorizationsPort } from '../../src/service/ports.js';
import stripAnsi from 'strip-ansi';
import { renderHost, type Host } from './wizardShellHost.js';
import { clipboardTexts } from '../helpers/clipboard.js';

const SECRET = 'sy-test-secret-7Hq2Zx';
const BUNDLE = DEMO_APP_BUNDLE_ARNS[0];

let host: Host | undefined;
afterEach(() => host?.app.unmount());

/**
 * Any 8 consecutive characters of the secret: a frame caught while the secret is half typed, or raw output where the
 * cursor highlight splits it, would not contain the whole secret, but would contain one of these.
 */
const SECRET_PIECES = Array.from({ length: SECRET.length - 7 }, (_, i) => SECRET.slice(i, i + 8));

function expectNoSecretIn(text: string, where: string): void {
  const found = SECRET_PIECES.find((piece) => text.includes(piece));
  expect(found, `a piece of the secret in ${where}`).toBeUndefined();
}

/** Everything the session could have leaked the secret into: every frame, the raw terminal bytes, stores, the engine. */
function expectSecretNowhere(h: Host): void {
  h.frames.push(h.app.frame());
  expect(h.frames.length).toBeGreaterThan(20);
  h.frames.forEach((frame, i) => expectNoSecretIn(frame, `frame ${i}`));
  expectNoSecretIn(stripAnsi(h.app.stdout.raw()), 'the raw terminal output');
  expectNoSecretIn(JSON.stringify(h.shellStore.getState()), 'the shell store');
  for (const [id, state] of h.states) {
    const store = (state as { store?: { getState(): unknown } }).store;
    expectNoSecretIn(JSON.stringify(store ? store.getState() : state), `the ${id} screen state`);
  }
  expectNoSecretIn(JSON.stringify(h.engine.admin.listAppAuthorizations()), 'the engine records');
}

async function typeSlowly(h: Host, text: string): Promise<void> {
  await h.app.type(text);
}

/** From the first frame to the credentials step: the first listed bundle, SLACK, then the given auth type. */
async function walkToCredentials(h: Host, authType: 'oauth2' | 'apiKey'): Promise<void> {
  const { app } = h;
  await app.waitForFrame('appbundle/3f1c2a9e');
  await app.press('enter');
  await app.waitForFrame('Which app');
  await app.press('enter'); // SLACK
  await app.waitForFrame('authenticate to SLACK');
  if (authType === 'apiKey') {
    await app.press('j');
    await app.waitForFrame('›   apiKey');
  }
  await app.press('enter');
  await app.waitForFrame(authType === 'apiKey' ? 'Credentials for the API key' : 'Credentials for OAuth 2.0');
}

/** From the (empty) tags step through the review: Enter on each, the create sent. */
async function submitFromEmptyTags(h: Host): Promise<void> {
  const { app } = h;
  await app.waitForFrame('Tags (0)');
  await app.press('enter');
  await app.waitForFrame('Enter creates the authorization');
  await app.press('enter');
}

describe('create-app-authorization wizard', () => {
  it('creates an OAuth 2.0 authorization: a bundle typo fixed in place, tags added, edited and removed, a trip back keeping every value', async () => {
    host = renderHost({ screen: 'authorizations' });
    const { app } = host;
    const first = await app.waitForFrame('appbundle/3f1c2a9e');
    const token = /Client token ([0-9a-f-]{36})/.exec(first)?.[1];
    expect(token).toBeDefined();

    // Skip the listed bundles and type one, with a typo first.
    await app.press('down', 'down');
    await app.waitForFrame('› ARN or UUID');
    await typeSlowly(host, 'arn-typo');
    const refused = await app.waitForFrame('✗ an ARN or a lowercase UUID');
    expect(refused).not.toContain('Member must');
    expect(refused).not.toContain('regular expression');
    await app.press('enter');
    await app.waitForFrame('› ARN or UUID   arn-typo'); // refused: still on the bundle step
    for (let i = 0; i < 'arn-typo'.length; i++) await app.press('backspace');
    await app.waitForFrameWithout('arn-typo');
    await typeSlowly(host, BUNDLE);
    await app.waitForFrameWithout('✗');
    await app.press('enter');

    await app.waitForFrame('Which app');
    await app.press('j', 'j');
    await app.waitForFrame('›   JIRA');
    await app.press('enter');
    await app.waitForFrame('How does AppFabric authenticate to JIRA?');
    await app.press('enter'); // oauth2

    await app.waitForFrame('Credentials for OAuth 2.0');
    await typeSlowly(host, 'jira-client-1');
    await app.press('enter');
    await app.waitForFrame('› Client secret');
    await typeSlowly(host, SECRET);
    await app.waitForFrame('› Client secret •••• (set)');
    await app.press('enter');

    await app.waitForFrame('The tenant of the app');
    await typeSlowly(host, 'acme-tenant');
    await app.press('enter');
    await typeSlowly(host, 'Acme Jira');
    await app.waitForFrame('Acme Jira');
    await app.press('enter');

    await app.waitForFrame('Tags (0)');
    await app.press('a');
    await app.waitForFrame('New tag');
    await typeSlowly(host, 'env');
    await app.press('enter');
    await typeSlowly(host, 'prod');
    await app.press('enter');
    await app.waitForFrame('env = prod');
    await app.press('a');
    await app.waitForFrame('New tag');
    await typeSlowly(host, 'team');
    await app.press('enter');
    await typeSlowly(host, 'data');
    await app.press('enter');
    await app.waitForFrame('Tags (2)');
    // Edit the second tag's value, then remove the first.
    await app.press('e');
    await app.waitForFrame('Edit tag 2');
    await app.press('enter');
    for (let i = 0; i < 'data'.length; i++) await app.press('backspace');
    await typeSlowly(host, 'infra');
    await app.press('enter');
    await app.waitForFrame('team = infra');
    await app.press('k');
    await app.waitForFrame('›   env = prod');
    await app.press('d');
    await app.waitForFrame('Tags (1)');

    // Back two steps: what was entered is still there, the secret only as set.
    await app.press('escape');
    await app.waitForFrame('Acme Jira');
    await app.press('escape');
    const credentials = await app.waitForFrame('Credentials for OAuth 2.0');
    expect(credentials).toContain('jira-client-1');
    expect(credentials).toContain('Client secret •••• (set)');
    await app.press('enter', 'enter');
    await app.waitForFrame('The tenant of the app');
    await app.press('enter', 'enter');
    await app.waitForFrame('Tags (1)');
    await app.press('enter');

    const review = await app.waitForFrame('Enter creates the authorization');
    expect(review).toContain('•••• (set)');
    expect(review).toContain('jira-client-1');
    expect(review).toContain('team=infra');
    expect(review).not.toContain('env=prod');
    expect(review).toContain(token!);
    await app.press('enter');

    const done = await app.waitForFrame('App authorization created');
    expect(done).toContain('PendingConnect');
    const created = host.created();
    expect(created).toHaveLength(1);
    expect(done.replace(/\s+/g, '')).toContain(created[0]!.appAuthorizationArn);
    expect(done).toContain(created[0]!.createdAt.toISOString());
    expect(created[0]).toMatchObject({
      app: 'JIRA',
      authType: 'oauth2',
      appBundleArn: BUNDLE,
      tenant: { tenantIdentifier: 'acme-tenant', tenantDisplayName: 'Acme Jira' },
    });
    expect(done).toContain(token!);
    expectSecretNowhere(host);
  });

  it('creates an API-key authorization and retries idempotently after a lost answer', async () => {
    let calls = 0;
    const tokens: (string | undefined)[] = [];
    const flaky = (engine: AppAuthorizationsPort): AppAuthorizationsPort => ({
      ...delegateAppAuthorizations(engine),
      listAppBundles: (input, options) => engine.listAppBundles(input, options),
      async create(input, options) {
        calls += 1;
        tokens.push(input.clientToken);
        const response = await engine.create(input, options);
        // The first answer is lost on the way back: the service created the record, the client saw an error.
        if (calls === 1)
          throw new ServiceError({
            name: 'InternalServerException',
            service: 'appfabric',
            httpStatus: 500,
            message: 'connection reset before the response arrived',
          });
        return response;
      },
    });
    host = renderHost({ screen: 'authorizations', appAuthorizations: flaky });
    const { app } = host;
    await walkToCredentials(host, 'apiKey');
    await app.press('enter');
    const required = await app.waitForFrame('✗ required, at most 2,048 characters'); // shown once the user tries to move on
    expect(required).not.toContain('Member must');
    await typeSlowly(host, SECRET);
    await app.waitForFrameWithout('✗');
    await app.press('enter');
    await app.waitForFrame('The tenant of the app');
    await typeSlowly(host, 'T0123');
    await app.press('down');
    await typeSlowly(host, 'Slack workspace');
    await app.press('enter');
    await submitFromEmptyTags(host);

    const failed = await app.waitForFrame('Attempt 1 failed');
    expect(failed).toContain('InternalServerException');
    expect(host.created()).toHaveLength(1);
    await app.press('enter');
    const done = await app.waitForFrame('App authorization created');
    const records = host.created();
    expect(records).toHaveLength(1);
    expect(done.replace(/\s+/g, '')).toContain(records[0]!.appAuthorizationArn);
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).toBe(tokens[1]);
    expect(records[0]).toMatchObject({ authType: 'apiKey', app: 'SLACK' });
    expectSecretNowhere(host);
  });

  it('puts a service field error next to its field, and a fix resubmits with the same token', async () => {
    const tokens: (string | undefined)[] = [];
    let rejectTenant = true;
    const picky = (engine: AppAuthorizationsPort): AppAuthorizationsPort => ({
      ...delegateAppAuthorizations(engine),
      listAppBundles: (input, options) => engine.listAppBundles(input, options),
      async create(input, options) {
        tokens.push(input.clientToken);
        if (rejectTenant && input.tenant.tenantIdentifier === 'unknown') {
          throw new ServiceError({
            name: 'ValidationException',
            service: 'appfabric',
            httpStatus: 400,
            message: '1 validation error detected',
            reason: 'fieldValidationFailed',
            fieldList: [{ name: 'tenant.tenantIdentifier', message: 'Tenant unknown is not known to SLACK' }],
          });
        }
        rejectTenant = false;
        return engine.create(input, options);
      },
    });
    host = renderHost({ screen: 'authorizations', appAuthorizations: picky });
    const { app } = host;
    await walkToCredentials(host, 'oauth2');
    await typeSlowly(host, 'cid');
    await app.press('tab');
    await app.waitForFrame('› Client secret');
    await typeSlowly(host, SECRET);
    await app.press('enter');
    await app.waitForFrame('The tenant of the app');
    await typeSlowly(host, 'unknown');
    await app.press('enter');
    await typeSlowly(host, 'Unknown');
    await app.press('enter');
    await submitFromEmptyTags(host);

    const landed = await app.waitForFrame('✗ Tenant unknown is not known to SLACK');
    expect(landed).toContain('The tenant of the app');
    for (let i = 0; i < 'unknown'.length; i++) await app.press('backspace');
    await typeSlowly(host, 'T42');
    await app.waitForFrameWithout('✗ Tenant unknown');
    await app.press('enter');
    await app.press('enter');
    await app.waitForFrame('Tags (0)');
    await app.press('enter');
    const review = await app.waitForFrame('Enter retries with the same client token');
    expect(review).toContain('T42');
    await app.press('enter');
    await app.waitForFrame('App authorization created');
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).toBe(tokens[1]);
    expectSecretNowhere(host);
  });

  it('Ctrl+C cancels a create in flight; the retry reuses the client token and creates once', async () => {
    const tokens: (string | undefined)[] = [];
    const hanging = (engine: AppAuthorizationsPort): AppAuthorizationsPort => ({
      ...delegateAppAuthorizations(engine),
      listAppBundles: (input, options) => engine.listAppBundles(input, options),
      async create(input, options) {
        tokens.push(input.clientToken);
        // The first call reaches the service and then hangs: only Ctrl+C ends the wait.
        if (tokens.length === 1) {
          await engine.create(input, options);
          return new Promise(() => undefined);
        }
        return engine.create(input, options);
      },
    });
    host = renderHost({ screen: 'authorizations', appAuthorizations: hanging });
    const { app } = host;
    await walkToCredentials(host, 'apiKey');
    await typeSlowly(host, SECRET);
    await app.press('enter');
    await app.waitForFrame('The tenant of the app');
    await typeSlowly(host, 'T1');
    await app.press('enter');
    await typeSlowly(host, 'One');
    await app.press('enter');
    await submitFromEmptyTags(host);
    await app.waitForFrame('Creating… (Ctrl+C cancels)');
    await app.press('ctrl+c');
    const cancelled = await app.waitForFrame('Attempt 1 failed');
    expect(cancelled).toContain('Cancelled');
    await app.press('enter');
    await app.waitForFrame('App authorization created');
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).toBe(tokens[1]);
    expect(host.created()).toHaveLength(1);
    expectSecretNowhere(host);
  });

  it('takes a pasted secret with a trailing newline as the secret, submitted (no control character kept)', async () => {
    let sentKey: string | undefined;
    const capture = (engine: AppAuthorizationsPort): AppAuthorizationsPort => ({
      ...delegateAppAuthorizations(engine),
      listAppBundles: (input, options) => engine.listAppBundles(input, options),
      async create(input, options) {
        sentKey = 'apiKeyCredential' in input.credential ? input.credential.apiKeyCredential.apiKey : undefined;
        return engine.create(input, options);
      },
    });
    host = renderHost({ screen: 'authorizations', appAuthorizations: capture });
    const { app } = host;
    await walkToCredentials(host, 'apiKey');
    // One chunk, as a terminal delivers a paste.
    app.stdin.write(`${SECRET}\n`);
    await app.waitForFrame('The tenant of the app');
    app.stdin.write('T9\r');
    await app.waitForFrame('› Display name');
    await typeSlowly(host, 'Nine');
    await app.press('enter');
    await submitFromEmptyTags(host);
    await app.waitForFrame('App authorization created');
    expect(sentKey === SECRET).toBe(true);
    expect(host.created()[0]?.tenant.tenantIdentifier).toBe('T9');
    expectSecretNowhere(host);
  });

  it('keeps global keys out of text fields and asks before leaving a filled wizard', async () => {
    host = renderHost({ screen: 'authorizations' });
    const { app } = host;
    await app.waitForFrame('appbundle/3f1c2a9e');
    await app.press('down', 'down');
    await app.waitForFrame('› ARN or UUID');
    await typeSlowly(host, 'q1?:');
    await app.waitForFrame('q1?:');
    expect(host.shellStore.getState().screen).toBe('authorizations');
    expect(host.shellStore.getState().quitRequested).toBe(false);
    expect(host.shellStore.getState().overlay).toBe('none');

    // Esc leaves the field (nothing else happens), then `1` asks before leaving the dirty wizard.
    await app.press('escape');
    await app.waitForFrame(
      (f) => !f.includes('Esc back') || host!.shellStore.getState().typing.authorizations === false,
    );
    await app.press('1');
    await app.waitForFrame('discard');
    await app.press('n');
    await app.waitForFrameWithout('discard');
    expect(host.shellStore.getState().screen).toBe('authorizations');
    expect(app.frame()).toContain('q1?:');
    await app.press('1');
    await app.waitForFrame('discard');
    await app.press('y');
    await app.waitForFrame('The Members stand-in screen');
  });

  it('routes a key typed right after Enter opens the field to the field, not to the shell', async () => {
    const noBundles = (engine: AppAuthorizationsPort): AppAuthorizationsPort => ({
      ...delegateAppAuthorizations(engine),
      listAppBundles: async () => ({ appBundleSummaryList: [] }),
      create: (input, options) => engine.create(input, options),
    });
    host = renderHost({ screen: 'authorizations', appAuthorizations: noBundles });
    const { app } = host;
    await app.waitForFrame('Enter to type an app bundle ARN or UUID');
    // Enter and `q` in one chunk, as a fast typist's keys can arrive: `q` must not quit.
    app.stdin.write('\rq');
    await app.waitForFrameWithout('Enter to type an app bundle ARN or UUID');
    expect(host.shellStore.getState().typing.authorizations).toBe(true);
    expect(host.shellStore.getState().quitRequested).toBe(false);
    expect(host.shellStore.getState().overlay).toBe('none');
  });

  it('explains its keys in the help (from the registry)', async () => {
    host = renderHost({ screen: 'authorizations', rows: 40 });
    await host.app.waitForFrame('appbundle/3f1c2a9e');
    await host.app.press('?');
    const help = await host.app.waitForFrame('Help: Authorizations');
    // The keys of the step shown: the bundle step's, not the tag editor's.
    expect(help).toContain('Pick the item, go to the next field, or to the next step if valid.');
    expect(help).not.toContain('Tags step: add a tag (key and value).');
  });

  it('fits 60x16 on every step', async () => {
    host = renderHost({ screen: 'authorizations', columns: 60, rows: 16 });
    const { app } = host;
    const check = (frame: string): void => {
      const lines = frame.split('\n');
      expect(lines.length).toBeLessThanOrEqual(15);
      for (const line of lines) expect([...line].length).toBeLessThanOrEqual(60);
    };
    check(await app.waitForFrame('appbundle/3f1c'));
    await app.press('enter');
    check(await app.waitForFrame('Which app'));
    await app.press('G');
    await app.press('enter');
    check(await app.waitForFrame('authenticate to'));
    await app.press('enter');
    check(await app.waitForFrame('Credentials for OAuth 2.0'));
    await typeSlowly(host, 'cid');
    await app.press('down');
    await typeSlowly(host, SECRET);
    await app.press('enter');
    check(await app.waitForFrame('The tenant of the app'));
    await typeSlowly(host, 't');
    await app.press('down');
    await typeSlowly(host, 'T');
    await app.press('enter');
    check(await app.waitForFrame('Tags (0)'));
    await app.press('enter');
    check(await app.waitForFrame('Enter creates the authorization'));
    await app.press('enter');
    const done = await app.waitForFrame('App authorization created');
    check(done);
    // The ARN is shown whole (wrapped, never cut) and the status is there even on a short terminal.
    expect(done.replace(/\s+/g, '')).toContain(host.created()[0]!.appAuthorizationArn);
    expect(done).toContain('PendingConnect');
    expectSecretNowhere(host);
  });

  it('the result page copies: y the new ARN, C the get-app-authorization command, J shows the record and Y copies it there', async () => {
    host = renderHost({ screen: 'authorizations', columns: 100, rows: 30 });
    const { app } = host;
    await walkToCredentials(host, 'apiKey');
    await typeSlowly(host, 'key-1');
    await app.press('enter');
    await app.waitForFrame('The tenant of the app');
    await typeSlowly(host, 't');
    await app.press('down');
    await typeSlowly(host, 'T');
    await app.press('enter');
    await submitFromEmptyTags(host);
    await app.waitForFrame('App authorization created');
    const arn = host.created()[0]!.appAuthorizationArn;
    await app.press('y');
    await app.waitForFrame('Copied authorization ARN');
    await app.press('C');
    await app.waitForFrame('Copied switchyard command');
    await app.press('J');
    await app.waitForFrame('as the API returns it');
    await app.press('Y');
    await app.waitForFrame('Copied authorization JSON');
    const [id, command, json] = clipboardTexts(app.stdout.raw());
    expect(id).toBe(arn);
    expect(command).toBe(
      `switchyard appfabric get-app-authorization --app-bundle-identifier ${BUNDLE} --app-authorization-identifier ${arn}`,
    );
    expect(JSON.parse(json ?? '{}')).toMatchObject({ appAuthorizationArn: arn, status: 'PendingConnect' });
  });
});
