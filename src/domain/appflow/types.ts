// AppFlow's connector profiles: each type inferred from its wire shape in shapes.ts (the one place a member is
// written), the enum values the shapes read, and switchyard's grouping of connector kinds. Timestamps are Date in the
// ports; the emulator writes them as epoch seconds, as AppFlow does.

import type { Infer } from '../shape.js';
import type * as shapes from './shapes.js';

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

export const PROVISIONING_STATUSES = ['FAILED', 'PENDING', 'CREATED'] as const;

export const PROVISIONING_FAILURE_CAUSES = [
  'CONNECTOR_AUTHENTICATION',
  'CONNECTOR_SERVER',
  'INTERNAL_SERVER',
  'ACCESS_DENIED',
  'VALIDATION',
] as const;

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

export type ConnectorProfileProperties = Infer<typeof shapes.connectorProfileProperties>;

export type DescribeConnectorProfilesRequest = Infer<typeof shapes.DescribeConnectorProfilesInputShape>;
export type DescribeConnectorProfilesResponse = Infer<typeof shapes.DescribeConnectorProfilesOutputShape>;
export type ConnectorProfile = NonNullable<DescribeConnectorProfilesResponse['connectorProfileDetails']>[number];
export type PrivateConnectionProvisioningState = NonNullable<ConnectorProfile['privateConnectionProvisioningState']>;

// ---- CreateConnectorProfile, UpdateConnectorProfile, DeleteConnectorProfile ------------------------------------
// The credentials of a request are checked (domain/appflow/credentials.ts) and then dropped: a profile only ever
// carries the credentialsArn the service generated for them.

/** ConnectorProfileCredentials: the key of the profile's own type, holding that connector's credential members. */
export type ConnectorProfileCredentials = Infer<typeof shapes.connectorProfileCredentials>;
export type CreateConnectorProfileRequest = Infer<typeof shapes.CreateConnectorProfileInputShape>;
export type CreateConnectorProfileResponse = Infer<typeof shapes.CreateConnectorProfileOutputShape>;
export type UpdateConnectorProfileRequest = Infer<typeof shapes.UpdateConnectorProfileInputShape>;
export type UpdateConnectorProfileResponse = Infer<typeof shapes.UpdateConnectorProfileOutputShape>;
export type DeleteConnectorProfileRequest = Infer<typeof shapes.DeleteConnectorProfileInputShape>;
export type DeleteConnectorProfileResponse = Infer<typeof shapes.DeleteConnectorProfileOutputShape>;
