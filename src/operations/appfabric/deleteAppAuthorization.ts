// AppFabric DeleteAppAuthorization.

import { APPFABRIC_FIELDS, validateAppAuthorizationRequest } from '../../domain/appfabric/validators.js';
import { defineOperation } from '../operation.js';
import { DeleteAppAuthorizationInputShape, DeleteAppAuthorizationOutputShape } from '../../domain/appfabric/shapes.js';

export const deleteAppAuthorization = defineOperation({
  service: 'appfabric',
  name: 'delete-app-authorization',
  operation: 'DeleteAppAuthorization',
  summary:
    'Deletes an app authorization. You must delete the associated ingestion before you can delete an app authorization.',
  validate: validateAppAuthorizationRequest,
  fields: APPFABRIC_FIELDS,
  port: 'appAuthorizations',
  method: 'delete',
  http: {
    method: 'DELETE',
    path: '/appbundles/{appBundleIdentifier}/appauthorizations/{appAuthorizationIdentifier}',
    status: 204,
  },
  input: DeleteAppAuthorizationInputShape,
  output: DeleteAppAuthorizationOutputShape,
});
