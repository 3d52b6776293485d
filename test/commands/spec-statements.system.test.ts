// Statements of the functional spec (service-interfaces.md) checked through command mode, one row each: the rows of
// the constraint table (test/domain/constraints.test.ts) that are about paging, parameter files and what a dataset
// may hold, rather than about one field of one record. Each run is the shipped bundle in a child process (a fresh
// engine per run, page tokens stable across runs on the same data).

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLE, PHARMA, RETAIL, run } from './helpers/run.js';

const dir = mkdtempSync(join(tmpdir(), 'sy-spec-'));
const COLLABORATION = '5f0c2a4e-3b1d-4c8e-9a7f-1d2e3f4a5b6c';
const MEMBERSHIP = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const T = 1_700_000_000;

const SPEC_DATASET = {
  collaborations: [
    {
      id: COLLABORATION,
      name: 'Spec collaboration',
      creatorAccountId: '111111111111',
      members: [
        {
          accountId: '111111111111',
          status: 'ACTIVE',
          displayName: 'Querier\tLtd',
          abilities: ['CAN_QUERY', 'CAN_EXPORT_QUERY_ANALYSIS_LOG'],
          createTime: T,
          updateTime: T,
          membershipId: MEMBERSHIP,
          membershipArn: `arn:aws-cn:cleanrooms:cn-north-1:111111111111:membership/${MEMBERSHIP}`,
        },
        {
          accountId: '222222222222',
          status: 'ACTIVE',
          displayName: 'Receiver',
          abilities: ['CAN_RECEIVE_RESULTS'],
          createTime: T,
          updateTime: T,
          membershipArn: 'arn:aws-us-gov:cleanrooms:us-gov-west-1:222222222222:membership/m-2',
        },
      ],
    },
  ],
  connectorProfiles: [
    {
      connectorProfileArn: 'arn:aws-us-gov:appflow:us-gov-west-1:111111111111:connectorprofile/custom-a',
      connectorProfileName: 'custom-a',
      connectorType: 'CustomConnector',
      connectorLabel: 'acme_crm',
      connectionMode: 'Public',
      credentialsArn: 'arn:aws-cn:secretsmanager:cn-north-1:111111111111:secret:custom-a',
      connectorProfileProperties: { CustomConnector: {} },
    },
    {
      connectorProfileName: 'custom-b',
      connectorType: 'CustomConnector',
      connectorLabel: 'other_crm',
      connectorProfileProperties: { CustomConnector: {} },
    },
    {
      connectorProfileName: 'slack-a',
      connectorType: 'Slack',
      connectionMode: 'Public',
      connectorProfileProperties: { Slack: { instanceUrl: 'https://acme.slack.com' } },
    },
    { connectorProfileName: 'untyped', createdAt: T },
  ],
};

function datasetFile(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(content));
  return path;
}
const SPEC_DATA = datasetFile('spec.json', SPEC_DATASET);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed command output, read freely by the tests
async function json(argv: string[]): Promise<Record<string, any>> {
  const r = await run(argv, { cwd: dir });
  expect(r.stderr, argv.join(' ')).toBe('');
  expect(r.code).toBe(0);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  return JSON.parse(r.stdout) as Record<string, any>;
}
const profileNames = async (...filters: string[]): Promise<string[]> =>
  (
    await json(['--data', SPEC_DATA, 'appflow', 'describe-connector-profiles', ...filters, '--output', 'json'])
  ).connectorProfileDetails.map((p: { connectorProfileName: string }) => p.connectorProfileName);
const memberIds = async (...args: string[]): Promise<{ ids: string[]; next?: string; Next?: string }> => {
  const out = await json([
    'cleanrooms',
    'list-members',
    '--collaboration-identifier',
    PHARMA,
    ...args,
    '--query',
    '{ids: memberSummaries[].accountId, next: nextToken, Next: NextToken}',
  ]);
  return { ids: out.ids, ...(out.next ? { next: out.next } : {}), ...(out.Next ? { Next: out.Next } : {}) };
};

describe('spec statements through command mode', () => {
  it('B abilities: CAN_EXPORT_QUERY_ANALYSIS_LOG is a member ability (dataset, engine, output)', async () => {
    const out = await json([
      '--data',
      SPEC_DATA,
      'cleanrooms',
      'list-members',
      '--collaboration-identifier',
      COLLABORATION,
    ]);
    expect(out.memberSummaries[0].abilities).toEqual(['CAN_QUERY', 'CAN_EXPORT_QUERY_ANALYSIS_LOG']);
    const demo = await json([
      'cleanrooms',
      'list-members',
      '--collaboration-identifier',
      RETAIL,
      '--query',
      "memberSummaries[?contains(abilities, 'CAN_EXPORT_QUERY_ANALYSIS_LOG')].displayName",
    ]);
    expect(demo).toEqual(['Wide World Importers']);
  });

  it('B partitions: membership ARNs of aws-cn and aws-us-gov load and are listed as given', async () => {
    const arns = await json([
      '--data',
      SPEC_DATA,
      'cleanrooms',
      'list-members',
      '--collaboration-identifier',
      COLLABORATION,
      '--query',
      'memberSummaries[].membershipArn',
    ]);
    expect(arns).toEqual(SPEC_DATASET.collaborations[0]!.members.map((m) => m.membershipArn));
  });

  it('B payer rule 2: the member who can query pays by default for query compute, training and inference, without ML', async () => {
    const out = await json([
      '--data',
      SPEC_DATA,
      'cleanrooms',
      'list-members',
      '--collaboration-identifier',
      COLLABORATION,
    ]);
    expect(out.memberSummaries.some((m: { mlAbilities?: unknown }) => m.mlAbilities !== undefined)).toBe(false);
    expect(out.memberSummaries[0].paymentConfiguration).toEqual({
      queryCompute: { isResponsible: true },
      machineLearning: { modelTraining: { isResponsible: true }, modelInference: { isResponsible: true } },
    });
    expect(out.memberSummaries[1].paymentConfiguration).toEqual({ queryCompute: { isResponsible: false } });
  });

  it('B displayName: printable characters and tab only (DEL and C1 controls refused, naming the field)', async () => {
    for (const bad of ['Acme\u007f', 'Acme\u0085']) {
      const data = structuredClone(SPEC_DATASET);
      data.collaborations[0]!.members[1]!.displayName = bad;
      const r = await run(
        [
          '--data',
          datasetFile('bad-name.json', data),
          'cleanrooms',
          'list-members',
          '--collaboration-identifier',
          COLLABORATION,
        ],
        { cwd: dir },
      );
      expect(r.code).not.toBe(0);
      expect(r.stderr).toContain('collaborations[0].members[1].displayName');
    }
  });

  it('C optional fields: a profile without type, ARN or mode is listed unfiltered and matches no type filter', async () => {
    expect(await profileNames()).toEqual(['custom-a', 'custom-b', 'slack-a', 'untyped']);
    expect(await profileNames('--connector-type', 'Slack')).toEqual(['slack-a']);
    expect(await profileNames('--connector-type', 'CustomConnector')).toEqual(['custom-a', 'custom-b']);
    expect(await profileNames('--connector-profile-names', 'untyped', '--connector-type', 'S3')).toEqual([]);
    expect(await profileNames('--connector-profile-names', 'untyped')).toEqual(['untyped']);
  });

  it('C optional members: a profile without connectorProfileProperties and a custom one without label load and list', async () => {
    const data = datasetFile('optional-members.json', {
      connectorProfiles: [
        { connectorProfileName: 'slack-bare', connectorType: 'Slack', connectionMode: 'Public' },
        { connectorProfileName: 'custom-bare', connectorType: 'CustomConnector' },
        {
          connectorProfileName: 'custom-unlabelled',
          connectorType: 'CustomConnector',
          connectorProfileProperties: { CustomConnector: { profileProperties: { region: 'eu' } } },
        },
        { connectorProfileName: 'redshift-empty', connectorType: 'Redshift', connectorProfileProperties: {} },
      ],
    });
    const list = async (...filters: string[]) =>
      (await json(['--data', data, 'appflow', 'describe-connector-profiles', ...filters, '--output', 'json']))
        .connectorProfileDetails;
    expect(await list()).toEqual([
      { connectorProfileName: 'slack-bare', connectorType: 'Slack', connectionMode: 'Public' },
      { connectorProfileName: 'custom-bare', connectorType: 'CustomConnector' },
      {
        connectorProfileName: 'custom-unlabelled',
        connectorType: 'CustomConnector',
        connectorProfileProperties: { CustomConnector: { profileProperties: { region: 'eu' } } },
      },
      { connectorProfileName: 'redshift-empty', connectorType: 'Redshift', connectorProfileProperties: {} },
    ]);
    const names = (details: { connectorProfileName: string }[]) => details.map((p) => p.connectorProfileName);
    expect(names(await list('--connector-type', 'CustomConnector'))).toEqual(['custom-bare', 'custom-unlabelled']);
    expect(names(await list('--connector-type', 'CustomConnector', '--connector-label', 'acme_crm'))).toEqual([]);
  });

  it('C partitions: profile and credentials ARNs only start with arn: (aws-us-gov, aws-cn)', async () => {
    const out = await json([
      '--data',
      SPEC_DATA,
      'appflow',
      'describe-connector-profiles',
      '--connector-profile-names',
      'custom-a',
    ]);
    expect(out.connectorProfileDetails[0]).toMatchObject({
      connectorProfileArn: SPEC_DATASET.connectorProfiles[0]!.connectorProfileArn,
      credentialsArn: SPEC_DATASET.connectorProfiles[0]!.credentialsArn,
    });
  });

  it('C privateLinkServiceName: anchored at its start (a dataset with a prefix before the service name is refused)', async () => {
    const data = structuredClone(SPEC_DATASET) as { connectorProfiles: unknown[] };
    data.connectorProfiles.push({
      connectorProfileName: 'snow',
      connectorType: 'Snowflake',
      connectorProfileProperties: {
        Snowflake: {
          warehouse: 'WH',
          stage: '@db.s.st',
          bucketName: 'bucket',
          privateLinkServiceName: 'my endpoint com.amazonaws.vpce.us-east-1.vpce-svc-1',
        },
      },
    });
    const r = await run(['--data', datasetFile('bad-link.json', data), 'appflow', 'describe-connector-profiles'], {
      cwd: dir,
    });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain('connectorProfiles[4].connectorProfileProperties.Snowflake.privateLinkServiceName');
  });

  it('C label alone: a filter that narrows (empty list when nothing matches, and with a non-custom type), never an error', async () => {
    expect(await profileNames('--connector-label', 'acme_crm')).toEqual(['custom-a']);
    expect(await profileNames('--connector-label', 'nobody_here')).toEqual([]);
    expect(await profileNames('--connector-label', 'acme_crm', '--connector-type', 'Slack')).toEqual([]);
    expect(await profileNames('--connector-label', 'acme_crm', '--connector-type', 'CustomConnector')).toEqual([
      'custom-a',
    ]);
  });

  it('B paging: the raw nextToken of a single-call response is accepted by --starting-token, as botocore accepts it', async () => {
    const all = (await memberIds('--max-items', '12')).ids;
    // --max-results turns auto-pagination off (one call); --no-paginate with --page-size is refused, as by the AWS CLI.
    const first = await memberIds('--max-results', '3');
    expect(first.ids).toEqual(all.slice(0, 3));
    expect(first.next).toBeDefined();
    const resumed = await memberIds('--starting-token', first.next!, '--page-size', '3', '--max-items', '4');
    expect(resumed.ids).toEqual(all.slice(3, 7));
    // The other form: the NextToken that --max-items prints (botocore's own, base64 JSON) resumes too.
    const cut = await memberIds('--max-items', '5', '--page-size', '2');
    const rest = await memberIds('--starting-token', cut.Next!, '--max-items', '3');
    expect([...cut.ids, ...rest.ids]).toEqual(all.slice(0, 8));
  });

  it('B paging: a page token resumes at its position with another --page-size (bound to collaboration and position)', async () => {
    const all = (await memberIds('--max-items', '20')).ids;
    const cut = await memberIds('--max-items', '5', '--page-size', '5');
    expect(cut.ids).toEqual(all.slice(0, 5));
    for (const pageSize of ['7', '1', '100']) {
      const rest = await memberIds('--starting-token', cut.Next!, '--page-size', pageSize, '--max-items', '9');
      expect(rest.ids, `--page-size ${pageSize}`).toEqual(all.slice(5, 14));
    }
    const raw = await memberIds('--max-results', '4');
    const other = await memberIds('--starting-token', raw.next!, '--page-size', '6', '--max-items', '6');
    expect(other.ids).toEqual(all.slice(4, 10));
  });

  describe('fileb:// is always read as binary, whatever --cli-binary-format says', () => {
    const create = (tenant: string, ...extra: string[]): string[] => [
      'appfabric',
      'create-app-authorization',
      '--app-bundle-identifier',
      BUNDLE,
      '--app',
      'SLACK',
      '--auth-type',
      'apiKey',
      '--credential',
      'apiKeyCredential={apiKey=sy-test-secret-7Hq2Zx}',
      '--tenant',
      tenant,
      ...extra,
    ];
    const latin1 = join(dir, 'tenant-latin1.json');
    writeFileSync(latin1, Buffer.from('{"tenantIdentifier":"t-1","tenantDisplayName":"Caf\xe9"}', 'latin1'));
    const utf8 = join(dir, 'tenant-utf8.json');
    writeFileSync(utf8, Buffer.from('{"tenantIdentifier":"t-2","tenantDisplayName":"Café 数据"}', 'utf8'));

    for (const format of [[], ['--cli-binary-format', 'base64'], ['--cli-binary-format', 'raw-in-base64-out']]) {
      it(`bytes that are not text are refused, never turned into U+FFFD (${format.join(' ') || 'default'})`, async () => {
        const r = await run(create(`fileb://${latin1}`, ...format), { cwd: dir });
        expect(r.code).toBe(252);
        expect(r.stdout).toBe('');
        expect(r.stderr).toContain("Error parsing parameter '--tenant'");
        expect(r.stderr).toContain('not UTF-8');
        expect(r.stderr).not.toContain('\ufffd');
      });
      it(`UTF-8 bytes are taken exactly as they are (${format.join(' ') || 'default'})`, async () => {
        const out = await json(create(`fileb://${utf8}`, ...format, '--query', 'appAuthorization.tenant'));
        expect(out).toEqual({ tenantIdentifier: 't-2', tenantDisplayName: 'Café 数据' });
      });
    }

    it('file:// text that is not UTF-8 is refused in the AWS CLI words, pointing at fileb://', async () => {
      const r = await run(create(`file://${latin1}`), { cwd: dir });
      expect(r.code).toBe(252);
      expect(r.stderr).toContain('text contents could not be decoded');
      expect(r.stderr).toContain('fileb://');
    });

    it('--cli-binary-format takes base64 or raw-in-base64-out only', async () => {
      const r = await run(create(`fileb://${utf8}`, '--cli-binary-format', 'raw'), { cwd: dir });
      expect(r.code).toBe(252);
      expect(r.stderr).toContain('--cli-binary-format');
    });
  });
});
