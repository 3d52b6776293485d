// A connector profile's detail (pure): the common fields, the provisioning state, and the properties of its
// property group rendered for that group, with the notes a person needs to read them (what the Salesforce
// PrivateLink flag means in this connection mode, SAP's OAuth and disableSSO, a custom connector's OAuth 2.0
// grant type). Credentials appear only as the credentials ARN: a profile never carries secrets.

import type { ConnectorProfile, OAuth2GrantType, PropertyGroup } from '../../../domain/appflow/types.js';
import { GROUP_TITLE, groupOf } from '../../../state/profileGroups.js';

export type FieldRow = { field: string; value: string };

export interface ProfileDetail {
  title: string;
  group: PropertyGroup;
  /** `CREATED`, `PENDING`, `FAILED` or undefined (public connections have none). */
  provisioningStatus: string | undefined;
  provisioningText: string;
  rows: FieldRow[];
  notes: string[];
}

const GRANT_TYPE_MEANING: Record<OAuth2GrantType, string> = {
  CLIENT_CREDENTIALS: 'the connector gets access tokens with its own client ID and secret, no user signs in',
  AUTHORIZATION_CODE: 'a user signs in and consents; the authorization code is exchanged for tokens',
  JWT_BEARER: 'a signed JWT assertion is exchanged for an access token',
};

function time(date: Date | undefined): string {
  return date === undefined ? '—' : date.toISOString().replace('.000Z', 'Z');
}

function flag(value: boolean | undefined): string {
  return value === undefined ? '(not set: false)' : String(value);
}

function opt(value: string | number | undefined): string {
  return value === undefined || value === '' ? '—' : String(value);
}

type Props = NonNullable<ConnectorProfile['connectorProfileProperties']>;

/** What a group adds to the common fields: its own rows and the notes that explain them. */
interface GroupPart {
  rows: FieldRow[];
  notes: string[];
}

function instanceOnlyPart(props: Props): GroupPart {
  const key = Object.keys(props)[0];
  const value = key === undefined ? undefined : (props as Record<string, { instanceUrl?: string }>)[key];
  return { rows: [{ field: 'instanceUrl', value: opt(value?.instanceUrl) }], notes: [] };
}

function redshiftPart(props: Props): GroupPart {
  const r = props.Redshift;
  const rows: FieldRow[] = [
    { field: 'databaseUrl', value: opt(r?.databaseUrl) },
    { field: 'bucketName', value: opt(r?.bucketName) },
    { field: 'bucketPrefix', value: opt(r?.bucketPrefix) },
    { field: 'roleArn', value: opt(r?.roleArn) },
    { field: 'dataApiRoleArn', value: opt(r?.dataApiRoleArn) },
    { field: 'isRedshiftServerless', value: flag(r?.isRedshiftServerless) },
  ];
  if (r?.isRedshiftServerless === true) rows.push({ field: 'workgroupName', value: opt(r.workgroupName) });
  else rows.push({ field: 'clusterIdentifier', value: opt(r?.clusterIdentifier) });
  rows.push({ field: 'databaseName', value: opt(r?.databaseName) });
  return {
    rows,
    notes: ['Data is staged in the S3 bucket (and prefix) before it is copied into Redshift with the role.'],
  };
}

function salesforcePart(props: Props, mode: string): GroupPart {
  const s = props.Salesforce;
  const rows: FieldRow[] = [
    { field: 'instanceUrl', value: opt(s?.instanceUrl) },
    { field: 'isSandboxEnvironment', value: flag(s?.isSandboxEnvironment) },
    {
      field: 'usePrivateLinkForMetadataAndAuthorization',
      value: flag(s?.usePrivateLinkForMetadataAndAuthorization),
    },
  ];
  let note: string;
  if (mode === 'Private') {
    note =
      s?.usePrivateLinkForMetadataAndAuthorization === true
        ? 'Private connection, flag on: all calls to Salesforce (metadata, token requests and data transfer) go over AWS PrivateLink.'
        : 'Private connection, flag off: data transfer goes over AWS PrivateLink, but metadata calls and access-token requests go over the public internet.';
  } else {
    note =
      'Public connection: usePrivateLinkForMetadataAndAuthorization only applies to private connections, so every call goes over the public internet whatever it says.';
  }
  return { rows, notes: [note] };
}

function snowflakePart(props: Props): GroupPart {
  const s = props.Snowflake;
  return {
    rows: [
      { field: 'warehouse', value: opt(s?.warehouse) },
      { field: 'stage', value: opt(s?.stage) },
      { field: 'bucketName', value: opt(s?.bucketName) },
      { field: 'bucketPrefix', value: opt(s?.bucketPrefix) },
      { field: 'privateLinkServiceName', value: opt(s?.privateLinkServiceName) },
      { field: 'accountName', value: opt(s?.accountName) },
      { field: 'region', value: opt(s?.region) },
    ],
    notes: ['Data is written to the S3 bucket behind the named Snowflake stage, then loaded by the warehouse.'],
  };
}

function sapODataPart(props: Props): GroupPart {
  const s = props.SAPOData;
  const rows: FieldRow[] = [
    { field: 'applicationHostUrl', value: opt(s?.applicationHostUrl) },
    { field: 'applicationServicePath', value: opt(s?.applicationServicePath) },
    { field: 'portNumber', value: opt(s?.portNumber) },
    { field: 'clientNumber', value: opt(s?.clientNumber) },
    { field: 'logonLanguage', value: opt(s?.logonLanguage) },
    { field: 'privateLinkServiceName', value: opt(s?.privateLinkServiceName) },
    { field: 'disableSSO', value: flag(s?.disableSSO) },
  ];
  const notes: string[] = [];
  if (s?.oAuthProperties !== undefined) {
    rows.push(
      { field: 'oAuthProperties.tokenUrl', value: s.oAuthProperties.tokenUrl },
      { field: 'oAuthProperties.authCodeUrl', value: s.oAuthProperties.authCodeUrl },
      { field: 'oAuthProperties.oAuthScopes', value: s.oAuthProperties.oAuthScopes.join(' ') || '(none)' },
    );
    notes.push('Authenticates with OAuth: the token and authorization-code URLs and scopes above.');
  } else {
    notes.push(
      'No OAuth properties: the profile authenticates with basic credentials (kept behind the credentials ARN).',
    );
  }
  notes.push(
    s?.disableSSO === true
      ? 'disableSSO is true: AppFlow bypasses the single sign-on settings of the SAP account when it connects.'
      : 'disableSSO is off: AppFlow honours the single sign-on settings of the SAP account.',
  );
  return { rows, notes };
}

function customConnectorPart(props: Props): GroupPart {
  const c = props.CustomConnector;
  const rows: FieldRow[] = [];
  const profileProps = Object.entries(c?.profileProperties ?? {});
  if (profileProps.length === 0) rows.push({ field: 'profileProperties', value: '(none)' });
  for (const [key, value] of profileProps) rows.push({ field: `profileProperties.${key}`, value });
  if (c?.oAuth2Properties === undefined) {
    return {
      rows,
      notes: ['No OAuth 2.0 properties: the connector authenticates another way (API key, basic or custom).'],
    };
  }
  const o = c.oAuth2Properties;
  rows.push(
    { field: 'oAuth2Properties.tokenUrl', value: o.tokenUrl },
    { field: 'oAuth2Properties.oAuth2GrantType', value: o.oAuth2GrantType },
  );
  for (const [key, value] of Object.entries(o.tokenUrlCustomProperties ?? {})) {
    rows.push({ field: `tokenUrlCustomProperties.${key}`, value });
  }
  return { rows, notes: [`OAuth 2.0 grant type ${o.oAuth2GrantType}: ${GRANT_TYPE_MEANING[o.oAuth2GrantType]}.`] };
}

function marketingPart(props: Props): GroupPart {
  const rows: FieldRow[] = [];
  if (props.Marketo !== undefined) rows.push({ field: 'instanceUrl', value: props.Marketo.instanceUrl });
  if (props.Pardot !== undefined) {
    rows.push(
      { field: 'instanceUrl', value: opt(props.Pardot.instanceUrl) },
      { field: 'isSandboxEnvironment', value: flag(props.Pardot.isSandboxEnvironment) },
      { field: 'businessUnitId', value: opt(props.Pardot.businessUnitId) },
    );
  }
  return { rows, notes: [] };
}

function groupPart(group: PropertyGroup, profile: ConnectorProfile, mode: string): GroupPart {
  const props = profile.connectorProfileProperties ?? {};
  switch (group) {
    case 'unknown':
      // A connector type this version does not know: its properties are listed, with nothing to explain.
      return { rows: [], notes: [] };
    case 'empty':
      return {
        rows: [],
        notes: [
          `${profile.connectorType ?? 'This type'} profiles carry an empty properties object: nothing to configure.`,
        ],
      };
    case 'none':
      return {
        rows: [],
        notes: [`${profile.connectorType ?? 'This type'} profiles carry no connector profile properties at all.`],
      };
    case 'instance-only':
      return instanceOnlyPart(props);
    case 'warehouse-with-bucket':
      return redshiftPart(props);
    case 'crm':
      return salesforcePart(props, mode);
    case 'stage-warehouse':
      return snowflakePart(props);
    case 'erp-odata':
      return sapODataPart(props);
    case 'custom-connector':
      return customConnectorPart(props);
    case 'marketing':
      return marketingPart(props);
  }
}

function commonRows(profile: ConnectorProfile, group: PropertyGroup): FieldRow[] {
  const rows: FieldRow[] = [
    { field: 'connectorProfileName', value: opt(profile.connectorProfileName) },
    { field: 'connectorProfileArn', value: opt(profile.connectorProfileArn) },
    { field: 'connectorType', value: opt(profile.connectorType) },
    { field: 'propertyGroup', value: GROUP_TITLE[group] },
  ];
  // A custom connector's label is optional too: shown as not set rather than left out.
  if (profile.connectorLabel !== undefined || profile.connectorType === 'CustomConnector') {
    rows.push({ field: 'connectorLabel', value: opt(profile.connectorLabel) });
  }
  rows.push(
    { field: 'connectionMode', value: opt(profile.connectionMode) },
    { field: 'credentialsArn', value: opt(profile.credentialsArn) },
    { field: 'createdAt', value: time(profile.createdAt) },
    { field: 'lastUpdatedAt', value: time(profile.lastUpdatedAt) },
  );
  return rows;
}

function provisioningTextOf(state: ConnectorProfile['privateConnectionProvisioningState']): string {
  if (state?.status === undefined) return 'no private connection provisioning (public connection)';
  let text = `private connection ${state.status}`;
  if (state.status === 'FAILED') {
    text += `: ${state.failureCause ?? 'unknown cause'}${state.failureMessage !== undefined ? ` - ${state.failureMessage}` : ''}`;
  }
  return text;
}

export function profileDetail(profile: ConnectorProfile): ProfileDetail {
  const group = groupOf(profile);
  const mode = profile.connectionMode ?? 'Public';
  const state = profile.privateConnectionProvisioningState;
  const part = groupPart(group, profile, mode);
  const rows = [...commonRows(profile, group), ...part.rows];
  const notes = [...part.notes];
  // Every top-level member of a stored profile is optional (spec area C): the group's fields then read as not set.
  if (profile.connectorProfileProperties === undefined && group !== 'none' && group !== 'unknown') {
    notes.unshift('This profile carries no connectorProfileProperties: the fields of its group are not set.');
  }
  return {
    title: `${profile.connectorProfileName ?? '(unnamed)'} · ${profile.connectorType ?? '?'} · ${mode}`,
    group,
    provisioningStatus: state?.status,
    provisioningText: provisioningTextOf(state),
    rows,
    notes,
  };
}
