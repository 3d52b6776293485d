// Ports that record what the server passed them and answer with what a test sets: for the protocol tests, which
// are about the HTTP layer (routing, decoding, errors), not about the engine's rules.
import type { AwsPorts } from '../../../src/server/aws/operations.js';
import { cleanRoomsWrites } from '../../helpers/cleanRoomsWrites.js';

export interface RecordingPorts extends AwsPorts {
  calls: { operation: string; input: unknown; signal: AbortSignal | undefined }[];
  /** What the next call does: return this output, or throw this error. */
  next: { output?: unknown; error?: unknown; wait?: Promise<void> };
}

export function recordingPorts(): RecordingPorts {
  const ports: RecordingPorts = {
    calls: [],
    next: {},
    appAuthorizations: {
      create: (input, options) => answer('create', input, options?.signal, { appAuthorization: SAMPLE_AUTHORIZATION }),
      listAppBundles: (input, options) =>
        answer('listAppBundles', input, options?.signal, { appBundleSummaryList: [] }),
      list: (input, options) => answer('list', input, options?.signal, { appAuthorizationSummaryList: [] }),
      get: (input, options) => answer('get', input, options?.signal, { appAuthorization: SAMPLE_AUTHORIZATION }),
      connect: (input, options) =>
        answer('connect', input, options?.signal, { appAuthorizationSummary: SAMPLE_AUTHORIZATION }),
      update: (input, options) => answer('update', input, options?.signal, { appAuthorization: SAMPLE_AUTHORIZATION }),
      delete: (input, options) => answer('delete', input, options?.signal, {}),
      getAppBundle: (input, options) =>
        answer('getAppBundle', input, options?.signal, { appBundle: { arn: SAMPLE_AUTHORIZATION.appBundleArn } }),
      createAppBundle: (input, options) =>
        answer('createAppBundle', input, options?.signal, { appBundle: { arn: SAMPLE_AUTHORIZATION.appBundleArn } }),
      deleteAppBundle: (input, options) => answer('deleteAppBundle', input, options?.signal, {}),
      tagResource: (input, options) => answer('appfabricTagResource', input, options?.signal, {}),
      untagResource: (input, options) => answer('appfabricUntagResource', input, options?.signal, {}),
      listTagsForResource: (input, options) =>
        answer('appfabricListTagsForResource', input, options?.signal, { tags: [] }),
    },
    members: {
      listMembers: (input, options) => answer('listMembers', input, options?.signal, { memberSummaries: [] }),
      listCollaborations: (input, options) =>
        answer('listCollaborations', input, options?.signal, { collaborationList: [] }),
      getCollaboration: (input, options) =>
        answer('getCollaboration', input, options?.signal, { collaboration: SAMPLE_COLLABORATION }),
      ...cleanRoomsWrites((method, input, options) => answer(method, input, options?.signal, {} as never)),
    },
    connectorProfiles: {
      describe: (input, options) => answer('describe', input, options?.signal, { connectorProfileDetails: [] }),
      create: (input, options) => answer('createProfile', input, options?.signal, { connectorProfileArn: PROFILE_ARN }),
      update: (input, options) => answer('updateProfile', input, options?.signal, { connectorProfileArn: PROFILE_ARN }),
      delete: (input, options) => answer('deleteProfile', input, options?.signal, {}),
      tagResource: (input, options) => answer('appflowTagResource', input, options?.signal, {}),
      untagResource: (input, options) => answer('appflowUntagResource', input, options?.signal, {}),
      listTagsForResource: (input, options) =>
        answer('appflowListTagsForResource', input, options?.signal, { tags: {} }),
    },
  };
  async function answer<T>(
    operation: string,
    input: unknown,
    signal: AbortSignal | undefined,
    fallback: T,
  ): Promise<T> {
    ports.calls.push({ operation, input, signal });
    const { output, error, wait } = ports.next;
    if (wait !== undefined) await wait;
    if (error !== undefined) throw error;
    return (output as T | undefined) ?? fallback;
  }
  return ports;
}

export const SAMPLE_AUTHORIZATION = {
  appAuthorizationArn: 'arn:aws:appfabric:us-east-1:123456789012:appbundle/a/appauthorization/b',
  appBundleArn: 'arn:aws:appfabric:us-east-1:123456789012:appbundle/a',
  app: 'SLACK',
  tenant: { tenantIdentifier: 't', tenantDisplayName: 'T' },
  authType: 'oauth2' as const,
  status: 'PendingConnect' as const,
  createdAt: new Date(Date.UTC(2026, 0, 1)),
  updatedAt: new Date(Date.UTC(2026, 0, 1)),
  persona: 'admin' as const,
};

const PROFILE_ARN = 'arn:aws:appflow:us-east-1:123456789012:connectorprofile/sample';

export const SAMPLE_COLLABORATION = {
  id: '5e0d3b7a-2c41-4f9e-a8b6-1d7c3e9f0a24',
  arn: 'arn:aws:cleanrooms:us-east-1:123456789012:collaboration/5e0d3b7a-2c41-4f9e-a8b6-1d7c3e9f0a24',
  name: 'Sample',
  creatorAccountId: '123456789012',
  creatorDisplayName: 'Creator',
  createTime: new Date(Date.UTC(2026, 0, 1)),
  updateTime: new Date(Date.UTC(2026, 0, 1)),
  memberStatus: 'ACTIVE' as const,
  queryLogStatus: 'DISABLED' as const,
};
