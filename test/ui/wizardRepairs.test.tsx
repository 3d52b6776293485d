// The wizard's repairs, each pressed as its repro: a review summary that goes stale once the named field is fixed,
// a bundle that does not exist landing on the Bundle step, the created record surviving a trip to another screen
// (its ARN never cut inside a UUID), pastes holding a tab or a line break refused visibly, and secrets shown only as
// `•••• (set)`, also while typed.
import { afterEach, describe, expect, it } from 'vitest';
import { delegateAppAuthorizations } from '../helpers/appAuthorizationsDouble.js';
import { ServiceError } from '../../src/domain/errors.js';
import type { AppAuthorizationsPort } from '../../src/service/ports.js';
import { renderHost, type Host } from './wizardShellHost.js';

const SECRET = 'sy-test-secret-7Hq2Zx';
const UNKNOWN_BUNDLE = 'arn:aws:appfabric:us-east-1:111122223333:appbundle/0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a';

let host: Host | undefined;
afterEach(() => host?.app.unmount());

async function toCredentials(h: Host, authType: 'oauth2' | 'apiKey'): Promise<void> {
  const { app } = h;
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

async function pickFirstBundle(h: Host): Promise<void> {
  await h.app.waitForFrame('appbundle/3f1c2a9e');
  await h.app.press('enter');
}

/** API key, tenant T1 / One, no tags, to the review; Enter creates. */
async function apiKeyToReview(h: Host): Promise<void> {
  const { app } = h;
  await toCredentials(h, 'apiKey');
  await app.type(SECRET);
  await app.press('enter');
  await app.waitForFrame('The tenant of the app');
  await app.type('T1');
  await app.press('enter');
  await app.type('One');
  await app.press('enter');
  await app.waitForFrame('Tags (0)');
  await app.press('enter');
  await app.waitForFrame(/Enter (creates the authorization|retries)/);
}

describe('wizard repairs', () => {
  it('drops the review summary of a failure once the field it named is fixed', async () => {
    const rejecting = (engine: AppAuthorizationsPort): AppAuthorizationsPort => ({
      ...delegateAppAuthorizations(engine),
      listAppBundles: (input, options) => engine.listAppBundles(input, options),
      async create(input, options) {
        if (input.tenant.tenantIdentifier === 'T1') {
          throw new ServiceError({
            name: 'ValidationException',
            service: 'appfabric',
            httpStatus: 400,
            message: '1 validation error detected',
            reason: 'fieldValidationFailed',
            fieldList: [{ name: 'tenant.tenantIdentifier', message: 'Tenant T1 is not known to SLACK' }],
          });
        }
        return engine.create(input, options);
      },
    });
    host = renderHost({ screen: 'authorizations', appAuthorizations: rejecting });
    const { app } = host;
    await pickFirstBundle(host);
    await apiKeyToReview(host);
    await app.press('enter');
    await app.waitForFrame('✗ Tenant T1 is not known to SLACK');
    await app.press('backspace');
    await app.type('2');
    await app.waitForFrameWithout('✗ Tenant T1');
    await app.press('enter', 'enter');
    await app.waitForFrame('Tags (0)');
    await app.press('enter');
    const review = await app.waitForFrame('Enter retries with the same client token');
    expect(review).toContain('T2');
    expect(review).not.toContain('ValidationException');
    expect(review).not.toContain('✗');
  });

  it('takes a bundle that does not exist back to the Bundle step with the message on the field', async () => {
    host = renderHost({ screen: 'authorizations' });
    const { app } = host;
    await app.waitForFrame('appbundle/3f1c2a9e');
    await app.press('down', 'down');
    await app.waitForFrame('› ARN or UUID');
    await app.type(UNKNOWN_BUNDLE);
    await app.waitForFrame('0d9e8f7a');
    await app.press('enter');
    await apiKeyToReview(host);
    await app.press('enter');
    const landed = await app.waitForFrame((f) =>
      f.replace(/\s*\n\s*/g, '').includes(`✗ App bundle ${UNKNOWN_BUNDLE} does not exist`),
    );
    expect(landed).toContain('Pick a known app bundle');
    // Picking a listed bundle clears the message, and the review no longer says what the failure said.
    await app.press('escape');
    await app.press('up', 'up');
    await app.waitForFrame(/›\s+arn:aws:appfabric:us-east-1:\d+:appbundle\/3f1c2a9e/);
    await app.press('enter');
    await app.waitForFrame('Which app');
    expect(app.frame()).not.toContain('does not exist');
    await app.press('enter', 'enter');
    await app.waitForFrame('Credentials for the API key');
    await app.press('enter', 'enter', 'enter');
    await app.waitForFrame('Tags (0)');
    await app.press('enter');
    const review = await app.waitForFrame('Enter retries with the same client token');
    expect(review).not.toContain('ResourceNotFound');
    await app.press('enter');
    await app.waitForFrame('App authorization created');
  });

  it('keeps the created authorization on screen 3 after another screen, its ARN broken only after / or :', async () => {
    host = renderHost({ screen: 'authorizations' });
    const { app } = host;
    await pickFirstBundle(host);
    await apiKeyToReview(host);
    await app.press('enter');
    await app.waitForFrame('App authorization created');
    const arn = host.created()[0]?.appAuthorizationArn ?? '';
    const uuids = arn.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? [];
    expect(uuids).toHaveLength(2);
    await app.press('1');
    await app.waitForFrameWithout('App authorization created');
    await app.press('3');
    const back = await app.waitForFrame('App authorization created');
    expect(back).toContain('Created > SLACK');
    for (const uuid of uuids) expect(back).toContain(uuid);
    // The ARN's lines, joined, give the ARN: nothing lost, nothing cut inside a UUID.
    const lines = back.split('\n');
    const start = lines.findIndex((l) => /^ARN\s/.test(l));
    const pieces = lines.slice(start, start + 4).map((l, i) => (i === 0 ? l.replace(/^\s*ARN\s+/, '') : l.trim()));
    let joined = '';
    for (const piece of pieces) {
      if (!arn.startsWith(joined + piece)) break;
      joined += piece;
    }
    expect(joined).toBe(arn);
    // `n` starts another wizard, and the kept result is gone.
    await app.press('n');
    await app.waitForFrame('Pick a known app bundle');
  });

  it('refuses a paste holding a tab or a line break between values, naming the field', async () => {
    host = renderHost({ screen: 'authorizations' });
    const { app } = host;
    await pickFirstBundle(host);
    await toCredentials(host, 'oauth2');
    app.stdin.write(`client-1\t${SECRET}`);
    const tab = await app.waitForFrame('Client ID: pasted text with a tab or a line break was refused');
    expect(tab).toMatch(/› Client ID *$/m);
    app.stdin.write('client-1\nclient-2');
    await app.waitForFrame('Client ID: pasted text');
    expect(app.frame()).not.toContain('client-1');
    await app.type('cid');
    await app.waitForFrameWithout('pasted text');
    await app.press('tab');
    await app.waitForFrame('› Client secret');
    app.stdin.write(`${SECRET}\tmore`);
    await app.waitForFrame('Client secret: pasted text with a tab or a line break was refused');
    expect(app.frame()).toMatch(/› Client secret\s+\(not set\)/);
  });

  it('shows a secret as `•••• (set)` while it is typed, never one bullet per character', async () => {
    host = renderHost({ screen: 'authorizations' });
    const { app } = host;
    await pickFirstBundle(host);
    await toCredentials(host, 'apiKey');
    const empty = await app.waitForFrame(/› API key\s+\(not set\)/);
    expect(empty).not.toContain('•');
    await app.type('ab');
    const two = await app.waitForFrame(/› API key\s+•••• \(set\)/);
    await app.type('cdefghij');
    const ten = await app.waitForFrame(/› API key\s+•••• \(set\)/);
    expect(ten).toBe(two);
    expect(ten).not.toContain('•••••');
    for (let i = 0; i < 10; i++) await app.press('backspace');
    await app.waitForFrame(/› API key\s+\(not set\)/);
  });
});
