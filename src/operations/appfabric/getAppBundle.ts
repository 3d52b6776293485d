// AppFabric GetAppBundle.

import { APPFABRIC_FIELDS, validateGetAppBundleRequest } from '../../domain/appfabric/validators.js';
import { defineOperation } from '../operation.js';
import { GetAppBundleInputShape, GetAppBundleOutputShape } from '../../domain/appfabric/shapes.js';

export const getAppBundle = defineOperation({
  service: 'appfabric',
  name: 'get-app-bundle',
  operation: 'GetAppBundle',
  summary: 'Returns information about an app bundle.',
  validate: validateGetAppBundleRequest,
  fields: APPFABRIC_FIELDS,
  port: 'appAuthorizations',
  method: 'getAppBundle',
  http: { method: 'GET', path: '/appbundles/{appBundleIdentifier}', status: 200 },
  input: GetAppBundleInputShape,
  output: GetAppBundleOutputShape,
});
