// AppFabric bundles and AppFlow connector profiles through `serve`, from callers of two Regions and two accounts
// (each access key maps to its account in the dataset, signatures verified): a caller sees its own account's
// resources in its Region only, and another's answer as unknown ones do. AppFlow through @aws-sdk/client-appflow;
// AppFabric through switchyard's signed-fetch backend (no AppFabric SDK client can be installed here).
import {
  AppflowClient,
  CreateConnectorProfileCommand,
  DeleteConnectorProfileCommand,
  DescribeConnectorProfilesCommand,
  ListTagsForResourceCommand,
  AppflowServiceException,
  TagResourceCommand,
} from '@aws-sdk/client-appflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAwsServices, type AwsServices } from '../../../src/backends/aws/index.js';
import { isServiceError } from '../../../src/domain/errors.js';
import { createEngine, loadDataset } from '../../../src/engine/index.js';
import { CONTRACT_ACCOUNT, CONTRACT_BUNDLE_EU, CONTRACT_BUNDLE_US, contractDataset } from '../../contract/dataset.js';
import { startServer, type RunningServer } from '../helpers.js';

const OTHER_ACCOUNT = '210987654321';
const KEY_A = { accessKeyId: 'AKIDREGIONSACCOUNTA', secretAccessKey: 'sy-test-secret-7Hq2Zx' };
const KEY_B = { accessKeyId: 'AKIDREGIONSACCOUNTB', secretAccessKey: 'regions-account-b-signing-key' };
const OTHER_BUNDLE_EU = `arn:aws:appfabric:eu-west-1:${OTHER_ACCOUNT}:appbundle/5d4c3b2a-1908-4f7e-8d6c-5b4a39281706`;
/** The other account's profile in eu-west-1 has the name of one of the contract account's us-east-1 profiles. */
const SHARED_NAME = 'contract-salesforce-00';
const OTHER_PROFILE_EU = `arn:aws:appflow:eu-west-1:${OTHER_ACCOUNT}:connectorprofile/${SHARED_NAME}`;
const PROFILE_US = `arn:aws:appflow:us-east-1:${CONTRACT_ACCOUNT}:connectorprofile/${SHARED_NAME}`;

function dataset(): Record<string, unknown> {
  const base = contractDataset();
  return {
    ...base,
    appBundles: [...(base.appBundles as object[]), { arn: OTHER_BUNDLE_EU }],
    connectorProfiles: [
      ...(base.connectorProfiles as object[]),
      {
        connectorProfileArn: OTHER_PROFILE_EU,
        connectorProfileName: SHARED_NAME,
        connectorType: 'Slack',
        connectionMode: 'Public',
        connectorProfileProperties: { Slack: { instanceUrl: 'https://other.slack.com' } },
      },
    ],
    awsCredentials: [
      { ...KEY_A, accountId: CONTRACT_ACCOUNT },
      { ...KEY_B, accountId: OTHER_ACCOUNT },
    ],
    defaultAccountId: CONTRACT_ACCOUNT,
  };
}

let server: RunningServer;
const opened: { destroy(): void }[] = [];

beforeAll(async () => {
  const engine = createEngine({ dataset: loadDataset(dataset(), 'regions') });
  server = await startServer({ engine, verifySigv4: true, credentials: [KEY_A, KEY_B] });
});
afterAll(async () => {
  for (const client of opened) client.destroy();
  await server.close();
});

function appflow(region: string, credentials: typeof KEY_A): AppflowClient {
  const client = new AppflowClient({ region, endpoint: server.url, credentials, maxAttempts: 1 });
  opened.push(client);
  return client;
}

async function services(region: string, credentials: typeof KEY_A): Promise<AwsServices> {
  const aws = await createAwsServices({ region, endpointUrl: server.url, credentials, maxAttempts: 1 });
  opened.push(aws);
  return aws;
}

async function refusal(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  // The SDK's exception classes (AppFlow) and switchyard's ServiceError (AppFabric) both carry the error's name.
  if (error instanceof AppflowServiceException || isServiceError(error)) return error.name;
  throw new Error(`expected a refusal, got ${String(error)}`);
}

const names = async (client: AppflowClient): Promise<string[]> => {
  const out = await client.send(new DescribeConnectorProfilesCommand({ maxResults: 100 }));
  return (out.connectorProfileDetails ?? []).map((p) => p.connectorProfileArn!);
};

describe('serve keeps AppFabric and AppFlow per Region and account', () => {
  it('lists each caller its own account’s app bundles in its Region', async () => {
    const list = async (region: string, key: typeof KEY_A) =>
      (await (await services(region, key)).appAuthorizations.listAppBundles()).appBundleSummaryList.map((b) => b.arn);
    expect(await list('us-east-1', KEY_A)).toEqual([CONTRACT_BUNDLE_US]);
    expect(await list('eu-west-1', KEY_A)).toEqual([CONTRACT_BUNDLE_EU]);
    expect(await list('eu-west-1', KEY_B)).toEqual([OTHER_BUNDLE_EU]);
    expect(await list('us-east-1', KEY_B)).toEqual([]);
  });

  it('answers another account’s bundle as an unknown one, and lets each account have one per Region', async () => {
    const a = await services('eu-west-1', KEY_A);
    for (const call of [
      a.appAuthorizations.getAppBundle({ appBundleIdentifier: OTHER_BUNDLE_EU }),
      a.appAuthorizations.list({ appBundleIdentifier: OTHER_BUNDLE_EU.split('/')[1]! }),
      a.appAuthorizations.listTagsForResource({ resourceArn: OTHER_BUNDLE_EU }),
      a.appAuthorizations.deleteAppBundle({ appBundleIdentifier: OTHER_BUNDLE_EU }),
    ])
      expect(await refusal(call)).toBe('ResourceNotFoundException');
    // The contract account's us-east-1 bundle does not fill the other account's quota there.
    const b = await services('us-east-1', KEY_B);
    const { appBundle } = await b.appAuthorizations.createAppBundle({});
    expect(appBundle.arn).toMatch(new RegExp(`^arn:aws:appfabric:us-east-1:${OTHER_ACCOUNT}:appbundle/`));
    const usA = await services('us-east-1', KEY_A);
    expect((await usA.appAuthorizations.listAppBundles()).appBundleSummaryList).toEqual([{ arn: CONTRACT_BUNDLE_US }]);
    expect(await refusal(usA.appAuthorizations.getAppBundle({ appBundleIdentifier: appBundle.arn }))).toBe(
      'ResourceNotFoundException',
    );
    expect(await refusal(b.appAuthorizations.createAppBundle({}))).toBe('ServiceQuotaExceededException');
  });

  it('describes each caller its own account’s connector profiles in its Region (@aws-sdk/client-appflow)', async () => {
    const usA = await names(appflow('us-east-1', KEY_A));
    expect(usA).toHaveLength(43);
    expect(usA).toContain(PROFILE_US);
    expect(usA.every((arn) => arn.startsWith(`arn:aws:appflow:us-east-1:${CONTRACT_ACCOUNT}:`))).toBe(true);
    expect(await names(appflow('eu-west-1', KEY_B))).toEqual([OTHER_PROFILE_EU]);
    expect(await names(appflow('eu-west-1', KEY_A))).toEqual([]);
    expect(await names(appflow('us-east-1', KEY_B))).toEqual([]);
  });

  it('creates a profile in the caller’s Region and account; a name is unique there only', async () => {
    const euA = appflow('eu-west-1', KEY_A);
    const euB = appflow('eu-west-1', KEY_B);
    const request = (name: string) =>
      new CreateConnectorProfileCommand({
        connectorProfileName: name,
        connectorType: 'Slack',
        connectionMode: 'Public',
        connectorProfileConfig: {
          connectorProfileProperties: { Slack: { instanceUrl: 'https://made.slack.com' } },
          connectorProfileCredentials: { Slack: { clientId: 'c', clientSecret: 'sy-test-secret-7Hq2Zx' } },
        },
      });
    // The other account already has this name in eu-west-1; the contract account does not.
    const made = await euA.send(request(SHARED_NAME));
    expect(made.connectorProfileArn).toBe(
      `arn:aws:appflow:eu-west-1:${CONTRACT_ACCOUNT}:connectorprofile/${SHARED_NAME}`,
    );
    expect(await refusal(euB.send(request(SHARED_NAME)))).toBe('ConflictException');
    expect(await names(euB)).toEqual([OTHER_PROFILE_EU]);
    // Another account's profile of the same Region: unknown to delete and to tag, and it is still there.
    await euA.send(request('only-in-a'));
    expect(await refusal(euB.send(new DeleteConnectorProfileCommand({ connectorProfileName: 'only-in-a' })))).toBe(
      'ResourceNotFoundException',
    );
    expect(
      await refusal(euB.send(new TagResourceCommand({ resourceArn: made.connectorProfileArn, tags: { a: 'b' } }))),
    ).toBe('ResourceNotFoundException');
    expect(await refusal(euA.send(new ListTagsForResourceCommand({ resourceArn: OTHER_PROFILE_EU })))).toBe(
      'ResourceNotFoundException',
    );
    expect(await names(euA)).toEqual([
      made.connectorProfileArn,
      `arn:aws:appflow:eu-west-1:${CONTRACT_ACCOUNT}:connectorprofile/only-in-a`,
    ]);
    await euA.send(new DeleteConnectorProfileCommand({ connectorProfileName: SHARED_NAME }));
    expect(await names(euB)).toEqual([OTHER_PROFILE_EU]);
    expect(await names(appflow('us-east-1', KEY_A))).toContain(PROFILE_US);
  });
});
