// Options of the AWS backend. The user-facing ones (`--region`, `--profile` / AWS_PROFILE, `--endpoint-url`,
// `--no-sign-request`) are resolved with the environment and the profile into AwsSettings (src/service/awsSettings);
// a caller that resolved them already (command mode) passes the settings. Credentials come from the standard
// provider chain unless a test passes its own.
import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@smithy/types';
import type { AwsSettings } from '../../service/awsSettings/types.js';

export interface AwsBackendOptions {
  /** Region; when absent, resolved as the AWS CLI does (AWS_REGION, AWS_DEFAULT_REGION, the profile's `region`). */
  region?: string;
  /** Named profile of ~/.aws/config; when absent, AWS_PROFILE or `default`. */
  profile?: string;
  /** Endpoint override for all three services (e.g. the switchyard emulator, `http://127.0.0.1:4566`). */
  endpointUrl?: string;
  /** Send requests unsigned (no credentials needed). */
  noSignRequest?: boolean;
  /** Explicit credentials (tests); otherwise the SDK's provider chain. */
  credentials?: AwsCredentialIdentity | AwsCredentialIdentityProvider;
  /** SDK attempts per call, retries included; overrides the resolved max_attempts. */
  maxAttempts?: number;
  /** Settings already resolved from the command line, the environment and the profile. */
  settings?: AwsSettings;
}

/** The four user-facing options, picked from wider option sets (command globals, the explorer's BackendOptions). */
export function awsBackendOptions(
  from: Pick<AwsBackendOptions, 'region' | 'profile' | 'endpointUrl' | 'noSignRequest' | 'settings'>,
): AwsBackendOptions {
  return {
    ...(from.region !== undefined ? { region: from.region } : {}),
    ...(from.profile !== undefined ? { profile: from.profile } : {}),
    ...(from.endpointUrl !== undefined ? { endpointUrl: from.endpointUrl } : {}),
    ...(from.noSignRequest ? { noSignRequest: true } : {}),
    ...(from.settings !== undefined ? { settings: from.settings } : {}),
  };
}
