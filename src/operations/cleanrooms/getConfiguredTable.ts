// Clean Rooms GetConfiguredTable.

import {
  CLEANROOMS_WRITE_FIELDS,
  validateConfiguredTableIdentifierInput,
} from '../../domain/cleanrooms/writeValidators.js';
import { defineOperation } from '../operation.js';
import { GetConfiguredTableInputShape, GetConfiguredTableOutputShape } from '../../domain/cleanrooms/shapes.js';

export const getConfiguredTable = defineOperation({
  service: 'cleanrooms',
  name: 'get-configured-table',
  operation: 'GetConfiguredTable',
  summary: 'Retrieves a configured table.',
  validate: validateConfiguredTableIdentifierInput,
  fields: CLEANROOMS_WRITE_FIELDS,
  port: 'members',
  method: 'getConfiguredTable',
  http: { method: 'GET', path: '/configuredTables/{configuredTableIdentifier}', status: 200 },
  input: GetConfiguredTableInputShape,
  output: GetConfiguredTableOutputShape,
});
