// AppFabric CreateAppBundle.

import { APPFABRIC_FIELDS, validateCreateAppBundleRequest } from '../../domain/appfabric/validators.js';
import { defineOperation } from '../operation.js';
import { CreateAppBundleInputShape, CreateAppBundleOutputShape } from '../../domain/appfabric/shapes.js';

export const createAppBundle = defineOperation({
  service: 'appfabric',
  name: 'create-app-bundle',
  operation: 'CreateAppBundle',
  summary: 'Creates an app bundle to collect data from an application using AppFabric.',
  idempotencyToken: 'clientToken',
  validate: validateCreateAppBundleRequest,
  fields: APPFABRIC_FIELDS,
  port: 'appAuthorizations',
  method: 'createAppBundle',
  http: { method: 'POST', path: '/appbundles', status: 201 },
  input: CreateAppBundleInputShape,
  output: CreateAppBundleOutputShape,
});
