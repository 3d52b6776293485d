// The AWS CLI (botocore) against serve with --verify-sigv4: botocore signs only host;x-amz-date[;content-type] and
// encodes labels its own way, so this checks the wire from a second, independent client. Runs where `aws` is on
// PATH (skipped otherwise: the CLI is not a dependency of this project).
import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEngine,
  demoDataset,
  DEMO_APP_BUNDLE_ARNS,
  DEMO_COLLABORATION_IDS,
  type Engine,
} from '../../../src/engine/index.js';
import { startBuiltServer, type BuiltServer } from '../helpers.js';

const KEY = { accessKeyId: 'AKIDAWSCLITEST01', secretAccessKey: 'sy-test-secret-7Hq2Zx' };

function awsAvailable(): Promise<boolean> {
  return new Promise((resolve) =>
    execFile('aws', ['--version'], { timeout: 20_000 }, (error) => resolve(error === null)),
  );
}
const hasAws = await awsAvailable();

let engine: Engine;
let server: BuiltServer;

function aws(args: string[], secret = KEY.secretAccessKey): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/tmp',
    AWS_ACCESS_KEY_ID: KEY.accessKeyId,
    AWS_SECRET_ACCESS_KEY: secret,
    AWS_DEFAULT_REGION: 'us-east-1',
    AWS_CONFIG_FILE: '/dev/null',
    AWS_SHARED_CREDENTIALS_FILE: '/dev/null',
    AWS_PAGER: '',
  };
  return new Promise((resolve) =>
    execFile(
      'aws',
      ['--endpoint-url', server.url, '--output', 'json', ...args],
      { env, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: unknown }).code ?? 1) : 0, stdout, stderr }),
    ),
  );
}

describe.skipIf(!hasAws)('AWS CLI against serve --verify-sigv4', () => {
  beforeAll(async () => {
    // The built bundle serves the demo dataset with the test key; an engine over the same data gives the expectations.
    engine = createEngine({ dataset: demoDataset() });
    server = await startBuiltServer({
      dataset: { ...demoDataset(), awsCredentials: [KEY] },
      args: ['--verify-sigv4'],
    });
  });
  afterAll(() => server?.close());

  it('auto-paginates list-members over every page', { timeout: 60_000 }, async () => {
    const result = await aws([
      'cleanrooms',
      'list-members',
      '--collaboration-identifier',
      DEMO_COLLABORATION_IDS.retail,
      '--page-size',
      '2',
    ]);
    expect(result.stderr).toBe('');
    const out = JSON.parse(result.stdout) as { memberSummaries: { accountId: string; createTime: unknown }[] };
    const expected = await engine.members.listMembers({
      collaborationIdentifier: DEMO_COLLABORATION_IDS.retail,
      maxResults: 100,
    });
    expect(out.memberSummaries.map((m) => m.accountId)).toEqual(expected.memberSummaries.map((m) => m.accountId));
  });

  it(
    'creates an app authorization through a label holding an ARN, and describes connector profiles',
    { timeout: 60_000 },
    async () => {
      const created = await aws([
        'appfabric',
        'create-app-authorization',
        '--app-bundle-identifier',
        DEMO_APP_BUNDLE_ARNS[0],
        '--app',
        'SLACK',
        '--auth-type',
        'apiKey',
        '--credential',
        JSON.stringify({ apiKeyCredential: { apiKey: 'sy-cli-api-key' } }),
        '--tenant',
        'tenantIdentifier=T1,tenantDisplayName=Workspace',
      ]);
      expect(created.stderr).toBe('');
      const authorization = (JSON.parse(created.stdout) as { appAuthorization: Record<string, unknown> })
        .appAuthorization;
      expect(authorization).toMatchObject({
        appBundleArn: DEMO_APP_BUNDLE_ARNS[0],
        status: 'PendingConnect',
        app: 'SLACK',
      });
      expect(created.stdout).not.toContain('sy-cli-api-key');
      const profiles = await aws(['appflow', 'describe-connector-profiles', '--connector-type', 'Snowflake']);
      const details = (JSON.parse(profiles.stdout) as { connectorProfileDetails: { connectorType: string }[] })
        .connectorProfileDetails;
      expect(details.length).toBeGreaterThan(0);
      expect(details.every((p) => p.connectorType === 'Snowflake')).toBe(true);
    },
  );

  it(
    'prints the service error for a wrong secret and for an out-of-range maxResults',
    { timeout: 60_000 },
    async () => {
      const wrong = await aws(['cleanrooms', 'list-collaborations'], 'sy-wrong-secret');
      expect(wrong.code).not.toBe(0);
      expect(wrong.stderr).toContain('(InvalidSignatureException)');
      const range = await aws([
        'cleanrooms',
        'list-members',
        '--collaboration-identifier',
        DEMO_COLLABORATION_IDS.retail,
        '--max-results',
        '101',
      ]);
      expect(range.code).not.toBe(0);
      expect(range.stderr).toContain('(ValidationException)');
      expect(range.stderr).toContain('maxResults');
    },
  );

  it(
    'creates, describes and deletes a connector profile (--force-delete), and gets a collaboration',
    { timeout: 60_000 },
    async () => {
      const created = await aws([
        'appflow',
        'create-connector-profile',
        '--connector-profile-name',
        'awscli-slack',
        '--connector-type',
        'Slack',
        '--connection-mode',
        'Public',
        '--connector-profile-config',
        `connectorProfileProperties={Slack={instanceUrl=https://cli.slack.com}},connectorProfileCredentials={Slack={clientId=cli,clientSecret=${KEY.secretAccessKey}}}`,
      ]);
      expect(created.stderr).toBe('');
      expect(JSON.parse(created.stdout).connectorProfileArn).toMatch(/:connectorprofile\/awscli-slack$/);
      const described = await aws([
        'appflow',
        'describe-connector-profiles',
        '--connector-profile-names',
        'awscli-slack',
      ]);
      expect(JSON.parse(described.stdout).connectorProfileDetails[0].credentialsArn).toMatch(
        /^arn:aws:secretsmanager:/,
      );
      expect(described.stdout).not.toContain(KEY.secretAccessKey);
      const deleted = await aws([
        'appflow',
        'delete-connector-profile',
        '--connector-profile-name',
        'awscli-slack',
        '--force-delete',
      ]);
      expect(deleted.code).toBe(0);
      const again = await aws(['appflow', 'delete-connector-profile', '--connector-profile-name', 'awscli-slack']);
      expect(again.code).not.toBe(0);
      expect(again.stderr).toContain('(ResourceNotFoundException) when calling the DeleteConnectorProfile operation');
      const collaboration = await aws([
        'cleanrooms',
        'get-collaboration',
        '--collaboration-identifier',
        DEMO_COLLABORATION_IDS.retail,
      ]);
      expect(JSON.parse(collaboration.stdout).collaboration.id).toBe(DEMO_COLLABORATION_IDS.retail);
    },
  );
});
