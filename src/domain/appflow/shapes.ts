// AppFlow's wire shapes, written once: the operations (src/operations/appflow/) read them for argv, help, the
// skeletons, the emulator and the masking of secrets, and types.ts and tags.ts derive every request and response type
// from them (`Infer<typeof ...Shape>`). ConnectorProfileProperties is described here and checked by validators.ts;
// ConnectorProfileCredentials is built from the one table in credentials.ts, with its @sensitive members marked so
// they are never echoed.

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
  timestamp,
  type Member,
  type Shape,
  type StructureShape,
} from '../shape.js';
import { CONNECTOR_PROFILE_CREDENTIALS, type CredentialShape } from './credentials.js';
import {
  CONNECTION_MODES,
  CONNECTOR_TYPES,
  OAUTH2_GRANT_TYPES,
  PROVISIONING_FAILURE_CAUSES,
  PROVISIONING_STATUSES,
  type PropertiesKey,
} from './types.js';

export const RESOURCE_ARN_DOC =
  'The Amazon Resource Name (ARN) of the connector profile (or flow) whose tags are read or changed.';

const empty = opt(struct({}));
const instanceOnly = opt(struct({ instanceUrl: req(str) }));

const properties = {
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

export const connectorProfileProperties = struct(properties);

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

/**
 * Built from the one table in credentials.ts, so its members are known only at run time: each connector's key holds
 * an object the credential validator checks (its type says so: `Record<string, unknown>`).
 */
export const connectorProfileCredentials = struct(
  Object.fromEntries(
    Object.entries(CONNECTOR_PROFILE_CREDENTIALS).map(([key, shape]) => [key, opt(credentialShape(shape))]),
  ),
) as StructureShape<Record<PropertiesKey, Member<StructureShape>>>;

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

export const CreateConnectorProfileInputShape = struct({
  connectorProfileName: profileName,
  kmsArn: opt(
    str,
    'The ARN (Amazon Resource Name) of the Key Management Service (KMS) key you provide for encryption.',
  ),
  connectorType: req(enumOf(CONNECTOR_TYPES), 'The type of connector, such as Salesforce, Amplitude, and so on.'),
  connectorLabel: opt(
    str,
    'The label of the connector. The label is unique for each ConnectorRegistration in your Amazon Web Services account. Only needed if calling for CUSTOMCONNECTOR connector type.',
  ),
  connectionMode,
  connectorProfileConfig,
  clientToken: profileClientToken,
});

export const CreateConnectorProfileOutputShape = struct({ connectorProfileArn: opt(str) });

export const DeleteConnectorProfileInputShape = struct({
  connectorProfileName: profileName,
  forceDelete: opt(
    bool,
    'Indicates whether Amazon AppFlow should delete the profile, even if it is currently in use in one or more flows.',
  ),
});

export const DeleteConnectorProfileOutputShape = struct({});

export const DescribeConnectorProfilesInputShape = struct({
  connectorProfileNames: opt(
    listOf(str),
    'The name of the connector profile. The name is unique for each ConnectorProfile in the Amazon Web Services account.',
  ),
  connectorType: opt(enumOf(CONNECTOR_TYPES), 'The type of connector, such as Salesforce, Amplitude, and so on.'),
  connectorLabel: opt(
    str,
    'The name of the connector. The name is unique for each ConnectorRegistration in your Amazon Web Services account. Only needed if calling for CUSTOMCONNECTOR connector type.',
  ),
  maxResults: opt(
    int,
    'Specifies the maximum number of items that should be returned in the result set. The default for maxResults is 20 (for all paginated API operations).',
  ),
  nextToken: opt(str, 'The pagination token for the next page of data.'),
});

export const DescribeConnectorProfilesOutputShape = struct({
  connectorProfileDetails: opt(
    listOf(
      struct({
        connectorProfileArn: opt(str),
        connectorProfileName: opt(str),
        connectorType: opt(enumOf(CONNECTOR_TYPES)),
        connectorLabel: opt(str),
        connectionMode: opt(enumOf(CONNECTION_MODES)),
        credentialsArn: opt(str),
        connectorProfileProperties: opt(connectorProfileProperties),
        createdAt: opt(timestamp),
        lastUpdatedAt: opt(timestamp),
        privateConnectionProvisioningState: opt(
          struct({
            status: opt(enumOf(PROVISIONING_STATUSES)),
            failureMessage: opt(str),
            failureCause: opt(enumOf(PROVISIONING_FAILURE_CAUSES)),
          }),
        ),
      }),
    ),
  ),
  nextToken: opt(str),
});

export const ListTagsForResourceInputShape = struct({ resourceArn: req(str, RESOURCE_ARN_DOC) });

export const ListTagsForResourceOutputShape = struct({ tags: opt(mapOf(str)) });

export const TagResourceInputShape = struct({
  resourceArn: req(str, RESOURCE_ARN_DOC),
  tags: req(mapOf(str), 'The tags used to organize, track, or control access for your flow.'),
});

export const TagResourceOutputShape = struct({});

export const UntagResourceInputShape = struct({
  resourceArn: req(str, RESOURCE_ARN_DOC),
  tagKeys: req(listOf(str), 'The tag keys associated with the tag that you want to remove from your flow.'),
});

export const UntagResourceOutputShape = struct({});

export const UpdateConnectorProfileInputShape = struct({
  connectorProfileName: profileName,
  connectionMode,
  connectorProfileConfig,
  clientToken: profileClientToken,
});

export const UpdateConnectorProfileOutputShape = struct({ connectorProfileArn: opt(str) });
