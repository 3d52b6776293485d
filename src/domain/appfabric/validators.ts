// Validators for AppFabric CreateAppAuthorization.
//
// Design: every leaf constraint lives once, as data, in APPFABRIC_FIELDS (keyed by path template, list indices
// written `[]`). The request and record validators walk the structure (objects, the credential union, the tag list)
// and check each leaf through that table; the create-authorization wizard and the command-line parser call
// validateAppFabricField(path, value) as the user types, which reads the same table. Every validator returns every
// Issue at once and never throws.
//
// Messages name the rule and never echo the value, so a clientSecret or apiKey cannot leak into an error.

import {
  checkEnum,
  checkField,
  checkLeaves,
  checkList,
  checkRequired,
  checkStructure,
  joinPath,
  ruleOf,
  validateFieldWith,
  type FieldRule,
  type FieldTable,
  type Issue,
} from '../validation.js';
import { APP_AUTHORIZATION_STATUSES, APPS, AUTH_TYPES, PERSONAS, type AuthType } from './types.js';

export const UUID_PATTERN = /^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$/;
export const ARN_PATTERN = /^arn:.+$/;
export const REDIRECT_URI_PATTERN = /^https:\/\/[-a-zA-Z0-9-._~:/?#@!$&'()*+,;=]+$/;
export const IDENTIFIER_PATTERN = /^arn:.+$|^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$/;

const ARN: FieldRule = {
  type: 'string',
  required: true,
  min: 1,
  max: 1011,
  pattern: ARN_PATTERN,
  patternText: 'an ARN',
};

/** Which credential key each authType requires (the union's tag). */
export const CREDENTIAL_KEY_OF: Readonly<Record<AuthType, 'oauth2Credential' | 'apiKeyCredential'>> = {
  oauth2: 'oauth2Credential',
  apiKey: 'apiKeyCredential',
};
const CREDENTIAL_KEYS = ['oauth2Credential', 'apiKeyCredential'] as const;
const CREDENTIAL_MEMBERS = { oauth2Credential: ['clientId', 'clientSecret'], apiKeyCredential: ['apiKey'] } as const;

export const APPFABRIC_FIELDS: FieldTable = {
  appBundleIdentifier: {
    type: 'string',
    required: true,
    min: 1,
    max: 1011,
    pattern: IDENTIFIER_PATTERN,
    patternText: 'an ARN or a lowercase UUID',
  },
  // The model types `app` as a plain String255 with no enum; the twelve values come from its documentation. The
  // engine enforces them through this rule, after the length check.
  app: { type: 'string', required: true, min: 1, max: 255, values: APPS },
  authType: { type: 'enum', required: true, values: AUTH_TYPES },
  clientToken: { type: 'string', pattern: UUID_PATTERN, patternText: 'a lowercase UUID' },
  'tenant.tenantIdentifier': { type: 'string', required: true, min: 1, max: 1024 },
  'tenant.tenantDisplayName': { type: 'string', required: true, min: 1, max: 2048 },
  'credential.oauth2Credential.clientId': { type: 'string', required: true, min: 1, max: 2048 },
  'credential.oauth2Credential.clientSecret': { type: 'string', required: true, min: 1, max: 2048 },
  'credential.apiKeyCredential.apiKey': { type: 'string', required: true, min: 1, max: 2048 },
  'tags[].key': { type: 'string', required: true, min: 1, max: 128 },
  'tags[].value': { type: 'string', required: true, min: 0, max: 256 },
  appAuthorizationIdentifier: {
    type: 'string',
    required: true,
    min: 1,
    max: 1011,
    pattern: IDENTIFIER_PATTERN,
    patternText: 'an ARN or a lowercase UUID',
  },
  maxResults: { type: 'integer', min: 1, max: 100 },
  nextToken: { type: 'string', min: 1, max: 2048 },
  'authRequest.redirectUri': {
    type: 'string',
    required: true,
    min: 0,
    max: 1024,
    pattern: REDIRECT_URI_PATTERN,
    patternText: 'an https:// URI',
  },
  'authRequest.code': { type: 'string', required: true, min: 1, max: 2048 },
  customerManagedKeyIdentifier: {
    type: 'string',
    min: 1,
    max: 1011,
    pattern: IDENTIFIER_PATTERN,
    patternText: 'an ARN or a lowercase UUID',
  },
  resourceArn: ARN,
  'tagKeys[]': { type: 'string', required: true, min: 1, max: 128 },
};

/** Leaves of a stored AppAuthorization (the response record). */
export const APP_AUTHORIZATION_FIELDS: FieldTable = {
  appAuthorizationArn: ARN,
  appBundleArn: ARN,
  // A record read back from a backend keeps the model's plain String255: a real service may add apps.
  app: { type: 'string', required: true, min: 1, max: 255 },
  authType: { type: 'enum', required: true, values: AUTH_TYPES },
  status: { type: 'enum', required: true, values: APP_AUTHORIZATION_STATUSES },
  createdAt: { type: 'timestamp', required: true },
  updatedAt: { type: 'timestamp', required: true },
  persona: { type: 'enum', values: PERSONAS },
  authUrl: { type: 'string' },
  'tenant.tenantIdentifier': ruleOf(APPFABRIC_FIELDS, 'tenant.tenantIdentifier'),
  'tenant.tenantDisplayName': ruleOf(APPFABRIC_FIELDS, 'tenant.tenantDisplayName'),
};

const REQUEST_KEYS = ['appBundleIdentifier', 'app', 'credential', 'tenant', 'authType', 'clientToken', 'tags'] as const;
const RECORD_KEYS = [
  'appAuthorizationArn',
  'appBundleArn',
  'app',
  'tenant',
  'authType',
  'status',
  'createdAt',
  'updatedAt',
  'persona',
  'authUrl',
] as const;
const TENANT_KEYS = ['tenantIdentifier', 'tenantDisplayName'] as const;

/** Validates one field of CreateAppAuthorizationRequest by path (`tenant.tenantIdentifier`, `tags[3].key`). */
export function validateAppFabricField(path: string, value: unknown): Issue[] {
  return validateFieldWith(APPFABRIC_FIELDS, path, value);
}

export function validateCreateAppAuthorizationRequest(input: unknown): Issue[] {
  const out: Issue[] = [];
  const request = checkStructure(out, '', input, { required: true, known: REQUEST_KEYS });
  if (request === undefined) return out;
  checkLeaves(out, '', request, APPFABRIC_FIELDS, '', ['appBundleIdentifier', 'app', 'authType', 'clientToken']);
  checkTenant(out, 'tenant', request.tenant, APPFABRIC_FIELDS);
  checkCredential(out, request.credential, request.authType);
  checkTags(out, request.tags);
  return out;
}

export function validateAppAuthorization(record: unknown, basePath: string): Issue[] {
  const out: Issue[] = [];
  const auth = checkStructure(out, basePath, record, { required: true, known: RECORD_KEYS });
  if (auth === undefined) return out;
  checkLeaves(
    out,
    basePath,
    auth,
    APP_AUTHORIZATION_FIELDS,
    '',
    RECORD_KEYS.filter((k) => k !== 'tenant'),
  );
  checkTenant(out, joinPath(basePath, 'tenant'), auth.tenant, APP_AUTHORIZATION_FIELDS);
  return out;
}

function checkTenant(out: Issue[], path: string, value: unknown, table: FieldTable): void {
  const tenant = checkStructure(out, path, value, { required: true, known: TENANT_KEYS });
  if (tenant !== undefined) checkLeaves(out, path, tenant, table, 'tenant', TENANT_KEYS);
}

/**
 * The credential union: exactly one of its two keys (`union` at `credential` for none or both), and that key must
 * be the one authType names (`mismatch` at `credential`). The mismatch is only judged when authType itself is
 * valid, so a bad authType is reported once, at `authType`.
 */
function checkCredential(out: Issue[], value: unknown, authType: unknown): void {
  const credential = checkStructure(out, 'credential', value, { required: true, known: CREDENTIAL_KEYS });
  if (credential === undefined) return;
  const present = CREDENTIAL_KEYS.filter((key) => credential[key] !== undefined && credential[key] !== null);
  if (present.length !== 1) {
    out.push({
      path: 'credential',
      rule: 'union',
      message: 'Member must set exactly one of [oauth2Credential, apiKeyCredential]',
    });
  } else if (checkEnum([], 'authType', authType, AUTH_TYPES) && CREDENTIAL_KEY_OF[authType] !== present[0]) {
    out.push({
      path: 'credential',
      rule: 'mismatch',
      message: `Member must be ${CREDENTIAL_KEY_OF[authType]} when authType is ${authType}`,
    });
  }
  for (const key of present) {
    const path = joinPath('credential', key);
    const members = CREDENTIAL_MEMBERS[key];
    const inner = checkStructure(out, path, credential[key], { required: true, known: members });
    if (inner !== undefined) checkLeaves(out, path, inner, APPFABRIC_FIELDS, path, members);
  }
}

function checkTags(out: Issue[], value: unknown, required = false): void {
  if (value === undefined || value === null) {
    if (required) checkRequired(out, 'tags', value);
    return;
  }
  if (!checkList(out, 'tags', value, { min: 0, max: 50 })) return;
  value.forEach((tag, index) => {
    const path = joinPath('tags', index);
    const checked = checkStructure(out, path, tag, { required: true, known: ['key', 'value'] });
    if (checked !== undefined) {
      checkField(out, joinPath(path, 'key'), checked.key, ruleOf(APPFABRIC_FIELDS, 'tags[].key'));
      checkField(out, joinPath(path, 'value'), checked.value, ruleOf(APPFABRIC_FIELDS, 'tags[].value'));
    }
  });
}

// ---- the other AppAuthorization and AppBundle operations ----------------------------------------------------------

const BUNDLE_KEYS = ['appBundleIdentifier'] as const;
const LIST_KEYS = ['appBundleIdentifier', 'maxResults', 'nextToken'] as const;
const ONE_KEYS = ['appBundleIdentifier', 'appAuthorizationIdentifier'] as const;

function checkRequest(input: unknown, known: readonly string[], leaves: readonly string[]) {
  const out: Issue[] = [];
  const request = checkStructure(out, '', input, { required: true, known });
  if (request !== undefined) checkLeaves(out, '', request, APPFABRIC_FIELDS, '', leaves);
  return { out, request };
}

export function validateGetAppBundleRequest(input: unknown): Issue[] {
  return checkRequest(input, BUNDLE_KEYS, BUNDLE_KEYS).out;
}

export function validateListAppAuthorizationsRequest(input: unknown): Issue[] {
  return checkRequest(input, LIST_KEYS, LIST_KEYS).out;
}

/** GetAppAuthorization and DeleteAppAuthorization: the two identifiers. */
export function validateAppAuthorizationRequest(input: unknown): Issue[] {
  return checkRequest(input, ONE_KEYS, ONE_KEYS).out;
}

export function validateConnectAppAuthorizationRequest(input: unknown): Issue[] {
  const { out, request } = checkRequest(input, [...ONE_KEYS, 'authRequest'], ONE_KEYS);
  if (request === undefined) return out;
  const auth = checkStructure(out, 'authRequest', request.authRequest, {
    required: false,
    known: ['redirectUri', 'code'],
  });
  if (auth !== undefined)
    checkLeaves(out, 'authRequest', auth, APPFABRIC_FIELDS, 'authRequest', ['redirectUri', 'code']);
  return out;
}

/** The credential, when given, is checked against the authorization's authType by the engine, which knows it. */
export function validateUpdateAppAuthorizationRequest(input: unknown, authType?: AuthType): Issue[] {
  const { out, request } = checkRequest(input, [...ONE_KEYS, 'credential', 'tenant'], ONE_KEYS);
  if (request === undefined) return out;
  if (request.tenant !== undefined && request.tenant !== null)
    checkTenant(out, 'tenant', request.tenant, APPFABRIC_FIELDS);
  if (request.credential !== undefined && request.credential !== null)
    checkCredential(out, request.credential, authType);
  return out;
}

// ---- app bundles and tags ----------------------------------------------------------------------------------------

const CREATE_BUNDLE_KEYS = ['clientToken', 'customerManagedKeyIdentifier', 'tags'] as const;

export function validateCreateAppBundleRequest(input: unknown): Issue[] {
  const { out, request } = checkRequest(input, CREATE_BUNDLE_KEYS, ['clientToken', 'customerManagedKeyIdentifier']);
  if (request !== undefined) checkTags(out, request.tags);
  return out;
}

/** DeleteAppBundle names its bundle as GetAppBundle does. */
export function validateDeleteAppBundleRequest(input: unknown): Issue[] {
  return validateGetAppBundleRequest(input);
}

export function validateAppFabricTagResourceRequest(input: unknown): Issue[] {
  const { out, request } = checkRequest(input, ['resourceArn', 'tags'], ['resourceArn']);
  if (request !== undefined) checkTags(out, request.tags, true);
  return out;
}

export function validateAppFabricUntagResourceRequest(input: unknown): Issue[] {
  const { out, request } = checkRequest(input, ['resourceArn', 'tagKeys'], ['resourceArn']);
  if (request === undefined) return out;
  const keys = request.tagKeys;
  if (!checkRequired(out, 'tagKeys', keys) || !checkList(out, 'tagKeys', keys, { min: 0, max: 200 })) return out;
  keys.forEach((key, index) => checkField(out, joinPath('tagKeys', index), key, ruleOf(APPFABRIC_FIELDS, 'tagKeys[]')));
  return out;
}

export function validateAppFabricResourceArnRequest(input: unknown): Issue[] {
  return checkRequest(input, ['resourceArn'], ['resourceArn']).out;
}
