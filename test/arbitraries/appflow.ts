// fast-check arbitraries of valid AppFlow DescribeConnectorProfiles inputs and stored ConnectorProfile records (one
// per connector type, carrying only its own connectorProfileProperties key with that group's required members).
import fc from 'fast-check';
import {
  CONNECTION_MODES,
  CONNECTOR_TYPES,
  OAUTH2_GRANT_TYPES,
  PROPERTIES_KEY_OF,
  PROVISIONING_FAILURE_CAUSES,
  PROVISIONING_STATUSES,
  type ConnectorProfile,
  type ConnectorProfileProperties,
  type ConnectorType,
  type DescribeConnectorProfilesRequest,
  type PrivateConnectionProvisioningState,
  type PropertiesKey,
} from '../../src/domain/appflow/types.js';
import {
  arbAccountId,
  arbDate,
  arbFromChars,
  arbNoWhitespace,
  arbRegion,
  arbText,
  arbUrl,
  WORD_CHARS,
} from './common.js';

export const arbConnectorProfileName: fc.Arbitrary<string> = arbFromChars(`${WORD_CHARS}/!@#+=.-`, 1, 256);

export const arbConnectorLabel: fc.Arbitrary<string> = fc
  .tuple(arbFromChars(WORD_CHARS.replace('_', ''), 1, 1), arbFromChars(`${WORD_CHARS}!@#.-`, 1, 255))
  .map(([first, rest]) => first + rest);

const arbBucketName = fc.stringMatching(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/);
const arbRoleArn = fc
  .tuple(arbAccountId, arbFromChars(WORD_CHARS, 1, 40))
  .map(([a, n]) => `arn:aws:iam::${a}:role/${n}`);
const arbPrivateLinkServiceName = fc.oneof(
  fc.constant(''),
  fc.tuple(arbRegion, fc.stringMatching(/^[0-9a-f]{17}$/)).map(([r, id]) => `com.amazonaws.vpce.${r}.vpce-svc-${id}`),
);
const arbPropertyMap = fc.dictionary(arbFromChars(WORD_CHARS, 1, 128), arbNoWhitespace(1, 2048), { maxKeys: 50 });

/** Properties of each ConnectorProfileProperties key (only the members of that group, required ones always set). */
export const ARB_PROPERTIES: Readonly<Record<PropertiesKey, fc.Arbitrary<object>>> = (() => {
  const empty = fc.constant({});
  const instanceOnly = fc.record({ instanceUrl: arbUrl });
  return {
    Amplitude: empty,
    GoogleAnalytics: empty,
    Honeycode: empty,
    Singular: empty,
    Trendmicro: empty,
    Datadog: instanceOnly,
    Dynatrace: instanceOnly,
    InforNexus: instanceOnly,
    Marketo: instanceOnly,
    ServiceNow: instanceOnly,
    Slack: instanceOnly,
    Veeva: instanceOnly,
    Zendesk: instanceOnly,
    Redshift: fc.record(
      {
        databaseUrl: arbUrl.map((u) => `jdbc:redshift://${u.split('://')[1]}`),
        bucketName: arbBucketName,
        bucketPrefix: arbText(0, 512),
        roleArn: arbRoleArn,
        dataApiRoleArn: arbRoleArn,
        isRedshiftServerless: fc.boolean(),
        clusterIdentifier: arbNoWhitespace(1, 512),
        workgroupName: arbNoWhitespace(1, 512),
        databaseName: arbNoWhitespace(1, 512),
      },
      { requiredKeys: ['bucketName', 'roleArn'] },
    ),
    Salesforce: fc.record(
      {
        instanceUrl: arbUrl,
        isSandboxEnvironment: fc.boolean(),
        usePrivateLinkForMetadataAndAuthorization: fc.boolean(),
      },
      { requiredKeys: [] },
    ),
    Snowflake: fc.record(
      {
        warehouse: arbFromChars(`${WORD_CHARS} \t/!@#+=.-`, 0, 512),
        stage: arbNoWhitespace(1, 512),
        bucketName: arbBucketName,
        bucketPrefix: arbText(0, 512),
        privateLinkServiceName: arbPrivateLinkServiceName,
        accountName: arbNoWhitespace(1, 512),
        region: arbRegion,
      },
      { requiredKeys: ['warehouse', 'stage', 'bucketName'] },
    ),
    SAPOData: fc.record(
      {
        applicationHostUrl: arbUrl,
        applicationServicePath: fc.stringMatching(/^(\/[a-z0-9_]{1,12}){1,5}$/),
        portNumber: fc.integer({ min: 1, max: 65535 }),
        clientNumber: fc.stringMatching(/^\d{3}$/),
        logonLanguage: arbFromChars(WORD_CHARS, 0, 2),
        privateLinkServiceName: arbPrivateLinkServiceName,
        oAuthProperties: fc.record({
          tokenUrl: arbUrl,
          authCodeUrl: arbUrl,
          oAuthScopes: fc.array(arbNoWhitespace(1, 128), { maxLength: 5 }),
        }),
        disableSSO: fc.boolean(),
      },
      { requiredKeys: ['applicationHostUrl', 'applicationServicePath', 'portNumber', 'clientNumber'] },
    ),
    CustomConnector: fc.record(
      {
        profileProperties: arbPropertyMap,
        oAuth2Properties: fc.record(
          {
            tokenUrl: arbUrl,
            oAuth2GrantType: fc.constantFrom(...OAUTH2_GRANT_TYPES),
            tokenUrlCustomProperties: arbPropertyMap,
          },
          { requiredKeys: ['tokenUrl', 'oAuth2GrantType'] },
        ),
      },
      { requiredKeys: [] },
    ),
    Pardot: fc.record(
      { instanceUrl: arbUrl, isSandboxEnvironment: fc.boolean(), businessUnitId: arbNoWhitespace(1, 18) },
      { requiredKeys: [] },
    ),
  };
})();

/** The connectorProfileProperties of a type: its own key only; the five keyless types get none (or `{}`). */
export function arbConnectorProfileProperties(
  type: ConnectorType,
): fc.Arbitrary<ConnectorProfileProperties | undefined> {
  const key = PROPERTIES_KEY_OF[type];
  if (key === undefined) return fc.constantFrom(undefined, {});
  return ARB_PROPERTIES[key].map((props) => ({ [key]: props }) as ConnectorProfileProperties);
}

/** Provisioning state: only in Private mode; failure details only with FAILED, which always has a cause. */
export const arbProvisioningState: fc.Arbitrary<PrivateConnectionProvisioningState> = fc
  .constantFrom(...PROVISIONING_STATUSES)
  .chain((status): fc.Arbitrary<PrivateConnectionProvisioningState> =>
    status === 'FAILED'
      ? fc.record(
          {
            status: fc.constant(status),
            failureCause: fc.constantFrom(...PROVISIONING_FAILURE_CAUSES),
            failureMessage: arbFromChars(`${WORD_CHARS} /!@#+=.-`, 0, 2048),
          },
          { requiredKeys: ['status', 'failureCause'] },
        )
      : fc.constant<PrivateConnectionProvisioningState>({ status }),
  );

/** A valid stored ConnectorProfile of `type` (any type when omitted). */
export function arbConnectorProfile(type?: ConnectorType): fc.Arbitrary<ConnectorProfile> {
  const arbType = type === undefined ? fc.constantFrom(...CONNECTOR_TYPES) : fc.constant(type);
  return arbType.chain((t) =>
    fc
      .record({
        region: arbRegion,
        account: arbAccountId,
        name: arbConnectorProfileName,
        label: arbConnectorLabel,
        mode: fc.constantFrom(...CONNECTION_MODES),
        credentialsArn: fc.option(
          arbAccountId.map((a) => `arn:aws:secretsmanager:us-east-1:${a}:secret:appflow-${a}`),
          { nil: undefined },
        ),
        properties: arbConnectorProfileProperties(t),
        createdAt: fc.option(arbDate, { nil: undefined }),
        lastUpdatedAt: fc.option(arbDate, { nil: undefined }),
        state: fc.option(arbProvisioningState, { nil: undefined }),
      })
      .map((g) => {
        const profile: ConnectorProfile = {
          connectorProfileArn: `arn:aws:appflow:${g.region}:${g.account}:connectorprofile/${g.name}`.slice(0, 512),
          connectorProfileName: g.name,
          connectorType: t,
          connectionMode: g.mode,
        };
        if (t === 'CustomConnector') profile.connectorLabel = g.label;
        if (g.credentialsArn !== undefined) profile.credentialsArn = g.credentialsArn;
        if (g.properties !== undefined) profile.connectorProfileProperties = g.properties;
        if (g.createdAt !== undefined) profile.createdAt = g.createdAt;
        if (g.lastUpdatedAt !== undefined) profile.lastUpdatedAt = g.lastUpdatedAt;
        if (g.mode === 'Private' && g.state !== undefined) profile.privateConnectionProvisioningState = g.state;
        return profile;
      }),
  );
}

/** A valid DescribeConnectorProfiles input: every filter optional, a label alone or beside any type. */
export const arbDescribeConnectorProfilesRequest: fc.Arbitrary<DescribeConnectorProfilesRequest> = fc.record(
  {
    connectorProfileNames: fc.array(arbConnectorProfileName, { maxLength: 100 }),
    connectorType: fc.constantFrom(...CONNECTOR_TYPES),
    connectorLabel: arbConnectorLabel,
    maxResults: fc.integer({ min: 1, max: 100 }),
    nextToken: arbNoWhitespace(1, 2048),
  },
  { requiredKeys: [] },
);
