// AppFabric CreateAppAuthorization, with the wire member names of its model.
// Timestamps are Date in the ports; the emulator writes them as RFC 3339 strings, as AppFabric does.

/** The twelve apps named in the documentation of CreateAppAuthorizationRequest.app. */
export const APPS = [
  'SLACK',
  'ASANA',
  'JIRA',
  'M365',
  'M365AUDITLOGS',
  'ZOOM',
  'ZENDESK',
  'OKTA',
  'GOOGLE',
  'DROPBOX',
  'SMARTSHEET',
  'CISCO',
] as const;

export const AUTH_TYPES = ['oauth2', 'apiKey'] as const;
export type AuthType = (typeof AUTH_TYPES)[number];

export const APP_AUTHORIZATION_STATUSES = [
  'PendingConnect',
  'Connected',
  'ConnectionValidationFailed',
  'TokenAutoRotationFailed',
] as const;
export type AppAuthorizationStatus = (typeof APP_AUTHORIZATION_STATUSES)[number];

export const PERSONAS = ['admin', 'endUser'] as const;
export type Persona = (typeof PERSONAS)[number];

export interface Oauth2Credential {
  clientId: string;
  /** @sensitive: never rendered, logged, stored or echoed. */
  clientSecret: string;
}

export interface ApiKeyCredential {
  /** @sensitive: never rendered, logged, stored or echoed. */
  apiKey: string;
}

/** A union: exactly one key on the wire, matching authType. */
export type Credential = { oauth2Credential: Oauth2Credential } | { apiKeyCredential: ApiKeyCredential };

export interface Tenant {
  tenantIdentifier: string;
  tenantDisplayName: string;
}

export interface Tag {
  key: string;
  value: string;
}

export interface CreateAppAuthorizationRequest {
  /** Path label: an app bundle ARN or UUID. */
  appBundleIdentifier: string;
  app: string;
  credential: Credential;
  tenant: Tenant;
  authType: AuthType;
  clientToken?: string;
  tags?: Tag[];
}

export interface AppAuthorization {
  appAuthorizationArn: string;
  appBundleArn: string;
  app: string;
  tenant: Tenant;
  authType: AuthType;
  status: AppAuthorizationStatus;
  createdAt: Date;
  updatedAt: Date;
  persona?: Persona;
  authUrl?: string;
}

export interface CreateAppAuthorizationResponse {
  appAuthorization: AppAuthorization;
}

export interface AppBundleSummary {
  arn: string;
}

export interface ListAppBundlesRequest {
  maxResults?: number;
  nextToken?: string;
}

export interface ListAppBundlesResponse {
  appBundleSummaryList: AppBundleSummary[];
  nextToken?: string;
}

export interface AppBundle {
  arn: string;
  customerManagedKeyArn?: string;
}

export interface GetAppBundleRequest {
  /** Path label: an app bundle ARN or UUID. */
  appBundleIdentifier: string;
}

export interface GetAppBundleResponse {
  appBundle: AppBundle;
}

/** The summary of an authorization that ListAppAuthorizations and ConnectAppAuthorization return. */
export interface AppAuthorizationSummary {
  appAuthorizationArn: string;
  appBundleArn: string;
  app: string;
  tenant: Tenant;
  status: AppAuthorizationStatus;
  updatedAt: Date;
}

export interface ListAppAuthorizationsRequest {
  appBundleIdentifier: string;
  maxResults?: number;
  nextToken?: string;
}

export interface ListAppAuthorizationsResponse {
  appAuthorizationSummaryList: AppAuthorizationSummary[];
  nextToken?: string;
}

/** Names one authorization: both path labels are an ARN or a UUID. */
export interface AppAuthorizationRequest {
  appBundleIdentifier: string;
  appAuthorizationIdentifier: string;
}

export interface GetAppAuthorizationResponse {
  appAuthorization: AppAuthorization;
}

/** The OAuth2 authorization code exchange an oauth2 authorization needs to connect. */
export interface AuthRequest {
  redirectUri: string;
  /** @sensitive: never rendered, logged, stored or echoed. */
  code: string;
}

export interface ConnectAppAuthorizationRequest extends AppAuthorizationRequest {
  /** Required when the authorization's authType is oauth2. */
  authRequest?: AuthRequest;
}

export interface ConnectAppAuthorizationResponse {
  appAuthorizationSummary: AppAuthorizationSummary;
}

export interface UpdateAppAuthorizationRequest extends AppAuthorizationRequest {
  credential?: Credential;
  tenant?: Tenant;
}

export interface UpdateAppAuthorizationResponse {
  appAuthorization: AppAuthorization;
}

/** DeleteAppAuthorization answers 204 with no members. */
export type DeleteAppAuthorizationResponse = Record<string, never>;

export interface CreateAppBundleRequest {
  clientToken?: string;
  /** The ARN or UUID of a KMS key; the bundle's customerManagedKeyArn. */
  customerManagedKeyIdentifier?: string;
  tags?: Tag[];
}

export interface CreateAppBundleResponse {
  appBundle: AppBundle;
}

export interface DeleteAppBundleRequest {
  /** Path label: an app bundle ARN or UUID. */
  appBundleIdentifier: string;
}

/** DeleteAppBundle answers 204 with no members. */
export type DeleteAppBundleResponse = Record<string, never>;

/** AppFabric TagResource, UntagResource and ListTagsForResource: tags are a list of `{key, value}`. */
export interface AppFabricTagResourceRequest {
  /** Path label: the ARN of an app bundle or an app authorization. */
  resourceArn: string;
  tags: Tag[];
}

export interface AppFabricUntagResourceRequest {
  resourceArn: string;
  /** Query `tagKeys`, repeated. */
  tagKeys: string[];
}

export interface AppFabricResourceArnRequest {
  resourceArn: string;
}

export interface AppFabricListTagsForResourceResponse {
  tags?: Tag[];
}

/** TagResource and UntagResource answer 200 with no members. */
export type AppFabricTagsResponse = Record<string, never>;
