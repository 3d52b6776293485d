// AppFabric CreateAppAuthorization.

import { AUTH_TYPES } from '../../domain/appfabric/types.js';
import { APPFABRIC_FIELDS, validateCreateAppAuthorizationRequest } from '../../domain/appfabric/validators.js';
import { defineOperation } from '../operation.js';
import { enumOf, listOf, opt, req, secret, str, struct, union } from '../shape.js';
import { appAuthorization, tenant } from './shapes.js';

export const createAppAuthorization = defineOperation({
  service: 'appfabric',
  name: 'create-app-authorization',
  operation: 'CreateAppAuthorization',
  summary: 'Creates an app authorization within an app bundle, which allows AppFabric to connect to an application.',
  idempotencyToken: 'clientToken',
  validate: validateCreateAppAuthorizationRequest,
  fields: APPFABRIC_FIELDS,
  port: 'appAuthorizations',
  method: 'create',
  http: { method: 'POST', path: '/appbundles/{appBundleIdentifier}/appauthorizations', status: 201 },
  input: struct({
    appBundleIdentifier: req(
      str,
      'The Amazon Resource Name (ARN) or Universal Unique Identifier (UUID) of the app bundle to use for the request.',
    ),
    app: req(
      str,
      'The name of the application: SLACK, ASANA, JIRA, M365, M365AUDITLOGS, ZOOM, ZENDESK, OKTA, GOOGLE, DROPBOX, SMARTSHEET or CISCO.',
    ),
    credential: req(
      union({
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
      }),
      'Contains credentials for the application, such as an API key or OAuth2 client ID and secret. Specify credentials that match the authType.',
    ),
    tenant: req(
      tenant,
      'Contains information about an application tenant, such as the application display name and identifier.',
    ),
    authType: req(enumOf(AUTH_TYPES), 'The authorization type for the app authorization.'),
    clientToken: opt(
      str,
      'A unique, case-sensitive identifier that you provide to ensure the idempotency of the request. Filled with a new UUID when omitted.',
    ),
    tags: opt(
      listOf(struct({ key: req(str, 'Tag key.'), value: req(str, 'Tag value.') })),
      'A map of the key-value pairs of the tag or tags to assign to the resource.',
    ),
  }),
  output: struct({ appAuthorization: req(appAuthorization) }),
});
