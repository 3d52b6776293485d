import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  validateAppFlowField,
  validateConnectorProfile,
  validateDescribeConnectorProfilesRequest,
} from '../../src/domain/appflow/validators.js';
import {
  CONNECTOR_TYPES,
  PROPERTIES_KEY_OF,
  PROPERTIES_KEYS,
  type ConnectorType,
  type PropertiesKey,
} from '../../src/domain/appflow/types.js';
import {
  ABSENT,
  pathRules,
  arbConnectorProfile,
  arbDescribeConnectorProfilesRequest,
  describeMutation,
  mutationsOf,
  booleanCases,
  codePoints,
  enumCases,
  integerCases,
  lengthCases,
  stringTypeCases,
  type InvalidCase,
  type InvalidTable,
} from '../arbitraries/index.js';

const str = (required: boolean, min: number, max: number): InvalidCase[] => [
  ...stringTypeCases(required),
  ...lengthCases(min, max),
];
const noSpace = (required: boolean, max: number): InvalidCase[] => [
  ...str(required, 0, max),
  { value: '', rule: 'pattern' },
  { value: 'a b', rule: 'pattern' },
  { value: 'tab\there', rule: 'pattern' },
];
const url = (): InvalidCase[] => [
  ...str(true, 0, 256),
  { value: 'ftp://example.com', rule: 'pattern' },
  { value: 'https://', rule: 'pattern' },
  { value: 'https://example.com/a b', rule: 'pattern' },
  { value: 'https://example.com/.', rule: 'pattern' },
  { value: 'example.com', rule: 'pattern' },
];
const roleArn = (required: boolean): InvalidCase[] => [
  ...str(required, 0, 512),
  { value: 'arn:aws:s3:::bucket', rule: 'pattern' },
  { value: 'arn:aws:iam::role/x', rule: 'pattern' },
];
const privateLink: InvalidCase[] = [
  ...str(false, 0, 512),
  { value: 'vpce-svc-0123', rule: 'pattern' },
  { value: 'com.amazonaws.vpce.', rule: 'pattern' },
  { value: 'com.amazonaws.vpce.us-east-1.vpce svc', rule: 'pattern' },
  { value: 'my endpoint com.amazonaws.vpce.us-east-1.vpce-svc-1', rule: 'pattern' },
];
const NAME_CASES: InvalidCase[] = [
  ...str(true, 0, 256),
  { value: '', rule: 'pattern' },
  { value: 'my profile', rule: 'pattern' },
  { value: 'a:b', rule: 'pattern' },
  { value: 'näme', rule: 'pattern' },
];
/** A stored profile's name is optional, like every top-level member of a profile. */
const PROFILE_NAME_CASES = NAME_CASES.filter((c) => c.rule !== 'required');
const LABEL_CASES: InvalidCase[] = [
  ...stringTypeCases(false),
  { value: `a${'b'.repeat(256)}`, rule: 'length' },
  { value: '', rule: 'pattern' },
  { value: 'a', rule: 'pattern' },
  { value: '_label', rule: 'pattern' },
  { value: '-label', rule: 'pattern' },
  { value: 'my label', rule: 'pattern' },
  { value: 'my/label', rule: 'pattern' },
];
const P = 'connectorProfileProperties';

/** Invalid cases for the members of each properties key. */
function propertyCases(key: PropertiesKey): InvalidTable {
  const at = (member: string) => `${P}.${key}.${member}`;
  const unknown = { [at('extraMember')]: [{ value: 'x', rule: 'unknown' as const }] };
  switch (key) {
    case 'Amplitude':
    case 'GoogleAnalytics':
    case 'Honeycode':
    case 'Singular':
    case 'Trendmicro':
      return { ...unknown, [at('instanceUrl')]: [{ value: 'https://x.example.com', rule: 'unknown' }] };
    case 'Datadog':
    case 'Dynatrace':
    case 'InforNexus':
    case 'Marketo':
    case 'ServiceNow':
    case 'Slack':
    case 'Veeva':
    case 'Zendesk':
      return { ...unknown, [at('instanceUrl')]: noSpace(true, 256) };
    case 'Redshift':
      return {
        ...unknown,
        [at('databaseUrl')]: noSpace(false, 512),
        [at('bucketName')]: [...str(true, 3, 63), { value: 'my bucket', rule: 'pattern' }],
        [at('bucketPrefix')]: str(false, 0, 512),
        [at('roleArn')]: roleArn(true),
        [at('dataApiRoleArn')]: roleArn(false),
        [at('isRedshiftServerless')]: booleanCases(false),
        [at('clusterIdentifier')]: noSpace(false, 512),
        [at('workgroupName')]: noSpace(false, 512),
        [at('databaseName')]: noSpace(false, 512),
      };
    case 'Salesforce':
      return {
        ...unknown,
        [at('instanceUrl')]: noSpace(false, 256),
        [at('isSandboxEnvironment')]: booleanCases(false),
        [at('usePrivateLinkForMetadataAndAuthorization')]: booleanCases(false),
        [at('clientCredentialsArn')]: [
          { value: 'arn:aws:secretsmanager:us-east-1:123456789012:secret:x', rule: 'unknown' },
        ],
      };
    case 'Snowflake':
      return {
        ...unknown,
        [at('warehouse')]: [
          ...str(true, 0, 512),
          { value: 'wh;drop', rule: 'pattern' },
          { value: 'wh:1', rule: 'pattern' },
        ],
        [at('stage')]: noSpace(true, 512),
        [at('bucketName')]: [...str(true, 3, 63), { value: 'my\tbucket', rule: 'pattern' }],
        [at('bucketPrefix')]: str(false, 0, 512),
        [at('privateLinkServiceName')]: privateLink,
        [at('accountName')]: noSpace(false, 512),
        [at('region')]: noSpace(false, 64),
      };
    case 'SAPOData':
      return {
        ...unknown,
        [at('applicationHostUrl')]: url(),
        [at('applicationServicePath')]: noSpace(true, 512),
        [at('portNumber')]: integerCases(1, 65535, true),
        [at('clientNumber')]: [
          ...str(true, 3, 3),
          { value: '1a0', rule: 'pattern' },
          { value: '  1', rule: 'pattern' },
        ],
        [at('logonLanguage')]: [...str(false, 0, 2), { value: 'E-', rule: 'pattern' }, { value: 'é', rule: 'pattern' }],
        [at('privateLinkServiceName')]: privateLink,
        [at('disableSSO')]: booleanCases(false),
        [at('oAuthProperties')]: [{ value: 'x', rule: 'type' }],
        [at('oAuthProperties.tokenUrl')]: url(),
        [at('oAuthProperties.authCodeUrl')]: url(),
        [at('oAuthProperties.oAuthScopes')]: [
          { value: ABSENT, rule: 'required' },
          { value: 'read write', rule: 'type' },
        ],
        [at('oAuthProperties.oAuthScopes[]')]: [
          ...stringTypeCases(false),
          ...lengthCases(0, 128),
          { value: 'read write', rule: 'pattern' },
        ],
        [at('oAuthProperties.clientSecret')]: [{ value: 'sy-test-secret-7Hq2Zx', rule: 'unknown' }],
      };
    case 'CustomConnector':
      return {
        ...unknown,
        [at('profileProperties')]: [
          { value: 'k=v', rule: 'type' },
          { value: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v'])), rule: 'size' },
        ],
        [at('profileProperties.new_key')]: [
          ...stringTypeCases(false),
          { value: '', rule: 'pattern' },
          { value: 'a b', rule: 'pattern' },
          { value: codePoints(2049), rule: 'length' },
        ],
        [at('profileProperties.bad-key')]: [
          { value: 'v', rule: 'pattern', issuePath: `${at('profileProperties')}["bad-key"]` },
        ],
        [at(`profileProperties.${'k'.repeat(129)}`)]: [{ value: 'v', rule: 'length' }],
        [at('oAuth2Properties')]: [{ value: [], rule: 'type' }],
        [at('oAuth2Properties.tokenUrl')]: url(),
        [at('oAuth2Properties.oAuth2GrantType')]: enumCases(true, 'PASSWORD', 'client_credentials'),
        [at('oAuth2Properties.tokenUrlCustomProperties')]: [
          { value: 'x', rule: 'type' },
          { value: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v'])), rule: 'size' },
        ],
        [at('oAuth2Properties.tokenUrlCustomProperties.audience')]: [{ value: 'a b', rule: 'pattern' }],
      };
    case 'Pardot':
      return {
        ...unknown,
        [at('instanceUrl')]: noSpace(false, 256),
        [at('isSandboxEnvironment')]: booleanCases(false),
        [at('businessUnitId')]: noSpace(false, 18),
      };
  }
}

function profileTable(type: ConnectorType): InvalidTable {
  const own = PROPERTIES_KEY_OF[type];
  const foreign = PROPERTIES_KEYS.find((k) => k !== own)!;
  const table: InvalidTable = {
    connectorProfileArn: [
      ...str(false, 0, 512),
      { value: '', rule: 'pattern' },
      { value: 'appflow:us-east-1:123456789012:connectorprofile/x', rule: 'pattern' },
      { value: 'ARN:aws:appflow:x', rule: 'pattern' },
    ],
    connectorProfileName: PROFILE_NAME_CASES,
    connectorType: enumCases(false, 'salesforce', 'GoogleAnalytics', 'SFDC'),
    connectorLabel: type === 'CustomConnector' ? LABEL_CASES : [...LABEL_CASES, { value: 'myLabel', rule: 'mismatch' }],
    connectionMode: enumCases(false, 'PUBLIC', 'Vpc'),
    credentialsArn: [
      ...str(false, 0, 512),
      { value: ' arn:aws:secretsmanager:us-east-1:1:secret', rule: 'pattern' },
      { value: 'secret', rule: 'pattern' },
    ],
    connectorProfileCredentials: [{ value: { apiKey: 'sy-test-secret-7Hq2Zx' }, rule: 'unknown' }],
    createdAt: [
      { value: 'yesterday', rule: 'type' },
      { value: {}, rule: 'type' },
    ],
    lastUpdatedAt: [{ value: Number.NaN, rule: 'type' }],
    [P]: [
      { value: 'x', rule: 'type' },
      { value: [], rule: 'type' },
    ],
    [`${P}.${foreign}`]: [{ value: {}, rule: 'mismatch' }],
    [`${P}.Unknown`]: [{ value: {}, rule: 'unknown' }],
    privateConnectionProvisioningState: [{ value: 'FAILED', rule: 'type' }],
    'privateConnectionProvisioningState.status': enumCases(false, 'Failed', 'DELETED'),
    'privateConnectionProvisioningState.failureCause': enumCases(false, 'TIMEOUT'),
    'privateConnectionProvisioningState.failureMessage': [
      ...stringTypeCases(false),
      ...lengthCases(0, 2048),
      { value: 'bad; message', rule: 'pattern' },
    ],
    'privateConnectionProvisioningState.extra': [{ value: 1, rule: 'unknown' }],
    bogus: [{ value: 1, rule: 'unknown' }],
  };
  if (own === undefined) return table;
  return {
    ...table,
    [`${P}.${own}`]: [{ value: 'x', rule: 'type' }],
    ...propertyCases(own),
  };
}

describe('ConnectorProfile validator (properties)', () => {
  it('accepts every generated valid profile of any type', () => {
    fc.assert(
      fc.property(arbConnectorProfile(), (profile) => {
        expect(validateConnectorProfile(profile, 'connectorProfiles[0]')).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  for (const type of CONNECTOR_TYPES) {
    it(`rejects each single-field mutation of a ${type} profile at exactly that field`, () => {
      fc.assert(
        fc.property(arbConnectorProfile(type), (valid) => {
          for (const m of mutationsOf(valid, profileTable(type))) {
            expect(pathRules(validateConnectorProfile(m.input, '')), describeMutation(m)).toEqual([m.expected]);
            expect(JSON.stringify(validateConnectorProfile(m.input, ''))).not.toContain('sy-test-secret-7Hq2Zx');
          }
        }),
        { numRuns: 25 },
      );
    });
  }
});

describe('DescribeConnectorProfilesRequest validator (properties)', () => {
  const table: InvalidTable = {
    connectorProfileNames: [
      { value: 'name', rule: 'type' },
      { value: Array.from({ length: 101 }, (_, i) => `p${i}`), rule: 'size' },
    ],
    'connectorProfileNames[]': [...NAME_CASES.filter((c) => c.value !== ABSENT)],
    connectorType: enumCases(false, 'salesforce', 'Custom'),
    connectorLabel: LABEL_CASES,
    maxResults: integerCases(1, 100, false),
    nextToken: [
      ...stringTypeCases(false),
      ...lengthCases(0, 2048),
      { value: '', rule: 'pattern' },
      { value: 'a b', rule: 'pattern' },
    ],
    bogus: [{ value: 1, rule: 'unknown' }],
  };

  it('accepts every generated valid input', () => {
    fc.assert(
      fc.property(arbDescribeConnectorProfilesRequest, (input) => {
        expect(validateDescribeConnectorProfilesRequest(input)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('rejects each single-field mutation at exactly that field, and one-field validation agrees', () => {
    fc.assert(
      fc.property(arbDescribeConnectorProfilesRequest, (valid) => {
        for (const m of mutationsOf(valid, table)) {
          expect(pathRules(validateDescribeConnectorProfilesRequest(m.input)), describeMutation(m)).toEqual([
            m.expected,
          ]);
          if (m.path !== 'bogus' && m.path !== 'connectorProfileNames' && m.path !== 'connectorLabel') {
            expect(pathRules(validateAppFlowField(m.path, m.value)), describeMutation(m)).toEqual([m.expected]);
          }
        }
      }),
      { numRuns: 25 },
    );
  });
});
