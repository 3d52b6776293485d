// The wizard's fields and steps. Field ids are the request's own member paths (`tenant.tenantIdentifier`,
// `tags[3].key`), so a validator Issue or a ValidationException's fieldList lands on a field without translation.

import type { AuthType } from '../../domain/appfabric/types.js';

export const FIELD = {
  appBundleIdentifier: 'appBundleIdentifier',
  app: 'app',
  authType: 'authType',
  clientId: 'credential.oauth2Credential.clientId',
  clientSecret: 'credential.oauth2Credential.clientSecret',
  apiKey: 'credential.apiKeyCredential.apiKey',
  tenantIdentifier: 'tenant.tenantIdentifier',
  tenantDisplayName: 'tenant.tenantDisplayName',
  tags: 'tags',
  clientToken: 'clientToken',
} as const;

export type ScalarFieldId =
  | typeof FIELD.appBundleIdentifier
  | typeof FIELD.app
  | typeof FIELD.authType
  | typeof FIELD.clientId
  | typeof FIELD.tenantIdentifier
  | typeof FIELD.tenantDisplayName;

export type SecretFieldId = typeof FIELD.clientSecret | typeof FIELD.apiKey;

export const SECRET_FIELDS: readonly SecretFieldId[] = [FIELD.clientSecret, FIELD.apiKey];

export function isSecretField(field: string): field is SecretFieldId {
  return (SECRET_FIELDS as readonly string[]).includes(field);
}

export function tagFieldPath(index: number, part: 'key' | 'value'): string {
  return `tags[${index}].${part}`;
}

export const STEPS = ['bundle', 'app', 'authType', 'credentials', 'tenant', 'tags', 'review'] as const;
export type StepId = (typeof STEPS)[number];

export const STEP_TITLES: Record<StepId, string> = {
  bundle: 'Bundle',
  app: 'App',
  authType: 'Auth',
  credentials: 'Credentials',
  tenant: 'Tenant',
  tags: 'Tags',
  review: 'Review',
};

export const FIELD_LABELS: Record<string, string> = {
  [FIELD.appBundleIdentifier]: 'App bundle',
  [FIELD.app]: 'App',
  [FIELD.authType]: 'Auth type',
  [FIELD.clientId]: 'Client ID',
  [FIELD.clientSecret]: 'Client secret',
  [FIELD.apiKey]: 'API key',
  [FIELD.tenantIdentifier]: 'Tenant ID',
  [FIELD.tenantDisplayName]: 'Display name',
  [FIELD.tags]: 'Tags',
  [FIELD.clientToken]: 'Client token',
};

/** The fields a step edits, in focus order. The credentials step depends on the auth type. */
export function stepFields(step: StepId, authType: AuthType | ''): readonly string[] {
  switch (step) {
    case 'bundle':
      return [FIELD.appBundleIdentifier];
    case 'app':
      return [FIELD.app];
    case 'authType':
      return [FIELD.authType];
    case 'credentials':
      return authType === 'apiKey' ? [FIELD.apiKey] : [FIELD.clientId, FIELD.clientSecret];
    case 'tenant':
      return [FIELD.tenantIdentifier, FIELD.tenantDisplayName];
    case 'tags':
    case 'review':
      return [];
  }
}

/** The step that edits a field path (service errors are routed there). Unknown paths belong to the review. */
export function stepOfField(path: string): StepId {
  if (path === FIELD.appBundleIdentifier) return 'bundle';
  if (path === FIELD.app) return 'app';
  if (path === FIELD.authType) return 'authType';
  if (path.startsWith('credential')) return 'credentials';
  if (path.startsWith('tenant')) return 'tenant';
  if (path === FIELD.tags || path.startsWith('tags[')) return 'tags';
  return 'review';
}
