// Clean Rooms UpdateConfiguredTable.

import {
  CLEANROOMS_WRITE_FIELDS,
  validateUpdateConfiguredTableInput,
} from '../../domain/cleanrooms/writeValidators.js';
import { defineOperation } from '../operation.js';
import { UpdateConfiguredTableInputShape, UpdateConfiguredTableOutputShape } from '../../domain/cleanrooms/shapes.js';

export const updateConfiguredTable = defineOperation({
  service: 'cleanrooms',
  name: 'update-configured-table',
  operation: 'UpdateConfiguredTable',
  summary: 'Updates a configured table.',
  validate: validateUpdateConfiguredTableInput,
  fields: CLEANROOMS_WRITE_FIELDS,
  port: 'members',
  method: 'updateConfiguredTable',
  http: { method: 'PATCH', path: '/configuredTables/{configuredTableIdentifier}', status: 200 },
  input: UpdateConfiguredTableInputShape,
  output: UpdateConfiguredTableOutputShape,
});
