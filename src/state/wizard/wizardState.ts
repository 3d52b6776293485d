// The wizard's state: what the user entered, per-field messages, where the focus is, and the submission. It never
// holds a secret: secret fields are represented by whether they are set and by their validation message only
// (the values live in the wizard's SecretVault).

import type { AppAuthorization, AuthType, Tag } from '../../domain/appfabric/types.js';
import { FIELD, SECRET_FIELDS, type ScalarFieldId, type SecretFieldId, type StepId } from './fields.js';

/** Returns the message of the first rule the value breaks at that request path, or undefined when it is valid. */
export type FieldValidator = (path: string, value: unknown) => string | undefined;

export interface WizardValues {
  appBundleIdentifier: string;
  app: string;
  authType: AuthType | '';
  clientId: string;
  tenantIdentifier: string;
  tenantDisplayName: string;
  tags: Tag[];
}

export type ScalarValueKey = Exclude<keyof WizardValues, 'tags'>;

export const VALUE_KEY_OF_FIELD: Record<ScalarFieldId, ScalarValueKey> = {
  [FIELD.appBundleIdentifier]: 'appBundleIdentifier',
  [FIELD.app]: 'app',
  [FIELD.authType]: 'authType',
  [FIELD.clientId]: 'clientId',
  [FIELD.tenantIdentifier]: 'tenantIdentifier',
  [FIELD.tenantDisplayName]: 'tenantDisplayName',
};

export interface TagEditor {
  /** The tag being edited, or null for a new one (it will be appended). */
  index: number | null;
  key: string;
  value: string;
  focus: 'key' | 'value';
  /** Whether the user tried to save, so empty-field messages show even before typing. */
  attempted: boolean;
}

export type BundleList =
  { status: 'loading' } | { status: 'ready'; arns: string[] } | { status: 'failed'; message: string };

export interface Submission {
  status: 'idle' | 'submitting' | 'failed' | 'succeeded';
  attempts: number;
  result?: AppAuthorization;
  /** A service error that names no field of the wizard, shown on the review step. */
  reviewError?: string;
  /**
   * The fields the failed attempt named: once each has been changed (its service message cleared), the review's
   * summary of that failure is stale and is dropped.
   */
  reviewErrorPaths?: string[];
}

export interface WizardState {
  step: StepId;
  /** Fixed when the wizard opens; every submit attempt reuses it so a retry is idempotent. */
  clientToken: string;
  values: WizardValues;
  secretsSet: Record<SecretFieldId, boolean>;
  /** Validation messages as the user types, by request path (`tenant.tenantIdentifier`, `tags[2].key`). */
  errors: Record<string, string>;
  /** Paths whose message is shown: edited, or the user tried to move past them. */
  touched: Record<string, true>;
  /** Messages from the service's fieldList, by path; cleared when that field changes. */
  serviceErrors: Record<string, string>;
  /** Focused field index within a text step. */
  focus: number;
  /** Cursor of the picker steps and of the tag list. `bundle` counts the known bundles, then the typed-ARN row. */
  cursors: { bundle: number; app: number; authType: number; tags: number };
  tagEditor: TagEditor | null;
  /** A one-line message for the step (e.g. a tag that cannot be added). */
  notice?: string;
  bundles: BundleList;
  submission: Submission;
  /** Esc on the first step leaves the text field (so a second Esc can leave the wizard); any key returns to it. */
  inputBlurred: boolean;
  /** Increases on every secret edit so views that read the vault re-render; carries nothing about the value. */
  secretEdits: number;
}

export function emptySecretsSet(): Record<SecretFieldId, boolean> {
  return Object.fromEntries(SECRET_FIELDS.map((f) => [f, false])) as Record<SecretFieldId, boolean>;
}
