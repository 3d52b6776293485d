// AppFabric GetAppAuthorization.

import { APPFABRIC_FIELDS, validateAppAuthorizationRequest } from '../../domain/appfabric/validators.js';
import { defineOperation } from '../operation.js';
import { GetAppAuthorizationInputShape, GetAppAuthorizationOutputShape } from '../../domain/appfabric/shapes.js';

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
  input: GetAppAuthorizationInputShape,
  output: GetAppAuthorizationOutputShape,
});
