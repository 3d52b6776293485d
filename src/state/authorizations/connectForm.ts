// Connecting an OAuth 2.0 authorization (`c` on screen 3): ConnectAppAuthorization needs the authorization code the
// application returned after consent on its Auth URL, and the redirect URI given there. The form asks for both; the
// code is a secret: it lives only in the open form, is shown as `•••• (set)` and is dropped when the form closes.

import type { AppAuthorization, ConnectAppAuthorizationRequest } from '../../domain/appfabric/types.js';
import { validateConnectAppAuthorizationRequest } from '../../domain/appfabric/validators.js';
import { peopleMessage } from '../../domain/fieldMessages.js';

export const CONNECT_FIELDS = ['redirectUri', 'code'] as const;
export type ConnectField = (typeof CONNECT_FIELDS)[number];

export const CONNECT_FIELD_LABELS: Record<ConnectField, string> = {
  redirectUri: 'Redirect URI',
  code: 'Auth code',
};

export interface ConnectForm {
  appAuthorizationArn: string;
  redirectUri: string;
  code: string;
  field: ConnectField;
  /** Each field's problem in plain words, after a submit. */
  fieldErrors: Partial<Record<ConnectField, string>>;
  /** What the service answered to the last submit, in plain words. */
  error?: string;
}

/** The redirect URI named by the authorization's Auth URL (`redirect_uri=`), as a starting value. */
export function redirectUriOf(record: AppAuthorization): string {
  if (record.authUrl === undefined) return '';
  try {
    return new URL(record.authUrl).searchParams.get('redirect_uri') ?? '';
  } catch {
    return '';
  }
}

export function openConnectForm(record: AppAuthorization): ConnectForm {
  const redirectUri = redirectUriOf(record);
  return {
    appAuthorizationArn: record.appAuthorizationArn,
    redirectUri,
    code: '',
    field: redirectUri === '' ? 'redirectUri' : 'code',
    fieldErrors: {},
  };
}

export function connectRequest(record: AppAuthorization, form: ConnectForm): ConnectAppAuthorizationRequest {
  return {
    appBundleIdentifier: record.appBundleArn,
    appAuthorizationIdentifier: record.appAuthorizationArn,
    authRequest: { redirectUri: form.redirectUri, code: form.code },
  };
}

/** The form's problems by field, in plain words (`an https:// URI`), from the domain's validator. */
export function connectFormErrors(record: AppAuthorization, form: ConnectForm): Partial<Record<ConnectField, string>> {
  const errors: Partial<Record<ConnectField, string>> = {};
  for (const issue of validateConnectAppAuthorizationRequest(connectRequest(record, form))) {
    const field = CONNECT_FIELDS.find((f) => issue.path === `authRequest.${f}`);
    if (field !== undefined && errors[field] === undefined) errors[field] = peopleMessage(issue.message);
  }
  return errors;
}
