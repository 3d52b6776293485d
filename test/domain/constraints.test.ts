// The constraint table: one row per constraint of areas A to C and the payment rules, each a test that
// the valid value passes and the invalid one fails with exactly that path and rule (and nothing else).
// 263 constraints covered: A (AppFabric) 63, B (Clean Rooms, payment rules included) 56, C (AppFlow) 131, and 13
// rows (S01-S13) for statements of the functional spec (service-interfaces.md) that the public model does not make.
// The spec statements that concern paging and parameter files are rows of test/commands/spec-statements.system.test.ts.
// CONSTRAINT_COUNT below is asserted against the table, so this comment and the table cannot drift apart.
import { describe, expect, it } from 'vitest';
import {
  validateAppAuthorization,
  validateCreateAppAuthorizationRequest,
} from '../../src/domain/appfabric/validators.js';
import {
  validateConnectorProfile,
  validateDescribeConnectorProfilesRequest,
} from '../../src/domain/appflow/validators.js';
import { applyPaymentRules, type MemberDraft } from '../../src/domain/cleanrooms/payment.js';
import {
  validateCollaborationIdentifier,
  validateListMembersInput,
  validateMemberSummary,
} from '../../src/domain/cleanrooms/validators.js';
import type { Issue, Rule } from '../../src/domain/validation.js';
import { ABSENT, codePoints, setPath } from '../arbitraries/index.js';

const SECRET = 'sy-test-secret-7Hq2Zx';
const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const UPPER_UUID = UUID.toUpperCase();
const ACCOUNT = '123456789012';
const BUNDLE_ARN = `arn:aws:appfabric:us-east-1:${ACCOUNT}:appbundle/${UUID}`;

interface Subject {
  name: string;
  base: unknown;
  validate: (input: unknown) => Issue[];
}

interface Row {
  id: string;
  subject: Subject;
  path: string;
  rule: Rule;
  valid: unknown;
  invalid: unknown;
  /** Where the issue is reported when not at `path`. */
  issuePath?: string;
  /** Further paths with the same rule the invalid value also (correctly) produces. */
  alsoPaths?: string[];
}

// ---- subjects ---------------------------------------------------------------------------------------------------

const OAUTH_REQUEST = {
  appBundleIdentifier: UUID,
  app: 'SLACK',
  authType: 'oauth2',
  credential: { oauth2Credential: { clientId: 'client-1', clientSecret: SECRET } },
  tenant: { tenantIdentifier: 'T0123', tenantDisplayName: 'Acme workspace' },
  clientToken: UUID,
  tags: [
    { key: 'team', value: 'core' },
    { key: 'env', value: 'prod' },
  ],
};
const APIKEY_REQUEST = {
  ...OAUTH_REQUEST,
  app: 'ZENDESK',
  authType: 'apiKey',
  credential: { apiKeyCredential: { apiKey: SECRET } },
};
const request: Subject = {
  name: 'CreateAppAuthorizationRequest(oauth2)',
  base: OAUTH_REQUEST,
  validate: validateCreateAppAuthorizationRequest,
};
const apiKeyRequest: Subject = {
  name: 'CreateAppAuthorizationRequest(apiKey)',
  base: APIKEY_REQUEST,
  validate: validateCreateAppAuthorizationRequest,
};
const authorization: Subject = {
  name: 'AppAuthorization',
  base: {
    appAuthorizationArn: `${BUNDLE_ARN}/appauthorization/${UUID}`,
    appBundleArn: BUNDLE_ARN,
    app: 'SLACK',
    tenant: { tenantIdentifier: 'T0123', tenantDisplayName: 'Acme workspace' },
    authType: 'oauth2',
    status: 'PendingConnect',
    createdAt: new Date('2026-11-21T00:00:00Z'),
    updatedAt: '2026-11-21T00:00:00Z',
    persona: 'admin',
    authUrl: 'https://slack.com/oauth/v2/authorize',
  },
  validate: (input) => validateAppAuthorization(input, ''),
};

const listMembers: Subject = {
  name: 'ListMembersInput',
  base: { collaborationIdentifier: UUID, maxResults: 10, nextToken: 'opaque-token' },
  validate: validateListMembersInput,
};
const collaborationId: Subject = {
  name: 'CollaborationIdentifier',
  base: { id: UUID },
  validate: (input) => validateCollaborationIdentifier((input as { id?: unknown }).id, 'id'),
};
const MEMBER = {
  accountId: ACCOUNT,
  status: 'ACTIVE',
  displayName: 'Acme Analytics',
  abilities: ['CAN_QUERY', 'CAN_RECEIVE_RESULTS'],
  mlAbilities: { customMLMemberAbilities: ['CAN_RECEIVE_MODEL_OUTPUT'] },
  createTime: 1690000000,
  updateTime: '2023-07-22T04:26:40Z',
  membershipId: UUID,
  membershipArn: `arn:aws:cleanrooms:us-east-1:${ACCOUNT}:membership/${UUID}`,
  paymentConfiguration: {
    queryCompute: { isResponsible: true },
    jobCompute: { isResponsible: true },
    machineLearning: {
      modelTraining: { isResponsible: true },
      modelInference: { isResponsible: false },
      syntheticDataGeneration: { isResponsible: false },
    },
  },
};
const member: Subject = {
  name: 'MemberSummary(dataset)',
  base: MEMBER,
  validate: (input) => validateMemberSummary(input, ''),
};
const completeMember: Subject = {
  name: 'MemberSummary(complete)',
  base: { ...MEMBER, createTime: new Date(1690000000000), updateTime: new Date(1690000000000), defaultedPayments: [] },
  validate: (input) => validateMemberSummary(input, '', { mode: 'complete' }),
};

const draft = (
  accountId: string,
  abilities: MemberDraft['abilities'],
  extra: Partial<MemberDraft> = {},
): MemberDraft => ({
  accountId,
  status: 'ACTIVE',
  displayName: `member ${accountId}`,
  abilities,
  createTime: new Date(0),
  updateTime: new Date(0),
  ...extra,
});
const payment: Subject = {
  name: 'payment rules',
  base: {
    members: [draft('111111111111', ['CAN_QUERY', 'CAN_RUN_JOB']), draft('222222222222', ['CAN_RECEIVE_RESULTS'])],
  },
  validate: (input) => applyPaymentRules((input as { members: MemberDraft[] }).members, 'members').issues,
};
const mlPayment: Subject = {
  ...payment,
  name: 'payment rules (ML collaboration)',
  base: {
    members: [
      draft('111111111111', ['CAN_QUERY']),
      draft('222222222222', ['CAN_RECEIVE_RESULTS'], {
        mlAbilities: { customMLMemberAbilities: ['CAN_RECEIVE_MODEL_OUTPUT'] },
      }),
    ],
  },
};

const describeRequest: Subject = {
  name: 'DescribeConnectorProfilesRequest',
  base: {
    connectorProfileNames: ['sales-prod', 'crm/eu'],
    connectorType: 'Salesforce',
    maxResults: 20,
    nextToken: 'token',
  },
  validate: validateDescribeConnectorProfilesRequest,
};
const customDescribe: Subject = {
  ...describeRequest,
  name: 'DescribeConnectorProfilesRequest(CustomConnector)',
  base: { connectorType: 'CustomConnector', connectorLabel: 'myConnector' },
};

function profileSubject(
  type: string,
  properties: Record<string, unknown> | undefined,
  extra: Record<string, unknown> = {},
): Subject {
  return {
    name: `ConnectorProfile(${type})`,
    base: {
      connectorProfileArn: `arn:aws:appflow:us-east-1:${ACCOUNT}:connectorprofile/p-${type}`,
      connectorProfileName: `p-${type}`,
      connectorType: type,
      connectionMode: 'Public',
      credentialsArn: `arn:aws:secretsmanager:us-east-1:${ACCOUNT}:secret:appflow-p`,
      createdAt: new Date(1690000000000),
      lastUpdatedAt: 1690000000,
      ...(properties !== undefined ? { connectorProfileProperties: properties } : {}),
      ...extra,
    },
    validate: (input) => validateConnectorProfile(input, ''),
  };
}
const URL = 'https://acme.my.example.com';
const ROLE = `arn:aws:iam::${ACCOUNT}:role/appflow`;
const slack = profileSubject('Slack', { Slack: { instanceUrl: 'https://acme.slack.com' } });
const s3 = profileSubject('S3', undefined);
const s3WithEmpty = profileSubject('S3', {});
const amplitude = profileSubject('Amplitude', { Amplitude: {} });
const redshift = profileSubject('Redshift', {
  Redshift: {
    databaseUrl: 'jdbc:redshift://cluster.example.com:5439/dev',
    bucketName: 'acme-stage',
    bucketPrefix: 'in/',
    roleArn: ROLE,
    dataApiRoleArn: ROLE,
    isRedshiftServerless: false,
    clusterIdentifier: 'cluster-1',
    workgroupName: 'wg',
    databaseName: 'dev',
  },
});
const salesforce = profileSubject('Salesforce', {
  Salesforce: { instanceUrl: URL, isSandboxEnvironment: false, usePrivateLinkForMetadataAndAuthorization: true },
});
const snowflake = profileSubject('Snowflake', {
  Snowflake: {
    warehouse: 'COMPUTE WH',
    stage: '@db.schema.stage',
    bucketName: 'acme-stage',
    bucketPrefix: '',
    accountName: 'acme',
    region: 'us-east-1',
    privateLinkServiceName: 'com.amazonaws.vpce.us-east-1.vpce-svc-0123456789abcdef0',
  },
});
const sap = profileSubject('SAPOData', {
  SAPOData: {
    applicationHostUrl: 'https://sap.example.com',
    applicationServicePath: '/sap/opu/odata',
    portNumber: 443,
    clientNumber: '100',
    logonLanguage: 'EN',
    privateLinkServiceName: '',
    disableSSO: false,
    oAuthProperties: {
      tokenUrl: 'https://sap.example.com/token',
      authCodeUrl: 'https://sap.example.com/auth',
      oAuthScopes: ['read', 'write'],
    },
  },
});
const custom = profileSubject(
  'CustomConnector',
  {
    CustomConnector: {
      profileProperties: { tenant: 'acme', api_version: 'v2' },
      oAuth2Properties: {
        tokenUrl: 'https://auth.example.com/token',
        oAuth2GrantType: 'CLIENT_CREDENTIALS',
        tokenUrlCustomProperties: { audience: 'api' },
      },
    },
  },
  { connectorLabel: 'myConnector' },
);
const pardot = profileSubject('Pardot', {
  Pardot: { instanceUrl: URL, isSandboxEnvironment: true, businessUnitId: '0Uv5e0000004CFLCA2' },
});
const privateSap = profileSubject(
  'Veeva',
  { Veeva: { instanceUrl: 'https://acme.veevavault.com' } },
  {
    connectionMode: 'Private',
    privateConnectionProvisioningState: {
      status: 'FAILED',
      failureCause: 'ACCESS_DENIED',
      failureMessage: 'Access denied to the endpoint',
    },
  },
);
const pendingPrivate = profileSubject(
  'Veeva',
  { Veeva: { instanceUrl: 'https://acme.veevavault.com' } },
  {
    connectionMode: 'Private',
    privateConnectionProvisioningState: { status: 'PENDING' },
  },
);
const INSTANCE_ONLY = [
  'Datadog',
  'Dynatrace',
  'Infornexus',
  'Marketo',
  'Servicenow',
  'Slack',
  'Veeva',
  'Zendesk',
] as const;
const INSTANCE_KEY: Record<(typeof INSTANCE_ONLY)[number], string> = {
  Datadog: 'Datadog',
  Dynatrace: 'Dynatrace',
  Infornexus: 'InforNexus',
  Marketo: 'Marketo',
  Servicenow: 'ServiceNow',
  Slack: 'Slack',
  Veeva: 'Veeva',
  Zendesk: 'Zendesk',
};

// ---- rows -------------------------------------------------------------------------------------------------------

const row = (
  subject: Subject,
  id: string,
  path: string,
  rule: Rule,
  valid: unknown,
  invalid: unknown,
  extra: Partial<Row> = {},
): Row => ({
  id,
  subject,
  path,
  rule,
  valid,
  invalid,
  ...extra,
});
const P = 'connectorProfileProperties';

const ROWS: Row[] = [
  // A. AppFabric CreateAppAuthorizationRequest
  row(request, 'A01', 'appBundleIdentifier', 'required', UUID, ABSENT),
  row(request, 'A02', 'appBundleIdentifier', 'length', 'arn:a', ''),
  row(request, 'A03', 'appBundleIdentifier', 'length', `arn:${'x'.repeat(1007)}`, `arn:${'x'.repeat(1008)}`),
  row(request, 'A04', 'appBundleIdentifier', 'pattern', BUNDLE_ARN, 'appbundle-1'),
  row(request, 'A05', 'appBundleIdentifier', 'pattern', UUID, UPPER_UUID),
  row(request, 'A06', 'app', 'required', 'SLACK', ABSENT),
  row(request, 'A07', 'app', 'length', 'M365AUDITLOGS', ''),
  row(request, 'A08', 'app', 'length', 'CISCO', 'X'.repeat(256)),
  row(request, 'A09', 'app', 'enum', 'GOOGLE', 'SALESFORCE'),
  row(request, 'A10', 'app', 'type', 'OKTA', 12),
  row(request, 'A11', 'authType', 'required', 'oauth2', ABSENT),
  row(request, 'A12', 'authType', 'enum', 'oauth2', 'basic'),
  row(request, 'A13', 'credential', 'required', OAUTH_REQUEST.credential, ABSENT),
  row(request, 'A14', 'credential', 'union', OAUTH_REQUEST.credential, {}),
  row(request, 'A15', 'credential', 'union', OAUTH_REQUEST.credential, {
    ...OAUTH_REQUEST.credential,
    ...APIKEY_REQUEST.credential,
  }),
  row(request, 'A16', 'credential', 'mismatch', OAUTH_REQUEST.credential, APIKEY_REQUEST.credential),
  row(apiKeyRequest, 'A17', 'credential', 'mismatch', APIKEY_REQUEST.credential, OAUTH_REQUEST.credential),
  row(request, 'A18', 'credential.basicCredential', 'unknown', ABSENT, { user: 'u' }),
  row(request, 'A19', 'credential.oauth2Credential.clientId', 'required', 'c', ABSENT),
  row(request, 'A20', 'credential.oauth2Credential.clientId', 'length', 'c', ''),
  row(request, 'A21', 'credential.oauth2Credential.clientId', 'length', codePoints(2048), codePoints(2049)),
  row(request, 'A22', 'credential.oauth2Credential.clientSecret', 'required', SECRET, ABSENT),
  row(request, 'A23', 'credential.oauth2Credential.clientSecret', 'length', SECRET, ''),
  row(request, 'A24', 'credential.oauth2Credential.clientSecret', 'length', codePoints(2048), codePoints(2049)),
  row(apiKeyRequest, 'A25', 'credential.apiKeyCredential.apiKey', 'required', SECRET, ABSENT),
  row(apiKeyRequest, 'A26', 'credential.apiKeyCredential.apiKey', 'length', 'k', ''),
  row(apiKeyRequest, 'A27', 'credential.apiKeyCredential.apiKey', 'length', codePoints(2048), codePoints(2049)),
  row(request, 'A28', 'tenant', 'required', OAUTH_REQUEST.tenant, ABSENT),
  row(request, 'A29', 'tenant.tenantIdentifier', 'required', 'T1', ABSENT),
  row(request, 'A30', 'tenant.tenantIdentifier', 'length', 'T', ''),
  row(request, 'A31', 'tenant.tenantIdentifier', 'length', codePoints(1024), codePoints(1025)),
  row(request, 'A32', 'tenant.tenantDisplayName', 'required', 'Acme', ABSENT),
  row(request, 'A33', 'tenant.tenantDisplayName', 'length', 'A', ''),
  row(request, 'A34', 'tenant.tenantDisplayName', 'length', codePoints(2048), codePoints(2049)),
  row(request, 'A35', 'clientToken', 'pattern', UUID, UPPER_UUID),
  row(request, 'A36', 'clientToken', 'pattern', ABSENT, 'token-1'),
  row(
    request,
    'A37',
    'tags',
    'size',
    Array.from({ length: 50 }, (_, i) => ({ key: `k${i}`, value: '' })),
    Array.from({ length: 51 }, (_, i) => ({ key: `k${i}`, value: '' })),
  ),
  row(request, 'A38', 'tags', 'type', [], { team: 'core' }),
  row(request, 'A39', 'tags[1].key', 'required', 'env', ABSENT),
  row(request, 'A40', 'tags[1].key', 'length', 'e', ''),
  row(request, 'A41', 'tags[1].key', 'length', codePoints(128), codePoints(129)),
  row(request, 'A42', 'tags[1].value', 'required', '', ABSENT),
  row(request, 'A43', 'tags[1].value', 'length', codePoints(256), codePoints(257)),
  row(request, 'A44', 'tags[1].Key', 'unknown', ABSENT, 'env'),
  row(request, 'A45', 'appBundleArn', 'unknown', ABSENT, BUNDLE_ARN),
  // A. AppAuthorization record
  row(authorization, 'A46', 'appAuthorizationArn', 'required', `${BUNDLE_ARN}/appauthorization/${UUID}`, ABSENT),
  row(authorization, 'A47', 'appAuthorizationArn', 'length', 'arn:x', ''),
  row(authorization, 'A48', 'appAuthorizationArn', 'length', `arn:${'x'.repeat(1007)}`, `arn:${'x'.repeat(1008)}`),
  row(authorization, 'A49', 'appAuthorizationArn', 'pattern', 'arn:aws:appfabric:x', UUID),
  row(authorization, 'A50', 'appBundleArn', 'required', BUNDLE_ARN, ABSENT),
  row(authorization, 'A51', 'appBundleArn', 'pattern', BUNDLE_ARN, 'appbundle/x'),
  row(authorization, 'A52', 'app', 'required', 'SLACK', ABSENT),
  row(authorization, 'A53', 'app', 'length', 'FUTUREAPP', 'X'.repeat(256)),
  row(authorization, 'A54', 'tenant', 'required', { tenantIdentifier: 't', tenantDisplayName: 'd' }, ABSENT),
  row(authorization, 'A55', 'tenant.tenantIdentifier', 'length', codePoints(1024), codePoints(1025)),
  row(authorization, 'A56', 'authType', 'enum', 'apiKey', 'apikey'),
  row(authorization, 'A57', 'status', 'required', 'Connected', ABSENT),
  row(authorization, 'A58', 'status', 'enum', 'TokenAutoRotationFailed', 'Failed'),
  row(authorization, 'A59', 'createdAt', 'required', '2026-11-21T10:00:00+01:00', ABSENT),
  row(authorization, 'A60', 'createdAt', 'type', '2026-11-21T10:00:00.123Z', '2026-11-21T10:00:00'),
  row(authorization, 'A61', 'updatedAt', 'required', new Date(0), ABSENT),
  row(authorization, 'A62', 'persona', 'enum', 'endUser', 'owner'),
  row(authorization, 'A63', 'authUrl', 'type', ABSENT, 42),

  // B. Clean Rooms ListMembersInput
  row(listMembers, 'B01', 'collaborationIdentifier', 'required', UUID, ABSENT),
  row(listMembers, 'B02', 'collaborationIdentifier', 'length', UUID, UUID.slice(1)),
  row(listMembers, 'B03', 'collaborationIdentifier', 'length', UUID, `${UUID}0`),
  row(listMembers, 'B04', 'collaborationIdentifier', 'pattern', UUID, UPPER_UUID),
  row(listMembers, 'B05', 'collaborationIdentifier', 'pattern', UUID, `g${UUID.slice(1)}`),
  row(
    listMembers,
    'B06',
    'collaborationIdentifier',
    'length',
    UUID,
    `arn:aws:cleanrooms:us-east-1:${ACCOUNT}:collaboration/${UUID}`,
  ),
  row(collaborationId, 'B07', 'id', 'pattern', UUID, UUID.replace(/-/g, '_')),
  row(listMembers, 'B08', 'nextToken', 'length', codePoints(10240), codePoints(10241)),
  row(listMembers, 'B09', 'maxResults', 'range', 1, 0),
  row(listMembers, 'B10', 'maxResults', 'range', 100, 101),
  row(listMembers, 'B11', 'maxResults', 'type', 50, 2.5),
  row(listMembers, 'B12', 'memberStatus', 'unknown', ABSENT, 'ACTIVE'),
  // B. MemberSummary
  row(member, 'B13', 'accountId', 'required', ACCOUNT, ABSENT),
  row(member, 'B14', 'accountId', 'length', ACCOUNT, ACCOUNT.slice(1)),
  row(member, 'B15', 'accountId', 'length', ACCOUNT, `${ACCOUNT}3`),
  row(member, 'B16', 'accountId', 'pattern', '000000000000', '12345678901x'),
  row(member, 'B17', 'status', 'required', 'INVITED', ABSENT),
  row(member, 'B18', 'status', 'enum', 'REMOVED', 'DELETED'),
  row(member, 'B19', 'displayName', 'required', 'A', ABSENT),
  row(member, 'B20', 'displayName', 'length', 'A', ''),
  row(member, 'B21', 'displayName', 'length', '😀'.repeat(100), '😀'.repeat(101)),
  row(member, 'B22', 'displayName', 'pattern', 'Acme\tCorp', ' \t '),
  row(member, 'B23', 'displayName', 'pattern', 'Ünïcödé 名前 😀', 'line\nbreak'),
  row(member, 'B24', 'displayName', 'pattern', 'pair \uD83D\uDE00', 'lone \uD83D'),
  row(member, 'B25', 'abilities', 'required', [], ABSENT),
  row(member, 'B26', 'abilities', 'unique', ['CAN_QUERY', 'CAN_RUN_JOB'], ['CAN_QUERY', 'CAN_QUERY']),
  row(member, 'B27', 'abilities[1]', 'enum', 'CAN_RUN_JOB', 'CAN_READ'),
  row(member, 'B28', 'mlAbilities.customMLMemberAbilities', 'required', [], ABSENT),
  row(
    member,
    'B29',
    'mlAbilities.customMLMemberAbilities',
    'unique',
    ['CAN_RECEIVE_MODEL_OUTPUT', 'CAN_RECEIVE_INFERENCE_OUTPUT'],
    ['CAN_RECEIVE_MODEL_OUTPUT', 'CAN_RECEIVE_MODEL_OUTPUT'],
  ),
  row(member, 'B30', 'mlAbilities.customMLMemberAbilities[0]', 'enum', 'CAN_RECEIVE_INFERENCE_OUTPUT', 'CAN_QUERY'),
  row(member, 'B31', 'createTime', 'required', 1690000000.5, ABSENT),
  row(member, 'B32', 'createTime', 'type', '2023-07-22T04:26:40.123+02:00', 'last tuesday'),
  row(member, 'B33', 'updateTime', 'required', new Date(0), ABSENT),
  row(member, 'B34', 'updateTime', 'type', 0, '2023-07-22'),
  row(member, 'B35', 'membershipId', 'length', UUID, UUID.slice(0, 35)),
  row(member, 'B36', 'membershipId', 'pattern', UUID, UPPER_UUID),
  row(
    member,
    'B37',
    'membershipArn',
    'length',
    `arn:aws:cleanrooms:ap-southeast-2:${ACCOUNT}:membership/${'m'.repeat(42)}`,
    `arn:aws:cleanrooms:ap-southeast-2:${ACCOUNT}:membership/${'m'.repeat(43)}`,
  ),
  row(
    member,
    'B38',
    'membershipArn',
    'pattern',
    `arn:aws:cleanrooms:eu-west-1:${ACCOUNT}:membership/${UUID}`,
    `arn:aws:cleanrooms:eu-west-1:${ACCOUNT}:collaboration/${UUID}`,
  ),
  row(
    member,
    'B39',
    'membershipArn',
    'pattern',
    `arn:aws:cleanrooms:us-east-1:${ACCOUNT}:membership/m-1`,
    `arn:aws:cleanrooms:us-east-1:1234:membership/m-1`,
  ),
  row(member, 'B40', 'paymentConfiguration.queryCompute.isResponsible', 'required', false, ABSENT),
  row(member, 'B41', 'paymentConfiguration.queryCompute.isResponsible', 'type', true, 'yes'),
  row(member, 'B42', 'paymentConfiguration.jobCompute.isResponsible', 'required', true, ABSENT),
  row(member, 'B43', 'paymentConfiguration.machineLearning.modelTraining.isResponsible', 'required', true, ABSENT),
  row(member, 'B44', 'paymentConfiguration.machineLearning.modelInference.isResponsible', 'type', false, 0),
  row(
    member,
    'B45',
    'paymentConfiguration.machineLearning.syntheticDataGeneration.isResponsible',
    'required',
    true,
    ABSENT,
  ),
  row(member, 'B46', 'paymentConfiguration', 'type', ABSENT, 'creator pays'),
  row(member, 'B47', 'defaultedPayments', 'unknown', ABSENT, ['queryCompute']),
  row(completeMember, 'B48', 'paymentConfiguration', 'required', { queryCompute: { isResponsible: false } }, ABSENT),
  row(completeMember, 'B49', 'paymentConfiguration.queryCompute', 'required', { isResponsible: true }, ABSENT),
  row(completeMember, 'B50', 'defaultedPayments[0]', 'enum', 'queryCompute', 'dataAccess'),
  // B. Payment rules
  row(payment, 'B51', 'members[0].abilities', 'configuration', ['CAN_QUERY'], ['CAN_RUN_JOB'], {
    issuePath: 'members',
  }),
  row(payment, 'B52', 'members[1].abilities', 'configuration', ['CAN_RECEIVE_RESULTS'], ['CAN_QUERY'], {
    issuePath: 'members[1].abilities',
    alsoPaths: ['members[0].abilities'],
  }),
  row(
    payment,
    'B53',
    'members[0].paymentConfiguration',
    'configuration',
    { jobCompute: { isResponsible: true } },
    { jobCompute: { isResponsible: false } },
    {
      issuePath: 'members[0].paymentConfiguration.jobCompute.isResponsible',
    },
  ),
  row(
    payment,
    'B54',
    'members[0].paymentConfiguration',
    'configuration',
    ABSENT,
    { queryCompute: { isResponsible: false } },
    {
      issuePath: 'members[0].paymentConfiguration.queryCompute.isResponsible',
    },
  ),
  row(
    mlPayment,
    'B55',
    'members[0].paymentConfiguration',
    'configuration',
    { machineLearning: { modelTraining: { isResponsible: true } } },
    { machineLearning: { modelTraining: { isResponsible: false } } },
    {
      issuePath: 'members[0].paymentConfiguration.machineLearning.modelTraining.isResponsible',
    },
  ),
  row(
    mlPayment,
    'B56',
    'members[0].paymentConfiguration',
    'configuration',
    { machineLearning: { modelInference: { isResponsible: true } } },
    { machineLearning: { modelInference: { isResponsible: false } } },
    {
      issuePath: 'members[0].paymentConfiguration.machineLearning.modelInference.isResponsible',
    },
  ),

  // C. AppFlow DescribeConnectorProfilesRequest
  row(
    describeRequest,
    'C01',
    'connectorProfileNames',
    'size',
    Array.from({ length: 100 }, (_, i) => `p${i}`),
    Array.from({ length: 101 }, (_, i) => `p${i}`),
  ),
  row(describeRequest, 'C02', 'connectorProfileNames[1]', 'length', `a${'b'.repeat(255)}`, `a${'b'.repeat(256)}`),
  row(describeRequest, 'C03', 'connectorProfileNames[1]', 'pattern', 'a/b!c@d#e+f=g.h-i_j', 'sales prod'),
  row(describeRequest, 'C04', 'connectorProfileNames[1]', 'pattern', 'x', ''),
  row(describeRequest, 'C05', 'connectorType', 'enum', 'Googleanalytics', 'GoogleAnalytics'),
  row(customDescribe, 'C06', 'connectorLabel', 'length', `a${'b'.repeat(255)}`, `a${'b'.repeat(256)}`),
  row(customDescribe, 'C07', 'connectorLabel', 'pattern', 'A1', '_label'),
  row(customDescribe, 'C08', 'connectorLabel', 'pattern', 'ab', 'a'),
  row(customDescribe, 'C09', 'connectorLabel', 'pattern', 'my.connector-v2@x#1', 'my connector'),
  // The label is a filter like the others: beside a non-custom type, and alone, it is no error (spec area C).
  row(describeRequest, 'C10', 'connectorLabel', 'pattern', 'myConnector', '_myConnector'),
  row({ ...describeRequest, base: {} }, 'C11', 'connectorLabel', 'pattern', 'myConnector', 'my connector'),
  row(describeRequest, 'C12', 'maxResults', 'range', 1, 0),
  row(describeRequest, 'C13', 'maxResults', 'range', 100, 101),
  row(describeRequest, 'C14', 'nextToken', 'length', 'x'.repeat(2048), 'x'.repeat(2049)),
  row(describeRequest, 'C15', 'nextToken', 'pattern', 'abc==', ''),
  row(describeRequest, 'C16', 'nextToken', 'pattern', 'abc', 'a\tbc'),
  row(describeRequest, 'C17', 'connectorProfileName', 'unknown', ABSENT, 'p'),
  // C. ConnectorProfile: common members
  // Every top-level member of a profile is optional (spec area C).
  row(slack, 'C18', 'connectorProfileArn', 'pattern', ABSENT, 'connectorprofile/x'),
  row(
    slack,
    'C19',
    'connectorProfileArn',
    'length',
    `arn:aws:appflow:us-east-1:${ACCOUNT}:${'x'.repeat(473)}`,
    `arn:aws:appflow:us-east-1:${ACCOUNT}:${'x'.repeat(474)}`,
  ),
  row(
    slack,
    'C20',
    'connectorProfileArn',
    'pattern',
    `arn:aws:appflow:eu-west-1:${ACCOUNT}:connectorprofile/x`,
    ` arn:aws:appflow:us-east-1:${ACCOUNT}:connectorprofile/x`,
  ),
  row(slack, 'C21', 'connectorProfileName', 'pattern', ABSENT, 'slack prod'),
  row(slack, 'C22', 'connectorProfileName', 'length', 'n'.repeat(256), 'n'.repeat(257)),
  row(slack, 'C23', 'connectorProfileName', 'pattern', 'slack_prod-2', 'slack:prod'),
  row(slack, 'C24', 'connectorType', 'enum', ABSENT, 'Slack '),
  row(slack, 'C25', 'connectorType', 'enum', 'Slack', 'slack'),
  row(slack, 'C26', 'connectionMode', 'enum', ABSENT, 'public'),
  row(slack, 'C27', 'connectionMode', 'enum', 'Private', 'VPC'),
  row(
    slack,
    'C28',
    'credentialsArn',
    'length',
    `arn:aws:secretsmanager:us-east-1:${ACCOUNT}:${'s'.repeat(466)}`,
    `arn:aws:secretsmanager:us-east-1:${ACCOUNT}:${'s'.repeat(467)}`,
  ),
  row(slack, 'C29', 'credentialsArn', 'pattern', `arn:aws:kms:us-east-1:${ACCOUNT}:key/x`, 'secret-name'),
  row(slack, 'C30', 'connectorProfileCredentials', 'unknown', ABSENT, { Slack: { accessToken: SECRET } }),
  row(slack, 'C31', 'createdAt', 'type', 1690000000, 'July'),
  row(slack, 'C32', 'lastUpdatedAt', 'type', '2023-07-22T04:26:40Z', true),
  // A CustomConnector profile may have no label (every top-level member is optional): absent passes.
  row(custom, 'C33', 'connectorLabel', 'pattern', ABSENT, '_myConnector'),
  row(slack, 'C34', 'connectorLabel', 'mismatch', ABSENT, 'myConnector'),
  row(custom, 'C35', 'connectorLabel', 'pattern', 'conn1', '.conn'),
  // C. connectorProfileProperties: optional, and so is its one sub-structure per kind; at most the type's own key
  row(slack, 'C36', P, 'type', ABSENT, 'none'),
  row(slack, 'C37', `${P}.Slack`, 'type', ABSENT, 'none'),
  row(slack, 'C38', `${P}.Zendesk`, 'mismatch', ABSENT, { instanceUrl: 'https://a.zendesk.com' }),
  row(s3WithEmpty, 'C39', `${P}.Slack`, 'mismatch', ABSENT, { instanceUrl: 'https://a.slack.com' }),
  row(s3, 'C40', P, 'type', {}, 'none'),
  row(slack, 'C41', `${P}.S3`, 'unknown', ABSENT, {}),
  row(amplitude, 'C42', `${P}.Amplitude.apiKey`, 'unknown', ABSENT, SECRET),
  ...INSTANCE_ONLY.map((type, i) =>
    row(
      profileSubject(type, { [INSTANCE_KEY[type]]: { instanceUrl: 'https://x.example.com' } }),
      `C${43 + i}`,
      `${P}.${INSTANCE_KEY[type]}.instanceUrl`,
      'required',
      'https://x.example.com',
      ABSENT,
    ),
  ),
  row(slack, 'C51', `${P}.Slack.instanceUrl`, 'length', `https://${'a'.repeat(248)}`, `https://${'a'.repeat(249)}`),
  row(slack, 'C52', `${P}.Slack.instanceUrl`, 'pattern', 'https://acme.slack.com', 'https://acme slack.com'),
  // Redshift
  row(redshift, 'C53', `${P}.Redshift.bucketName`, 'required', 'abc', ABSENT),
  row(redshift, 'C54', `${P}.Redshift.bucketName`, 'length', 'abc', 'ab'),
  row(redshift, 'C55', `${P}.Redshift.bucketName`, 'length', 'b'.repeat(63), 'b'.repeat(64)),
  row(redshift, 'C56', `${P}.Redshift.bucketName`, 'pattern', 'my.bucket-1', 'my bucket'),
  row(redshift, 'C57', `${P}.Redshift.roleArn`, 'required', ROLE, ABSENT),
  row(redshift, 'C58', `${P}.Redshift.roleArn`, 'pattern', ROLE, `arn:aws:sts::${ACCOUNT}:assumed-role/x`),
  row(redshift, 'C59', `${P}.Redshift.dataApiRoleArn`, 'pattern', ROLE, 'role/appflow'),
  row(
    redshift,
    'C60',
    `${P}.Redshift.roleArn`,
    'length',
    `arn:aws:iam::${ACCOUNT}:${'r'.repeat(486)}`,
    `arn:aws:iam::${ACCOUNT}:${'r'.repeat(487)}`,
  ),
  row(redshift, 'C61', `${P}.Redshift.databaseUrl`, 'pattern', 'jdbc:redshift://x:5439/dev', 'jdbc:redshift://x 5439'),
  row(redshift, 'C62', `${P}.Redshift.databaseUrl`, 'length', 'd'.repeat(512), 'd'.repeat(513)),
  row(redshift, 'C63', `${P}.Redshift.bucketPrefix`, 'length', ' any\nthing '.padEnd(512, 'p'), 'p'.repeat(513)),
  row(redshift, 'C64', `${P}.Redshift.isRedshiftServerless`, 'type', true, 'false'),
  row(redshift, 'C65', `${P}.Redshift.clusterIdentifier`, 'pattern', 'cluster-1', 'cluster 1'),
  row(redshift, 'C66', `${P}.Redshift.workgroupName`, 'length', 'w'.repeat(512), 'w'.repeat(513)),
  row(redshift, 'C67', `${P}.Redshift.databaseName`, 'pattern', 'dev', ''),
  // Salesforce
  row(salesforce, 'C68', `${P}.Salesforce.instanceUrl`, 'pattern', ABSENT, 'https://acme .my.salesforce.com'),
  row(salesforce, 'C69', `${P}.Salesforce.isSandboxEnvironment`, 'type', ABSENT, 'no'),
  row(salesforce, 'C70', `${P}.Salesforce.usePrivateLinkForMetadataAndAuthorization`, 'type', false, 1),
  row(salesforce, 'C71', `${P}.Salesforce.clientCredentialsArn`, 'unknown', ABSENT, 'arn:aws:secretsmanager:x'),
  // Snowflake
  row(snowflake, 'C72', `${P}.Snowflake.warehouse`, 'required', '', ABSENT),
  row(snowflake, 'C73', `${P}.Snowflake.warehouse`, 'pattern', 'WH_1 / main.#2', 'WH;1'),
  row(snowflake, 'C74', `${P}.Snowflake.warehouse`, 'length', 'w'.repeat(512), 'w'.repeat(513)),
  row(snowflake, 'C75', `${P}.Snowflake.stage`, 'required', '@stage', ABSENT),
  row(snowflake, 'C76', `${P}.Snowflake.stage`, 'pattern', '@stage', '@my stage'),
  row(snowflake, 'C77', `${P}.Snowflake.bucketName`, 'required', 'abc', ABSENT),
  row(snowflake, 'C78', `${P}.Snowflake.privateLinkServiceName`, 'pattern', '', 'vpce-svc-0123'),
  row(
    snowflake,
    'C79',
    `${P}.Snowflake.privateLinkServiceName`,
    'length',
    `com.amazonaws.vpce.${'v'.repeat(493)}`,
    `com.amazonaws.vpce.${'v'.repeat(494)}`,
  ),
  row(snowflake, 'C80', `${P}.Snowflake.accountName`, 'pattern', 'acme', 'ac me'),
  row(snowflake, 'C81', `${P}.Snowflake.region`, 'length', 'r'.repeat(64), 'r'.repeat(65)),
  row(snowflake, 'C82', `${P}.Snowflake.region`, 'pattern', 'eu-west-1', 'eu west'),
  row(snowflake, 'C83', `${P}.Snowflake.bucketPrefix`, 'length', '', 'p'.repeat(513)),
  // SAPOData
  row(sap, 'C84', `${P}.SAPOData.applicationHostUrl`, 'required', 'https://sap.example.com', ABSENT),
  row(sap, 'C85', `${P}.SAPOData.applicationHostUrl`, 'pattern', 'http://10.0.0.1:8000/sap', 'sap.example.com'),
  row(
    sap,
    'C86',
    `${P}.SAPOData.applicationHostUrl`,
    'pattern',
    'https://sap.example.com/a_b',
    'https://sap.example.com/.',
  ),
  row(
    sap,
    'C87',
    `${P}.SAPOData.applicationHostUrl`,
    'length',
    `https://${'h'.repeat(248)}`,
    `https://${'h'.repeat(249)}`,
  ),
  row(sap, 'C88', `${P}.SAPOData.applicationServicePath`, 'required', '/sap', ABSENT),
  row(sap, 'C89', `${P}.SAPOData.applicationServicePath`, 'pattern', '/sap/opu', '/sap opu'),
  row(sap, 'C90', `${P}.SAPOData.portNumber`, 'required', 8443, ABSENT),
  row(sap, 'C91', `${P}.SAPOData.portNumber`, 'range', 1, 0),
  row(sap, 'C92', `${P}.SAPOData.portNumber`, 'range', 65535, 65536),
  row(sap, 'C93', `${P}.SAPOData.portNumber`, 'type', 443, '443'),
  row(sap, 'C94', `${P}.SAPOData.clientNumber`, 'required', '001', ABSENT),
  row(sap, 'C95', `${P}.SAPOData.clientNumber`, 'length', '999', '99'),
  row(sap, 'C96', `${P}.SAPOData.clientNumber`, 'pattern', '000', '1a0'),
  row(sap, 'C97', `${P}.SAPOData.logonLanguage`, 'length', 'EN', 'ENG'),
  row(sap, 'C98', `${P}.SAPOData.logonLanguage`, 'pattern', 'e_', 'é'),
  row(
    sap,
    'C99',
    `${P}.SAPOData.privateLinkServiceName`,
    'pattern',
    'com.amazonaws.vpce.eu-west-1.vpce-svc-0a1b2c3d4e5f60718',
    'com.amazonaws.vpce.',
  ),
  row(sap, 'C100', `${P}.SAPOData.oAuthProperties.tokenUrl`, 'required', 'https://t.example.com', ABSENT),
  row(sap, 'C101', `${P}.SAPOData.oAuthProperties.tokenUrl`, 'pattern', 'https://t.example.com', 'ftp://t.example.com'),
  row(sap, 'C102', `${P}.SAPOData.oAuthProperties.authCodeUrl`, 'required', 'https://a.example.com', ABSENT),
  row(
    sap,
    'C103',
    `${P}.SAPOData.oAuthProperties.authCodeUrl`,
    'pattern',
    'https://a.example.com/authorize?x=1',
    'https://a.example.com/a b',
  ),
  row(sap, 'C104', `${P}.SAPOData.oAuthProperties.oAuthScopes`, 'required', [], ABSENT),
  row(sap, 'C105', `${P}.SAPOData.oAuthProperties.oAuthScopes[0]`, 'pattern', 'read', 'read write'),
  row(sap, 'C106', `${P}.SAPOData.oAuthProperties.oAuthScopes[0]`, 'length', 's'.repeat(128), 's'.repeat(129)),
  row(sap, 'C107', `${P}.SAPOData.disableSSO`, 'type', true, 'true'),
  // CustomConnector
  row(
    custom,
    'C108',
    `${P}.CustomConnector.profileProperties`,
    'size',
    Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, 'v'])),
    Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v'])),
  ),
  row(custom, 'C109', `${P}.CustomConnector.profileProperties.bad-key`, 'pattern', ABSENT, 'v', {
    issuePath: `${P}.CustomConnector.profileProperties["bad-key"]`,
  }),
  row(custom, 'C110', `${P}.CustomConnector.profileProperties.${'k'.repeat(129)}`, 'length', ABSENT, 'v'),
  row(custom, 'C111', `${P}.CustomConnector.profileProperties.region`, 'pattern', 'eu-west-1', 'eu west 1'),
  row(custom, 'C112', `${P}.CustomConnector.profileProperties.region`, 'length', 'v'.repeat(2048), 'v'.repeat(2049)),
  row(
    custom,
    'C113',
    `${P}.CustomConnector.oAuth2Properties.tokenUrl`,
    'required',
    'https://auth.example.com/t',
    ABSENT,
  ),
  row(
    custom,
    'C114',
    `${P}.CustomConnector.oAuth2Properties.tokenUrl`,
    'pattern',
    'https://auth.example.com/t',
    'auth.example.com/t',
  ),
  row(custom, 'C115', `${P}.CustomConnector.oAuth2Properties.oAuth2GrantType`, 'required', 'JWT_BEARER', ABSENT),
  row(
    custom,
    'C116',
    `${P}.CustomConnector.oAuth2Properties.oAuth2GrantType`,
    'enum',
    'AUTHORIZATION_CODE',
    'PASSWORD',
  ),
  row(
    custom,
    'C117',
    `${P}.CustomConnector.oAuth2Properties.tokenUrlCustomProperties`,
    'size',
    {},
    Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v'])),
  ),
  row(
    custom,
    'C118',
    `${P}.CustomConnector.oAuth2Properties.tokenUrlCustomProperties.audience`,
    'pattern',
    'api://x',
    '',
  ),
  row(custom, 'C119', `${P}.CustomConnector.oAuth2Properties.tokenUrlCustomProperties.k-2`, 'pattern', ABSENT, 'v', {
    issuePath: `${P}.CustomConnector.oAuth2Properties.tokenUrlCustomProperties["k-2"]`,
  }),
  // Pardot
  row(pardot, 'C120', `${P}.Pardot.businessUnitId`, 'length', 'b'.repeat(18), 'b'.repeat(19)),
  row(pardot, 'C121', `${P}.Pardot.businessUnitId`, 'pattern', '0Uv5e', '0Uv 5e'),
  row(pardot, 'C122', `${P}.Pardot.instanceUrl`, 'pattern', 'https://pi.pardot.com', 'pi pardot'),
  row(pardot, 'C123', `${P}.Pardot.isSandboxEnvironment`, 'type', false, 'yes'),
  // Private connection provisioning state
  row(privateSap, 'C124', 'connectionMode', 'mismatch', 'Private', 'Public', {
    issuePath: 'privateConnectionProvisioningState',
  }),
  row(privateSap, 'C125', 'privateConnectionProvisioningState.status', 'enum', 'FAILED', 'ERROR'),
  row(privateSap, 'C126', 'privateConnectionProvisioningState.failureCause', 'enum', 'CONNECTOR_SERVER', 'TIMEOUT'),
  row(privateSap, 'C127', 'privateConnectionProvisioningState.failureCause', 'required', 'VALIDATION', ABSENT),
  row(
    privateSap,
    'C128',
    'privateConnectionProvisioningState.failureMessage',
    'length',
    'm'.repeat(2048),
    'm'.repeat(2049),
  ),
  row(
    privateSap,
    'C129',
    'privateConnectionProvisioningState.failureMessage',
    'pattern',
    'Host unreachable at 10.0.0.1',
    'Host unreachable: 10.0.0.1',
  ),
  row(pendingPrivate, 'C130', 'privateConnectionProvisioningState.failureCause', 'mismatch', ABSENT, 'INTERNAL_SERVER'),
  row(pendingPrivate, 'C131', 'privateConnectionProvisioningState.failureMessage', 'mismatch', ABSENT, 'still pending'),

  // Statements of the functional spec (service-interfaces.md) that go beyond the public model.
  // B: the fourth ability, partitions of the membership ARN, printable display names, payer rule 2 without ML.
  row(member, 'S01', 'abilities[1]', 'enum', 'CAN_EXPORT_QUERY_ANALYSIS_LOG', 'CAN_EXPORT_LOG'),
  row(
    member,
    'S02',
    'membershipArn',
    'pattern',
    `arn:aws-cn:cleanrooms:cn-north-1:${ACCOUNT}:membership/${UUID}`,
    `arn::cleanrooms:cn-north-1:${ACCOUNT}:membership/${UUID}`,
  ),
  row(
    member,
    'S03',
    'membershipArn',
    'pattern',
    `arn:aws-us-gov:cleanrooms:us-gov-west-1:${ACCOUNT}:membership/m-1`,
    `arn:aws-us-gov:cleanrooms:us-gov-west-1:${ACCOUNT}:collaboration/m-1`,
  ),
  row(member, 'S04', 'displayName', 'pattern', 'Acme\tCorp', 'Acme\u007fCorp'),
  row(member, 'S05', 'displayName', 'pattern', 'Acme\u00a0Corp', 'Acme\u0085Corp'),
  row(
    payment,
    'S06',
    'members[0].paymentConfiguration',
    'configuration',
    { machineLearning: { modelTraining: { isResponsible: true } } },
    { machineLearning: { modelTraining: { isResponsible: false } } },
    { issuePath: 'members[0].paymentConfiguration.machineLearning.modelTraining.isResponsible' },
  ),
  row(
    payment,
    'S07',
    'members[0].paymentConfiguration',
    'configuration',
    { machineLearning: { modelInference: { isResponsible: true } } },
    { machineLearning: { modelInference: { isResponsible: false } } },
    { issuePath: 'members[0].paymentConfiguration.machineLearning.modelInference.isResponsible' },
  ),
  // C: ARNs in every partition, an anchored private link service name, the label as a plain filter.
  row(
    slack,
    'S08',
    'connectorProfileArn',
    'pattern',
    `arn:aws-us-gov:appflow:us-gov-west-1:${ACCOUNT}:connectorprofile/x`,
    `aws-us-gov:appflow:us-gov-west-1:${ACCOUNT}:connectorprofile/x`,
  ),
  row(
    slack,
    'S09',
    'credentialsArn',
    'pattern',
    `arn:aws-cn:secretsmanager:cn-north-1:${ACCOUNT}:secret:appflow-p`,
    `secretsmanager:cn-north-1:${ACCOUNT}:secret:appflow-p`,
  ),
  row(
    redshift,
    'S10',
    `${P}.Redshift.roleArn`,
    'pattern',
    `arn:aws-cn:iam::${ACCOUNT}:role/appflow`,
    'arn:aws-cn:iam::x:role',
  ),
  row(
    snowflake,
    'S11',
    `${P}.Snowflake.privateLinkServiceName`,
    'pattern',
    'com.amazonaws.vpce.us-east-1.vpce-svc-1',
    'my endpoint com.amazonaws.vpce.us-east-1.vpce-svc-1',
  ),
  row(
    sap,
    'S12',
    `${P}.SAPOData.privateLinkServiceName`,
    'pattern',
    'com.amazonaws.vpce.eu-west-1.vpce-svc-1',
    'comXamazonawsXvpceXeu-west-1',
  ),
  row(
    { ...describeRequest, base: { connectorType: 'Slack' } },
    'S13',
    'connectorLabel',
    'length',
    'myConnector',
    `a${'b'.repeat(256)}`,
  ),
];

/** The number of constraints the table covers (checked below against the table). */
const CONSTRAINT_COUNT = 263;

function pairsOf(issues: Issue[]): { path: string; rule: Rule }[] {
  return issues.map(({ path, rule }) => ({ path, rule }));
}

describe('constraint table: areas A to C and the payment rules', () => {
  for (const r of ROWS) {
    it(`${r.id} ${r.subject.name} ${r.path} ${r.rule}`, () => {
      expect(pairsOf(r.subject.validate(setPath(r.subject.base, r.path, r.valid)))).toEqual([]);
      const expected = [r.issuePath ?? r.path, ...(r.alsoPaths ?? [])].map((path) => ({ path, rule: r.rule }));
      const actual = pairsOf(r.subject.validate(setPath(r.subject.base, r.path, r.invalid)));
      expect(actual.sort((a, b) => a.path.localeCompare(b.path))).toEqual(
        expected.sort((a, b) => a.path.localeCompare(b.path)),
      );
    });
  }

  it('has unique ids and the count stated at the top of the file', () => {
    expect(new Set(ROWS.map((r) => r.id)).size).toBe(ROWS.length);
    expect(ROWS.length).toBe(CONSTRAINT_COUNT);
  });

  it('bases are valid as given', () => {
    for (const subject of new Set(ROWS.map((r) => r.subject)))
      expect(subject.validate(subject.base), subject.name).toEqual([]);
  });
});
