// Validators for AppFlow DescribeConnectorProfiles input and stored ConnectorProfile records.
//
// Every leaf constraint lives once in APPFLOW_FIELDS (keyed by path template, list indices written `[]`); the
// validators walk the structure and check leaves through it, and validateAppFlowField(path, value) checks one field
// by the same rule for a form or the argv parser. Map keys and values (profileProperties, tokenUrlCustomProperties)
// are checked by PROPERTY_MAP_KEY / PROPERTY_MAP_VALUE.
//
// Patterns are the model's (S2) with Smithy semantics (not implicitly anchored), except where the functional spec
// (service-interfaces.md, area C) says more: the two profile ARNs only start with `arn:` (any partition, any
// service), role ARNs accept every partition, and privateLinkServiceName is anchored at its start (empty, or a
// service name that begins with `com.amazonaws.vpce.`). Where the spec gives only a length and the model adds a
// character pattern (warehouse, databaseName, failureMessage...), the model's pattern is kept
// (docs/spec-conformance.md).
//
// Decisions for a stored profile, where the model and the spec (all members optional) say nothing:
// - Every top-level member is optional, as the spec says. A profile without a connectorType is listed when no type
//   filter is given and matches no type filter; one without a name is never found by name.
// - connectorProfileProperties may be absent, like every top-level member, and its one sub-structure per connector
//   kind is optional too (spec area C): when present it carries at most the key of the profile's own type
//   (PROPERTIES_KEY_OF); another known key is a `mismatch`, an unknown key is `unknown`; for the five types without
//   a key, no key at all (`{}`). Without a type, any known key is accepted and checked.
// - A stored connectorLabel only with connectorType CustomConnector (`mismatch` with another type); optional for it
//   too. In a request the label is a filter like the others: alone, or with any type (nothing matches then).
// - Credentials appear only as credentialsArn: any other credential member is `unknown`.
// - privateConnectionProvisioningState only with connectionMode Private (`mismatch` otherwise); failureCause and
//   failureMessage only with status FAILED (`mismatch` otherwise); status FAILED requires a failureCause.
// - tokenUrlCustomProperties has the same 0..50 size rule as profileProperties (the model's map shapes agree).
// Cross-field rules are only judged when the fields they relate are themselves valid, so one bad field yields
// issues at its own path only.

import {
  checkField,
  checkLeaves,
  checkList,
  checkMapSize,
  checkObject,
  checkRequired,
  checkString,
  checkStructure,
  joinPath,
  ruleOf,
  validateFieldWith,
  type FieldRule,
  type FieldTable,
  type Issue,
  type StringRule,
} from '../validation.js';
import {
  CONNECTION_MODES,
  CONNECTOR_TYPES,
  OAUTH2_GRANT_TYPES,
  PROPERTIES_KEY_OF,
  PROPERTIES_KEYS,
  PROVISIONING_FAILURE_CAUSES,
  PROVISIONING_STATUSES,
  type ConnectorType,
  type PropertiesKey,
} from './types.js';
import { checkConnectorProfileCredentials } from './credentials.js';

export const CONNECTOR_PROFILE_NAME_PATTERN = /^[\w/!@#+=.-]+$/;
export const CONNECTOR_LABEL_PATTERN = /^[a-zA-Z0-9][\w!@#.-]+$/;
export const NO_WHITESPACE_PATTERN = /^\S+$/;
export const URL_PATTERN = /^(https?):\/\/[-a-zA-Z0-9+&@#/%?=~_|!:,.;]*[-a-zA-Z0-9+&@#/%=~_|]$/;
// eslint-disable-next-line no-useless-escape -- the model's character class, kept as written
export const PRIVATE_LINK_SERVICE_NAME_PATTERN = /^$|^com\.amazonaws\.vpce\.[\w/!:@#.\-]+$/;
/** The spec: "starts with `arn:`" for both profile ARNs (the model's `^arn:aws:appflow:` knew one partition). */
export const CONNECTOR_PROFILE_ARN_PATTERN = /^arn:/;
export const CREDENTIALS_ARN_PATTERN = /^arn:/;
/** An IAM ARN in any partition (`aws`, `aws-cn`, `aws-us-gov`, ...). */
export const ROLE_ARN_PATTERN = /^arn:aws[\w-]*:iam:.*:[0-9]+:/;
const FREE_TEXT_PATTERN = /^[\s\w/!@#+=.-]*$/;

const str = (rule: StringRule & { required?: boolean }): FieldRule => ({ type: 'string', ...rule });
const PROFILE_NAME = str({
  min: 0,
  max: 256,
  pattern: CONNECTOR_PROFILE_NAME_PATTERN,
  patternText: 'letters, digits and _/!@#+=.-',
});
const LABEL = str({
  min: 0,
  max: 256,
  pattern: CONNECTOR_LABEL_PATTERN,
  patternText: 'a letter or digit, then letters, digits and _!@#.-',
});
const TEXT_512 = str({ min: 0, max: 512, pattern: NO_WHITESPACE_PATTERN, patternText: 'no whitespace' });
const INSTANCE_URL = str({ min: 0, max: 256, pattern: NO_WHITESPACE_PATTERN, patternText: 'no whitespace' });
const BUCKET_NAME = str({
  required: true,
  min: 3,
  max: 63,
  pattern: NO_WHITESPACE_PATTERN,
  patternText: 'no whitespace',
});
const BUCKET_PREFIX = str({ min: 0, max: 512, pattern: /.*/ });
const ROLE_ARN = str({ min: 0, max: 512, pattern: ROLE_ARN_PATTERN, patternText: 'an IAM ARN' });
const PRIVATE_LINK = str({
  min: 0,
  max: 512,
  pattern: PRIVATE_LINK_SERVICE_NAME_PATTERN,
  patternText: 'empty or a com.amazonaws.vpce service name',
});
const URL = str({ required: true, min: 0, max: 256, pattern: URL_PATTERN, patternText: 'an http(s) URL' });
const BOOLEAN: FieldRule = { type: 'boolean' };

/** ConnectorProfileProperties members of each key; `required` ones are marked in the field table. */
const PROPERTY_MEMBERS: Readonly<Record<PropertiesKey, readonly string[]>> = {
  Amplitude: [],
  GoogleAnalytics: [],
  Honeycode: [],
  Singular: [],
  Trendmicro: [],
  Datadog: ['instanceUrl'],
  Dynatrace: ['instanceUrl'],
  InforNexus: ['instanceUrl'],
  Marketo: ['instanceUrl'],
  ServiceNow: ['instanceUrl'],
  Slack: ['instanceUrl'],
  Veeva: ['instanceUrl'],
  Zendesk: ['instanceUrl'],
  Redshift: [
    'databaseUrl',
    'bucketName',
    'bucketPrefix',
    'roleArn',
    'dataApiRoleArn',
    'isRedshiftServerless',
    'clusterIdentifier',
    'workgroupName',
    'databaseName',
  ],
  Salesforce: ['instanceUrl', 'isSandboxEnvironment', 'usePrivateLinkForMetadataAndAuthorization'],
  Snowflake: ['warehouse', 'stage', 'bucketName', 'bucketPrefix', 'privateLinkServiceName', 'accountName', 'region'],
  SAPOData: [
    'applicationHostUrl',
    'applicationServicePath',
    'portNumber',
    'clientNumber',
    'logonLanguage',
    'privateLinkServiceName',
    'oAuthProperties',
    'disableSSO',
  ],
  CustomConnector: ['profileProperties', 'oAuth2Properties'],
  Pardot: ['instanceUrl', 'isSandboxEnvironment', 'businessUnitId'],
};
/** Members that are structures or maps, checked by code rather than by a leaf rule. */
const NESTED_MEMBERS = new Set(['oAuthProperties', 'profileProperties', 'oAuth2Properties']);

const P = 'connectorProfileProperties';
const INSTANCE_ONLY = [
  'Datadog',
  'Dynatrace',
  'InforNexus',
  'Marketo',
  'ServiceNow',
  'Slack',
  'Veeva',
  'Zendesk',
] as const;

export const APPFLOW_FIELDS: FieldTable = {
  // DescribeConnectorProfilesRequest
  'connectorProfileNames[]': { ...PROFILE_NAME, required: true },
  connectorType: { type: 'enum', values: CONNECTOR_TYPES },
  connectorLabel: LABEL,
  maxResults: { type: 'integer', min: 1, max: 100 },
  nextToken: str({ min: 0, max: 2048, pattern: NO_WHITESPACE_PATTERN, patternText: 'no whitespace' }),
  // ConnectorProfile
  connectorProfileArn: str({
    min: 0,
    max: 512,
    pattern: CONNECTOR_PROFILE_ARN_PATTERN,
    patternText: 'an ARN (starts with arn:)',
  }),
  connectorProfileName: PROFILE_NAME,
  connectionMode: { type: 'enum', values: CONNECTION_MODES },
  credentialsArn: str({ min: 0, max: 512, pattern: CREDENTIALS_ARN_PATTERN, patternText: 'an ARN (starts with arn:)' }),
  createdAt: { type: 'timestamp' },
  lastUpdatedAt: { type: 'timestamp' },
  'privateConnectionProvisioningState.status': { type: 'enum', values: PROVISIONING_STATUSES },
  'privateConnectionProvisioningState.failureMessage': str({
    min: 0,
    max: 2048,
    pattern: FREE_TEXT_PATTERN,
    patternText: 'letters, digits, whitespace and _/!@#+=.-',
  }),
  'privateConnectionProvisioningState.failureCause': { type: 'enum', values: PROVISIONING_FAILURE_CAUSES },
  ...Object.fromEntries(INSTANCE_ONLY.map((key) => [`${P}.${key}.instanceUrl`, { ...INSTANCE_URL, required: true }])),
  [`${P}.Redshift.databaseUrl`]: TEXT_512,
  [`${P}.Redshift.bucketName`]: BUCKET_NAME,
  [`${P}.Redshift.bucketPrefix`]: BUCKET_PREFIX,
  [`${P}.Redshift.roleArn`]: { ...ROLE_ARN, required: true },
  [`${P}.Redshift.dataApiRoleArn`]: ROLE_ARN,
  [`${P}.Redshift.isRedshiftServerless`]: BOOLEAN,
  [`${P}.Redshift.clusterIdentifier`]: TEXT_512,
  [`${P}.Redshift.workgroupName`]: TEXT_512,
  [`${P}.Redshift.databaseName`]: TEXT_512,
  [`${P}.Salesforce.instanceUrl`]: INSTANCE_URL,
  [`${P}.Salesforce.isSandboxEnvironment`]: BOOLEAN,
  [`${P}.Salesforce.usePrivateLinkForMetadataAndAuthorization`]: BOOLEAN,
  [`${P}.Snowflake.warehouse`]: str({
    required: true,
    min: 0,
    max: 512,
    pattern: FREE_TEXT_PATTERN,
    patternText: 'letters, digits, whitespace and _/!@#+=.-',
  }),
  [`${P}.Snowflake.stage`]: { ...TEXT_512, required: true },
  [`${P}.Snowflake.bucketName`]: BUCKET_NAME,
  [`${P}.Snowflake.bucketPrefix`]: BUCKET_PREFIX,
  [`${P}.Snowflake.privateLinkServiceName`]: PRIVATE_LINK,
  [`${P}.Snowflake.accountName`]: TEXT_512,
  [`${P}.Snowflake.region`]: str({ min: 0, max: 64, pattern: NO_WHITESPACE_PATTERN, patternText: 'no whitespace' }),
  [`${P}.SAPOData.applicationHostUrl`]: URL,
  [`${P}.SAPOData.applicationServicePath`]: { ...TEXT_512, required: true },
  [`${P}.SAPOData.portNumber`]: { type: 'integer', required: true, min: 1, max: 65535 },
  [`${P}.SAPOData.clientNumber`]: str({
    required: true,
    min: 3,
    max: 3,
    pattern: /^\d{3}$/,
    patternText: 'three digits',
  }),
  [`${P}.SAPOData.logonLanguage`]: str({
    min: 0,
    max: 2,
    pattern: /^[a-zA-Z0-9_]*$/,
    patternText: 'letters, digits and _',
  }),
  [`${P}.SAPOData.privateLinkServiceName`]: PRIVATE_LINK,
  [`${P}.SAPOData.disableSSO`]: BOOLEAN,
  [`${P}.SAPOData.oAuthProperties.tokenUrl`]: URL,
  [`${P}.SAPOData.oAuthProperties.authCodeUrl`]: URL,
  [`${P}.SAPOData.oAuthProperties.oAuthScopes[]`]: str({
    required: true,
    min: 0,
    max: 128,
    pattern: NO_WHITESPACE_PATTERN,
    patternText: 'no whitespace',
  }),
  [`${P}.CustomConnector.oAuth2Properties.tokenUrl`]: URL,
  [`${P}.CustomConnector.oAuth2Properties.oAuth2GrantType`]: {
    type: 'enum',
    required: true,
    values: OAUTH2_GRANT_TYPES,
  },
  [`${P}.Pardot.instanceUrl`]: INSTANCE_URL,
  [`${P}.Pardot.isSandboxEnvironment`]: BOOLEAN,
  // CreateConnectorProfile, UpdateConnectorProfile, DeleteConnectorProfile
  kmsArn: str({ min: 20, max: 2048, pattern: /^arn:aws:kms:.*:[0-9]+:/, patternText: 'a KMS key ARN' }),
  clientToken: str({ min: 1, max: 256, pattern: /^[ -~]+$/, patternText: 'printable ASCII' }),
  forceDelete: BOOLEAN,
  [`${P}.Pardot.businessUnitId`]: str({
    min: 0,
    max: 18,
    pattern: NO_WHITESPACE_PATTERN,
    patternText: 'no whitespace',
  }),
};

/** ProfilePropertyKey / CustomPropertyKey and ProfilePropertyValue / CustomPropertyValue. */
export const PROPERTY_MAP_KEY: StringRule = {
  min: 1,
  max: 128,
  pattern: /^[\w]+$/,
  patternText: 'letters, digits and _',
};
export const PROPERTY_MAP_VALUE: StringRule = {
  min: 0,
  max: 2048,
  pattern: NO_WHITESPACE_PATTERN,
  patternText: 'no whitespace',
};
export const PROPERTY_MAP_SIZE = { min: 0, max: 50 } as const;

const REQUEST_KEYS = ['connectorProfileNames', 'connectorType', 'connectorLabel', 'maxResults', 'nextToken'] as const;
const PROFILE_KEYS = [
  'connectorProfileArn',
  'connectorProfileName',
  'connectorType',
  'connectorLabel',
  'connectionMode',
  'credentialsArn',
  'connectorProfileProperties',
  'createdAt',
  'lastUpdatedAt',
  'privateConnectionProvisioningState',
] as const;
const PROFILE_LEAVES = [
  'connectorProfileArn',
  'connectorProfileName',
  'connectionMode',
  'credentialsArn',
  'createdAt',
  'lastUpdatedAt',
] as const;

/** Validates one field of DescribeConnectorProfilesRequest or ConnectorProfile by path (`connectorProfileNames[2]`). */
export function validateAppFlowField(path: string, value: unknown): Issue[] {
  return validateFieldWith(APPFLOW_FIELDS, path, value);
}

export function validateDescribeConnectorProfilesRequest(input: unknown): Issue[] {
  const out: Issue[] = [];
  const request = checkStructure(out, '', input, { required: true, known: REQUEST_KEYS });
  if (request === undefined) return out;
  const names = request.connectorProfileNames;
  if (names !== undefined && names !== null && checkList(out, 'connectorProfileNames', names, { min: 0, max: 100 })) {
    const rule = ruleOf(APPFLOW_FIELDS, 'connectorProfileNames[]');
    names.forEach((name, index) => checkField(out, joinPath('connectorProfileNames', index), name, rule));
  }
  checkLeaves(out, '', request, APPFLOW_FIELDS, '', ['connectorType', 'maxResults', 'nextToken']);
  // The label is an optional filter that narrows like the others (service-interfaces.md, area C rules 2-3): alone
  // or beside any type it is no error; a label beside a non-custom type simply matches nothing.
  checkField(out, 'connectorLabel', request.connectorLabel, ruleOf(APPFLOW_FIELDS, 'connectorLabel'));
  return out;
}

/**
 * A stored profile's connectorLabel: its own length and pattern, optional (a CustomConnector profile may have
 * none), and a `mismatch` beside another type. The coupling is judged only when the type is present and valid (a bad type is
 * reported at connectorType alone; without a type nothing says which kind the label belongs to).
 */
function checkStoredLabel(out: Issue[], path: string, label: unknown, type: ConnectorType | undefined): void {
  if (!checkField(out, path, label, ruleOf(APPFLOW_FIELDS, 'connectorLabel'))) return;
  if (label !== undefined && label !== null && type !== undefined && type !== 'CustomConnector') {
    out.push({ path, rule: 'mismatch', message: 'Member is only meaningful when connectorType is CustomConnector' });
  }
}

export function validateConnectorProfile(record: unknown, basePath: string): Issue[] {
  const out: Issue[] = [];
  const profile = checkStructure(out, basePath, record, { required: true, known: PROFILE_KEYS });
  if (profile === undefined) return out;
  const at = (key: string): string => joinPath(basePath, key);
  checkLeaves(out, basePath, profile, APPFLOW_FIELDS, '', PROFILE_LEAVES);
  const typeOk = checkField(out, at('connectorType'), profile.connectorType, {
    type: 'enum',
    values: CONNECTOR_TYPES,
  });
  const type = typeOk && profile.connectorType != null ? (profile.connectorType as ConnectorType) : undefined;
  if (typeOk) checkStoredLabel(out, at('connectorLabel'), profile.connectorLabel, type);
  else checkField(out, at('connectorLabel'), profile.connectorLabel, ruleOf(APPFLOW_FIELDS, 'connectorLabel'));
  checkProperties(out, at(P), profile.connectorProfileProperties, type);
  checkProvisioningState(
    out,
    at('privateConnectionProvisioningState'),
    profile.privateConnectionProvisioningState,
    profile.connectionMode,
  );
  return out;
}

/**
 * `requireOwn`: a create or update request must carry its own type's properties (the service needs them to connect);
 * a stored profile may lack them (spec area C: every member optional).
 */
function checkProperties(
  out: Issue[],
  path: string,
  value: unknown,
  type: ConnectorType | undefined,
  requireOwn = false,
): void {
  const own = type === undefined ? undefined : PROPERTIES_KEY_OF[type];
  // With an invalid type, its key is unknown: the members are still checked, the key coupling is not.
  const properties = checkStructure(out, path, value, { required: false, known: PROPERTIES_KEYS });
  if (properties === undefined) return;
  for (const key of PROPERTIES_KEYS) {
    const present = properties[key] !== undefined && properties[key] !== null;
    if (present && type !== undefined && key !== own) {
      out.push({
        path: joinPath(path, key),
        rule: 'mismatch',
        message: `Member must not be set for connectorType ${type}`,
      });
    } else if (present || (requireOwn && key === own)) {
      checkPropertyGroup(out, joinPath(path, key), properties[key], key);
    }
  }
}

function checkPropertyGroup(out: Issue[], path: string, value: unknown, key: PropertiesKey): void {
  const members = PROPERTY_MEMBERS[key];
  const group = checkStructure(out, path, value, { required: true, known: members });
  if (group === undefined) return;
  const template = `${P}.${key}`;
  checkLeaves(
    out,
    path,
    group,
    APPFLOW_FIELDS,
    template,
    members.filter((m) => !NESTED_MEMBERS.has(m)),
  );
  if (key === 'SAPOData')
    checkOAuthProperties(out, joinPath(path, 'oAuthProperties'), group.oAuthProperties, `${template}.oAuthProperties`);
  if (key === 'CustomConnector') {
    checkPropertyMap(out, joinPath(path, 'profileProperties'), group.profileProperties);
    const oauthPath = joinPath(path, 'oAuth2Properties');
    const oauth2 = checkStructure(out, oauthPath, group.oAuth2Properties, {
      required: false,
      known: ['tokenUrl', 'oAuth2GrantType', 'tokenUrlCustomProperties'],
    });
    if (oauth2 !== undefined) {
      checkLeaves(out, oauthPath, oauth2, APPFLOW_FIELDS, `${template}.oAuth2Properties`, [
        'tokenUrl',
        'oAuth2GrantType',
      ]);
      checkPropertyMap(out, joinPath(oauthPath, 'tokenUrlCustomProperties'), oauth2.tokenUrlCustomProperties);
    }
  }
}

function checkOAuthProperties(out: Issue[], path: string, value: unknown, template: string): void {
  const oauth = checkStructure(out, path, value, {
    required: false,
    known: ['tokenUrl', 'authCodeUrl', 'oAuthScopes'],
  });
  if (oauth === undefined) return;
  checkLeaves(out, path, oauth, APPFLOW_FIELDS, template, ['tokenUrl', 'authCodeUrl']);
  const scopesPath = joinPath(path, 'oAuthScopes');
  if (oauth.oAuthScopes === undefined || oauth.oAuthScopes === null) {
    checkRequired(out, scopesPath, oauth.oAuthScopes);
  } else if (checkList(out, scopesPath, oauth.oAuthScopes, {})) {
    const rule = ruleOf(APPFLOW_FIELDS, `${template}.oAuthScopes[]`);
    oauth.oAuthScopes.forEach((scope, index) => checkField(out, joinPath(scopesPath, index), scope, rule));
  }
}

/** Path of one map entry: `profileProperties.region`, or `profileProperties["a b"]` when the key is not a name. */
export function mapEntryPath(path: string, key: string): string {
  return /^[A-Za-z_]\w*$/.test(key) ? joinPath(path, key) : `${path}[${JSON.stringify(key)}]`;
}

function checkPropertyMap(out: Issue[], path: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (!checkObject(out, path, value)) return;
  const map = value;
  if (!checkMapSize(out, path, map, PROPERTY_MAP_SIZE)) return;
  for (const [key, entry] of Object.entries(map)) {
    const entryPath = mapEntryPath(path, key);
    const keyIssues: Issue[] = [];
    if (!checkString(keyIssues, entryPath, key, PROPERTY_MAP_KEY)) {
      out.push(...keyIssues.map((issue) => ({ ...issue, message: `Map key: ${issue.message}` })));
      continue;
    }
    checkString(out, entryPath, entry, PROPERTY_MAP_VALUE);
  }
}

function checkProvisioningState(out: Issue[], path: string, value: unknown, mode: unknown): void {
  const state = checkStructure(out, path, value, {
    required: false,
    known: ['status', 'failureMessage', 'failureCause'],
  });
  if (state === undefined) return;
  if (mode === 'Public') {
    out.push({ path, rule: 'mismatch', message: 'Member is only meaningful when connectionMode is Private' });
  }
  const template = 'privateConnectionProvisioningState';
  const statusOk = checkField(
    out,
    joinPath(path, 'status'),
    state.status,
    ruleOf(APPFLOW_FIELDS, `${template}.status`),
  );
  const failed = state.status === 'FAILED';
  for (const key of ['failureMessage', 'failureCause'] as const) {
    const memberPath = joinPath(path, key);
    const ok = checkField(out, memberPath, state[key], ruleOf(APPFLOW_FIELDS, `${template}.${key}`));
    const present = state[key] !== undefined && state[key] !== null;
    if (ok && statusOk && present && !failed) {
      out.push({ path: memberPath, rule: 'mismatch', message: 'Member is only meaningful when status is FAILED' });
    }
  }
  if (failed && (state.failureCause === undefined || state.failureCause === null)) {
    out.push({
      path: joinPath(path, 'failureCause'),
      rule: 'required',
      message: 'Member must not be null when status is FAILED',
    });
  }
}

// ---- CreateConnectorProfile, UpdateConnectorProfile, DeleteConnectorProfile ------------------------------------

const CREATE_KEYS = [
  'connectorProfileName',
  'kmsArn',
  'connectorType',
  'connectorLabel',
  'connectionMode',
  'connectorProfileConfig',
  'clientToken',
] as const;
const UPDATE_KEYS = ['connectorProfileName', 'connectionMode', 'connectorProfileConfig', 'clientToken'] as const;
const DELETE_KEYS = ['connectorProfileName', 'forceDelete'] as const;

function checkProfileName(out: Issue[], request: Record<string, unknown>): void {
  checkField(out, 'connectorProfileName', request.connectorProfileName, { ...PROFILE_NAME, required: true });
}

/**
 * connectorProfileConfig: the properties (required, the key of the profile's type as in a stored profile) and the
 * credentials (optional, the same key). `type` undefined: not known yet, or itself invalid.
 */
function checkProfileConfig(out: Issue[], value: unknown, type: ConnectorType | undefined): void {
  const path = 'connectorProfileConfig';
  const config = checkStructure(out, path, value, {
    required: true,
    known: ['connectorProfileProperties', 'connectorProfileCredentials'],
  });
  if (config === undefined) return;
  const propertiesPath = joinPath(path, P);
  if (config[P] === undefined || config[P] === null) checkRequired(out, propertiesPath, config[P]);
  else checkProperties(out, propertiesPath, config[P], type, true);
  checkConnectorProfileCredentials(
    out,
    joinPath(path, 'connectorProfileCredentials'),
    config.connectorProfileCredentials,
    type,
  );
}

export function validateCreateConnectorProfileRequest(input: unknown): Issue[] {
  const out: Issue[] = [];
  const request = checkStructure(out, '', input, { required: true, known: CREATE_KEYS });
  if (request === undefined) return out;
  checkProfileName(out, request);
  checkLeaves(out, '', request, APPFLOW_FIELDS, '', ['kmsArn', 'clientToken']);
  checkField(out, 'connectionMode', request.connectionMode, {
    ...ruleOf(APPFLOW_FIELDS, 'connectionMode'),
    required: true,
  });
  const typeOk = checkField(out, 'connectorType', request.connectorType, {
    type: 'enum',
    required: true,
    values: CONNECTOR_TYPES,
  });
  const type = typeOk ? (request.connectorType as ConnectorType) : undefined;
  if (typeOk) checkStoredLabel(out, 'connectorLabel', request.connectorLabel, type);
  else checkField(out, 'connectorLabel', request.connectorLabel, ruleOf(APPFLOW_FIELDS, 'connectorLabel'));
  if (typeOk) checkProfileConfig(out, request.connectorProfileConfig, type);
  else if (request.connectorProfileConfig === undefined || request.connectorProfileConfig === null)
    checkRequired(out, 'connectorProfileConfig', request.connectorProfileConfig);
  return out;
}

/**
 * UpdateConnectorProfile. The profile's type, which only the stored profile knows, decides which properties and
 * credentials key is allowed: the engine passes it once the profile is found; command mode checks without it.
 */
export function validateUpdateConnectorProfileRequest(input: unknown, type?: ConnectorType): Issue[] {
  const out: Issue[] = [];
  const request = checkStructure(out, '', input, { required: true, known: UPDATE_KEYS });
  if (request === undefined) return out;
  checkProfileName(out, request);
  checkLeaves(out, '', request, APPFLOW_FIELDS, '', ['clientToken']);
  checkField(out, 'connectionMode', request.connectionMode, {
    ...ruleOf(APPFLOW_FIELDS, 'connectionMode'),
    required: true,
  });
  checkProfileConfig(out, request.connectorProfileConfig, type);
  return out;
}

export function validateDeleteConnectorProfileRequest(input: unknown): Issue[] {
  const out: Issue[] = [];
  const request = checkStructure(out, '', input, { required: true, known: DELETE_KEYS });
  if (request === undefined) return out;
  checkProfileName(out, request);
  checkLeaves(out, '', request, APPFLOW_FIELDS, '', ['forceDelete']);
  return out;
}
