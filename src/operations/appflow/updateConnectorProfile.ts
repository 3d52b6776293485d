// AppFlow UpdateConnectorProfile.

import { APPFLOW_FIELDS, validateUpdateConnectorProfileRequest } from '../../domain/appflow/validators.js';
import { defineOperation } from '../operation.js';
import { UpdateConnectorProfileInputShape, UpdateConnectorProfileOutputShape } from '../../domain/appflow/shapes.js';

export const updateConnectorProfile = defineOperation({
  service: 'appflow',
  name: 'update-connector-profile',
  operation: 'UpdateConnectorProfile',
  summary: 'Updates a given connector profile associated with your account.',
  idempotencyToken: 'clientToken',
  validate: (input: unknown) => validateUpdateConnectorProfileRequest(input),
  fields: APPFLOW_FIELDS,
  port: 'connectorProfiles',
  method: 'update',
  http: { method: 'POST', path: '/update-connector-profile', status: 200 },
  input: UpdateConnectorProfileInputShape,
  output: UpdateConnectorProfileOutputShape,
});
