// The engine keeps AppFabric bundles (and their authorizations) and AppFlow connector profiles per Region and account
// (CallOptions.caller), as it keeps Clean Rooms: a signed caller sees its own account's in its Region; a call that
// names no Region (the explorer, command mode) sees every Region of the default account and creates in us-east-1.
// Datasets place each record by its ARN; a profile without one lives in us-east-1 and the default account.
import { describe, expect, it } from 'vitest';
import type { CreateConnectorProfileRequest } from '../../src/domain/appflow/types.js';
import { DatasetError, createEngine, demoDataset, loadDataset, DEMO_APP_BUNDLE_ARNS } from '../../src/engine/index.js';
import type { CallOptions } from '../../src/service/ports.js';
import { CONTRACT_ACCOUNT, CONTRACT_BUNDLE_EU, CONTRACT_BUNDLE_US, contractDataset } from '../contract/dataset.js';

const OTHER = '210987654321';
const KEY = 'AKIDREGIONSUNITTEST';
const OTHER_BUNDLE = `arn:aws:appfabric:eu-west-1:${OTHER}:appbundle/5d4c3b2a-1908-4f7e-8d6c-5b4a39281706`;
const as = (region: string, accessKeyId?: string): CallOptions => ({
  caller: { region, ...(accessKeyId !== undefined ? { accessKeyId } : {}) },
});

function engine(extra: Record<string, unknown> = {}) {
  const base = contractDataset();
  return createEngine({
    dataset: loadDataset(
      {
        ...base,
        appBundles: [...(base.appBundles as object[]), { arn: OTHER_BUNDLE }],
        awsCredentials: [{ accessKeyId: KEY, secretAccessKey: 'sy-test-secret-7Hq2Zx', accountId: OTHER }],
        ...extra,
      },
      'test',
    ),
  });
}

function slack(name: string): CreateConnectorProfileRequest {
  return {
    connectorProfileName: name,
    connectorType: 'Slack',
    connectionMode: 'Public',
    connectorProfileConfig: { connectorProfileProperties: { Slack: { instanceUrl: 'https://r.slack.com' } } },
  };
}

const bundleArns = async (e: ReturnType<typeof engine>, options?: CallOptions): Promise<string[]> =>
  (await e.appAuthorizations.listAppBundles({}, options)).appBundleSummaryList.map((b) => b.arn);

const profileArns = async (e: ReturnType<typeof engine>, options?: CallOptions): Promise<string[]> =>
  ((await e.connectorProfiles.describe({ maxResults: 100 }, options)).connectorProfileDetails ?? []).map(
    (p) => p.connectorProfileArn ?? `(no ARN) ${p.connectorProfileName}`,
  );

describe('AppFabric per Region and account', () => {
  it('shows a caller that names no Region every Region of the default account: the demo’s two bundles', async () => {
    const demo = createEngine({ dataset: demoDataset() });
    const { appBundleSummaryList } = await demo.appAuthorizations.listAppBundles();
    expect(appBundleSummaryList.map((b) => b.arn)).toEqual([...DEMO_APP_BUNDLE_ARNS]);
    // Another account's bundle is not the default account's, even unsigned.
    expect(await bundleArns(engine())).toEqual([CONTRACT_BUNDLE_US, CONTRACT_BUNDLE_EU]);
  });

  it('shows a signed caller its own account’s bundles in its Region; another’s is unknown', async () => {
    const e = engine();
    expect(await bundleArns(e, as('eu-west-1'))).toEqual([CONTRACT_BUNDLE_EU]);
    expect(await bundleArns(e, as('eu-west-1', KEY))).toEqual([OTHER_BUNDLE]);
    expect(await bundleArns(e, as('us-east-1', KEY))).toEqual([]);
    const unknown = { name: 'ResourceNotFoundException', resourceType: 'AppBundle' };
    await expect(
      e.appAuthorizations.getAppBundle({ appBundleIdentifier: OTHER_BUNDLE }, as('eu-west-1')),
    ).rejects.toMatchObject(unknown);
    await expect(
      e.appAuthorizations.getAppBundle({ appBundleIdentifier: CONTRACT_BUNDLE_EU }, as('eu-west-1', KEY)),
    ).rejects.toMatchObject(unknown);
    await expect(e.appAuthorizations.getAppBundle({ appBundleIdentifier: OTHER_BUNDLE })).rejects.toMatchObject(
      unknown,
    );
  });

  it('keeps an authorization with its bundle: another account cannot reach, tag or delete it', async () => {
    const e = engine();
    const { appAuthorization } = await e.appAuthorizations.create(
      {
        appBundleIdentifier: OTHER_BUNDLE,
        app: 'ZOOM',
        authType: 'apiKey',
        credential: { apiKeyCredential: { apiKey: 'sy-test-secret-7Hq2Zx' } },
        tenant: { tenantIdentifier: 't', tenantDisplayName: 't' },
      },
      as('eu-west-1', KEY),
    );
    const id = { appBundleIdentifier: OTHER_BUNDLE, appAuthorizationIdentifier: appAuthorization.appAuthorizationArn };
    await expect(e.appAuthorizations.delete(id, as('eu-west-1'))).rejects.toMatchObject({
      name: 'ResourceNotFoundException',
    });
    await expect(
      e.appAuthorizations.tagResource(
        { resourceArn: appAuthorization.appAuthorizationArn, tags: [{ key: 'a', value: 'b' }] },
        as('eu-west-1'),
      ),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
    expect((await e.appAuthorizations.get(id, as('eu-west-1', KEY))).appAuthorization.status).toBe('PendingConnect');
  });

  it('counts the quotas per account: one bundle per Region each, 50 authorizations per Region each', async () => {
    const e = engine();
    const { appBundle } = await e.appAuthorizations.createAppBundle({}, as('us-east-1', KEY));
    expect(appBundle.arn).toMatch(new RegExp(`^arn:aws:appfabric:us-east-1:${OTHER}:appbundle/`));
    await expect(e.appAuthorizations.createAppBundle({}, as('us-east-1'))).rejects.toMatchObject({
      name: 'ServiceQuotaExceededException',
      resourceId: CONTRACT_BUNDLE_US,
    });
    // A call that names no Region creates in us-east-1, in the default account.
    await expect(e.appAuthorizations.createAppBundle({})).rejects.toMatchObject({
      name: 'ServiceQuotaExceededException',
      resourceId: CONTRACT_BUNDLE_US,
    });
    const create = (bundle: string, options: CallOptions) =>
      e.appAuthorizations.create(
        {
          appBundleIdentifier: bundle,
          app: 'ZOOM',
          authType: 'apiKey',
          credential: { apiKeyCredential: { apiKey: 'sy-test-secret-7Hq2Zx' } },
          tenant: { tenantIdentifier: 't', tenantDisplayName: 't' },
        },
        options,
      );
    for (let i = 0; i < 50; i += 1) await create(CONTRACT_BUNDLE_US, as('us-east-1'));
    await expect(create(CONTRACT_BUNDLE_US, as('us-east-1'))).rejects.toMatchObject({
      name: 'ServiceQuotaExceededException',
    });
    await expect(create(appBundle.arn, as('us-east-1', KEY))).resolves.toBeDefined();
  });
});

describe('AppFlow per Region and account', () => {
  it('creates where the caller is; a name is unique per Region and account', async () => {
    const e = engine();
    const mine = await e.connectorProfiles.create(slack('twin'), as('eu-west-1'));
    const theirs = await e.connectorProfiles.create(slack('twin'), as('eu-west-1', KEY));
    const unsigned = await e.connectorProfiles.create(slack('twin'));
    expect([mine, theirs, unsigned].map((r) => r.connectorProfileArn)).toEqual([
      `arn:aws:appflow:eu-west-1:${CONTRACT_ACCOUNT}:connectorprofile/twin`,
      `arn:aws:appflow:eu-west-1:${OTHER}:connectorprofile/twin`,
      `arn:aws:appflow:us-east-1:${CONTRACT_ACCOUNT}:connectorprofile/twin`,
    ]);
    await expect(e.connectorProfiles.create(slack('twin'), as('us-east-1'))).rejects.toMatchObject({
      name: 'ConflictException',
    });
    // A caller that names no Region sees both of the default account's, and finds the us-east-1 one by name first.
    const both = await e.connectorProfiles.describe({ connectorProfileNames: ['twin'] });
    expect(both.connectorProfileDetails?.map((p) => p.connectorProfileArn)).toEqual([
      mine.connectorProfileArn,
      unsigned.connectorProfileArn,
    ]);
    // Its whole view, filtered or not, keeps the order they were made in: the dataset's, then the two twins.
    const slackArns = async (options?: CallOptions) =>
      (
        (await e.connectorProfiles.describe({ connectorType: 'Slack', maxResults: 100 }, options))
          .connectorProfileDetails ?? []
      ).map((p) => p.connectorProfileArn);
    const datasetSlack = await slackArns(as('us-east-1'));
    expect(await slackArns()).toEqual([
      ...datasetSlack.slice(0, -1),
      mine.connectorProfileArn,
      unsigned.connectorProfileArn,
    ]);
    expect(datasetSlack.at(-1)).toBe(unsigned.connectorProfileArn);
    expect(await profileArns(e)).toHaveLength(43 + 2);
    await e.connectorProfiles.delete({ connectorProfileName: 'twin' });
    // A third Region joins the account's view at its end; the deleted twin has left it.
    const tokyo = await e.connectorProfiles.create(slack('twin'), as('ap-northeast-1'));
    expect((await slackArns()).slice(-2)).toEqual([mine.connectorProfileArn, tokyo.connectorProfileArn]);
    expect(await profileArns(e)).toHaveLength(43 + 2);
    await e.connectorProfiles.delete({ connectorProfileName: 'twin' }, as('ap-northeast-1'));
    expect(await profileArns(e, as('eu-west-1'))).toEqual([mine.connectorProfileArn]);
    expect(await profileArns(e, as('eu-west-1', KEY))).toEqual([theirs.connectorProfileArn]);
    expect((await profileArns(e, as('us-east-1'))).some((arn) => arn.endsWith('/twin'))).toBe(false);
    // Filters are answered from the caller's view too.
    const slackInEu = await e.connectorProfiles.describe({ connectorType: 'Slack' }, as('eu-west-1', KEY));
    expect(slackInEu.connectorProfileDetails?.map((p) => p.connectorProfileArn)).toEqual([theirs.connectorProfileArn]);
  });

  it('places a dataset profile without an ARN in us-east-1 and the default account', async () => {
    const e = engine({
      connectorProfiles: [
        { connectorProfileName: 'no-arn', connectorType: 'Slack', connectionMode: 'Public' },
        {
          connectorProfileName: 'no-arn',
          connectorType: 'Slack',
          connectionMode: 'Public',
          connectorProfileArn: `arn:aws:appflow:eu-west-1:${CONTRACT_ACCOUNT}:connectorprofile/no-arn`,
        },
      ],
    });
    expect(await profileArns(e, as('us-east-1'))).toEqual(['(no ARN) no-arn']);
    expect(await profileArns(e, as('us-east-1', KEY))).toEqual([]);
    expect(await profileArns(e, as('eu-west-1'))).toEqual([
      `arn:aws:appflow:eu-west-1:${CONTRACT_ACCOUNT}:connectorprofile/no-arn`,
    ]);
  });
});

describe('dataset rules of Regions and accounts', () => {
  const problems = (profiles: object[]) => {
    try {
      loadDataset({ ...contractDataset(), connectorProfiles: profiles }, 'test');
    } catch (error) {
      if (error instanceof DatasetError) return error.problems.map(({ path, rule }) => ({ path, rule }));
      throw error;
    }
    return [];
  };
  const profile = (name: string, arn?: string) => ({
    connectorProfileName: name,
    connectorType: 'Slack',
    connectionMode: 'Public',
    ...(arn !== undefined ? { connectorProfileArn: arn } : {}),
  });

  it('refuses a profile ARN that does not say its Region, account and name, naming the field and rule', () => {
    expect(problems([profile('p', 'arn:aws:appflow:us-east-1:connectorprofile/p')])).toEqual([
      { path: 'connectorProfiles[0].connectorProfileArn', rule: 'pattern' },
    ]);
    expect(problems([profile('p', `arn:aws:appflow:us-east-1:${OTHER}:connectorprofile/q`)])).toEqual([
      { path: 'connectorProfiles[0].connectorProfileArn', rule: 'mismatch' },
    ]);
  });

  it('allows a name once per Region and account (without an ARN: us-east-1 and the default account)', () => {
    const us = `arn:aws:appflow:us-east-1:${CONTRACT_ACCOUNT}:connectorprofile/p`;
    expect(
      problems([
        profile('p', us),
        profile('p', `arn:aws:appflow:eu-west-1:${CONTRACT_ACCOUNT}:connectorprofile/p`),
        profile('p', `arn:aws:appflow:us-east-1:${OTHER}:connectorprofile/p`),
      ]),
    ).toEqual([]);
    expect(problems([profile('p', us), profile('p')])).toEqual([
      { path: 'connectorProfiles[1].connectorProfileName', rule: 'unique' },
    ]);
  });
});
