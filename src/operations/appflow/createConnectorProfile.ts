// AppFlow CreateConnectorProfile.

import { APPFLOW_FIELDS, validateCreateConnectorProfileRequest } from '../../domain/appflow/validators.js';
import { defineOperation } from '../operation.js';
import { CreateConnectorProfileInputShape, CreateConnectorProfileOutputShape } from '../../domain/appflow/shapes.js';

export const createConnectorProfile = defineOperation({
  service: 'appflow',
  name: 'create-connector-profile',
  operation: 'CreateConnectorProfile',
  summary:
    'Creates a new connector profile associated with your Amazon Web Services account. The credentials are kept as a secret named by credentialsArn, never returned.',
  idempotencyToken: 'clientToken',
  validate: validateCreateConnectorProfileRequest,
  fields: APPFLOW_FIELDS,
  port: 'connectorProfiles',
  method: 'create',
  http: { method: 'POST', path: '/create-connector-profile', status: 200 },
  input: CreateConnectorProfileInputShape,
  output: CreateConnectorProfileOutputShape,
});
