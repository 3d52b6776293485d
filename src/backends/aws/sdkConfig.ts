// Client configuration shared by the Clean Rooms and AppFlow SDK clients.
import { fromNodeProviderChain } from '@aws-sdk/credential-providers';
import type {
  AwsCredentialIdentity,
  AwsCredentialIdentityProvider,
  HttpRequest as SmithyHttpRequest,
} from '@smithy/types';
import type { AwsBackendOptions } from './options.js';

export const NO_AUTH_SCHEME = 'smithy.api#noAuth';

export function credentialProvider(options: AwsBackendOptions): AwsCredentialIdentityProvider {
  const given = options.credentials;
  if (given === undefined)
    return fromNodeProviderChain(options.profile !== undefined ? { profile: options.profile } : {});
  if (typeof given === 'function') return given;
  const fixed: AwsCredentialIdentity = given;
  return async () => fixed;
}

/** The part of an SDK client's constructor config switchyard sets; spread into `new CleanRoomsClient({...})`. */
export function sdkClientConfig(options: AwsBackendOptions, credentials: AwsCredentialIdentityProvider) {
  return {
    ...(options.region !== undefined ? { region: options.region } : {}),
    ...(options.profile !== undefined ? { profile: options.profile } : {}),
    ...(options.endpointUrl !== undefined ? { endpoint: options.endpointUrl } : {}),
    ...(options.maxAttempts !== undefined ? { maxAttempts: options.maxAttempts } : {}),
    credentials,
    ...(options.noSignRequest ? unsignedAuth() : {}),
  };
}

/** `--no-sign-request`: select Smithy's noAuth scheme, whose signer leaves the request as it is. */
function unsignedAuth() {
  return {
    httpAuthSchemeProvider: () => [{ schemeId: NO_AUTH_SCHEME }],
    httpAuthSchemes: [
      {
        schemeId: NO_AUTH_SCHEME,
        identityProvider: () => async () => ({}),
        signer: { sign: async (request: SmithyHttpRequest) => request },
      },
    ],
  };
}
