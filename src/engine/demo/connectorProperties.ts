// The generated connectorProfileProperties of one profile: one builder per connector type. The builders draw from
// the seeded generator in a fixed order (the same order as when this was one switch), so a seed still yields the
// same dataset byte for byte.
import { OAUTH2_GRANT_TYPES, type ConnectorProfileProperties, type ConnectorType } from '../../domain/appflow/types.js';
import { intBetween, pick, type Prng } from './prng.js';

/** What a profile's properties are made of: the company's host name and the resources of its account. */
interface PropertySources {
  random: Prng;
  /** The company's name as a host label, e.g. `acme-corp`. */
  host: string;
  region: string;
  bucket: string;
  roleArn: string;
  /** A VPC endpoint service name, used by the types that take a private link when the profile is Private. */
  privateLinkServiceName: string;
  isPrivate: boolean;
}

type PropertiesBuilder = (sources: PropertySources) => ConnectorProfileProperties | undefined;

export function connectorPropertiesFor(
  type: ConnectorType,
  random: Prng,
  host: string,
  account: { region: string; accountId: string },
  isPrivate: boolean,
): ConnectorProfileProperties | undefined {
  // Drawn for every type, whether it uses one or not, as the generator always has: drawing it only when used would
  // change every dataset already generated from a seed.
  const privateLinkServiceName = `com.amazonaws.vpce.${account.region}.vpce-svc-0${intBetween(random, 0x1000000, 0xfffffff).toString(16)}abc12`;
  return PROPERTY_BUILDERS[type]({
    random,
    host,
    region: account.region,
    bucket: `${host}-appflow-${account.region}`,
    roleArn: `arn:aws:iam::${account.accountId}:role/${host}-appflow-access`,
    privateLinkServiceName,
    isPrivate,
  });
}

/** The five types whose profiles carry no properties key at all. */
const noProperties: PropertiesBuilder = () => undefined;

/** A record over every ConnectorType, so a new type fails to compile until it has a builder. */
const PROPERTY_BUILDERS: Record<ConnectorType, PropertiesBuilder> = {
  Amplitude: () => ({ Amplitude: {} }),
  Googleanalytics: () => ({ GoogleAnalytics: {} }),
  Honeycode: () => ({ Honeycode: {} }),
  Singular: () => ({ Singular: {} }),
  Trendmicro: () => ({ Trendmicro: {} }),
  Datadog: ({ random }) => ({
    Datadog: { instanceUrl: pick(random, ['https://api.datadoghq.com', 'https://api.datadoghq.eu']) },
  }),
  Dynatrace: ({ random, host }) => ({
    Dynatrace: { instanceUrl: `https://${host.slice(0, 8)}${intBetween(random, 100, 999)}.live.dynatrace.com` },
  }),
  Infornexus: () => ({ InforNexus: { instanceUrl: 'https://network.infornexus.com' } }),
  Servicenow: ({ host }) => ({ ServiceNow: { instanceUrl: `https://${host}.service-now.com` } }),
  Slack: ({ host }) => ({ Slack: { instanceUrl: `https://${host}.slack.com` } }),
  Veeva: ({ host }) => ({ Veeva: { instanceUrl: `https://${host}.veevavault.com` } }),
  Zendesk: ({ host }) => ({ Zendesk: { instanceUrl: `https://${host}.zendesk.com` } }),
  Marketo: ({ random }) => ({
    Marketo: {
      instanceUrl: `https://${intBetween(random, 100, 999)}-ABC-${intBetween(random, 100, 999)}.mktorest.com`,
    },
  }),
  Pardot: ({ random }) => ({
    Pardot: {
      instanceUrl: 'https://pi.pardot.com',
      isSandboxEnvironment: random() < 0.3,
      businessUnitId: `0Uv5e0000000${intBetween(random, 100000, 999999)}`,
    },
  }),
  Salesforce: ({ random, host, isPrivate }) => ({
    Salesforce: {
      instanceUrl: `https://${host}.my.salesforce.com`,
      isSandboxEnvironment: random() < 0.3,
      usePrivateLinkForMetadataAndAuthorization: isPrivate,
    },
  }),
  Redshift: redshiftProperties,
  Snowflake: snowflakeProperties,
  SAPOData: sapODataProperties,
  CustomConnector: customConnectorProperties,
  S3: noProperties,
  EventBridge: noProperties,
  LookoutMetrics: noProperties,
  Upsolver: noProperties,
  CustomerProfiles: noProperties,
};

/** Half serverless (a workgroup), half provisioned (a cluster and its JDBC URL). */
function redshiftProperties({ random, host, region, bucket, roleArn }: PropertySources): ConnectorProfileProperties {
  const serverless = random() < 0.5;
  return {
    Redshift: serverless
      ? {
          bucketName: bucket,
          bucketPrefix: 'redshift/',
          roleArn,
          dataApiRoleArn: roleArn,
          isRedshiftServerless: true,
          workgroupName: `${host}-analytics`,
          databaseName: 'dev',
        }
      : {
          databaseUrl: `jdbc:redshift://${host}-dw.c${intBetween(random, 1000, 9999)}.${region}.redshift.amazonaws.com:5439/dev`,
          bucketName: bucket,
          roleArn,
          dataApiRoleArn: roleArn,
          isRedshiftServerless: false,
          clusterIdentifier: `${host}-dw`,
          databaseName: 'dev',
        },
  };
}

function snowflakeProperties(sources: PropertySources): ConnectorProfileProperties {
  const { random, host, region, bucket, isPrivate, privateLinkServiceName } = sources;
  return {
    Snowflake: {
      warehouse: 'COMPUTE_WH',
      stage: `${host.toUpperCase().replace(/-/g, '_')}.PUBLIC.APPFLOW_STAGE`,
      bucketName: bucket,
      bucketPrefix: 'snowflake',
      accountName: `${host.slice(0, 6)}${intBetween(random, 10, 99)}`,
      region,
      ...(isPrivate ? { privateLinkServiceName } : {}),
    },
  };
}

function sapODataProperties({
  random,
  host,
  isPrivate,
  privateLinkServiceName,
}: PropertySources): ConnectorProfileProperties {
  return {
    SAPOData: {
      applicationHostUrl: `https://sap.${host}.com`,
      applicationServicePath: '/sap/opu/odata/sap/API_SALES_ORDER_SRV',
      portNumber: pick(random, [443, 44300, 8443]),
      clientNumber: pick(random, ['100', '200', '800']),
      logonLanguage: 'EN',
      ...(isPrivate ? { privateLinkServiceName } : {}),
      oAuthProperties: {
        tokenUrl: `https://sap.${host}.com/sap/bc/sec/oauth2/token`,
        authCodeUrl: `https://sap.${host}.com/sap/bc/sec/oauth2/authorize`,
        oAuthScopes: ['API_SALES_ORDER_SRV_0001'],
      },
      disableSSO: random() < 0.5,
    },
  };
}

function customConnectorProperties({ random, host, region }: PropertySources): ConnectorProfileProperties {
  return {
    CustomConnector: {
      profileProperties: { api_version: 'v2', region },
      oAuth2Properties: {
        tokenUrl: `https://auth.${host}.example.com/oauth2/token`,
        oAuth2GrantType: pick(random, OAUTH2_GRANT_TYPES),
        tokenUrlCustomProperties: { audience: 'appflow' },
      },
    },
  };
}
