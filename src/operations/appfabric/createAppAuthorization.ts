// AppFabric CreateAppAuthorization.

import { APPFABRIC_FIELDS, validateCreateAppAuthorizationRequest } from '../../domain/appfabric/validators.js';
import { defineOperation } from '../operation.js';
import { CreateAppAuthorizationInputShape, CreateAppAuthorizationOutputShape } from '../../domain/appfabric/shapes.js';

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
  input: CreateAppAuthorizationInputShape,
  output: CreateAppAuthorizationOutputShape,
});
