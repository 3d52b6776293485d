// AppFlow DescribeConnectorProfiles.
// Timestamps are Date in the ports; the emulator writes them as epoch seconds, as AppFlow does.

export const CONNECTOR_TYPES = [
  'Salesforce',
  'Singular',
  'Slack',
  'Redshift',
  'S3',
  'Marketo',
  'Googleanalytics',
  'Zendesk',
  'Servicenow',
  'Datadog',
  'Trendmicro',
  'Snowflake',
  'Dynatrace',
  'Infornexus',
  'Amplitude',
  'Veeva',
  'EventBridge',
  'LookoutMetrics',
  'Upsolver',
  'Honeycode',
  'CustomerProfiles',
  'SAPOData',
  'CustomConnector',
  'Pardot',
] as const;
export type ConnectorType = (typeof CONNECTOR_TYPES)[number];

export const CONNECTION_MODES = ['Public', 'Private'] as const;
export type ConnectionMode = (typeof CONNECTION_MODES)[number];

export const PROVISIONING_STATUSES = ['FAILED', 'PENDING', 'CREATED'] as const;
export type PrivateConnectionProvisioningStatus = (typeof PROVISIONING_STATUSES)[number];

export const PROVISIONING_FAILURE_CAUSES = [
  'CONNECTOR_AUTHENTICATION',
  'CONNECTOR_SERVER',
  'INTERNAL_SERVER',
  'ACCESS_DENIED',
  'VALIDATION',
] as const;
export type PrivateConnectionProvisioningFailureCause = (typeof PROVISIONING_FAILURE_CAUSES)[number];

export const OAUTH2_GRANT_TYPES = ['CLIENT_CREDENTIALS', 'AUTHORIZATION_CODE', 'JWT_BEARER'] as const;
export type OAuth2GrantType = (typeof OAUTH2_GRANT_TYPES)[number];

/** The 19 keys of ConnectorProfileProperties; spelling differs from ConnectorType for three of them. */
export const PROPERTIES_KEYS = [
  'Amplitude',
  'Datadog',
  'Dynatrace',
  'GoogleAnalytics',
  'Honeycode',
  'InforNexus',
  'Marketo',
  'Redshift',
  'Salesforce',
  'ServiceNow',
  'Singular',
  'Slack',
  'Snowflake',
  'Trendmicro',
  'Veeva',
  'Zendesk',
  'SAPOData',
  'CustomConnector',
  'Pardot',
] as const;
export type PropertiesKey = (typeof PROPERTIES_KEYS)[number];

/** ConnectorType -> its ConnectorProfileProperties key; absent for the five types that have none. */
export const PROPERTIES_KEY_OF: Readonly<Partial<Record<ConnectorType, PropertiesKey>>> = {
  Salesforce: 'Salesforce',
  Singular: 'Singular',
  Slack: 'Slack',
  Redshift: 'Redshift',
  Marketo: 'Marketo',
  Googleanalytics: 'GoogleAnalytics',
  Zendesk: 'Zendesk',
  Servicenow: 'ServiceNow',
  Datadog: 'Datadog',
  Trendmicro: 'Trendmicro',
  Snowflake: 'Snowflake',
  Dynatrace: 'Dynatrace',
  Infornexus: 'InforNexus',
  Amplitude: 'Amplitude',
  Veeva: 'Veeva',
  Honeycode: 'Honeycode',
  SAPOData: 'SAPOData',
  CustomConnector: 'CustomConnector',
  Pardot: 'Pardot',
};

/**
 * How switchyard groups connector kinds by the shape of their properties. Eight property groups, `none` for the
 * types whose profiles carry no properties key at all, and `unknown` for a profile that gives no connectorType (every
 * member of a profile is optional).
 */
export const PROPERTY_GROUPS = [
  'empty',
  'instance-only',
  'warehouse-with-bucket',
  'crm',
  'stage-warehouse',
  'erp-odata',
  'custom-connector',
  'marketing',
  'none',
  'unknown',
] as const;
export type PropertyGroup = (typeof PROPERTY_GROUPS)[number];

export const PROPERTY_GROUP_OF: Readonly<Record<ConnectorType, PropertyGroup>> = {
  Amplitude: 'empty',
  Googleanalytics: 'empty',
  Honeycode: 'empty',
  Singular: 'empty',
  Trendmicro: 'empty',
  Datadog: 'instance-only',
  Dynatrace: 'instance-only',
  Infornexus: 'instance-only',
  Servicenow: 'instance-only',
  Slack: 'instance-only',
  Veeva: 'instance-only',
  Zendesk: 'instance-only',
  Redshift: 'warehouse-with-bucket',
  Salesforce: 'crm',
  Snowflake: 'stage-warehouse',
  SAPOData: 'erp-odata',
  CustomConnector: 'custom-connector',
  Marketo: 'marketing',
  Pardot: 'marketing',
  S3: 'none',
  EventBridge: 'none',
  LookoutMetrics: 'none',
  Upsolver: 'none',
  CustomerProfiles: 'none',
};

export interface InstanceUrlProperties {
  instanceUrl: string;
}

export interface RedshiftProperties {
  databaseUrl?: string;
  bucketName: string;
  bucketPrefix?: string;
  roleArn: string;
  dataApiRoleArn?: string;
  isRedshiftServerless?: boolean;
  clusterIdentifier?: string;
  workgroupName?: string;
  databaseName?: string;
}

export interface SalesforceProperties {
  instanceUrl?: string;
  isSandboxEnvironment?: boolean;
  usePrivateLinkForMetadataAndAuthorization?: boolean;
}

export interface SnowflakeProperties {
  warehouse: string;
  stage: string;
  bucketName: string;
  bucketPrefix?: string;
  privateLinkServiceName?: string;
  accountName?: string;
  region?: string;
}

export interface OAuthProperties {
  tokenUrl: string;
  authCodeUrl: string;
  oAuthScopes: string[];
}

export interface SAPODataProperties {
  applicationHostUrl: string;
  applicationServicePath: string;
  portNumber: number;
  clientNumber: string;
  logonLanguage?: string;
  privateLinkServiceName?: string;
  oAuthProperties?: OAuthProperties;
  disableSSO?: boolean;
}

export interface OAuth2Properties {
  tokenUrl: string;
  oAuth2GrantType: OAuth2GrantType;
  tokenUrlCustomProperties?: Record<string, string>;
}

export interface CustomConnectorProperties {
  profileProperties?: Record<string, string>;
  oAuth2Properties?: OAuth2Properties;
}

export interface PardotProperties {
  instanceUrl?: string;
  isSandboxEnvironment?: boolean;
  businessUnitId?: string;
}

type Empty = Record<string, never>;

export interface ConnectorProfileProperties {
  Amplitude?: Empty;
  Datadog?: InstanceUrlProperties;
  Dynatrace?: InstanceUrlProperties;
  GoogleAnalytics?: Empty;
  Honeycode?: Empty;
  InforNexus?: InstanceUrlProperties;
  Marketo?: InstanceUrlProperties;
  Redshift?: RedshiftProperties;
  Salesforce?: SalesforceProperties;
  ServiceNow?: InstanceUrlProperties;
  Singular?: Empty;
  Slack?: InstanceUrlProperties;
  Snowflake?: SnowflakeProperties;
  Trendmicro?: Empty;
  Veeva?: InstanceUrlProperties;
  Zendesk?: InstanceUrlProperties;
  SAPOData?: SAPODataProperties;
  CustomConnector?: CustomConnectorProperties;
  Pardot?: PardotProperties;
}

export interface PrivateConnectionProvisioningState {
  status?: PrivateConnectionProvisioningStatus;
  failureMessage?: string;
  failureCause?: PrivateConnectionProvisioningFailureCause;
}

export interface ConnectorProfile {
  connectorProfileArn?: string;
  connectorProfileName?: string;
  connectorType?: ConnectorType;
  connectorLabel?: string;
  connectionMode?: ConnectionMode;
  credentialsArn?: string;
  connectorProfileProperties?: ConnectorProfileProperties;
  createdAt?: Date;
  lastUpdatedAt?: Date;
  privateConnectionProvisioningState?: PrivateConnectionProvisioningState;
}

export interface DescribeConnectorProfilesRequest {
  connectorProfileNames?: string[];
  connectorType?: ConnectorType;
  connectorLabel?: string;
  maxResults?: number;
  nextToken?: string;
}

export interface DescribeConnectorProfilesResponse {
  connectorProfileDetails?: ConnectorProfile[];
  nextToken?: string;
}

// ---- CreateConnectorProfile, UpdateConnectorProfile, DeleteConnectorProfile ------------------------------------
// The credentials of a request are checked (domain/appflow/credentials.ts) and then dropped: a profile only ever
// carries the credentialsArn the service generated for them.

/** ConnectorProfileCredentials: the key of the profile's own type, holding that connector's credential members. */
export type ConnectorProfileCredentials = Partial<Record<PropertiesKey, Record<string, unknown>>>;

export interface ConnectorProfileConfig {
  connectorProfileProperties: ConnectorProfileProperties;
  connectorProfileCredentials?: ConnectorProfileCredentials;
}

export interface CreateConnectorProfileRequest {
  connectorProfileName: string;
  kmsArn?: string;
  connectorType: ConnectorType;
  connectorLabel?: string;
  connectionMode: ConnectionMode;
  connectorProfileConfig: ConnectorProfileConfig;
  clientToken?: string;
}

export interface CreateConnectorProfileResponse {
  connectorProfileArn?: string;
}

export interface UpdateConnectorProfileRequest {
  connectorProfileName: string;
  connectionMode: ConnectionMode;
  connectorProfileConfig: ConnectorProfileConfig;
  clientToken?: string;
}

export interface UpdateConnectorProfileResponse {
  connectorProfileArn?: string;
}

export interface DeleteConnectorProfileRequest {
  connectorProfileName: string;
  forceDelete?: boolean;
}

export type DeleteConnectorProfileResponse = Record<string, never>;
