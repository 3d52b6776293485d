// Contract of the app authorization lifecycle on AppAuthorizationsPort: list, get, connect, update, delete, and the
// app bundle read, against the port only.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CreateAppAuthorizationRequest } from '../../src/domain/appfabric/types.js';
import { CONTRACT_BUNDLE_EU, CONTRACT_BUNDLE_US } from './dataset.js';
import { expectServiceError } from './expectError.js';
import type { ContractFixture, MakeFixture } from './fixture.js';

const API_KEY = 'sy-test-apikey-Qm83Lw';
const AUTH_CODE = 'sy-test-authcode-Vv61Rt';
const uuidOf = (arn: string): string => arn.slice(arn.lastIndexOf('/') + 1);

function apiKeyRequest(overrides: Partial<CreateAppAuthorizationRequest> = {}): CreateAppAuthorizationRequest {
  return {
    appBundleIdentifier: CONTRACT_BUNDLE_US,
    app: 'ZOOM',
    authType: 'apiKey',
    credential: { apiKeyCredential: { apiKey: API_KEY } },
    tenant: { tenantIdentifier: 'zoom-tenant', tenantDisplayName: 'Zoom tenant' },
    ...overrides,
  };
}

export function describeAppAuthorizationLifecycleContract(name: string, makeFixture: MakeFixture): void {
  describe(`AppAuthorizationsPort lifecycle contract: ${name}`, () => {
    let fx: ContractFixture;
    beforeEach(async () => {
      fx = await makeFixture();
    });
    afterEach(async () => {
      await fx.close?.();
    });

    it('creates, lists, gets, connects and deletes an authorization, then reports it not found', async () => {
      const port = fx.appAuthorizations;
      const { appAuthorization: created } = await port.create(apiKeyRequest());
      const arn = created.appAuthorizationArn;

      const listed = await port.list({ appBundleIdentifier: CONTRACT_BUNDLE_US });
      expect(listed.appAuthorizationSummaryList).toEqual([
        {
          appAuthorizationArn: arn,
          appBundleArn: CONTRACT_BUNDLE_US,
          app: 'ZOOM',
          tenant: { tenantIdentifier: 'zoom-tenant', tenantDisplayName: 'Zoom tenant' },
          status: 'PendingConnect',
          updatedAt: created.updatedAt,
        },
      ]);
      expect(listed.nextToken).toBeUndefined();

      const byArn = await port.get({ appBundleIdentifier: CONTRACT_BUNDLE_US, appAuthorizationIdentifier: arn });
      expect(byArn.appAuthorization).toEqual(created);
      const byUuid = await port.get({
        appBundleIdentifier: uuidOf(CONTRACT_BUNDLE_US),
        appAuthorizationIdentifier: uuidOf(arn),
      });
      expect(byUuid.appAuthorization).toEqual(created);

      const connected = await port.connect({
        appBundleIdentifier: CONTRACT_BUNDLE_US,
        appAuthorizationIdentifier: arn,
      });
      expect(connected.appAuthorizationSummary.status).toBe('Connected');
      expect(connected.appAuthorizationSummary.appAuthorizationArn).toBe(arn);
      const afterConnect = await port.get({ appBundleIdentifier: CONTRACT_BUNDLE_US, appAuthorizationIdentifier: arn });
      expect(afterConnect.appAuthorization.status).toBe('Connected');
      expect(afterConnect.appAuthorization.createdAt).toEqual(created.createdAt);

      expect(await port.delete({ appBundleIdentifier: CONTRACT_BUNDLE_US, appAuthorizationIdentifier: arn })).toEqual(
        {},
      );
      await expectServiceError(port.get({ appBundleIdentifier: CONTRACT_BUNDLE_US, appAuthorizationIdentifier: arn }), {
        name: 'ResourceNotFoundException',
        httpStatus: 404,
        resourceType: 'AppAuthorization',
        resourceId: arn,
      });
      await expectServiceError(
        port.delete({ appBundleIdentifier: CONTRACT_BUNDLE_US, appAuthorizationIdentifier: arn }),
        { name: 'ResourceNotFoundException', httpStatus: 404 },
      );
      expect((await port.list({ appBundleIdentifier: CONTRACT_BUNDLE_US })).appAuthorizationSummaryList).toEqual([]);
    });

    it('needs an authRequest to connect an oauth2 authorization, and never echoes its code', async () => {
      const port = fx.appAuthorizations;
      const { appAuthorization } = await port.create({
        appBundleIdentifier: CONTRACT_BUNDLE_US,
        app: 'SLACK',
        authType: 'oauth2',
        credential: { oauth2Credential: { clientId: 'slack-client', clientSecret: API_KEY } },
        tenant: { tenantIdentifier: 'T1', tenantDisplayName: 'Slack' },
      });
      const id = {
        appBundleIdentifier: CONTRACT_BUNDLE_US,
        appAuthorizationIdentifier: appAuthorization.appAuthorizationArn,
      };
      await expectServiceError(port.connect(id), {
        name: 'ValidationException',
        httpStatus: 400,
        fields: ['authRequest'],
      });
      const bad = await expectServiceError(
        port.connect({ ...id, authRequest: { redirectUri: 'http://not-https.example', code: AUTH_CODE } }),
        { name: 'ValidationException', httpStatus: 400, fields: ['authRequest.redirectUri'] },
      );
      expect(JSON.stringify(bad.toBody())).not.toContain(AUTH_CODE);
      const ok = await port.connect({ ...id, authRequest: { redirectUri: 'https://app.example/cb', code: AUTH_CODE } });
      expect(ok.appAuthorizationSummary.status).toBe('Connected');
      expect(JSON.stringify(ok)).not.toContain(AUTH_CODE);
    });

    it('updates the tenant and the credential; a new credential needs connecting again and must match authType', async () => {
      const port = fx.appAuthorizations;
      const { appAuthorization } = await port.create(apiKeyRequest());
      const id = {
        appBundleIdentifier: CONTRACT_BUNDLE_US,
        appAuthorizationIdentifier: appAuthorization.appAuthorizationArn,
      };
      await port.connect(id);
      const renamed = await port.update({
        ...id,
        tenant: { tenantIdentifier: 'zoom-2', tenantDisplayName: 'Renamed' },
      });
      expect(renamed.appAuthorization.tenant).toEqual({ tenantIdentifier: 'zoom-2', tenantDisplayName: 'Renamed' });
      expect(renamed.appAuthorization.status).toBe('Connected');
      const rekeyed = await port.update({
        ...id,
        credential: { apiKeyCredential: { apiKey: 'sy-test-apikey-other' } },
      });
      expect(rekeyed.appAuthorization.status).toBe('PendingConnect');
      expect(JSON.stringify(rekeyed)).not.toContain('sy-test-apikey-other');
      await expectServiceError(
        port.update({ ...id, credential: { oauth2Credential: { clientId: 'c', clientSecret: API_KEY } } }),
        { name: 'ValidationException', httpStatus: 400, fields: ['credential'] },
      );
      await expectServiceError(port.update({ ...id, tenant: { tenantIdentifier: '', tenantDisplayName: 'x' } }), {
        name: 'ValidationException',
        httpStatus: 400,
        fields: ['tenant.tenantIdentifier'],
      });
      const got = await port.get(id);
      expect(got.appAuthorization.tenant.tenantIdentifier).toBe('zoom-2');
    });

    it('finds an authorization only in its own bundle, and names a missing bundle', async () => {
      const port = fx.appAuthorizations;
      const { appAuthorization } = await port.create(apiKeyRequest());
      const eu = (await fx.inRegion('eu-west-1')).appAuthorizations;
      await expectServiceError(
        eu.get({
          appBundleIdentifier: CONTRACT_BUNDLE_EU,
          appAuthorizationIdentifier: appAuthorization.appAuthorizationArn,
        }),
        { name: 'ResourceNotFoundException', httpStatus: 404, resourceType: 'AppAuthorization' },
      );
      const missingBundle = '11111111-2222-4333-8444-555555555555';
      await expectServiceError(port.list({ appBundleIdentifier: missingBundle }), {
        name: 'ResourceNotFoundException',
        httpStatus: 404,
        resourceType: 'AppBundle',
      });
      await expectServiceError(
        port.get({ appBundleIdentifier: CONTRACT_BUNDLE_US, appAuthorizationIdentifier: 'not-an-identifier' }),
        { name: 'ValidationException', httpStatus: 400, fields: ['appAuthorizationIdentifier'] },
      );
    });

    it('lists the authorizations of a bundle page by page, oldest first, with tokens bound to the bundle', async () => {
      const port = fx.appAuthorizations;
      const arns: string[] = [];
      for (const tenant of ['a', 'b', 'c']) {
        const { appAuthorization } = await port.create(
          apiKeyRequest({ tenant: { tenantIdentifier: tenant, tenantDisplayName: tenant } }),
        );
        arns.push(appAuthorization.appAuthorizationArn);
      }
      const eu = (await fx.inRegion('eu-west-1')).appAuthorizations;
      await eu.create(apiKeyRequest({ appBundleIdentifier: CONTRACT_BUNDLE_EU }));
      const first = await port.list({ appBundleIdentifier: CONTRACT_BUNDLE_US, maxResults: 2 });
      expect(first.appAuthorizationSummaryList.map((s) => s.appAuthorizationArn)).toEqual(arns.slice(0, 2));
      const second = await port.list({
        appBundleIdentifier: CONTRACT_BUNDLE_US,
        maxResults: 2,
        nextToken: first.nextToken!,
      });
      expect(second.appAuthorizationSummaryList.map((s) => s.appAuthorizationArn)).toEqual(arns.slice(2));
      expect(second.nextToken).toBeUndefined();
      await expectServiceError(
        eu.list({ appBundleIdentifier: CONTRACT_BUNDLE_EU, maxResults: 2, nextToken: first.nextToken! }),
        { name: 'ValidationException', httpStatus: 400, fields: ['nextToken'] },
      );
      await expectServiceError(port.list({ appBundleIdentifier: CONTRACT_BUNDLE_US, maxResults: 101 }), {
        name: 'ValidationException',
        httpStatus: 400,
        fields: ['maxResults'],
      });
    });

    it('gets an app bundle by ARN or UUID', async () => {
      const port = fx.appAuthorizations;
      const eu = (await fx.inRegion('eu-west-1')).appAuthorizations;
      expect(await eu.getAppBundle({ appBundleIdentifier: CONTRACT_BUNDLE_EU })).toEqual({
        appBundle: { arn: CONTRACT_BUNDLE_EU },
      });
      expect(await port.getAppBundle({ appBundleIdentifier: uuidOf(CONTRACT_BUNDLE_US) })).toEqual({
        appBundle: { arn: CONTRACT_BUNDLE_US },
      });
      await expectServiceError(port.getAppBundle({ appBundleIdentifier: '11111111-2222-4333-8444-555555555555' }), {
        name: 'ResourceNotFoundException',
        httpStatus: 404,
        resourceType: 'AppBundle',
      });
    });

    it('reaches both failure states of a connect through a fault, and connects on the next attempt', async (ctx) => {
      const fail = fx.hooks?.failNextConnects;
      if (fail === undefined) return ctx.skip();
      const port = fx.appAuthorizations;
      const { appAuthorization } = await port.create(apiKeyRequest());
      const id = {
        appBundleIdentifier: CONTRACT_BUNDLE_US,
        appAuthorizationIdentifier: appAuthorization.appAuthorizationArn,
      };
      for (const status of ['ConnectionValidationFailed', 'TokenAutoRotationFailed'] as const) {
        await fail(status, 1);
        expect((await port.connect(id)).appAuthorizationSummary.status).toBe(status);
        expect((await port.get(id)).appAuthorization.status).toBe(status);
      }
      expect((await port.connect(id)).appAuthorizationSummary.status).toBe('Connected');
    });
  });
}
