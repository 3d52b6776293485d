// AppFabric GetAppAuthorization.

import { APPFABRIC_FIELDS, validateAppAuthorizationRequest } from '../../domain/appfabric/validators.js';
import { appAuthorization } from './shapes.js';
import { defineOperation } from '../operation.js';
import { req, str, struct } from '../shape.js';

export const getAppAuthorization = defineOperation({
  service: 'appfabric',
  name: 'get-app-authorization',
  operation: 'GetAppAuthorization',
  summary: 'Returns information about an app authorization.',
  validate: validateAppAuthorizationRequest,
  fields: APPFABRIC_FIELDS,
  port: 'appAuthorizations',
  method: 'get',
  http: {
    method: 'GET',
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
  }),
  output: struct({ appAuthorization: req(appAuthorization) }),
});
