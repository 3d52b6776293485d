// Clean Rooms UpdateConfiguredTable.

import {
  CLEANROOMS_WRITE_FIELDS,
  validateUpdateConfiguredTableInput,
} from '../../domain/cleanrooms/writeValidators.js';
import { defineOperation } from '../operation.js';
import { listOf, opt, req, str, struct } from '../shape.js';
import { analysisMethod, configuredTable, selectedAnalysisMethods, TABLE_ID_DOC, tableReference } from './shapes.js';

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
  input: struct({
    configuredTableIdentifier: req(str, TABLE_ID_DOC),
    name: opt(str, 'A new name for the configured table.'),
    description: opt(str, 'A new description for the configured table.'),
    tableReference: opt(tableReference, 'A reference to the table being configured.'),
    allowedColumns: opt(
      listOf(str),
      'The columns of the underlying table that can be used by collaborations or analysis rules.',
    ),
    analysisMethod: opt(analysisMethod, 'The analysis method for the configured table.'),
    selectedAnalysisMethods: opt(
      selectedAnalysisMethods,
      'The selected analysis methods for the table configuration update.',
    ),
  }),
  output: struct({
    configuredTable: req(configuredTable),
  }),
});
