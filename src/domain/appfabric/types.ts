// AppFabric's types, each inferred from its wire shape in shapes.ts (the one place a member is written), and the enum
// values those shapes read. Timestamps are Date in the ports; the emulator writes them as RFC 3339 strings, as
// AppFabric does.

import type { Infer } from '../shape.js';
import type * as shapes from './shapes.js';

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

/** A union: exactly one key on the wire, matching authType. Its secrets are @sensitive: never rendered or echoed. */
export type Credential = Infer<typeof shapes.credential>;
export type Tenant = Infer<typeof shapes.tenant>;
export type Tag = Infer<typeof shapes.tagList>[number];
export type AppAuthorization = Infer<typeof shapes.appAuthorization>;
/** The summary of an authorization that ListAppAuthorizations and ConnectAppAuthorization return. */
export type AppAuthorizationSummary = Infer<typeof shapes.appAuthorizationSummary>;
export type AppBundle = Infer<typeof shapes.appBundle>;
export type AppBundleSummary = ListAppBundlesResponse['appBundleSummaryList'][number];

export type CreateAppAuthorizationRequest = Infer<typeof shapes.CreateAppAuthorizationInputShape>;
export type CreateAppAuthorizationResponse = Infer<typeof shapes.CreateAppAuthorizationOutputShape>;
export type ListAppBundlesRequest = Infer<typeof shapes.ListAppBundlesInputShape>;
export type ListAppBundlesResponse = Infer<typeof shapes.ListAppBundlesOutputShape>;
export type GetAppBundleRequest = Infer<typeof shapes.GetAppBundleInputShape>;
export type GetAppBundleResponse = Infer<typeof shapes.GetAppBundleOutputShape>;
export type ListAppAuthorizationsRequest = Infer<typeof shapes.ListAppAuthorizationsInputShape>;
export type ListAppAuthorizationsResponse = Infer<typeof shapes.ListAppAuthorizationsOutputShape>;
/** Names one authorization (GetAppAuthorization, DeleteAppAuthorization): both path labels, an ARN or a UUID. */
export type AppAuthorizationRequest = Infer<typeof shapes.GetAppAuthorizationInputShape>;
export type GetAppAuthorizationResponse = Infer<typeof shapes.GetAppAuthorizationOutputShape>;
export type ConnectAppAuthorizationRequest = Infer<typeof shapes.ConnectAppAuthorizationInputShape>;
export type ConnectAppAuthorizationResponse = Infer<typeof shapes.ConnectAppAuthorizationOutputShape>;
export type UpdateAppAuthorizationRequest = Infer<typeof shapes.UpdateAppAuthorizationInputShape>;
export type UpdateAppAuthorizationResponse = Infer<typeof shapes.UpdateAppAuthorizationOutputShape>;
/** DeleteAppAuthorization answers 204 with no members. */
export type DeleteAppAuthorizationResponse = Infer<typeof shapes.DeleteAppAuthorizationOutputShape>;
export type CreateAppBundleRequest = Infer<typeof shapes.CreateAppBundleInputShape>;
export type CreateAppBundleResponse = Infer<typeof shapes.CreateAppBundleOutputShape>;
export type DeleteAppBundleRequest = Infer<typeof shapes.DeleteAppBundleInputShape>;
/** DeleteAppBundle answers 204 with no members. */
export type DeleteAppBundleResponse = Infer<typeof shapes.DeleteAppBundleOutputShape>;
export type AppFabricTagResourceRequest = Infer<typeof shapes.TagResourceInputShape>;
export type AppFabricUntagResourceRequest = Infer<typeof shapes.UntagResourceInputShape>;
export type AppFabricResourceArnRequest = Infer<typeof shapes.ListTagsForResourceInputShape>;
export type AppFabricListTagsForResourceResponse = Infer<typeof shapes.ListTagsForResourceOutputShape>;
/** TagResource and UntagResource answer 200 with no members. */
export type AppFabricTagsResponse = Infer<typeof shapes.TagResourceOutputShape>;
