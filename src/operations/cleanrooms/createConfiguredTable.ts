// Clean Rooms CreateConfiguredTable.

import {
  CLEANROOMS_WRITE_FIELDS,
  validateCreateConfiguredTableInput,
} from '../../domain/cleanrooms/writeValidators.js';
import { defineOperation } from '../operation.js';
import { CreateConfiguredTableInputShape, CreateConfiguredTableOutputShape } from '../../domain/cleanrooms/shapes.js';

export const createConfiguredTable = defineOperation({
  service: 'cleanrooms',
  name: 'create-configured-table',
  operation: 'CreateConfiguredTable',
  summary: 'Creates a new configured table resource.',
  validate: validateCreateConfiguredTableInput,
  fields: CLEANROOMS_WRITE_FIELDS,
  port: 'members',
  method: 'createConfiguredTable',
  http: { method: 'POST', path: '/configuredTables', status: 200 },
  input: CreateConfiguredTableInputShape,
  output: CreateConfiguredTableOutputShape,
});
