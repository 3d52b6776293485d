// AppFabric DeleteAppBundle.

import { APPFABRIC_FIELDS, validateDeleteAppBundleRequest } from '../../domain/appfabric/validators.js';
import { defineOperation } from '../operation.js';
import { DeleteAppBundleInputShape, DeleteAppBundleOutputShape } from '../../domain/appfabric/shapes.js';

export const deleteAppBundle = defineOperation({
  service: 'appfabric',
  name: 'delete-app-bundle',
  operation: 'DeleteAppBundle',
  summary:
    'Deletes an app bundle. You must delete all associated app authorizations before you can delete an app bundle.',
  validate: validateDeleteAppBundleRequest,
  fields: APPFABRIC_FIELDS,
  port: 'appAuthorizations',
  method: 'deleteAppBundle',
  http: { method: 'DELETE', path: '/appbundles/{appBundleIdentifier}', status: 204 },
  input: DeleteAppBundleInputShape,
  output: DeleteAppBundleOutputShape,
});
