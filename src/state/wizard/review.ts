// The review step's model: one row per request member, secrets shown only as set or not set (no length, no
// characters), each row carrying the message that blocks submitting it.

import type { AppAuthorization } from '../../domain/appfabric/types.js';
import { FIELD, FIELD_LABELS, isSecretField, stepFields, tagFieldPath } from './fields.js';
import type { WizardState } from './wizardState.js';

export const SECRET_SET_TEXT = '•••• (set)';
export const SECRET_UNSET_TEXT = '(not set)';

export interface ReviewRow {
  path: string;
  label: string;
  value: string;
  /** What a screen reader says for the value when the drawn text is not meant to be read (a secret: `set`). */
  spoken?: string;
  error?: string;
}

export function reviewRows(state: WizardState): ReviewRow[] {
  const v = state.values;
  const rows: ReviewRow[] = [];
  const push = (path: string, value: string, spoken?: string): void => {
    const error = state.serviceErrors[path] ?? state.errors[path];
    rows.push({
      path,
      label: FIELD_LABELS[path] ?? path,
      value,
      ...(spoken !== undefined ? { spoken } : {}),
      ...(error !== undefined ? { error } : {}),
    });
  };
  push(FIELD.appBundleIdentifier, v.appBundleIdentifier);
  push(FIELD.app, v.app);
  push(FIELD.authType, v.authType);
  for (const field of stepFields('credentials', v.authType)) {
    if (isSecretField(field))
      push(
        field,
        state.secretsSet[field] ? SECRET_SET_TEXT : SECRET_UNSET_TEXT,
        state.secretsSet[field] ? 'set' : 'not set',
      );
    else push(field, v.clientId);
  }
  push(FIELD.tenantIdentifier, v.tenantIdentifier);
  push(FIELD.tenantDisplayName, v.tenantDisplayName);
  const tagText = v.tags.length === 0 ? '(none)' : v.tags.map((t) => `${t.key}=${t.value}`).join(', ');
  const tagPaths = [FIELD.tags, ...v.tags.flatMap((_, i) => [tagFieldPath(i, 'key'), tagFieldPath(i, 'value')])];
  const tagError = tagPaths.map((p) => state.serviceErrors[p] ?? state.errors[p]).find((m) => m !== undefined);
  rows.push({
    path: FIELD.tags,
    label: `${FIELD_LABELS[FIELD.tags]} (${v.tags.length})`,
    value: tagText,
    ...(tagError !== undefined ? { error: tagError } : {}),
  });
  rows.push({
    path: FIELD.clientToken,
    label: FIELD_LABELS[FIELD.clientToken] ?? 'Client token',
    value: state.clientToken,
  });
  return rows;
}

/** Whether every row is valid, i.e. submitting can only fail for reasons the service alone knows. */
export function canSubmit(state: WizardState): boolean {
  return state.submission.status !== 'submitting' && reviewRows(state).every((r) => r.error === undefined);
}

export interface RecordRow {
  label: string;
  value: string;
}

/** The created record, as the success step lists it. */
export function recordRows(record: AppAuthorization): RecordRow[] {
  const rows: RecordRow[] = [
    { label: 'ARN', value: record.appAuthorizationArn },
    { label: 'App bundle', value: record.appBundleArn },
    { label: 'App', value: record.app },
    { label: 'Auth type', value: record.authType },
    { label: 'Status', value: record.status },
    { label: 'Tenant', value: `${record.tenant.tenantDisplayName} (${record.tenant.tenantIdentifier})` },
    { label: 'Created', value: record.createdAt.toISOString() },
    { label: 'Updated', value: record.updatedAt.toISOString() },
  ];
  if (record.persona !== undefined) rows.push({ label: 'Persona', value: record.persona });
  if (record.authUrl !== undefined) rows.push({ label: 'Auth URL', value: record.authUrl });
  return rows;
}
