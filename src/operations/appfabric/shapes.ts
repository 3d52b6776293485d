// AppFabric structures shared by several operations.

import { APP_AUTHORIZATION_STATUSES, AUTH_TYPES, PERSONAS } from '../../domain/appfabric/types.js';
import { enumOf, opt, req, str, struct, timestamp } from '../shape.js';

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
