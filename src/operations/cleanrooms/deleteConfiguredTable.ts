// Clean Rooms DeleteConfiguredTable.

import {
  CLEANROOMS_WRITE_FIELDS,
  validateConfiguredTableIdentifierInput,
} from '../../domain/cleanrooms/writeValidators.js';
import { defineOperation } from '../operation.js';
import { DeleteConfiguredTableInputShape, DeleteConfiguredTableOutputShape } from '../../domain/cleanrooms/shapes.js';

export const deleteConfiguredTable = defineOperation({
  service: 'cleanrooms',
  name: 'delete-configured-table',
  operation: 'DeleteConfiguredTable',
  summary: 'Deletes a configured table.',
  validate: validateConfiguredTableIdentifierInput,
  fields: CLEANROOMS_WRITE_FIELDS,
  port: 'members',
  method: 'deleteConfiguredTable',
  http: { method: 'DELETE', path: '/configuredTables/{configuredTableIdentifier}', status: 204 },
  input: DeleteConfiguredTableInputShape,
  output: DeleteConfiguredTableOutputShape,
});
