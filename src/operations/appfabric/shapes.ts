// AppFabric structures shared by several operations.

import { APP_AUTHORIZATION_STATUSES, AUTH_TYPES, PERSONAS } from '../../domain/appfabric/types.js';
import { enumOf, listOf, opt, req, secret, str, struct, timestamp, union } from '../shape.js';

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

export const RESOURCE_ARN_DOC =
  'The Amazon Resource Name (ARN) of the resource (an app bundle or an app authorization).';
