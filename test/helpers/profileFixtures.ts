// One connector profile per connector type (so every property group appears), with the properties that the
// detail pane explains: Salesforce private/public, SAP OData OAuth + disableSSO, a custom connector's maps and
// grant type, a failed private connection.

import {
  CONNECTOR_TYPES,
  PROPERTIES_KEY_OF,
  type ConnectorProfile,
  type ConnectorProfileProperties,
  type ConnectorType,
} from '../../src/domain/appflow/types.js';

const ACCOUNT = '111122223333';

function base(type: ConnectorType, name: string, extra: Partial<ConnectorProfile> = {}): ConnectorProfile {
  return {
    connectorProfileArn: `arn:aws:appflow:us-east-1:${ACCOUNT}:connectorprofile/${name}`,
    connectorProfileName: name,
    connectorType: type,
    connectionMode: 'Public',
    credentialsArn: `arn:aws:secretsmanager:us-east-1:${ACCOUNT}:secret:appflow-${name}`,
    createdAt: new Date(Date.UTC(2026, 0, 3)),
    lastUpdatedAt: new Date(Date.UTC(2026, 0, 4)),
    ...extra,
  };
}

function propertiesFor(type: ConnectorType): ConnectorProfileProperties | undefined {
  const key = PROPERTIES_KEY_OF[type];
  if (key === undefined) return undefined;
  switch (key) {
    case 'Amplitude':
    case 'GoogleAnalytics':
    case 'Honeycode':
    case 'Singular':
    case 'Trendmicro':
      return { [key]: {} };
    case 'Redshift':
      return {
        Redshift: {
          bucketName: 'stage-bucket',
          roleArn: `arn:aws:iam::${ACCOUNT}:role/redshift`,
          databaseUrl: 'jdbc:redshift://c1.example:5439/dev',
          clusterIdentifier: 'c1',
          databaseName: 'dev',
        },
      };
    case 'Salesforce':
      return {
        Salesforce: {
          instanceUrl: 'https://acme.my.salesforce.com',
          isSandboxEnvironment: false,
          usePrivateLinkForMetadataAndAuthorization: false,
        },
      };
    case 'Snowflake':
      return {
        Snowflake: {
          warehouse: 'COMPUTE_WH',
          stage: 'APPFLOW_STAGE',
          bucketName: 'snow-bucket',
          accountName: 'acme',
          region: 'us-east-1',
        },
      };
    case 'SAPOData':
      return {
        SAPOData: {
          applicationHostUrl: 'https://sap.example.com',
          applicationServicePath: '/sap/opu/odata/sap/API',
          portNumber: 443,
          clientNumber: '100',
          logonLanguage: 'EN',
          disableSSO: true,
          oAuthProperties: {
            tokenUrl: 'https://sap.example.com/oauth/token',
            authCodeUrl: 'https://sap.example.com/oauth/authorize',
            oAuthScopes: ['API_READ'],
          },
        },
      };
    case 'CustomConnector':
      return {
        CustomConnector: {
          profileProperties: { region: 'eu', tenant: 'acme' },
          oAuth2Properties: {
            tokenUrl: 'https://auth.example.com/token',
            oAuth2GrantType: 'CLIENT_CREDENTIALS',
            tokenUrlCustomProperties: { audience: 'api' },
          },
        },
      };
    case 'Pardot':
      return {
        Pardot: { instanceUrl: 'https://pi.pardot.com', isSandboxEnvironment: true, businessUnitId: '0Uv000000000001' },
      };
    default:
      return { [key]: { instanceUrl: `https://${key.toLowerCase()}.example.com` } } as ConnectorProfileProperties;
  }
}

export function profileFixtures(): ConnectorProfile[] {
  const profiles = CONNECTOR_TYPES.map((type) => {
    const properties = propertiesFor(type);
    return base(type, `${type.toLowerCase()}-main`, {
      ...(properties !== undefined ? { connectorProfileProperties: properties } : {}),
      ...(type === 'CustomConnector' ? { connectorLabel: 'acme_crm' } : {}),
    });
  });
  profiles.push(
    base('Salesforce', 'salesforce-private', {
      connectionMode: 'Private',
      connectorProfileProperties: {
        Salesforce: { instanceUrl: 'https://acme.my.salesforce.com', usePrivateLinkForMetadataAndAuthorization: true },
      },
      privateConnectionProvisioningState: { status: 'CREATED' },
    }),
    base('Snowflake', 'snowflake-failed', {
      connectionMode: 'Private',
      connectorProfileProperties: {
        Snowflake: {
          warehouse: 'WH',
          stage: 'S',
          bucketName: 'b',
          privateLinkServiceName: 'com.amazonaws.vpce.us-east-1.vpce-svc-1',
        },
      },
      privateConnectionProvisioningState: {
        status: 'FAILED',
        failureCause: 'ACCESS_DENIED',
        failureMessage: 'The role cannot reach the endpoint service',
      },
    }),
  );
  // Every member of a profile is optional: one without a connectorType (the explorer's "Unknown kind").
  const { connectorType: _untyped, ...untyped } = base('S3', 'untyped-legacy');
  profiles.push(untyped);
  return profiles;
}
