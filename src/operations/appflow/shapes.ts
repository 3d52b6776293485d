// Shapes shared by the AppFlow operations: ConnectorProfileProperties (described here, checked by
// domain/appflow/validators.ts) and ConnectorProfileCredentials (built from the one table in
// domain/appflow/credentials.ts, with its @sensitive members marked so they are never echoed).

import { CONNECTOR_PROFILE_CREDENTIALS, type CredentialShape } from '../../domain/appflow/credentials.js';
import { CONNECTION_MODES, OAUTH2_GRANT_TYPES } from '../../domain/appflow/types.js';
import {
  bool,
  enumOf,
  int,
  listOf,
  mapOf,
  opt,
  req,
  secret,
  str,
  struct,
  type Member,
  type Shape,
  type StructureShape,
} from '../shape.js';

const empty = opt(struct({}));
const instanceOnly = opt(struct({ instanceUrl: req(str) }));

const properties: Record<string, Member> = {
  Amplitude: empty,
  Datadog: instanceOnly,
  Dynatrace: instanceOnly,
  GoogleAnalytics: empty,
  Honeycode: empty,
  InforNexus: instanceOnly,
  Marketo: instanceOnly,
  Redshift: opt(
    struct({
      databaseUrl: opt(str),
      bucketName: req(str),
      bucketPrefix: opt(str),
      roleArn: req(str),
      dataApiRoleArn: opt(str),
      isRedshiftServerless: opt(bool),
      clusterIdentifier: opt(str),
      workgroupName: opt(str),
      databaseName: opt(str),
    }),
  ),
  Salesforce: opt(
    struct({
      instanceUrl: opt(str),
      isSandboxEnvironment: opt(bool),
      usePrivateLinkForMetadataAndAuthorization: opt(bool),
    }),
  ),
  ServiceNow: instanceOnly,
  Singular: empty,
  Slack: instanceOnly,
  Snowflake: opt(
    struct({
      warehouse: req(str),
      stage: req(str),
      bucketName: req(str),
      bucketPrefix: opt(str),
      privateLinkServiceName: opt(str),
      accountName: opt(str),
      region: opt(str),
    }),
  ),
  Trendmicro: empty,
  Veeva: instanceOnly,
  Zendesk: instanceOnly,
  SAPOData: opt(
    struct({
      applicationHostUrl: req(str),
      applicationServicePath: req(str),
      portNumber: req(int),
      clientNumber: req(str),
      logonLanguage: opt(str),
      privateLinkServiceName: opt(str),
      oAuthProperties: opt(struct({ tokenUrl: req(str), authCodeUrl: req(str), oAuthScopes: req(listOf(str)) })),
      disableSSO: opt(bool),
    }),
  ),
  CustomConnector: opt(
    struct({
      profileProperties: opt(mapOf(str)),
      oAuth2Properties: opt(
        struct({
          tokenUrl: req(str),
          oAuth2GrantType: req(enumOf(OAUTH2_GRANT_TYPES)),
          tokenUrlCustomProperties: opt(mapOf(str)),
        }),
      ),
    }),
  ),
  Pardot: opt(struct({ instanceUrl: opt(str), isSandboxEnvironment: opt(bool), businessUnitId: opt(str) })),
};

export const connectorProfileProperties: StructureShape = struct(properties);

function credentialShape(shape: CredentialShape): Shape {
  switch (shape.type) {
    case 'string':
      return shape.sensitive ? secret : str;
    case 'enum':
      return enumOf(shape.values);
    case 'map':
      return { type: 'map', key: shape.sensitive ? secret : str, value: shape.sensitive ? secret : str };
    case 'structure':
      return struct(
        Object.fromEntries(
          Object.entries(shape.members).map(([name, member]) => [
            name,
            shape.required.includes(name) ? req(credentialShape(member)) : opt(credentialShape(member)),
          ]),
        ),
      );
  }
}

export const connectorProfileCredentials: StructureShape = struct(
  Object.fromEntries(
    Object.entries(CONNECTOR_PROFILE_CREDENTIALS).map(([key, shape]) => [key, opt(credentialShape(shape))]),
  ),
);

export const connectorProfileConfig = req(
  struct({
    connectorProfileProperties: req(
      connectorProfileProperties,
      'The connector-specific properties of the profile configuration.',
    ),
    connectorProfileCredentials: opt(
      connectorProfileCredentials,
      'The connector-specific credentials required by each connector. Never stored in clear nor returned.',
    ),
  }),
  'Defines the connector-specific configuration and credentials for the connector profile.',
);

export const connectionMode = req(
  enumOf(CONNECTION_MODES),
  'Indicates the connection mode and specifies whether it is public or private.',
);

export const profileName = req(
  str,
  'The name of the connector profile. The name is unique for each ConnectorProfile in your Amazon Web Services account.',
);

export const profileClientToken = opt(
  str,
  'The clientToken parameter is an idempotency token. Filled with a new UUID when omitted.',
);
