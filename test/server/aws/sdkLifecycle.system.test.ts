// The lifecycles with the AWS SDK for JavaScript v3 against `serve` on loopback: an AppFlow connector
// profile created, described, updated and deleted with @aws-sdk/client-appflow, a collaboration got with
// @aws-sdk/client-cleanrooms, and an AppFabric authorization created, listed, got, connected and deleted through
// switchyard's signed-fetch AppFabric backend (no AppFabric SDK client can be installed here). Each error arrives as
// the SDK's exception class.
import {
  AppflowClient,
  ConflictException,
  CreateConnectorProfileCommand,
  DeleteConnectorProfileCommand,
  DescribeConnectorProfilesCommand,
  ResourceNotFoundException as AppflowNotFound,
  UpdateConnectorProfileCommand,
  ValidationException as AppflowValidationException,
} from '@aws-sdk/client-appflow';
import {
  CleanRoomsClient,
  GetCollaborationCommand,
  ResourceNotFoundException as CleanRoomsNotFound,
} from '@aws-sdk/client-cleanrooms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAwsServices } from '../../../src/backends/aws/index.js';
import { isServiceError } from '../../../src/domain/errors.js';
import {
  createEngine,
  demoDataset,
  DEMO_APP_BUNDLE_ARNS,
  DEMO_COLLABORATION_IDS,
  type Engine,
} from '../../../src/engine/index.js';
import { startServer, type RunningServer } from '../helpers.js';

const SECRET = 'sy-test-secret-7Hq2Zx';
const CREDENTIALS = { accessKeyId: 'AKIDSWITCHYARDTEST', secretAccessKey: 'sdk-lifecycle-signing-key' };

let engine: Engine;
let server: RunningServer;
let appflow: AppflowClient;
let cleanRooms: CleanRoomsClient;

beforeAll(async () => {
  engine = createEngine({ dataset: demoDataset() });
  server = await startServer({ engine });
  const config = { region: 'us-east-1', endpoint: server.url, credentials: CREDENTIALS, maxAttempts: 1 };
  appflow = new AppflowClient(config);
  cleanRooms = new CleanRoomsClient(config);
});
afterAll(async () => {
  appflow.destroy();
  cleanRooms.destroy();
  await server.close();
});

const slackConfig = (instanceUrl: string, clientSecret = SECRET) => ({
  connectorProfileProperties: { Slack: { instanceUrl } },
  connectorProfileCredentials: { Slack: { clientId: 'sdk-client', clientSecret } },
});

describe('AWS SDK v3 against serve', () => {
  it('creates, describes, updates and deletes a connector profile (@aws-sdk/client-appflow)', async () => {
    const created = await appflow.send(
      new CreateConnectorProfileCommand({
        connectorProfileName: 'sdk-slack',
        connectorType: 'Slack',
        connectionMode: 'Public',
        connectorProfileConfig: slackConfig('https://sdk.slack.com'),
      }),
    );
    expect(created.$metadata.httpStatusCode).toBe(200);
    expect(created.connectorProfileArn).toMatch(/:connectorprofile\/sdk-slack$/);

    const described = await appflow.send(
      new DescribeConnectorProfilesCommand({ connectorProfileNames: ['sdk-slack'] }),
    );
    const profile = described.connectorProfileDetails![0]!;
    expect(profile).toMatchObject({
      connectorProfileArn: created.connectorProfileArn,
      connectorType: 'Slack',
      connectionMode: 'Public',
      connectorProfileProperties: { Slack: { instanceUrl: 'https://sdk.slack.com' } },
    });
    expect(profile.credentialsArn).toMatch(/^arn:aws:secretsmanager:/);
    expect(profile.createdAt).toBeInstanceOf(Date);
    expect(JSON.stringify(described)).not.toContain(SECRET);

    await expect(
      appflow.send(
        new CreateConnectorProfileCommand({
          connectorProfileName: 'sdk-slack',
          connectorType: 'Slack',
          connectionMode: 'Public',
          connectorProfileConfig: slackConfig('https://sdk.slack.com'),
        }),
      ),
    ).rejects.toBeInstanceOf(ConflictException);

    const updated = await appflow.send(
      new UpdateConnectorProfileCommand({
        connectorProfileName: 'sdk-slack',
        connectionMode: 'Private',
        connectorProfileConfig: slackConfig('https://updated.slack.com'),
      }),
    );
    expect(updated.connectorProfileArn).toBe(created.connectorProfileArn);
    const after = await appflow.send(new DescribeConnectorProfilesCommand({ connectorProfileNames: ['sdk-slack'] }));
    expect(after.connectorProfileDetails![0]).toMatchObject({
      connectionMode: 'Private',
      connectorProfileProperties: { Slack: { instanceUrl: 'https://updated.slack.com' } },
    });

    const bad = appflow.send(
      new CreateConnectorProfileCommand({
        connectorProfileName: 'sdk-bad',
        connectorType: 'Slack',
        connectionMode: 'Public',
        connectorProfileConfig: slackConfig('https://sdk.slack.com', `${SECRET} spaced`),
      }),
    );
    await expect(bad).rejects.toBeInstanceOf(AppflowValidationException);
    await expect(bad).rejects.toThrow(/connectorProfileCredentials\.Slack\.clientSecret/);
    await expect(bad).rejects.not.toThrow(SECRET);

    const deleted = await appflow.send(
      new DeleteConnectorProfileCommand({ connectorProfileName: 'sdk-slack', forceDelete: true }),
    );
    expect(deleted.$metadata.httpStatusCode).toBe(200);
    const gone = await appflow.send(new DescribeConnectorProfilesCommand({ connectorProfileNames: ['sdk-slack'] }));
    expect(gone.connectorProfileDetails).toEqual([]);
    await expect(
      appflow.send(new DeleteConnectorProfileCommand({ connectorProfileName: 'sdk-slack' })),
    ).rejects.toBeInstanceOf(AppflowNotFound);
    await expect(
      appflow.send(
        new UpdateConnectorProfileCommand({
          connectorProfileName: 'sdk-slack',
          connectionMode: 'Public',
          connectorProfileConfig: slackConfig('https://sdk.slack.com'),
        }),
      ),
    ).rejects.toBeInstanceOf(AppflowNotFound);
  });

  it('gets a collaboration (@aws-sdk/client-cleanrooms), and ResourceNotFoundException for an unknown one', async () => {
    const id = DEMO_COLLABORATION_IDS.retail;
    const { collaboration } = await cleanRooms.send(new GetCollaborationCommand({ collaborationIdentifier: id }));
    const summary = engine.dataset.collaborations.find((c) => c.summary.id === id)!.summary;
    expect(collaboration).toMatchObject({
      id,
      arn: summary.arn,
      name: summary.name,
      creatorAccountId: summary.creatorAccountId,
      memberStatus: summary.memberStatus,
      queryLogStatus: 'DISABLED',
    });
    expect(collaboration!.createTime).toEqual(summary.createTime);
    await expect(
      cleanRooms.send(new GetCollaborationCommand({ collaborationIdentifier: '99999999-9999-4999-8999-999999999999' })),
    ).rejects.toBeInstanceOf(CleanRoomsNotFound);
  });

  it('creates, lists, gets, connects and deletes an app authorization (signed-fetch AppFabric backend)', async () => {
    const aws = await createAwsServices({
      region: 'us-east-1',
      endpointUrl: server.url,
      credentials: CREDENTIALS,
      maxAttempts: 1,
    });
    try {
      const port = aws.appAuthorizations;
      const appBundleIdentifier = DEMO_APP_BUNDLE_ARNS[0];
      const { appAuthorization } = await port.create({
        appBundleIdentifier,
        app: 'ZENDESK',
        authType: 'apiKey',
        credential: { apiKeyCredential: { apiKey: SECRET } },
        tenant: { tenantIdentifier: 'sdk-tenant', tenantDisplayName: 'SDK tenant' },
      });
      expect(appAuthorization.status).toBe('PendingConnect');
      const id = appAuthorization.appAuthorizationArn;
      const listed = await port.list({ appBundleIdentifier });
      expect(listed.appAuthorizationSummaryList.map((a) => a.appAuthorizationArn)).toContain(id);
      expect((await port.get({ appBundleIdentifier, appAuthorizationIdentifier: id })).appAuthorization.app).toBe(
        'ZENDESK',
      );
      const connected = await port.connect({ appBundleIdentifier, appAuthorizationIdentifier: id });
      expect(connected.appAuthorizationSummary.status).toBe('Connected');
      await port.delete({ appBundleIdentifier, appAuthorizationIdentifier: id });
      const error = await port.get({ appBundleIdentifier, appAuthorizationIdentifier: id }).catch((e: unknown) => e);
      expect(isServiceError(error) && error.name).toBe('ResourceNotFoundException');
    } finally {
      aws.destroy();
    }
  });
});
