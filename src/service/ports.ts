// The ports the UI and the commands use (docs/ARCHITECTURE.md principle 2): async, wire-shaped input and output with
// the APIs' own member names, opaque page tokens. The engine, the AWS backends and the emulator are interchangeable.

import type {
  AppFabricListTagsForResourceResponse,
  AppFabricResourceArnRequest,
  AppFabricTagResourceRequest,
  AppFabricTagsResponse,
  AppFabricUntagResourceRequest,
  AppAuthorizationRequest,
  CreateAppBundleRequest,
  CreateAppBundleResponse,
  DeleteAppBundleRequest,
  DeleteAppBundleResponse,
  ConnectAppAuthorizationRequest,
  ConnectAppAuthorizationResponse,
  CreateAppAuthorizationRequest,
  CreateAppAuthorizationResponse,
  DeleteAppAuthorizationResponse,
  GetAppAuthorizationResponse,
  GetAppBundleRequest,
  GetAppBundleResponse,
  ListAppAuthorizationsRequest,
  ListAppAuthorizationsResponse,
  ListAppBundlesRequest,
  ListAppBundlesResponse,
  UpdateAppAuthorizationRequest,
  UpdateAppAuthorizationResponse,
} from '../domain/appfabric/types.js';
import type {
  GetCollaborationInput,
  GetCollaborationOutput,
  ListCollaborationsInput,
  ListCollaborationsOutput,
  ListMembersInput,
  ListMembersOutput,
} from '../domain/cleanrooms/types.js';
import type {
  CollaborationOutput,
  ConfiguredTableIdentifierInput,
  ConfiguredTableOutput,
  CreateCollaborationInput,
  CreateConfiguredTableInput,
  CreateMembershipInput,
  DeleteCollaborationInput,
  DeleteMemberInput,
  EmptyOutput,
  ListConfiguredTablesInput,
  ListConfiguredTablesOutput,
  ListMembershipsInput,
  ListMembershipsOutput,
  ListTagsForResourceOutput,
  MembershipIdentifierInput,
  MembershipOutput,
  ResourceArnInput,
  TagResourceInput,
  UntagResourceInput,
  UpdateCollaborationInput,
  UpdateConfiguredTableInput,
  UpdateMembershipInput,
} from '../domain/cleanrooms/writes.js';
import type {
  CreateConnectorProfileRequest,
  CreateConnectorProfileResponse,
  DeleteConnectorProfileRequest,
  DeleteConnectorProfileResponse,
  DescribeConnectorProfilesRequest,
  DescribeConnectorProfilesResponse,
  UpdateConnectorProfileRequest,
  UpdateConnectorProfileResponse,
} from '../domain/appflow/types.js';
import type {
  AppFlowListTagsForResourceResponse,
  AppFlowResourceArnRequest,
  AppFlowTagResourceRequest,
  AppFlowTagsResponse,
  AppFlowUntagResourceRequest,
} from '../domain/appflow/tags.js';
import type { RateLimitsPort } from './rateLimitsPort.js';

export interface CallOptions {
  /** Aborts the call (Ctrl+C in the explorer, a timeout in command mode). */
  signal?: AbortSignal;
  /**
   * Who calls, where the backend can tell callers apart (the emulator: the SigV4 scope's Region and access key).
   * The engine keeps resources per Region and account; absent, it answers for its default Region and account.
   */
  caller?: AwsCaller;
  /**
   * Told, once the call has ended, how many HTTP attempts it took, retries included (the AWS SDK retries on its own);
   * the explorer's call log shows the retries. Backends that make no HTTP request do not call it.
   */
  onAttempts?: (attempts: number) => void;
}

export interface AwsCaller {
  /** The Region of the request's SigV4 scope. */
  region?: string;
  /** The access key that signed it; the dataset maps keys to accounts. */
  accessKeyId?: string;
}

export interface AppAuthorizationsPort {
  create(input: CreateAppAuthorizationRequest, options?: CallOptions): Promise<CreateAppAuthorizationResponse>;
  /** The authorizations of one app bundle, oldest first. */
  list(input: ListAppAuthorizationsRequest, options?: CallOptions): Promise<ListAppAuthorizationsResponse>;
  get(input: AppAuthorizationRequest, options?: CallOptions): Promise<GetAppAuthorizationResponse>;
  /** PendingConnect (or a failed state) -> Connected; oauth2 authorizations need an authRequest. */
  connect(input: ConnectAppAuthorizationRequest, options?: CallOptions): Promise<ConnectAppAuthorizationResponse>;
  update(input: UpdateAppAuthorizationRequest, options?: CallOptions): Promise<UpdateAppAuthorizationResponse>;
  delete(input: AppAuthorizationRequest, options?: CallOptions): Promise<DeleteAppAuthorizationResponse>;
  listAppBundles(input?: ListAppBundlesRequest, options?: CallOptions): Promise<ListAppBundlesResponse>;
  getAppBundle(input: GetAppBundleRequest, options?: CallOptions): Promise<GetAppBundleResponse>;
  /** In the caller's Region and account; AppFabric allows one bundle per Region. */
  createAppBundle(input: CreateAppBundleRequest, options?: CallOptions): Promise<CreateAppBundleResponse>;
  /** Refused (ConflictException) while the bundle holds authorizations, as AppFabric documents. */
  deleteAppBundle(input: DeleteAppBundleRequest, options?: CallOptions): Promise<DeleteAppBundleResponse>;
  /** Tags of an app bundle or an app authorization, by ARN. */
  tagResource(input: AppFabricTagResourceRequest, options?: CallOptions): Promise<AppFabricTagsResponse>;
  untagResource(input: AppFabricUntagResourceRequest, options?: CallOptions): Promise<AppFabricTagsResponse>;
  listTagsForResource(
    input: AppFabricResourceArnRequest,
    options?: CallOptions,
  ): Promise<AppFabricListTagsForResourceResponse>;
}

export interface MembersPort {
  listMembers(input: ListMembersInput, options?: CallOptions): Promise<ListMembersOutput>;
  listCollaborations(input?: ListCollaborationsInput, options?: CallOptions): Promise<ListCollaborationsOutput>;
  getCollaboration(input: GetCollaborationInput, options?: CallOptions): Promise<GetCollaborationOutput>;
  createCollaboration(input: CreateCollaborationInput, options?: CallOptions): Promise<CollaborationOutput>;
  updateCollaboration(input: UpdateCollaborationInput, options?: CallOptions): Promise<CollaborationOutput>;
  deleteCollaboration(input: DeleteCollaborationInput, options?: CallOptions): Promise<EmptyOutput>;
  deleteMember(input: DeleteMemberInput, options?: CallOptions): Promise<EmptyOutput>;
  createMembership(input: CreateMembershipInput, options?: CallOptions): Promise<MembershipOutput>;
  getMembership(input: MembershipIdentifierInput, options?: CallOptions): Promise<MembershipOutput>;
  listMemberships(input?: ListMembershipsInput, options?: CallOptions): Promise<ListMembershipsOutput>;
  updateMembership(input: UpdateMembershipInput, options?: CallOptions): Promise<MembershipOutput>;
  deleteMembership(input: MembershipIdentifierInput, options?: CallOptions): Promise<EmptyOutput>;
  createConfiguredTable(input: CreateConfiguredTableInput, options?: CallOptions): Promise<ConfiguredTableOutput>;
  getConfiguredTable(input: ConfiguredTableIdentifierInput, options?: CallOptions): Promise<ConfiguredTableOutput>;
  listConfiguredTables(input?: ListConfiguredTablesInput, options?: CallOptions): Promise<ListConfiguredTablesOutput>;
  updateConfiguredTable(input: UpdateConfiguredTableInput, options?: CallOptions): Promise<ConfiguredTableOutput>;
  deleteConfiguredTable(input: ConfiguredTableIdentifierInput, options?: CallOptions): Promise<EmptyOutput>;
  tagResource(input: TagResourceInput, options?: CallOptions): Promise<EmptyOutput>;
  untagResource(input: UntagResourceInput, options?: CallOptions): Promise<EmptyOutput>;
  listTagsForResource(input: ResourceArnInput, options?: CallOptions): Promise<ListTagsForResourceOutput>;
}

export interface ConnectorProfilesPort {
  describe(input?: DescribeConnectorProfilesRequest, options?: CallOptions): Promise<DescribeConnectorProfilesResponse>;
  /** Credentials are checked and never kept nor returned: the profile carries a generated credentialsArn. */
  create(input: CreateConnectorProfileRequest, options?: CallOptions): Promise<CreateConnectorProfileResponse>;
  update(input: UpdateConnectorProfileRequest, options?: CallOptions): Promise<UpdateConnectorProfileResponse>;
  delete(input: DeleteConnectorProfileRequest, options?: CallOptions): Promise<DeleteConnectorProfileResponse>;
  /** Tags of a connector profile, by ARN. */
  tagResource(input: AppFlowTagResourceRequest, options?: CallOptions): Promise<AppFlowTagsResponse>;
  untagResource(input: AppFlowUntagResourceRequest, options?: CallOptions): Promise<AppFlowTagsResponse>;
  listTagsForResource(
    input: AppFlowResourceArnRequest,
    options?: CallOptions,
  ): Promise<AppFlowListTagsForResourceResponse>;
}

export type BackendKind = 'engine' | 'aws';

export interface BackendInfo {
  kind: BackendKind;
  /** What the header shows, e.g. `engine (demo dataset)` or `aws us-east-1 (profile dev)`. */
  label: string;
  /** The same in few columns, for a narrow header (`dev@eu-west-1 127.0.0.1:4566`); the label when absent. */
  shortLabel?: string;
  /** What the header shows on the rate-limit screen when its budgets come from elsewhere, e.g. `GitHub api.github.com`. */
  rateLimitsLabel?: string;
  /** The AWS Region calls go to (AWS backends), as resolved from the flags, the environment or the profile. */
  region?: string;
  /**
   * The command-mode flags that select this backend and its dataset (`--data FILE`, `--endpoint-url URL --region R
   * --no-sign-request`), so a command the explorer copies (`C`, `A`) reads what the screen shows.
   */
  commandFlags?: readonly string[];
}

export interface Services {
  backend: BackendInfo;
  appAuthorizations: AppAuthorizationsPort;
  members: MembersPort;
  connectorProfiles: ConnectorProfilesPort;
  rateLimits: RateLimitsPort;
}

/** The AWS-shaped ports: what an AWS operation is called on (command mode, the emulator's routes). */
export type AwsPorts = Pick<Services, 'appAuthorizations' | 'members' | 'connectorProfiles'>;
