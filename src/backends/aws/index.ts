// The AWS backend: the three AWS-shaped ports over the real services (or any endpoint speaking their wire
// protocol, such as `switchyard serve`), plus the label the explorer's header shows. Settings are resolved the AWS
// CLI's way (src/service/awsSettings); each SDK client is built, and its module loaded, on its service's first call.
import { readFileSync } from 'node:fs';
import type { AppflowClient } from '@aws-sdk/client-appflow';
import type { CleanRoomsClient } from '@aws-sdk/client-cleanrooms';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import type { AppAuthorizationsPort, BackendInfo, ConnectorProfilesPort, MembersPort } from '../../service/ports.js';
import { AwsSettingError, type AwsSettings } from '../../service/awsSettings/types.js';
import { loadAwsSettings } from '../../service/awsSettings/index.js';
import { agentFetch } from '../net/agentFetch.js';
import { createAgents } from '../net/agents.js';
import { AwsAppAuthorizations } from './appFabric.js';
import { AwsConnectorProfiles } from './appFlow.js';
import { AwsMembers } from './cleanRooms.js';
import type { AwsBackendOptions } from './options.js';
import { credentialProvider, sdkClientConfig, withoutSdkLogging } from './sdkConfig.js';
import { appflowModule, cleanRoomsModule } from './sdkModules.js';

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
export function awsBackendLabel(region: string, options: AwsBackendOptions, settings?: AwsSettings): string {
  const parts = [`aws ${region}`];
  const endpoint = options.endpointUrl ?? settings?.endpoints.cleanrooms?.value;
  if (endpoint !== undefined) parts.push(`via ${endpoint}`);
  const notes: string[] = [];
  const profile =
    options.profile ??
    (settings?.profile.source === 'default' ? undefined : settings?.profile.value) ??
    process.env.AWS_PROFILE;
  if (options.noSignRequest) notes.push('unsigned');
  else if (profile !== undefined && profile !== '') notes.push(`profile ${profile}`);
  return notes.length > 0 ? `${parts.join(' ')} (${notes.join(', ')})` : parts.join(' ');
}

/**
 * The same context in few columns, for a narrow header: `dev@eu-west-1 127.0.0.1:4566` (profile, Region, the
 * endpoint's host), `unsigned@us-east-1` without signing.
 */
export function awsShortLabel(region: string, options: AwsBackendOptions, settings?: AwsSettings): string {
  const endpoint = options.endpointUrl ?? settings?.endpoints.cleanrooms?.value;
  let host: string | undefined;
  try {
    host = endpoint === undefined ? undefined : new URL(endpoint).host;
  } catch {
    host = endpoint;
  }
  const profile = options.noSignRequest
    ? 'unsigned'
    : (options.profile ??
      (settings?.profile.source === 'default' ? undefined : settings?.profile.value) ??
      process.env.AWS_PROFILE);
  const who = profile !== undefined && profile !== '' ? `${profile}@${region}` : region;
  return host !== undefined ? `${who} ${host}` : who;
}

// Read at once: an asynchronous read would start libuv's thread pool for one small file (the SDK's own reads of its
// config files start it anyway).
function readCaBundle(settings: AwsSettings): string | undefined {
  const bundle = settings.caBundle;
  if (bundle === undefined) return undefined;
  try {
    return readFileSync(bundle.value, 'utf8');
  } catch (error) {
    throw new AwsSettingError(
      `Cannot read the CA bundle '${bundle.value}' (from ${bundle.source}): ${(error as Error).message}`,
    );
  }
}

/**
 * Builds the AWS backend. The region is resolved now, so a missing region is reported before the first call;
 * credentials are resolved lazily by the provider chain.
 */
export async function createAwsServices(options: AwsBackendOptions = {}): Promise<AwsServices> {
  const settings =
    options.settings ??
    (await loadAwsSettings(
      {
        ...(options.region !== undefined ? { region: options.region } : {}),
        ...(options.profile !== undefined ? { profile: options.profile } : {}),
        ...(options.endpointUrl !== undefined ? { endpointUrl: options.endpointUrl } : {}),
      },
      process.env,
    ));
  const region = options.region ?? settings.region?.value;
  if (region === undefined) {
    // botocore's NoRegionError: command mode prints the AWS CLI's message for it and exits 253.
    const error = new Error(
      'No AWS region: pass --region, set AWS_REGION or AWS_DEFAULT_REGION, or set `region` in the profile of ~/.aws/config',
    );
    error.name = 'NoRegionError';
    throw error;
  }
  const ca = readCaBundle(settings);
  // The connect timeout is the agents' (src/backends/net/connectTimeout.ts, measured as the SDK's connectionTimeout
  // is), so the SDK clients and the AppFabric fetch share one rule and one error.
  const agents = await createAgents({
    ...(ca !== undefined ? { ca } : {}),
    verifySsl: settings.verifySsl,
    connectTimeoutMs: settings.connectTimeoutMs,
  });
  const requestHandler = new NodeHttpHandler({ httpAgent: agents.http, httpsAgent: agents.https });
  const credentials = credentialProvider(options);
  let cleanRooms: Promise<CleanRoomsClient> | undefined;
  let appflow: Promise<AppflowClient> | undefined;
  const appAuthorizations = new AwsAppAuthorizations({
    region: async () => region,
    ...(settings.endpoints.appfabric !== undefined ? { endpointUrl: settings.endpoints.appfabric.value } : {}),
    credentials,
    ...(options.noSignRequest ? { noSignRequest: true } : {}),
    fetch: agentFetch(agents),
  });
  return {
    backend: {
      kind: 'aws',
      label: awsBackendLabel(region, options, settings),
      shortLabel: awsShortLabel(region, options, settings),
      region,
    },
    appAuthorizations,
    members: new AwsMembers(() => {
      cleanRooms ??= cleanRoomsModule().then((m) =>
        withoutSdkLogging(
          new m.CleanRoomsClient(sdkClientConfig('cleanrooms', region, settings, options, credentials, requestHandler)),
        ),
      );
      return cleanRooms;
    }),
    connectorProfiles: new AwsConnectorProfiles(() => {
      appflow ??= appflowModule().then((m) =>
        withoutSdkLogging(
          new m.AppflowClient(sdkClientConfig('appflow', region, settings, options, credentials, requestHandler)),
        ),
      );
      return appflow;
    }),
    destroy() {
      requestHandler.destroy();
      agents.destroy();
    },
  };
}
