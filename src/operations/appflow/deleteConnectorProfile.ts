// AppFlow DeleteConnectorProfile.

import { APPFLOW_FIELDS, validateDeleteConnectorProfileRequest } from '../../domain/appflow/validators.js';
import { defineOperation } from '../operation.js';
import { DeleteConnectorProfileInputShape, DeleteConnectorProfileOutputShape } from '../../domain/appflow/shapes.js';

export const deleteConnectorProfile = defineOperation({
  service: 'appflow',
  name: 'delete-connector-profile',
  operation: 'DeleteConnectorProfile',
  summary: 'Enables you to delete an existing connector profile.',
  validate: validateDeleteConnectorProfileRequest,
  fields: APPFLOW_FIELDS,
  port: 'connectorProfiles',
  method: 'delete',
  http: { method: 'POST', path: '/delete-connector-profile', status: 200 },
  input: DeleteConnectorProfileInputShape,
  output: DeleteConnectorProfileOutputShape,
});
