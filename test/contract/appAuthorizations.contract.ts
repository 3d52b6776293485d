// Contract of AppAuthorizationsPort (AppFabric CreateAppAuthorization and ListAppBundles), against the port only.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CreateAppAuthorizationRequest } from '../../src/domain/appfabric/types.js';
import { CONTRACT_BUNDLE_EU, CONTRACT_BUNDLE_US } from './dataset.js';
import { expectServiceError } from './expectError.js';
import type { ContractFixture, MakeFixture } from './fixture.js';

export const TEST_SECRET = 'sy-test-secret-7Hq2Zx';
const UUID = /^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$/;

export function oauthRequest(overrides: Partial<CreateAppAuthorizationRequest> = {}): CreateAppAuthorizationRequest {
  return {
    appBundleIdentifier: CONTRACT_BUNDLE_US,
    app: 'SLACK',
    authType: 'oauth2',
    credential: { oauth2Credential: { clientId: 'slack-client-1', clientSecret: TEST_SECRET } },
    tenant: { tenantIdentifier: 'T0123ABCD', tenantDisplayName: 'Acme workspace' },
    tags: [{ key: 'team', value: 'security' }],
    ...overrides,
  };
}

export function describeAppAuthorizationsContract(name: string, makeFixture: MakeFixture): void {
  describe(`AppAuthorizationsPort contract: ${name}`, () => {
    let fx: ContractFixture;
    beforeEach(async () => {
      fx = await makeFixture();
    });
    afterEach(async () => {
      await fx.close?.();
    });

    it('lists the app bundles of the caller Region and account: one, AppFabric’s quota', async () => {
      const all = await fx.appAuthorizations.listAppBundles();
      expect(all.appBundleSummaryList.map((b) => b.arn)).toEqual([CONTRACT_BUNDLE_US]);
      expect(all.nextToken).toBeUndefined();
      const eu = await fx.inRegion('eu-west-1');
      const first = await eu.appAuthorizations.listAppBundles({ maxResults: 1 });
      expect(first.appBundleSummaryList.map((b) => b.arn)).toEqual([CONTRACT_BUNDLE_EU]);
      expect(first.nextToken).toBeUndefined();
      const elsewhere = await fx.inRegion('ap-south-1');
      expect((await elsewhere.appAuthorizations.listAppBundles()).appBundleSummaryList).toEqual([]);
      await expectServiceError(fx.appAuthorizations.listAppBundles({ maxResults: 0 }), {
        name: 'ValidationException',
        httpStatus: 400,
        fields: ['maxResults'],
      });
      await expectServiceError(fx.appAuthorizations.listAppBundles({ maxResults: 1, nextToken: 'forged' }), {
        name: 'ValidationException',
        httpStatus: 400,
        fields: ['nextToken'],
      });
    });

    it('creates a PendingConnect admin authorization whose ARN derives from the bundle, stamped now', async () => {
      const before = Date.now();
      const { appAuthorization: a } = await fx.appAuthorizations.create(
        oauthRequest({ clientToken: '0b0c0d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e' }),
      );
      expect(a.appBundleArn).toBe(CONTRACT_BUNDLE_US);
      expect(a.appAuthorizationArn.startsWith(`${CONTRACT_BUNDLE_US}/appauthorization/`)).toBe(true);
      expect(a.appAuthorizationArn.slice(`${CONTRACT_BUNDLE_US}/appauthorization/`.length)).toMatch(UUID);
      expect(a.status).toBe('PendingConnect');
      expect(a.persona).toBe('admin');
      expect(a.app).toBe('SLACK');
      expect(a.authType).toBe('oauth2');
      expect(a.tenant).toEqual({ tenantIdentifier: 'T0123ABCD', tenantDisplayName: 'Acme workspace' });
      expect(a.createdAt.getTime()).toBe(a.updatedAt.getTime());
      const now = fx.hooks?.now?.();
      if (now !== undefined) expect(a.createdAt.getTime()).toBe(now);
      else expect(Math.abs(a.createdAt.getTime() - before)).toBeLessThan(60_000);
    });

    it('finds the bundle by its UUID as well as by its ARN', async () => {
      const uuid = CONTRACT_BUNDLE_EU.slice(CONTRACT_BUNDLE_EU.lastIndexOf('/') + 1);
      const eu = await fx.inRegion('eu-west-1');
      const { appAuthorization } = await eu.appAuthorizations.create(oauthRequest({ appBundleIdentifier: uuid }));
      expect(appAuthorization.appBundleArn).toBe(CONTRACT_BUNDLE_EU);
      expect(appAuthorization.appAuthorizationArn.startsWith(`${CONTRACT_BUNDLE_EU}/appauthorization/`)).toBe(true);
    });

    it('accepts an API key credential', async () => {
      const { appAuthorization } = await fx.appAuthorizations.create(
        oauthRequest({ app: 'ZENDESK', authType: 'apiKey', credential: { apiKeyCredential: { apiKey: TEST_SECRET } } }),
      );
      expect(appAuthorization.authType).toBe('apiKey');
    });

    it.each([
      ['an unknown ARN', 'arn:aws:appfabric:us-east-1:123456789012:appbundle/00000000-0000-4000-8000-000000000000'],
      ['an unknown UUID', '00000000-0000-4000-8000-000000000000'],
    ])('rejects %s with ResourceNotFoundException', async (_what, identifier) => {
      const error = await expectServiceError(
        fx.appAuthorizations.create(oauthRequest({ appBundleIdentifier: identifier })),
        {
          name: 'ResourceNotFoundException',
          httpStatus: 404,
          resourceId: identifier,
        },
      );
      expect(error.resourceType).toBeTruthy();
      expect(error.message).toContain(identifier);
    });

    it.each([
      ['app', { app: 'MYSPACE' }],
      ['app', { app: '' }],
      ['authType', { authType: 'basic' as never }],
      ['credential', { authType: 'apiKey' as const }],
      ['credential', { credential: {} as never }],
      ['tenant.tenantIdentifier', { tenant: { tenantIdentifier: '', tenantDisplayName: 'x' } }],
      ['tenant.tenantDisplayName', { tenant: { tenantIdentifier: 'x', tenantDisplayName: 'y'.repeat(2049) } }],
      ['clientToken', { clientToken: 'NOT-A-UUID' }],
      ['tags[0].key', { tags: [{ key: '', value: 'v' }] }],
      ['tags', { tags: Array.from({ length: 51 }, (_, i) => ({ key: `k${i}`, value: 'v' })) }],
      ['appBundleIdentifier', { appBundleIdentifier: 'bundle-1' }],
    ])('rejects a bad %s with a ValidationException naming it', async (field, overrides) => {
      await expectServiceError(
        fx.appAuthorizations.create(oauthRequest(overrides as Partial<CreateAppAuthorizationRequest>)),
        {
          name: 'ValidationException',
          httpStatus: 400,
          fields: [field],
          reason: 'fieldValidationFailed',
        },
      );
    });

    it('names every bad field at once', async () => {
      await expectServiceError(
        fx.appAuthorizations.create(
          oauthRequest({ app: 'NOPE', tenant: { tenantIdentifier: '', tenantDisplayName: '' } }),
        ),
        {
          name: 'ValidationException',
          httpStatus: 400,
          fields: ['app', 'tenant.tenantIdentifier', 'tenant.tenantDisplayName'],
        },
      );
    });

    describe('idempotency', () => {
      const token = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

      it('returns the same record for the same token and parameters, creating nothing', async () => {
        const first = await fx.appAuthorizations.create(oauthRequest({ clientToken: token }));
        const count = fx.hooks?.countAppAuthorizations?.();
        const again = await fx.appAuthorizations.create(oauthRequest({ clientToken: token }));
        expect(again).toEqual(first);
        if (count !== undefined) expect(fx.hooks!.countAppAuthorizations!()).toBe(count);
      });

      it('treats the bundle ARN and its UUID as the same parameter', async () => {
        const first = await fx.appAuthorizations.create(oauthRequest({ clientToken: token }));
        const uuid = CONTRACT_BUNDLE_US.slice(CONTRACT_BUNDLE_US.lastIndexOf('/') + 1);
        const again = await fx.appAuthorizations.create(
          oauthRequest({ clientToken: token, appBundleIdentifier: uuid }),
        );
        expect(again.appAuthorization.appAuthorizationArn).toBe(first.appAuthorization.appAuthorizationArn);
      });

      it.each([
        ['app', { app: 'ASANA' }],
        ['tenant identifier', { tenant: { tenantIdentifier: 'T999', tenantDisplayName: 'Acme workspace' } }],
        ['tenant display name', { tenant: { tenantIdentifier: 'T0123ABCD', tenantDisplayName: 'Other' } }],
        ['client id', { credential: { oauth2Credential: { clientId: 'other', clientSecret: TEST_SECRET } } }],
        [
          'client secret',
          { credential: { oauth2Credential: { clientId: 'slack-client-1', clientSecret: 'other-secret' } } },
        ],
        [
          'auth type and credential',
          { authType: 'apiKey' as const, credential: { apiKeyCredential: { apiKey: TEST_SECRET } } },
        ],
        ['tags', { tags: [{ key: 'team', value: 'finance' }] }],
        ['no tags', { tags: undefined }],
      ])('fails with IdempotentParameterMismatch (409) when the %s differs', async (_what, overrides) => {
        await fx.appAuthorizations.create(oauthRequest({ clientToken: token }));
        const error = await expectServiceError(
          fx.appAuthorizations.create(oauthRequest({ clientToken: token, ...overrides })),
          {
            name: 'IdempotentParameterMismatch',
            httpStatus: 409,
          },
        );
        expect(JSON.stringify({ ...error, message: error.message })).not.toContain(TEST_SECRET);
      });

      it('generates a lowercase UUID token when none is given, so two calls make two records', async () => {
        const { tags: _none, ...request } = oauthRequest();
        const a = await fx.appAuthorizations.create(request);
        const b = await fx.appAuthorizations.create(request);
        expect(a.appAuthorization.appAuthorizationArn).not.toBe(b.appAuthorization.appAuthorizationArn);
      });

      it('yields one record for 100 concurrent creates with one token', async () => {
        const results = await Promise.all(
          Array.from({ length: 100 }, () => fx.appAuthorizations.create(oauthRequest({ clientToken: token }))),
        );
        expect(new Set(results.map((r) => r.appAuthorization.appAuthorizationArn)).size).toBe(1);
        const count = fx.hooks?.countAppAuthorizations?.();
        if (count !== undefined) expect(count).toBe(1);
      });
    });

    it('enforces the quota of 50 authorizations per Region (ServiceQuotaExceededException, 402)', async () => {
      const created: string[] = [];
      for (let i = 0; i < 50; i += 1) {
        const token = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
        created.push(
          (await fx.appAuthorizations.create(oauthRequest({ clientToken: token }))).appAuthorization
            .appAuthorizationArn,
        );
      }
      const error = await expectServiceError(fx.appAuthorizations.create(oauthRequest()), {
        name: 'ServiceQuotaExceededException',
        httpStatus: 402,
      });
      for (const member of ['resourceId', 'resourceType', 'serviceCode', 'quotaCode'] as const)
        expect(error[member]).toBeTruthy();
      // A retry of an existing record is not a new authorization; another Region has its own quota.
      const retry = await fx.appAuthorizations.create(
        oauthRequest({ clientToken: '00000000-0000-4000-8000-000000000007' }),
      );
      expect(retry.appAuthorization.appAuthorizationArn).toBe(created[7]);
      await (
        await fx.inRegion('eu-west-1')
      ).appAuthorizations.create(oauthRequest({ appBundleIdentifier: CONTRACT_BUNDLE_EU }));
    });

    it('never returns the credential, in records or in errors', async () => {
      const outputs: unknown[] = [];
      outputs.push(await fx.appAuthorizations.create(oauthRequest()));
      outputs.push(
        await fx.appAuthorizations.create(
          oauthRequest({ authType: 'apiKey', credential: { apiKeyCredential: { apiKey: TEST_SECRET } } }),
        ),
      );
      const failing: Partial<CreateAppAuthorizationRequest>[] = [
        { app: 'NOPE' },
        { authType: 'apiKey' },
        { credential: { oauth2Credential: { clientId: 'c', clientSecret: `${TEST_SECRET}${'x'.repeat(2048)}` } } },
        {
          credential: {
            apiKeyCredential: { apiKey: TEST_SECRET },
            oauth2Credential: { clientId: 'c', clientSecret: TEST_SECRET },
          } as never,
        },
        { appBundleIdentifier: '00000000-0000-4000-8000-000000000000' },
      ];
      for (const overrides of failing) {
        try {
          await fx.appAuthorizations.create(oauthRequest(overrides));
          throw new Error('expected a failure');
        } catch (error) {
          outputs.push({ ...(error as object), message: (error as Error).message, stack: (error as Error).stack });
        }
      }
      for (const output of outputs) expect(JSON.stringify(output)).not.toContain(TEST_SECRET);
    });

    it('honours an aborted signal', async () => {
      const controller = new AbortController();
      controller.abort();
      await expect(fx.appAuthorizations.create(oauthRequest(), { signal: controller.signal })).rejects.toThrow();
      const count = fx.hooks?.countAppAuthorizations?.();
      if (count !== undefined) expect(count).toBe(0);
    });
  });
}
