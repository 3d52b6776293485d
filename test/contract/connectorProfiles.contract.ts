// Contract of ConnectorProfilesPort (AppFlow DescribeConnectorProfiles), against the port only.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  ConnectorProfile,
  ConnectorType,
  CreateConnectorProfileRequest,
  DescribeConnectorProfilesRequest,
} from '../../src/domain/appflow/types.js';
import { TEST_SECRET } from './appAuthorizations.contract.js';
import type { ConnectorProfilesPort } from '../../src/service/ports.js';
import { CUSTOM_LABELS, PROFILE_COUNT } from './dataset.js';
import { expectServiceError } from './expectError.js';
import type { ContractFixture, MakeFixture } from './fixture.js';

type Json = Record<string, unknown>;

export async function walkProfiles(
  port: ConnectorProfilesPort,
  request: Omit<DescribeConnectorProfilesRequest, 'nextToken'> = {},
) {
  const profiles: ConnectorProfile[] = [];
  const sizes: number[] = [];
  let nextToken: string | undefined;
  let guard = 0;
  do {
    const out = await port.describe({ ...request, ...(nextToken ? { nextToken } : {}) });
    const page = out.connectorProfileDetails ?? [];
    profiles.push(...page);
    sizes.push(page.length);
    nextToken = out.nextToken;
    guard += 1;
  } while (nextToken !== undefined && guard < 10_000);
  return { profiles, sizes };
}

/** The dataset's profiles as the port returns them (timestamps as Dates). */
function expectedProfiles(dataset: Json): ConnectorProfile[] {
  return (dataset.connectorProfiles as Json[]).map((p) => ({
    ...p,
    createdAt: new Date((p.createdAt as number) * 1000),
    lastUpdatedAt: new Date((p.lastUpdatedAt as number) * 1000),
  })) as ConnectorProfile[];
}

const names = (profiles: ConnectorProfile[]): (string | undefined)[] => profiles.map((p) => p.connectorProfileName);

/** A Slack profile whose client secret is the known test secret. */
export function slackProfileRequest(
  name: string,
  overrides: Partial<CreateConnectorProfileRequest> = {},
): CreateConnectorProfileRequest {
  return {
    connectorProfileName: name,
    connectorType: 'Slack',
    connectionMode: 'Public',
    connectorProfileConfig: {
      connectorProfileProperties: { Slack: { instanceUrl: 'https://contract.slack.com' } },
      connectorProfileCredentials: { Slack: { clientId: 'contract-client', clientSecret: TEST_SECRET } },
    },
    ...overrides,
  };
}

async function describeOne(port: ConnectorProfilesPort, name: string): Promise<ConnectorProfile | undefined> {
  const out = await port.describe({ connectorProfileNames: [name] });
  return out.connectorProfileDetails?.[0];
}

export function describeConnectorProfilesContract(name: string, makeFixture: MakeFixture): void {
  describe(`ConnectorProfilesPort contract: ${name}`, () => {
    let fx: ContractFixture;
    let expected: ConnectorProfile[];
    beforeEach(async () => {
      fx = await makeFixture();
      expected = expectedProfiles(fx.dataset);
    });
    afterEach(async () => {
      await fx.close?.();
    });

    it('returns every profile with no filter, 20 per page by default, no nextToken on the last page', async () => {
      const walk = await walkProfiles(fx.connectorProfiles);
      expect(walk.sizes).toEqual([20, 20, PROFILE_COUNT - 40]);
      expect(walk.profiles).toEqual(expected);
    });

    it('honours maxResults 1 to 100', async () => {
      expect((await walkProfiles(fx.connectorProfiles, { maxResults: 7 })).profiles).toEqual(expected);
      expect((await walkProfiles(fx.connectorProfiles, { maxResults: 100 })).sizes).toEqual([PROFILE_COUNT]);
      const ones = await walkProfiles(fx.connectorProfiles, { maxResults: 1 });
      expect(ones.sizes).toHaveLength(PROFILE_COUNT);
      expect(names(ones.profiles)).toEqual(names(expected));
    });

    it('filters by connector type, in order', async () => {
      for (const type of ['Salesforce', 'S3', 'CustomConnector'] as ConnectorType[]) {
        const walk = await walkProfiles(fx.connectorProfiles, { connectorType: type, maxResults: 2 });
        expect(walk.profiles).toEqual(expected.filter((p) => p.connectorType === type));
      }
    });

    it('answers an empty list, not an error, when nothing matches', async () => {
      const none = await fx.connectorProfiles.describe({ connectorType: 'Pardot' });
      expect(none.connectorProfileDetails ?? []).toEqual([]);
      expect(none.nextToken).toBeUndefined();
      const unknownName = await fx.connectorProfiles.describe({ connectorProfileNames: ['no-such-profile'] });
      expect(unknownName.connectorProfileDetails ?? []).toEqual([]);
    });

    it("filters by names, in the profiles' order, and combines names with type (AND)", async () => {
      const wanted = [expected[9]!, expected[0]!, expected[20]!].map((p) => p.connectorProfileName!);
      const byName = await walkProfiles(fx.connectorProfiles, { connectorProfileNames: [...wanted, 'missing'] });
      expect(names(byName.profiles)).toEqual(
        [expected[0]!, expected[9]!, expected[20]!].map((p) => p.connectorProfileName),
      );
      const anded = await walkProfiles(fx.connectorProfiles, {
        connectorProfileNames: wanted,
        connectorType: expected[9]!.connectorType!,
      });
      expect(names(anded.profiles)).toEqual([expected[9]!.connectorProfileName]);
      const all100 = expected.slice(0, 40).map((p) => p.connectorProfileName!);
      expect(
        names((await walkProfiles(fx.connectorProfiles, { connectorProfileNames: all100, maxResults: 15 })).profiles),
      ).toEqual(all100);
    });

    it('filters CustomConnector profiles by label (AND with type and names)', async () => {
      for (const label of CUSTOM_LABELS) {
        const walk = await walkProfiles(fx.connectorProfiles, {
          connectorType: 'CustomConnector',
          connectorLabel: label,
          maxResults: 1,
        });
        const want = expected.filter((p) => p.connectorType === 'CustomConnector' && p.connectorLabel === label);
        expect(want.length).toBeGreaterThan(0);
        expect(walk.profiles).toEqual(want);
      }
      const none = await fx.connectorProfiles.describe({
        connectorType: 'CustomConnector',
        connectorLabel: 'NoSuchLabel',
      });
      expect(none.connectorProfileDetails ?? []).toEqual([]);
    });

    it('takes connectorLabel as a plain filter: alone it narrows, beside another type nothing matches', async () => {
      const alone = await fx.connectorProfiles.describe({ connectorLabel: 'AlphaConnector' });
      expect(alone.connectorProfileDetails!.length).toBeGreaterThan(0);
      for (const p of alone.connectorProfileDetails!) expect(p.connectorLabel).toBe('AlphaConnector');
      const other = await fx.connectorProfiles.describe({
        connectorType: 'Salesforce',
        connectorLabel: 'AlphaConnector',
      });
      expect(other.connectorProfileDetails).toEqual([]);
      expect(other.nextToken).toBeUndefined();
    });

    it.each<[string, DescribeConnectorProfilesRequest]>([
      ['maxResults', { maxResults: 0 }],
      ['maxResults', { maxResults: 101 }],
      ['connectorType', { connectorType: 'Myspace' as ConnectorType }],
      ['connectorProfileNames', { connectorProfileNames: Array.from({ length: 101 }, (_, i) => `p${i}`) }],
      ['connectorProfileNames[0]', { connectorProfileNames: ['has space'] }],
    ])('rejects a bad %s with a ValidationException naming it', async (field, request) => {
      await expectServiceError(fx.connectorProfiles.describe(request), {
        name: 'ValidationException',
        httpStatus: 400,
        fields: [field],
      });
    });

    describe('nextToken', () => {
      const rejects = (request: DescribeConnectorProfilesRequest) =>
        expectServiceError(fx.connectorProfiles.describe(request), {
          name: 'ValidationException',
          httpStatus: 400,
          fields: ['nextToken'],
        });

      it('is refused when malformed or forged', async () => {
        await rejects({ nextToken: 'garbage' });
        const { nextToken } = await fx.connectorProfiles.describe({ maxResults: 5 });
        const p = Math.floor(nextToken!.length / 2);
        await rejects({
          maxResults: 5,
          nextToken: nextToken!.slice(0, p) + (nextToken![p] === 'A' ? 'B' : 'A') + nextToken!.slice(p + 1),
        });
      });

      it('is bound to the filter and its position, not to the page size', async () => {
        const { nextToken } = await fx.connectorProfiles.describe({ maxResults: 2 });
        await rejects({ maxResults: 2, connectorType: 'Salesforce', nextToken: nextToken! });
        const all = await fx.connectorProfiles.describe({ maxResults: 5 });
        const resumed = await fx.connectorProfiles.describe({ maxResults: 3, nextToken: nextToken! });
        expect(resumed.connectorProfileDetails!.map((p) => p.connectorProfileName)).toEqual(
          all.connectorProfileDetails!.slice(2, 5).map((p) => p.connectorProfileName),
        );
        const typed = await fx.connectorProfiles.describe({ maxResults: 2, connectorType: 'Salesforce' });
        await rejects({ maxResults: 2, connectorType: 'Slack', nextToken: typed.nextToken! });
        await rejects({ maxResults: 2, nextToken: typed.nextToken! });
      });
    });

    it('carries credentials only as credentialsArn and only its own properties key', async () => {
      const { profiles } = await walkProfiles(fx.connectorProfiles, { maxResults: 100 });
      for (const p of profiles) {
        expect(p.credentialsArn).toMatch(/^arn:aws:/);
        expect(Object.keys(p.connectorProfileProperties ?? {}).length).toBeLessThanOrEqual(1);
        expect(JSON.stringify(p)).not.toMatch(/clientSecret|apiKey|password|accessToken|refreshToken/);
      }
    });

    it('honours an aborted signal', async () => {
      const controller = new AbortController();
      controller.abort();
      await expect(fx.connectorProfiles.describe({}, { signal: controller.signal })).rejects.toThrow();
    });

    describe('lifecycle: create, update, delete', () => {
      it('creates a profile that describe then returns, with a generated credentialsArn and no credential', async () => {
        const created = await fx.connectorProfiles.create(slackProfileRequest('contract-new-slack'));
        expect(created.connectorProfileArn).toMatch(
          /^arn:aws:appflow:[\w-]+:\d{12}:connectorprofile\/contract-new-slack$/,
        );
        const profile = await describeOne(fx.connectorProfiles, 'contract-new-slack');
        expect(profile).toMatchObject({
          connectorProfileArn: created.connectorProfileArn,
          connectorProfileName: 'contract-new-slack',
          connectorType: 'Slack',
          connectionMode: 'Public',
          connectorProfileProperties: { Slack: { instanceUrl: 'https://contract.slack.com' } },
        });
        expect(profile!.credentialsArn).toMatch(/^arn:aws:secretsmanager:/);
        expect(profile!.createdAt).toBeInstanceOf(Date);
        if (fx.hooks?.now) expect(profile!.createdAt!.getTime()).toBe(fx.hooks.now());
        expect(JSON.stringify(profile)).not.toContain(TEST_SECRET);
        expect(JSON.stringify(created)).not.toContain(TEST_SECRET);
        // It joins the end of the order; the dataset's profiles are still all there.
        const walk = await walkProfiles(fx.connectorProfiles, { maxResults: 100 });
        expect(names(walk.profiles)).toEqual([...names(expected), 'contract-new-slack']);
      });

      it('refuses a second profile of the same name with ConflictException', async () => {
        await fx.connectorProfiles.create(slackProfileRequest('contract-twice'));
        await expectServiceError(fx.connectorProfiles.create(slackProfileRequest('contract-twice')), {
          name: 'ConflictException',
          httpStatus: 409,
        });
        await expectServiceError(fx.connectorProfiles.create(slackProfileRequest(expected[0]!.connectorProfileName!)), {
          name: 'ConflictException',
          httpStatus: 409,
        });
      });

      it('answers a retry with the same client token and parameters as the first call did', async () => {
        const clientToken = 'contract-token-1';
        const first = await fx.connectorProfiles.create(slackProfileRequest('contract-retry', { clientToken }));
        const again = await fx.connectorProfiles.create(slackProfileRequest('contract-retry', { clientToken }));
        expect(again.connectorProfileArn).toBe(first.connectorProfileArn);
        expect((await walkProfiles(fx.connectorProfiles, { maxResults: 100 })).profiles).toHaveLength(
          PROFILE_COUNT + 1,
        );
      });

      it('updates the mode and properties, keeping the ARN and credentialsArn', async () => {
        const { connectorProfileArn } = await fx.connectorProfiles.create(slackProfileRequest('contract-update'));
        const before = await describeOne(fx.connectorProfiles, 'contract-update');
        const updated = await fx.connectorProfiles.update({
          connectorProfileName: 'contract-update',
          connectionMode: 'Private',
          connectorProfileConfig: {
            connectorProfileProperties: { Slack: { instanceUrl: 'https://other.slack.com' } },
            connectorProfileCredentials: { Slack: { clientId: 'other-client', clientSecret: TEST_SECRET } },
          },
        });
        expect(updated.connectorProfileArn).toBe(connectorProfileArn);
        const after = await describeOne(fx.connectorProfiles, 'contract-update');
        expect(after).toMatchObject({
          connectionMode: 'Private',
          connectorProfileProperties: { Slack: { instanceUrl: 'https://other.slack.com' } },
          credentialsArn: before!.credentialsArn,
          createdAt: before!.createdAt,
        });
        expect(after!.lastUpdatedAt!.getTime()).toBeGreaterThanOrEqual(before!.lastUpdatedAt!.getTime());
        expect(JSON.stringify(after)).not.toContain(TEST_SECRET);
      });

      it('deletes a profile (forceDelete or not): describe no longer finds it, a second delete is ResourceNotFoundException', async () => {
        await fx.connectorProfiles.create(slackProfileRequest('contract-delete'));
        expect(
          await fx.connectorProfiles.delete({ connectorProfileName: 'contract-delete', forceDelete: true }),
        ).toEqual({});
        expect(await describeOne(fx.connectorProfiles, 'contract-delete')).toBeUndefined();
        await expectServiceError(fx.connectorProfiles.delete({ connectorProfileName: 'contract-delete' }), {
          name: 'ResourceNotFoundException',
          httpStatus: 404,
        });
        // A dataset profile can be deleted too; the walk skips it and nothing else.
        const victim = expected[5]!.connectorProfileName!;
        await fx.connectorProfiles.delete({ connectorProfileName: victim });
        const walk = await walkProfiles(fx.connectorProfiles, { maxResults: 7 });
        expect(names(walk.profiles)).toEqual(names(expected).filter((n) => n !== victim));
        // The name is free again.
        await fx.connectorProfiles.create(slackProfileRequest('contract-delete'));
        expect(await describeOne(fx.connectorProfiles, 'contract-delete')).toBeDefined();
      });

      it('updates or deletes an unknown name with ResourceNotFoundException', async () => {
        await expectServiceError(
          fx.connectorProfiles.update({
            connectorProfileName: 'contract-missing',
            connectionMode: 'Public',
            connectorProfileConfig: slackProfileRequest('x').connectorProfileConfig,
          }),
          { name: 'ResourceNotFoundException', httpStatus: 404 },
        );
        await expectServiceError(fx.connectorProfiles.delete({ connectorProfileName: 'contract-missing' }), {
          name: 'ResourceNotFoundException',
          httpStatus: 404,
        });
      });

      it.each<[string, CreateConnectorProfileRequest]>([
        [
          'connectorProfileConfig.connectorProfileCredentials.Slack.clientId',
          slackProfileRequest('contract-bad', {
            connectorProfileConfig: {
              connectorProfileProperties: { Slack: { instanceUrl: 'https://contract.slack.com' } },
              connectorProfileCredentials: { Slack: { clientSecret: TEST_SECRET } },
            },
          }),
        ],
        [
          'connectorProfileConfig.connectorProfileCredentials.Salesforce',
          slackProfileRequest('contract-bad', {
            connectorProfileConfig: {
              connectorProfileProperties: { Slack: { instanceUrl: 'https://contract.slack.com' } },
              connectorProfileCredentials: { Salesforce: { accessToken: TEST_SECRET } },
            },
          }),
        ],
        [
          'connectorProfileConfig.connectorProfileCredentials.Slack.clientSecret',
          slackProfileRequest('contract-bad', {
            connectorProfileConfig: {
              connectorProfileProperties: { Slack: { instanceUrl: 'https://contract.slack.com' } },
              connectorProfileCredentials: { Slack: { clientId: 'c', clientSecret: `${TEST_SECRET} with spaces` } },
            },
          }),
        ],
        [
          'connectorProfileConfig.connectorProfileProperties.Slack',
          slackProfileRequest('contract-bad', {
            connectorProfileConfig: { connectorProfileProperties: {} },
          }),
        ],
        ['connectorProfileName', slackProfileRequest('has space')],
        ['connectorType', slackProfileRequest('contract-bad', { connectorType: 'Myspace' as ConnectorType })],
      ])('rejects a create whose %s is bad, never echoing the secret', async (field, request) => {
        const error = await expectServiceError(fx.connectorProfiles.create(request), {
          name: 'ValidationException',
          httpStatus: 400,
          fields: [field],
        });
        expect(JSON.stringify({ ...error, message: error.message })).not.toContain(TEST_SECRET);
        expect(await describeOne(fx.connectorProfiles, 'contract-bad')).toBeUndefined();
      });

      it("rejects an update with another type's properties or credentials", async () => {
        await fx.connectorProfiles.create(slackProfileRequest('contract-kind'));
        await expectServiceError(
          fx.connectorProfiles.update({
            connectorProfileName: 'contract-kind',
            connectionMode: 'Public',
            connectorProfileConfig: {
              connectorProfileProperties: { Zendesk: { instanceUrl: 'https://z.example.com' } },
              connectorProfileCredentials: { Zendesk: { clientId: 'c', clientSecret: TEST_SECRET } },
            },
          }),
          {
            name: 'ValidationException',
            httpStatus: 400,
            fields: [
              'connectorProfileConfig.connectorProfileProperties.Zendesk',
              'connectorProfileConfig.connectorProfileCredentials.Zendesk',
            ],
          },
        );
      });
    });
  });
}
