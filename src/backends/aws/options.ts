// Options of the AWS backend, as `--region`, `--profile` / AWS_PROFILE, `--endpoint-url` and `--no-sign-request`
// give them. Credentials come from the standard provider chain unless a test passes its own.
import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@smithy/types';

export interface AwsBackendOptions {
  /** Region; when absent, resolved the SDK's way (AWS_REGION, then the profile's `region`). */
  region?: string;
  /** Named profile of ~/.aws/config; when absent, AWS_PROFILE or `default`. */
  profile?: string;
  /** Endpoint override for all three services (e.g. the switchyard emulator, `http://127.0.0.1:4566`). */
  endpointUrl?: string;
  /** Send requests unsigned (no credentials needed). */
  noSignRequest?: boolean;
  /** Explicit credentials (tests); otherwise `fromNodeProviderChain`. */
  credentials?: AwsCredentialIdentity | AwsCredentialIdentityProvider;
  /** SDK attempts per call, retries included (default 3, as the SDKs). */
  maxAttempts?: number;
}

/** The four user-facing options, picked from wider option sets (command globals, the explorer's BackendOptions). */
export function awsBackendOptions(
  from: Pick<AwsBackendOptions, 'region' | 'profile' | 'endpointUrl' | 'noSignRequest'>,
): AwsBackendOptions {
  return {
    ...(from.region !== undefined ? { region: from.region } : {}),
    ...(from.profile !== undefined ? { profile: from.profile } : {}),
    ...(from.endpointUrl !== undefined ? { endpointUrl: from.endpointUrl } : {}),
    ...(from.noSignRequest ? { noSignRequest: true } : {}),
  };
}
