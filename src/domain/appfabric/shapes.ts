// AppFabric's wire shapes, written once: the operations (src/operations/appfabric/) read them for argv, help, the
// skeletons, the emulator and the masking of secrets, and types.ts derives every request and response type from
// them (`Infer<typeof ...Shape>`). Members in model order.

import { enumOf, int, listOf, opt, req, secret, str, struct, timestamp, union } from '../shape.js';
import { APP_AUTHORIZATION_STATUSES, AUTH_TYPES, PERSONAS } from './types.js';

export const tenant = struct({
  tenantIdentifier: req(str, 'The ID of the customer tenant.'),
  tenantDisplayName: req(str, 'The display name of the tenant.'),
});

export const appAuthorization = struct({
  appAuthorizationArn: req(str),
  appBundleArn: req(str),
  app: req(str),
  tenant: req(tenant),
  authType: req(enumOf(AUTH_TYPES)),
  status: req(enumOf(APP_AUTHORIZATION_STATUSES)),
  createdAt: req(timestamp),
  updatedAt: req(timestamp),
  persona: opt(enumOf(PERSONAS)),
  authUrl: opt(str),
});

export const appAuthorizationSummary = struct({
  appAuthorizationArn: req(str),
  appBundleArn: req(str),
  app: req(str),
  tenant: req(tenant),
  status: req(enumOf(APP_AUTHORIZATION_STATUSES)),
  updatedAt: req(timestamp),
});

export const credential = union({
  oauth2Credential: opt(
    struct({
      clientId: req(str, 'The client ID of the client application.'),
      clientSecret: req(secret, 'The client secret of the client application.'),
    }),
    'Contains OAuth2 client credential information.',
  ),
  apiKeyCredential: opt(
    struct({ apiKey: req(secret, 'An API key for an application.') }),
    'Contains API key credential information.',
  ),
});

export const appBundle = struct({ arn: req(str), customerManagedKeyArn: opt(str) });

export const tagList = listOf(struct({ key: req(str, 'Tag key.'), value: req(str, 'Tag value.') }));

// Members several requests share, each with its documentation.
const appBundleIdMember = req(
  str,
  'The Amazon Resource Name (ARN) or Universal Unique Identifier (UUID) of the app bundle to use for the request.',
);
const appAuthorizationIdMember = req(
  str,
  'The Amazon Resource Name (ARN) or Universal Unique Identifier (UUID) of the app authorization to use for the request.',
);
const clientTokenMember = opt(
  str,
  'A unique, case-sensitive identifier that you provide to ensure the idempotency of the request. Filled with a new UUID when omitted.',
);
const tagsMember = opt(tagList, 'A map of the key-value pairs of the tag or tags to assign to the resource.');

export const RESOURCE_ARN_DOC =
  'The Amazon Resource Name (ARN) of the resource (an app bundle or an app authorization).';

export const ConnectAppAuthorizationInputShape = struct({
  appBundleIdentifier: appBundleIdMember,
  appAuthorizationIdentifier: appAuthorizationIdMember,
  authRequest: opt(
    struct({
      redirectUri: req(str, 'The redirect URL that is specified in the AuthURL and the application client.'),
      code: req(
        secret,
        'The authorization code returned by the application after permission is granted in the application OAuth page (after clicking on the AuthURL).',
      ),
    }),
    'Contains OAuth2 authorization information. This is required if the app authorization for the request is configured with an OAuth2 (oauth2) authorization type.',
  ),
});

export const ConnectAppAuthorizationOutputShape = struct({ appAuthorizationSummary: req(appAuthorizationSummary) });

export const CreateAppAuthorizationInputShape = struct({
  appBundleIdentifier: appBundleIdMember,
  app: req(
    str,
    'The name of the application: SLACK, ASANA, JIRA, M365, M365AUDITLOGS, ZOOM, ZENDESK, OKTA, GOOGLE, DROPBOX, SMARTSHEET or CISCO.',
  ),
  credential: req(
    credential,
    'Contains credentials for the application, such as an API key or OAuth2 client ID and secret. Specify credentials that match the authType.',
  ),
  tenant: req(
    tenant,
    'Contains information about an application tenant, such as the application display name and identifier.',
  ),
  authType: req(enumOf(AUTH_TYPES), 'The authorization type for the app authorization.'),
  clientToken: clientTokenMember,
  tags: tagsMember,
});

export const CreateAppAuthorizationOutputShape = struct({ appAuthorization: req(appAuthorization) });

export const CreateAppBundleInputShape = struct({
  clientToken: clientTokenMember,
  customerManagedKeyIdentifier: opt(
    str,
    'The Amazon Resource Name (ARN) of the Key Management Service (KMS) key to use to encrypt the application data.',
  ),
  tags: tagsMember,
});

export const CreateAppBundleOutputShape = struct({ appBundle: req(appBundle) });

export const DeleteAppAuthorizationInputShape = struct({
  appBundleIdentifier: appBundleIdMember,
  appAuthorizationIdentifier: appAuthorizationIdMember,
});

export const DeleteAppAuthorizationOutputShape = struct({});

export const DeleteAppBundleInputShape = struct({
  appBundleIdentifier: req(str, 'The ID or Amazon Resource Name (ARN) of the app bundle that needs to be deleted.'),
});

export const DeleteAppBundleOutputShape = struct({});

export const GetAppAuthorizationInputShape = struct({
  appBundleIdentifier: appBundleIdMember,
  appAuthorizationIdentifier: appAuthorizationIdMember,
});

export const GetAppAuthorizationOutputShape = struct({ appAuthorization: req(appAuthorization) });

export const GetAppBundleInputShape = struct({
  appBundleIdentifier: appBundleIdMember,
});

export const GetAppBundleOutputShape = struct({ appBundle: req(appBundle) });

export const ListAppAuthorizationsInputShape = struct({
  appBundleIdentifier: appBundleIdMember,
  maxResults: opt(int, 'The maximum number of results that are returned per call.'),
  nextToken: opt(str, 'If nextToken is returned, there are more results available.'),
});

export const ListAppAuthorizationsOutputShape = struct({
  appAuthorizationSummaryList: req(listOf(appAuthorizationSummary)),
  nextToken: opt(str),
});

export const ListAppBundlesInputShape = struct({
  maxResults: opt(int, 'The maximum number of results that are returned per call.'),
  nextToken: opt(str, 'If nextToken is returned, there are more results available.'),
});

export const ListAppBundlesOutputShape = struct({
  appBundleSummaryList: req(listOf(struct({ arn: req(str) }))),
  nextToken: opt(str),
});

export const ListTagsForResourceInputShape = struct({ resourceArn: req(str, RESOURCE_ARN_DOC) });

export const ListTagsForResourceOutputShape = struct({ tags: opt(tagList) });

export const TagResourceInputShape = struct({
  resourceArn: req(str, RESOURCE_ARN_DOC),
  tags: req(tagList, 'A map of the key-value pairs of the tag or tags to assign to the resource.'),
});

export const TagResourceOutputShape = struct({});

export const UntagResourceInputShape = struct({
  resourceArn: req(str, RESOURCE_ARN_DOC),
  tagKeys: req(
    listOf(str),
    'The keys of the key-value pairs for the tag or tags you want to remove from the specified resource.',
  ),
});

export const UntagResourceOutputShape = struct({});

export const UpdateAppAuthorizationInputShape = struct({
  appBundleIdentifier: appBundleIdMember,
  appAuthorizationIdentifier: appAuthorizationIdMember,
  credential: opt(
    credential,
    'Contains credentials for the application, such as an API key or OAuth2 client ID and secret. Specify credentials that match the authorization type of the app authorization to update.',
  ),
  tenant: opt(
    tenant,
    'Contains information about an application tenant, such as the application display name and identifier.',
  ),
});

export const UpdateAppAuthorizationOutputShape = struct({ appAuthorization: req(appAuthorization) });
