// The dataset the contract suite expects an implementation to be started with (the engine loads it directly; the
// emulator with `serve --data FILE` after JSON.stringify). Plain JSON in the dataset file format, deterministic,
// timestamps in whole epoch seconds so every wire format carries them exactly.

export const CONTRACT_ACCOUNT = '123456789012';
export const CONTRACT_BUNDLE_US = `arn:aws:appfabric:us-east-1:${CONTRACT_ACCOUNT}:appbundle/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d`;
export const CONTRACT_BUNDLE_EU = `arn:aws:appfabric:eu-west-1:${CONTRACT_ACCOUNT}:appbundle/f0e1d2c3-b4a5-4968-8776-655443322110`;
export const MAIN_COLLABORATION = '11111111-2222-4333-8444-555555555555';
export const SECOND_COLLABORATION = '66666666-7777-4888-9999-aaaaaaaaaaaa';
export const MAIN_MEMBER_COUNT = 23;
export const CUSTOM_LABELS = ['AlphaConnector', 'Beta.Connector'] as const;
/** Types present in the contract profiles; `Pardot` is deliberately absent. */
export const CONTRACT_PROFILE_TYPES = [
  'Salesforce',
  'Snowflake',
  'S3',
  'Slack',
  'Redshift',
  'SAPOData',
  'CustomConnector',
  'Zendesk',
  'Amplitude',
  'Marketo',
] as const;
export const PROFILE_COUNT = 43;

const T0 = 1_735_689_600; // 2025-01-01T00:00:00Z

type Json = Record<string, unknown>;

function membership(accountId: string, index: number): Json {
  const id = `${index.toString(16).padStart(8, '0')}-aaaa-4bbb-8ccc-${accountId}`;
  return { membershipId: id, membershipArn: `arn:aws:cleanrooms:us-east-1:${accountId}:membership/${id}` };
}

function mainMembers(): Json[] {
  const members: Json[] = [
    {
      accountId: CONTRACT_ACCOUNT,
      status: 'ACTIVE',
      displayName: 'Contract Creator Ltd',
      abilities: ['CAN_QUERY', 'CAN_RUN_JOB'],
      mlAbilities: { customMLMemberAbilities: ['CAN_RECEIVE_MODEL_OUTPUT'] },
      createTime: T0,
      updateTime: T0 + 60,
      ...membership(CONTRACT_ACCOUNT, 0),
      // No paymentConfiguration: the default-payer rule gives it query compute, model training, model inference.
    },
  ];
  const statuses = ['ACTIVE', 'INVITED', 'LEFT', 'REMOVED'];
  const abilities = [[], ['CAN_RECEIVE_RESULTS'], ['CAN_RUN_JOB'], ['CAN_RECEIVE_RESULTS', 'CAN_RUN_JOB']];
  const payments: (Json | undefined)[] = [
    undefined,
    { queryCompute: { isResponsible: false } },
    { queryCompute: { isResponsible: false }, jobCompute: { isResponsible: true } },
    { queryCompute: { isResponsible: false }, machineLearning: { syntheticDataGeneration: { isResponsible: true } } },
  ];
  for (let i = 1; i < MAIN_MEMBER_COUNT; i += 1) {
    const accountId = String(200000000000 + i * 1013);
    const status = statuses[i % 4]!;
    const member: Json = {
      accountId,
      status,
      displayName: `Member ${String(i).padStart(2, '0')} Analytics`,
      abilities: abilities[i % 4],
      createTime: T0 + i * 3600,
      updateTime: T0 + i * 3600 + 30,
    };
    if (i % 5 === 0) member.mlAbilities = { customMLMemberAbilities: ['CAN_RECEIVE_INFERENCE_OUTPUT'] };
    if (status !== 'INVITED') Object.assign(member, membership(accountId, i));
    const payment = payments[i % 4];
    if (payment !== undefined) member.paymentConfiguration = payment;
    members.push(member);
  }
  return members;
}

function secondMembers(): Json[] {
  return [0, 1, 2].map((i) => ({
    accountId: String(300000000000 + i),
    status: 'ACTIVE',
    displayName: `Second ${i}`,
    abilities: i === 0 ? ['CAN_QUERY'] : ['CAN_RECEIVE_RESULTS'],
    createTime: T0 + i,
    updateTime: T0 + i,
    ...membership(String(300000000000 + i), 100 + i),
    paymentConfiguration: { queryCompute: { isResponsible: true } },
  }));
}

function properties(type: string, i: number): Json | undefined {
  const url = `https://contract${i}.example.com`;
  switch (type) {
    case 'Salesforce':
      return {
        Salesforce: {
          instanceUrl: url,
          isSandboxEnvironment: i % 2 === 0,
          usePrivateLinkForMetadataAndAuthorization: false,
        },
      };
    case 'Snowflake':
      return {
        Snowflake: { warehouse: 'COMPUTE_WH', stage: '@CONTRACT.PUBLIC.STAGE', bucketName: `contract-bucket-${i}` },
      };
    case 'Slack':
      return { Slack: { instanceUrl: url } };
    case 'Zendesk':
      return { Zendesk: { instanceUrl: url } };
    case 'Marketo':
      return { Marketo: { instanceUrl: url } };
    case 'Amplitude':
      return { Amplitude: {} };
    case 'Redshift':
      return {
        Redshift: {
          bucketName: `contract-bucket-${i}`,
          roleArn: `arn:aws:iam::${CONTRACT_ACCOUNT}:role/contract`,
          isRedshiftServerless: true,
          workgroupName: 'wg',
        },
      };
    case 'SAPOData':
      return {
        SAPOData: {
          applicationHostUrl: url,
          applicationServicePath: '/sap/opu/odata',
          portNumber: 443,
          clientNumber: '100',
          logonLanguage: 'EN',
        },
      };
    case 'CustomConnector':
      return {
        CustomConnector: {
          profileProperties: { api_version: 'v1' },
          oAuth2Properties: { tokenUrl: `${url}/token`, oAuth2GrantType: 'CLIENT_CREDENTIALS' },
        },
      };
    default:
      return undefined;
  }
}

function profiles(): Json[] {
  const out: Json[] = [];
  for (let i = 0; i < PROFILE_COUNT; i += 1) {
    const type = CONTRACT_PROFILE_TYPES[i % CONTRACT_PROFILE_TYPES.length]!;
    const name = `contract-${type.toLowerCase()}-${String(i).padStart(2, '0')}`;
    const isPrivate = i % 4 === 0;
    const profile: Json = {
      connectorProfileArn: `arn:aws:appflow:us-east-1:${CONTRACT_ACCOUNT}:connectorprofile/${name}`,
      connectorProfileName: name,
      connectorType: type,
      connectionMode: isPrivate ? 'Private' : 'Public',
      credentialsArn: `arn:aws:secretsmanager:us-east-1:${CONTRACT_ACCOUNT}:secret:appflow-${name}`,
      createdAt: T0 + i * 86400,
      lastUpdatedAt: T0 + i * 86400 + 120,
    };
    if (type === 'CustomConnector')
      profile.connectorLabel = CUSTOM_LABELS[Math.floor(i / CONTRACT_PROFILE_TYPES.length) % 2];
    const props = properties(type, i);
    if (props !== undefined) profile.connectorProfileProperties = props;
    if (isPrivate)
      profile.privateConnectionProvisioningState =
        i % 8 === 0
          ? { status: 'CREATED' }
          : { status: 'FAILED', failureCause: 'VALIDATION', failureMessage: 'The endpoint service was not found.' };
    out.push(profile);
  }
  return out;
}

/** A fresh copy of the contract dataset, in the dataset JSON format. */
export function contractDataset(): Json {
  return {
    appBundles: [{ arn: CONTRACT_BUNDLE_US }, { arn: CONTRACT_BUNDLE_EU }],
    collaborations: [
      {
        id: MAIN_COLLABORATION,
        name: 'Contract main collaboration',
        creatorAccountId: CONTRACT_ACCOUNT,
        members: mainMembers(),
      },
      {
        id: SECOND_COLLABORATION,
        name: 'Contract second collaboration',
        creatorAccountId: '300000000000',
        members: secondMembers(),
      },
    ],
    connectorProfiles: profiles(),
    github: { callers: [] },
  };
}
