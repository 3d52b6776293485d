// Generated connector profiles: deterministic from a seed. Profile k has connector type CONNECTOR_TYPES[k % 24], so
// any 48 consecutive profiles cover every type twice; every third profile is Private and the Private ones cycle
// through every provisioning state (CREATED, PENDING, and FAILED with each failure cause).
import {
  CONNECTOR_TYPES,
  OAUTH2_GRANT_TYPES,
  PROVISIONING_FAILURE_CAUSES,
  type ConnectorProfile,
  type ConnectorProfileProperties,
  type ConnectorType,
  type PrivateConnectionProvisioningState,
} from '../../domain/appflow/types.js';
import { COMPANY_STEMS, TEAMS } from './names.js';
import { intBetween, mulberry32, pick, type Prng } from './prng.js';

export interface GeneratedProfilesOptions {
  count: number;
  seed: number;
  region: string;
  accountId: string;
  /** Epoch ms of the first profile's createdAt. */
  startMs: number;
  /** Only these types (the benchmark uses all); defaults to all 24. */
  types?: readonly ConnectorType[];
}

const FAILURE_MESSAGES: Record<(typeof PROVISIONING_FAILURE_CAUSES)[number], string> = {
  CONNECTOR_AUTHENTICATION: 'The connector rejected the OAuth client credentials for the private endpoint.',
  CONNECTOR_SERVER: 'The connector endpoint did not answer within 30 seconds.',
  INTERNAL_SERVER: 'AppFlow could not create the VPC endpoint. Try again later.',
  ACCESS_DENIED: 'The role appflow-private-link does not allow ec2/CreateVpcEndpoint.',
  VALIDATION: 'The private link service name does not match an endpoint service in this Region.',
};

const PROVISIONING_STATES: readonly PrivateConnectionProvisioningState[] = [
  { status: 'CREATED' },
  { status: 'PENDING' },
  ...PROVISIONING_FAILURE_CAUSES.map((failureCause): PrivateConnectionProvisioningState => ({
    status: 'FAILED',
    failureCause,
    failureMessage: FAILURE_MESSAGES[failureCause],
  })),
];

const CUSTOM_LABELS = ['MailchimpConnector', 'Stripe.Payments', 'InternalCRM-v2', 'Workday_HCM'] as const;

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

function propertiesFor(
  type: ConnectorType,
  random: Prng,
  company: string,
  ctx: GeneratedProfilesOptions,
  isPrivate: boolean,
): ConnectorProfileProperties | undefined {
  const host = slug(company);
  const bucket = `${host}-appflow-${ctx.region}`;
  const role = `arn:aws:iam::${ctx.accountId}:role/${host}-appflow-access`;
  const vpce = `com.amazonaws.vpce.${ctx.region}.vpce-svc-0${intBetween(random, 0x1000000, 0xfffffff).toString(16)}abc12`;
  switch (type) {
    case 'Amplitude':
      return { Amplitude: {} };
    case 'Googleanalytics':
      return { GoogleAnalytics: {} };
    case 'Honeycode':
      return { Honeycode: {} };
    case 'Singular':
      return { Singular: {} };
    case 'Trendmicro':
      return { Trendmicro: {} };
    case 'Datadog':
      return { Datadog: { instanceUrl: pick(random, ['https://api.datadoghq.com', 'https://api.datadoghq.eu']) } };
    case 'Dynatrace':
      return {
        Dynatrace: { instanceUrl: `https://${host.slice(0, 8)}${intBetween(random, 100, 999)}.live.dynatrace.com` },
      };
    case 'Infornexus':
      return { InforNexus: { instanceUrl: 'https://network.infornexus.com' } };
    case 'Servicenow':
      return { ServiceNow: { instanceUrl: `https://${host}.service-now.com` } };
    case 'Slack':
      return { Slack: { instanceUrl: `https://${host}.slack.com` } };
    case 'Veeva':
      return { Veeva: { instanceUrl: `https://${host}.veevavault.com` } };
    case 'Zendesk':
      return { Zendesk: { instanceUrl: `https://${host}.zendesk.com` } };
    case 'Marketo':
      return {
        Marketo: {
          instanceUrl: `https://${intBetween(random, 100, 999)}-ABC-${intBetween(random, 100, 999)}.mktorest.com`,
        },
      };
    case 'Pardot':
      return {
        Pardot: {
          instanceUrl: 'https://pi.pardot.com',
          isSandboxEnvironment: random() < 0.3,
          businessUnitId: `0Uv5e0000000${intBetween(random, 100000, 999999)}`,
        },
      };
    case 'Salesforce':
      return {
        Salesforce: {
          instanceUrl: `https://${host}.my.salesforce.com`,
          isSandboxEnvironment: random() < 0.3,
          usePrivateLinkForMetadataAndAuthorization: isPrivate,
        },
      };
    case 'Redshift': {
      const serverless = random() < 0.5;
      return {
        Redshift: serverless
          ? {
              bucketName: bucket,
              bucketPrefix: 'redshift/',
              roleArn: role,
              dataApiRoleArn: role,
              isRedshiftServerless: true,
              workgroupName: `${host}-analytics`,
              databaseName: 'dev',
            }
          : {
              databaseUrl: `jdbc:redshift://${host}-dw.c${intBetween(random, 1000, 9999)}.${ctx.region}.redshift.amazonaws.com:5439/dev`,
              bucketName: bucket,
              roleArn: role,
              dataApiRoleArn: role,
              isRedshiftServerless: false,
              clusterIdentifier: `${host}-dw`,
              databaseName: 'dev',
            },
      };
    }
    case 'Snowflake':
      return {
        Snowflake: {
          warehouse: 'COMPUTE_WH',
          stage: `${host.toUpperCase().replace(/-/g, '_')}.PUBLIC.APPFLOW_STAGE`,
          bucketName: bucket,
          bucketPrefix: 'snowflake',
          accountName: `${host.slice(0, 6)}${intBetween(random, 10, 99)}`,
          region: ctx.region,
          ...(isPrivate ? { privateLinkServiceName: vpce } : {}),
        },
      };
    case 'SAPOData':
      return {
        SAPOData: {
          applicationHostUrl: `https://sap.${host}.com`,
          applicationServicePath: '/sap/opu/odata/sap/API_SALES_ORDER_SRV',
          portNumber: pick(random, [443, 44300, 8443]),
          clientNumber: pick(random, ['100', '200', '800']),
          logonLanguage: 'EN',
          ...(isPrivate ? { privateLinkServiceName: vpce } : {}),
          oAuthProperties: {
            tokenUrl: `https://sap.${host}.com/sap/bc/sec/oauth2/token`,
            authCodeUrl: `https://sap.${host}.com/sap/bc/sec/oauth2/authorize`,
            oAuthScopes: ['API_SALES_ORDER_SRV_0001'],
          },
          disableSSO: random() < 0.5,
        },
      };
    case 'CustomConnector':
      return {
        CustomConnector: {
          profileProperties: { api_version: 'v2', region: ctx.region },
          oAuth2Properties: {
            tokenUrl: `https://auth.${host}.example.com/oauth2/token`,
            oAuth2GrantType: pick(random, OAUTH2_GRANT_TYPES),
            tokenUrlCustomProperties: { audience: 'appflow' },
          },
        },
      };
    case 'S3':
    case 'EventBridge':
    case 'LookoutMetrics':
    case 'Upsolver':
    case 'CustomerProfiles':
      return undefined;
  }
}

export function generateConnectorProfiles(options: GeneratedProfilesOptions): ConnectorProfile[] {
  const random = mulberry32(options.seed);
  const types = options.types ?? CONNECTOR_TYPES;
  const profiles: ConnectorProfile[] = [];
  const used = new Set<string>();
  let privateCount = 0;
  for (let k = 0; k < options.count; k += 1) {
    const type = types[k % types.length]!;
    const company = pick(random, COMPANY_STEMS);
    const isPrivate = k % 3 === 0;
    let name = `${slug(company)}-${slug(type)}-${pick(random, TEAMS)}`;
    if (used.has(name)) name = `${name}-${k}`;
    used.add(name);
    const createdMs = options.startMs + k * 3_600_000 + Math.floor(random() * 3_600_000);
    const profile: ConnectorProfile = {
      connectorProfileArn: `arn:aws:appflow:${options.region}:${options.accountId}:connectorprofile/${name}`,
      connectorProfileName: name,
      connectorType: type,
      connectionMode: isPrivate ? 'Private' : 'Public',
      credentialsArn: `arn:aws:secretsmanager:${options.region}:${options.accountId}:secret:appflow!${options.accountId}-${name}-${Math.floor(
        random() * 0xffffff,
      )
        .toString(16)
        .padStart(6, '0')}`,
      createdAt: new Date(createdMs),
      lastUpdatedAt: new Date(createdMs + Math.floor(random() * 90 * 86_400_000)),
    };
    if (type === 'CustomConnector')
      profile.connectorLabel = CUSTOM_LABELS[Math.floor(k / types.length) % CUSTOM_LABELS.length]!;
    const properties = propertiesFor(type, random, company, options, isPrivate);
    if (properties !== undefined) profile.connectorProfileProperties = properties;
    if (isPrivate) {
      profile.privateConnectionProvisioningState = {
        ...PROVISIONING_STATES[privateCount % PROVISIONING_STATES.length]!,
      };
      privateCount += 1;
    }
    profiles.push(profile);
  }
  return profiles;
}
