// AppFabric UpdateAppAuthorization.

import { APPFABRIC_FIELDS, validateUpdateAppAuthorizationRequest } from '../../domain/appfabric/validators.js';
import { appAuthorization, credential, tenant } from './shapes.js';
import { defineOperation } from '../operation.js';
import { opt, req, str, struct } from '../shape.js';

export const updateAppAuthorization = defineOperation({
  service: 'appfabric',
  name: 'update-app-authorization',
  operation: 'UpdateAppAuthorization',
  summary: 'Updates an app authorization within an app bundle, which allows AppFabric to connect to an application.',
  validate: validateUpdateAppAuthorizationRequest,
  fields: APPFABRIC_FIELDS,
  port: 'appAuthorizations',
  method: 'update',
  http: {
    method: 'PATCH',
    path: '/appbundles/{appBundleIdentifier}/appauthorizations/{appAuthorizationIdentifier}',
    status: 200,
  },
  input: struct({
    appBundleIdentifier: req(
      str,
      'The Amazon Resource Name (ARN) or Universal Unique Identifier (UUID) of the app bundle to use for the request.',
    ),
    appAuthorizationIdentifier: req(
      str,
      'The Amazon Resource Name (ARN) or Universal Unique Identifier (UUID) of the app authorization to use for the request.',
    ),
    credential: opt(
      credential,
      'Contains credentials for the application, such as an API key or OAuth2 client ID and secret. Specify credentials that match the authorization type of the app authorization to update.',
    ),
    tenant: opt(
      tenant,
      'Contains information about an application tenant, such as the application display name and identifier.',
    ),
  }),
  output: struct({ appAuthorization: req(appAuthorization) }),
});
