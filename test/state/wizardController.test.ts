import { describe, expect, it } from 'vitest';
import type {
  CreateAppAuthorizationRequest,
  CreateAppAuthorizationResponse,
} from '../../src/domain/appfabric/types.js';
import { ServiceError } from '../../src/domain/errors.js';
import type { AppAuthorizationsPort } from '../../src/service/ports.js';
import { domainFieldValidator, validateWizardRequest } from '../../src/state/wizard/domainValidation.js';
import { FIELD } from '../../src/state/wizard/fields.js';
import { createWizardController, type WizardController } from '../../src/state/wizard/wizardController.js';
import { UnusedAppAuthorizations, unusedAppAuthorizations } from '../helpers/appAuthorizationsDouble.js';

const SECRET = 'sy-test-secret-7Hq2Zx';
const TOKEN = '3b241101-e2bb-4255-8caf-4136c566a962';
const BUNDLE = 'arn:aws:appfabric:us-east-1:111122223333:appbundle/0d1b2c3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

class RecordingPort extends UnusedAppAuthorizations implements AppAuthorizationsPort {
  calls: CreateAppAuthorizationRequest[] = [];
  failNext: unknown[] = [];
  override async create(input: CreateAppAuthorizationRequest): Promise<CreateAppAuthorizationResponse> {
    this.calls.push(structuredClone(input));
    const failure = this.failNext.shift();
    if (failure !== undefined) throw failure;
    const at = new Date(Date.UTC(2026, 0, 1));
    return {
      appAuthorization: {
        appAuthorizationArn: `${BUNDLE}/appauthorization/${input.clientToken}`,
        appBundleArn: BUNDLE,
        app: input.app,
        tenant: input.tenant,
        authType: input.authType,
        status: 'PendingConnect',
        createdAt: at,
        updatedAt: at,
      },
    };
  }
  override async listAppBundles() {
    return { appBundleSummaryList: [{ arn: BUNDLE }] };
  }
}

async function fillApiKey(c: WizardController): Promise<void> {
  await c.loadBundles();
  c.dispatch({ type: 'enter' });
  c.dispatch({ type: 'enter' });
  c.dispatch({ type: 'moveCursor', delta: 1 });
  c.dispatch({ type: 'enter' });
  c.setSecret(FIELD.apiKey, SECRET);
  c.dispatch({ type: 'enter' });
  c.dispatch({ type: 'edit', field: FIELD.tenantIdentifier, value: 't-1' });
  c.dispatch({ type: 'enter' });
  c.dispatch({ type: 'edit', field: FIELD.tenantDisplayName, value: 'T one' });
  c.dispatch({ type: 'enter' });
  c.dispatch({ type: 'enter' });
}

function controller(port: AppAuthorizationsPort): WizardController {
  return createWizardController({
    appAuthorizations: port,
    validate: domainFieldValidator,
    validateRequest: validateWizardRequest,
    newClientToken: () => TOKEN,
  });
}

describe('wizard controller', () => {
  it('sends the secret only in the create call and never keeps it in the store', async () => {
    const port = new RecordingPort();
    const c = controller(port);
    const states: string[] = [];
    c.store.subscribe((s) => states.push(JSON.stringify(s)));
    await fillApiKey(c);
    expect(c.store.getState().step).toBe('review');
    await c.submit();
    expect(c.store.getState().submission.status).toBe('succeeded');
    expect(port.calls[0]).toMatchObject({
      authType: 'apiKey',
      credential: { apiKeyCredential: { apiKey: SECRET } },
      clientToken: TOKEN,
    });
    expect(states.length).toBeGreaterThan(5);
    for (const s of states) expect(s).not.toContain(SECRET);
    expect(JSON.stringify(c)).not.toContain(SECRET);
    c.dispose();
    expect(c.secretValue(FIELD.apiKey)).toBe('');
  });

  it('retries with the same client token after a failure', async () => {
    const port = new RecordingPort();
    port.failNext.push(
      new ServiceError({
        name: 'InternalServerException',
        service: 'appfabric',
        httpStatus: 500,
        message: 'try again',
      }),
    );
    const c = controller(port);
    await fillApiKey(c);
    await c.submit();
    expect(c.store.getState().submission).toMatchObject({
      status: 'failed',
      reviewError: 'InternalServerException: try again',
    });
    await c.submit();
    expect(c.store.getState().submission.status).toBe('succeeded');
    expect(port.calls.map((r) => r.clientToken)).toEqual([TOKEN, TOKEN]);
  });

  it('validates the whole request before sending anything', async () => {
    const port = new RecordingPort();
    const c = controller(port);
    await fillApiKey(c);
    // The secret is cleared behind the wizard's back: the request validator catches it, nothing is sent.
    c.setSecret(FIELD.apiKey, '');
    await c.submit();
    expect(port.calls).toHaveLength(0);
    expect(c.store.getState().step).toBe('credentials');
    expect(c.store.getState().submission.status).toBe('failed');
  });

  it('ignores answers that arrive after the wizard closed', async () => {
    let release: (() => void) | undefined;
    const port = new RecordingPort();
    const slow: AppAuthorizationsPort = {
      ...unusedAppAuthorizations(),
      create: (input) => new Promise((resolve) => (release = () => resolve(port.create(input)))),
      listAppBundles: () => port.listAppBundles(),
    };
    const c = controller(slow);
    await fillApiKey(c);
    const pending = c.submit();
    c.dispose();
    release?.();
    await pending;
    expect(c.store.getState().submission.status).toBe('submitting');
  });
});
