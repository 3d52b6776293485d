// The AWS backend: the three AWS-shaped ports over the real services (or any endpoint speaking their wire
// protocol, such as `switchyard serve`), plus the label the explorer's header shows.
import { AppflowClient } from '@aws-sdk/client-appflow';
import { CleanRoomsClient } from '@aws-sdk/client-cleanrooms';
import type { AppAuthorizationsPort, BackendInfo, ConnectorProfilesPort, MembersPort } from '../../service/ports.js';
import { AwsAppAuthorizations } from './appFabric.js';
import { AwsConnectorProfiles } from './appFlow.js';
import { AwsMembers } from './cleanRooms.js';
import type { AwsBackendOptions } from './options.js';
import { credentialProvider, sdkClientConfig } from './sdkConfig.js';

export { awsBackendOptions, type AwsBackendOptions } from './options.js';

export interface AwsServices {
  backend: BackendInfo;
  appAuthorizations: AppAuthorizationsPort;
  members: MembersPort;
  connectorProfiles: ConnectorProfilesPort;
  /** Releases the SDK clients' sockets. */
  destroy(): void;
}

/** `aws us-east-1 (profile dev)`, `aws eu-west-1 via http://127.0.0.1:4566 (unsigned)`. */
export function awsBackendLabel(region: string, options: AwsBackendOptions): string {
  const parts = [`aws ${region}`];
  if (options.endpointUrl !== undefined) parts.push(`via ${options.endpointUrl}`);
  const notes: string[] = [];
  const profile = options.profile ?? process.env.AWS_PROFILE;
  if (options.noSignRequest) notes.push('unsigned');
  else if (profile !== undefined && profile !== '') notes.push(`profile ${profile}`);
  return notes.length > 0 ? `${parts.join(' ')} (${notes.join(', ')})` : parts.join(' ');
}

/**
 * Builds the AWS backend. The region is resolved now (from `--region`, AWS_REGION or the profile), so a missing
 * region is reported before the first call; credentials are resolved lazily by the provider chain.
 */
export async function createAwsServices(options: AwsBackendOptions = {}): Promise<AwsServices> {
  const credentials = credentialProvider(options);
  const config = sdkClientConfig(options, credentials);
  const cleanRooms = new CleanRoomsClient(config);
  const appflow = new AppflowClient(config);
  let region: string;
  try {
    region = await cleanRooms.config.region();
  } catch {
    cleanRooms.destroy();
    appflow.destroy();
    throw new Error('No AWS region: pass --region, set AWS_REGION, or set `region` in the profile of ~/.aws/config');
  }
  const appAuthorizations = new AwsAppAuthorizations({
    region: async () => region,
    ...(options.endpointUrl !== undefined ? { endpointUrl: options.endpointUrl } : {}),
    credentials,
    ...(options.noSignRequest ? { noSignRequest: true } : {}),
  });
  return {
    backend: { kind: 'aws', label: awsBackendLabel(region, options) },
    appAuthorizations,
    members: new AwsMembers(cleanRooms),
    connectorProfiles: new AwsConnectorProfiles(appflow),
    destroy() {
      cleanRooms.destroy();
      appflow.destroy();
    },
  };
}
