// Contract of Regions for AppFabric and AppFlow: a resource lives in the Region of its ARN (the caller's, for what
// it creates), and a caller sees its own Region's only. Written against the ports: the engine (its calls carrying a
// Region, as a signed request does) and the AWS backends through `serve` must agree. Accounts are the same for every
// caller here; test/server/regionsAndAccounts.system.test.ts tells accounts apart through access keys.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CreateAppAuthorizationRequest } from '../../src/domain/appfabric/types.js';
import { slackProfileRequest } from './connectorProfiles.contract.js';
import { CONTRACT_ACCOUNT, CONTRACT_BUNDLE_EU, CONTRACT_BUNDLE_US } from './dataset.js';
import { expectServiceError } from './expectError.js';
import type { ContractFixture, ContractPorts, MakeFixture } from './fixture.js';

const uuidOf = (arn: string): string => arn.slice(arn.lastIndexOf('/') + 1);

function apiKeyIn(bundle: string): CreateAppAuthorizationRequest {
  return {
    appBundleIdentifier: bundle,
    app: 'ZOOM',
    authType: 'apiKey',
    credential: { apiKeyCredential: { apiKey: 'sy-test-secret-7Hq2Zx' } },
    tenant: { tenantIdentifier: 'zoom-1', tenantDisplayName: 'Zoom one' },
  };
}

export function describeRegionsContract(name: string, make: MakeFixture): void {
  describe(`Regions of AppFabric and AppFlow contract: ${name}`, () => {
    let fx: ContractFixture;
    let eu: ContractPorts;
    beforeEach(async () => {
      fx = await make();
      eu = await fx.inRegion('eu-west-1');
    });
    afterEach(async () => {
      await fx.close?.();
    });

    it('answers a bundle of another Region as an unknown one, by ARN or UUID, and everything under it', async () => {
      const port = fx.appAuthorizations;
      for (const identifier of [CONTRACT_BUNDLE_EU, uuidOf(CONTRACT_BUNDLE_EU)]) {
        const notFound = { name: 'ResourceNotFoundException', httpStatus: 404, resourceType: 'AppBundle' };
        await expectServiceError(port.getAppBundle({ appBundleIdentifier: identifier }), notFound);
        await expectServiceError(port.list({ appBundleIdentifier: identifier }), notFound);
        await expectServiceError(port.create(apiKeyIn(identifier)), notFound);
        await expectServiceError(port.deleteAppBundle({ appBundleIdentifier: identifier }), notFound);
      }
      // The EU bundle's authorization, reached from us-east-1 by its ARN: unknown.
      const { appAuthorization } = await eu.appAuthorizations.create(apiKeyIn(CONTRACT_BUNDLE_EU));
      const id = {
        appBundleIdentifier: CONTRACT_BUNDLE_EU,
        appAuthorizationIdentifier: appAuthorization.appAuthorizationArn,
      };
      const notFound = { name: 'ResourceNotFoundException', httpStatus: 404, resourceType: 'AppBundle' };
      await expectServiceError(port.get(id), notFound);
      await expectServiceError(port.connect(id), notFound);
      await expectServiceError(
        port.update({ ...id, tenant: { tenantIdentifier: 'z', tenantDisplayName: 'z' } }),
        notFound,
      );
      await expectServiceError(port.delete(id), notFound);
      for (const resourceArn of [CONTRACT_BUNDLE_EU, appAuthorization.appAuthorizationArn])
        await expectServiceError(port.listTagsForResource({ resourceArn }), {
          name: 'ResourceNotFoundException',
          httpStatus: 404,
          resourceId: resourceArn,
        });
      await expectServiceError(
        port.tagResource({ resourceArn: CONTRACT_BUNDLE_EU, tags: [{ key: 'a', value: 'b' }] }),
        {
          name: 'ResourceNotFoundException',
          httpStatus: 404,
        },
      );
      await expectServiceError(port.untagResource({ resourceArn: CONTRACT_BUNDLE_EU, tagKeys: ['a'] }), {
        name: 'ResourceNotFoundException',
        httpStatus: 404,
      });
      // Nothing changed in eu-west-1.
      expect((await eu.appAuthorizations.get(id)).appAuthorization.status).toBe('PendingConnect');
      expect((await eu.appAuthorizations.getAppBundle({ appBundleIdentifier: CONTRACT_BUNDLE_EU })).appBundle.arn).toBe(
        CONTRACT_BUNDLE_EU,
      );
    });

    it('creates a bundle in the caller Region, listed there only; each Region has its own quota', async () => {
      const tokyo = await fx.inRegion('ap-northeast-1');
      const { appBundle } = await tokyo.appAuthorizations.createAppBundle({});
      expect(appBundle.arn).toMatch(new RegExp(`^arn:aws:appfabric:ap-northeast-1:${CONTRACT_ACCOUNT}:appbundle/`));
      expect((await tokyo.appAuthorizations.listAppBundles()).appBundleSummaryList).toEqual([{ arn: appBundle.arn }]);
      expect((await fx.appAuthorizations.listAppBundles()).appBundleSummaryList).toEqual([{ arn: CONTRACT_BUNDLE_US }]);
      await expectServiceError(fx.appAuthorizations.getAppBundle({ appBundleIdentifier: appBundle.arn }), {
        name: 'ResourceNotFoundException',
        httpStatus: 404,
        resourceType: 'AppBundle',
      });
      await expectServiceError(tokyo.appAuthorizations.createAppBundle({}), {
        name: 'ServiceQuotaExceededException',
        httpStatus: 402,
        resourceId: appBundle.arn,
      });
    });

    it('creates a profile in the caller Region; names are unique per Region; other Regions do not see it', async () => {
      const name = 'regional-slack';
      const { connectorProfileArn: euArn } = await eu.connectorProfiles.create(slackProfileRequest(name));
      expect(euArn).toBe(`arn:aws:appflow:eu-west-1:${CONTRACT_ACCOUNT}:connectorprofile/${name}`);
      const euList = await eu.connectorProfiles.describe({});
      expect(euList.connectorProfileDetails?.map((p) => p.connectorProfileArn)).toEqual([euArn]);
      // The contract dataset's profiles are all in us-east-1, and the new one is not among them there.
      const usByName = await fx.connectorProfiles.describe({ connectorProfileNames: [name] });
      expect(usByName.connectorProfileDetails).toEqual([]);
      await expectServiceError(
        fx.connectorProfiles.update({
          connectorProfileName: name,
          connectionMode: 'Public',
          connectorProfileConfig: { connectorProfileProperties: { Slack: { instanceUrl: 'https://x.slack.com' } } },
        }),
        { name: 'ResourceNotFoundException', httpStatus: 404 },
      );
      await expectServiceError(fx.connectorProfiles.delete({ connectorProfileName: name }), {
        name: 'ResourceNotFoundException',
        httpStatus: 404,
      });
      await expectServiceError(fx.connectorProfiles.listTagsForResource({ resourceArn: euArn! }), {
        name: 'ResourceNotFoundException',
        httpStatus: 404,
      });
      await expectServiceError(fx.connectorProfiles.tagResource({ resourceArn: euArn!, tags: { a: 'b' } }), {
        name: 'ResourceNotFoundException',
        httpStatus: 404,
      });
      // The same name is free in us-east-1, and the two are two profiles.
      const { connectorProfileArn: usArn } = await fx.connectorProfiles.create(slackProfileRequest(name));
      expect(usArn).toBe(`arn:aws:appflow:us-east-1:${CONTRACT_ACCOUNT}:connectorprofile/${name}`);
      await expectServiceError(eu.connectorProfiles.create(slackProfileRequest(name)), {
        name: 'ConflictException',
        httpStatus: 409,
      });
      await eu.connectorProfiles.delete({ connectorProfileName: name });
      const left = await fx.connectorProfiles.describe({ connectorProfileNames: [name] });
      expect(left.connectorProfileDetails?.map((p) => p.connectorProfileArn)).toEqual([usArn]);
      expect((await eu.connectorProfiles.describe({})).connectorProfileDetails).toEqual([]);
    });

    it('does not resume a profile page of one Region in another', async () => {
      const first = await fx.connectorProfiles.describe({ maxResults: 2 });
      expect(first.nextToken).toBeDefined();
      await expectServiceError(eu.connectorProfiles.describe({ maxResults: 2, nextToken: first.nextToken! }), {
        name: 'ValidationException',
        httpStatus: 400,
        fields: ['nextToken'],
      });
    });
  });
}
