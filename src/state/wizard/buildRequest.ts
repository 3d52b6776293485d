// Assembles the create request from the wizard's values and its vault. The credential union gets exactly the key
// that matches the auth type; secrets are read from the vault only here, at submit time.

import type { CreateAppAuthorizationRequest, Credential } from '../../domain/appfabric/types.js';
import { FIELD } from './fields.js';
import type { SecretVault } from './secretVault.js';
import type { WizardState } from './wizardState.js';

export function buildCreateRequest(state: WizardState, vault: SecretVault): CreateAppAuthorizationRequest {
  const v = state.values;
  const credential: Credential =
    v.authType === 'apiKey'
      ? { apiKeyCredential: { apiKey: vault.get(FIELD.apiKey) } }
      : { oauth2Credential: { clientId: v.clientId, clientSecret: vault.get(FIELD.clientSecret) } };
  const request: CreateAppAuthorizationRequest = {
    appBundleIdentifier: v.appBundleIdentifier,
    app: v.app,
    // An unpicked auth type is sent as is, so the domain validator names the field.
    authType: v.authType as CreateAppAuthorizationRequest['authType'],
    credential,
    tenant: { tenantIdentifier: v.tenantIdentifier, tenantDisplayName: v.tenantDisplayName },
    clientToken: state.clientToken,
  };
  if (v.tags.length > 0) request.tags = v.tags.map((t) => ({ key: t.key, value: t.value }));
  return request;
}
