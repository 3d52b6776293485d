// AppFabric UpdateAppAuthorization.

import { APPFABRIC_FIELDS, validateUpdateAppAuthorizationRequest } from '../../domain/appfabric/validators.js';
import { defineOperation } from '../operation.js';
import { UpdateAppAuthorizationInputShape, UpdateAppAuthorizationOutputShape } from '../../domain/appfabric/shapes.js';

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
  input: UpdateAppAuthorizationInputShape,
  output: UpdateAppAuthorizationOutputShape,
});
