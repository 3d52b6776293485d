// Contract of AppFabric's CreateAppBundle and DeleteAppBundle and of the tags of AppFabric and AppFlow, written
// against the ports only: the engine and the AWS backends through `serve` must agree. The fixture's caller (us-east-1,
// where the contract dataset already has an app bundle), and one of the same account in eu-west-1 where a test needs
// the dataset's other bundle.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CreateAppAuthorizationRequest } from '../../src/domain/appfabric/types.js';
import { CONTRACT_ACCOUNT, CONTRACT_BUNDLE_EU, CONTRACT_BUNDLE_US } from './dataset.js';
import { slackProfileRequest } from './connectorProfiles.contract.js';
import { expectServiceError } from './expectError.js';
import type { ContractFixture, MakeFixture } from './fixture.js';

const KEY_ID = '1234abcd-12ab-34cd-56ef-1234567890ab';
const PROFILE_ARN = `arn:aws:appflow:us-east-1:${CONTRACT_ACCOUNT}:connectorprofile/contract-salesforce-00`;

function authorizationIn(bundle: string): CreateAppAuthorizationRequest {
  return {
    appBundleIdentifier: bundle,
    app: 'SLACK',
    authType: 'apiKey',
    credential: { apiKeyCredential: { apiKey: 'sy-test-secret-7Hq2Zx' } },
    tenant: { tenantIdentifier: 'T1', tenantDisplayName: 'Tenant one' },
    tags: [{ key: 'team', value: 'core' }],
  };
}

export function describeBundlesAndTagsContract(name: string, make: MakeFixture): void {
  describe(`AppFabric bundles and AppFabric/AppFlow tags contract: ${name}`, () => {
    let fx: ContractFixture;
    beforeEach(async () => {
      fx = await make();
    });
    afterEach(async () => {
      await fx.close?.();
    });

    it('allows one app bundle per Region: a second is ServiceQuotaExceededException', async () => {
      await expectServiceError(fx.appAuthorizations.createAppBundle({}), {
        name: 'ServiceQuotaExceededException',
        httpStatus: 402,
        resourceType: 'AppBundle',
        resourceId: CONTRACT_BUNDLE_US,
      });
    });

    it('refuses to delete a bundle that holds authorizations, then deletes it once they are gone', async () => {
      const { appAuthorization } = await fx.appAuthorizations.create(authorizationIn(CONTRACT_BUNDLE_US));
      const conflict = await expectServiceError(
        fx.appAuthorizations.deleteAppBundle({ appBundleIdentifier: CONTRACT_BUNDLE_US }),
        { name: 'ConflictException', httpStatus: 409, resourceType: 'AppBundle', resourceId: CONTRACT_BUNDLE_US },
      );
      expect(conflict.message).toContain('1 app authorization');
      await fx.appAuthorizations.delete({
        appBundleIdentifier: CONTRACT_BUNDLE_US,
        appAuthorizationIdentifier: appAuthorization.appAuthorizationArn,
      });
      await expect(fx.appAuthorizations.deleteAppBundle({ appBundleIdentifier: CONTRACT_BUNDLE_US })).resolves.toEqual(
        {},
      );
      await expectServiceError(fx.appAuthorizations.getAppBundle({ appBundleIdentifier: CONTRACT_BUNDLE_US }), {
        name: 'ResourceNotFoundException',
        httpStatus: 404,
        resourceType: 'AppBundle',
      });
      const { appBundleSummaryList } = await fx.appAuthorizations.listAppBundles({});
      expect(appBundleSummaryList).toEqual([]);
    });

    it('creates a bundle in the caller Region and account once the Region has none, idempotently by client token', async () => {
      await fx.appAuthorizations.deleteAppBundle({ appBundleIdentifier: CONTRACT_BUNDLE_US.split('/')[1]! });
      const clientToken = '0b5e3c1a-7f2d-4e8b-9a6c-3d1f0e2b4a58';
      const request = {
        clientToken,
        customerManagedKeyIdentifier: KEY_ID,
        tags: [{ key: 'env', value: 'test' }],
      };
      const { appBundle } = await fx.appAuthorizations.createAppBundle(request);
      expect(appBundle.arn).toMatch(
        new RegExp(
          `^arn:aws:appfabric:us-east-1:${CONTRACT_ACCOUNT}:appbundle/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`,
        ),
      );
      expect(appBundle.customerManagedKeyArn).toBe(`arn:aws:kms:us-east-1:${CONTRACT_ACCOUNT}:key/${KEY_ID}`);
      expect((await fx.appAuthorizations.createAppBundle(request)).appBundle).toEqual(appBundle);
      await expectServiceError(fx.appAuthorizations.createAppBundle({ ...request, tags: [] }), {
        name: 'ConflictException',
        httpStatus: 409,
        resourceId: appBundle.arn,
      });
      expect((await fx.appAuthorizations.getAppBundle({ appBundleIdentifier: appBundle.arn })).appBundle).toEqual(
        appBundle,
      );
      const listed = await fx.appAuthorizations.listAppBundles({});
      expect(listed.appBundleSummaryList.map((b) => b.arn)).toEqual([appBundle.arn]);
      expect((await fx.appAuthorizations.listTagsForResource({ resourceArn: appBundle.arn })).tags).toEqual([
        { key: 'env', value: 'test' },
      ]);
      // The new bundle takes authorizations as a dataset's does.
      const { appAuthorization } = await fx.appAuthorizations.create(authorizationIn(appBundle.arn));
      expect(appAuthorization.appBundleArn).toBe(appBundle.arn);
    });

    it('validates CreateAppBundle and DeleteAppBundle, naming the field', async () => {
      await expectServiceError(
        fx.appAuthorizations.createAppBundle({ clientToken: 'NOT-A-UUID', customerManagedKeyIdentifier: 'key' }),
        {
          name: 'ValidationException',
          httpStatus: 400,
          reason: 'fieldValidationFailed',
          fields: ['clientToken', 'customerManagedKeyIdentifier'],
        },
      );
      await expectServiceError(fx.appAuthorizations.createAppBundle({ tags: [{ key: '', value: 'v' }] }), {
        name: 'ValidationException',
        httpStatus: 400,
        fields: ['tags[0].key'],
      });
      await expectServiceError(fx.appAuthorizations.deleteAppBundle({ appBundleIdentifier: 'not-an-id' }), {
        name: 'ValidationException',
        httpStatus: 400,
        fields: ['appBundleIdentifier'],
      });
    });

    it('tags app bundles and authorizations: set, overwrite, list, untag; a deleted resource takes its tags', async () => {
      const port = (await fx.inRegion('eu-west-1')).appAuthorizations;
      await port.tagResource({
        resourceArn: CONTRACT_BUNDLE_EU,
        tags: [
          { key: 'env', value: 'test' },
          { key: 'owner', value: 'alice' },
        ],
      });
      await port.tagResource({ resourceArn: CONTRACT_BUNDLE_EU, tags: [{ key: 'env', value: 'prod' }] });
      expect((await port.listTagsForResource({ resourceArn: CONTRACT_BUNDLE_EU })).tags).toEqual([
        { key: 'env', value: 'prod' },
        { key: 'owner', value: 'alice' },
      ]);
      await port.untagResource({ resourceArn: CONTRACT_BUNDLE_EU, tagKeys: ['env', 'absent'] });
      expect((await port.listTagsForResource({ resourceArn: CONTRACT_BUNDLE_EU })).tags).toEqual([
        { key: 'owner', value: 'alice' },
      ]);

      const us = fx.appAuthorizations;
      const { appAuthorization } = await us.create(authorizationIn(CONTRACT_BUNDLE_US));
      const arn = appAuthorization.appAuthorizationArn;
      expect((await us.listTagsForResource({ resourceArn: arn })).tags).toEqual([{ key: 'team', value: 'core' }]);
      await us.delete({ appBundleIdentifier: CONTRACT_BUNDLE_US, appAuthorizationIdentifier: arn });
      await expectServiceError(us.listTagsForResource({ resourceArn: arn }), {
        name: 'ResourceNotFoundException',
        httpStatus: 404,
        resourceType: 'AppAuthorization',
        resourceId: arn,
      });
    });

    it('refuses AppFabric tags on what does not exist or is not an ARN, and past 50 tags', async () => {
      const port = (await fx.inRegion('eu-west-1')).appAuthorizations;
      const missing = `arn:aws:appfabric:us-east-1:${CONTRACT_ACCOUNT}:appbundle/00000000-0000-4000-8000-000000000000`;
      await expectServiceError(port.tagResource({ resourceArn: missing, tags: [{ key: 'a', value: 'b' }] }), {
        name: 'ResourceNotFoundException',
        httpStatus: 404,
        resourceType: 'AppBundle',
      });
      await expectServiceError(port.listTagsForResource({ resourceArn: 'not-an-arn' }), {
        name: 'ValidationException',
        httpStatus: 400,
        fields: ['resourceArn'],
      });
      const fifty = Array.from({ length: 50 }, (_, i) => ({ key: `k${i}`, value: 'v' }));
      await port.tagResource({ resourceArn: CONTRACT_BUNDLE_EU, tags: fifty });
      await expectServiceError(
        port.tagResource({ resourceArn: CONTRACT_BUNDLE_EU, tags: [{ key: 'one-more', value: 'v' }] }),
        { name: 'ValidationException', httpStatus: 400, fields: ['tags'] },
      );
      expect((await port.listTagsForResource({ resourceArn: CONTRACT_BUNDLE_EU })).tags).toHaveLength(50);
    });

    it('tags AppFlow connector profiles: set, list, untag; a deleted profile takes its tags', async () => {
      const port = fx.connectorProfiles;
      await port.tagResource({ resourceArn: PROFILE_ARN, tags: { env: 'test', 'cost:center': '42' } });
      expect((await port.listTagsForResource({ resourceArn: PROFILE_ARN })).tags).toEqual({
        env: 'test',
        'cost:center': '42',
      });
      await port.untagResource({ resourceArn: PROFILE_ARN, tagKeys: ['env'] });
      expect((await port.listTagsForResource({ resourceArn: PROFILE_ARN })).tags).toEqual({ 'cost:center': '42' });

      const { connectorProfileArn } = await port.create(slackProfileRequest('contract-tagged'));
      await port.tagResource({ resourceArn: connectorProfileArn!, tags: { team: 'core' } });
      await port.delete({ connectorProfileName: 'contract-tagged' });
      await expectServiceError(port.listTagsForResource({ resourceArn: connectorProfileArn! }), {
        name: 'ResourceNotFoundException',
        httpStatus: 404,
      });
    });

    it('refuses AppFlow tags that break the model, naming the field, and unknown resources', async () => {
      const port = fx.connectorProfiles;
      await expectServiceError(port.tagResource({ resourceArn: PROFILE_ARN, tags: { 'aws:reserved': 'x' } }), {
        name: 'ValidationException',
        httpStatus: 400,
        fields: ['tags["aws:reserved"]'],
      });
      await expectServiceError(port.untagResource({ resourceArn: 'arn:aws:appflow:us-east-1:x', tagKeys: ['a'] }), {
        name: 'ValidationException',
        httpStatus: 400,
        fields: ['resourceArn'],
      });
      await expectServiceError(
        port.listTagsForResource({ resourceArn: `arn:aws:appflow:us-east-1:${CONTRACT_ACCOUNT}:flow/nope` }),
        { name: 'ResourceNotFoundException', httpStatus: 404 },
      );
    });
  });
}
