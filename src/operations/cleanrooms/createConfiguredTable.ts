// Clean Rooms CreateConfiguredTable.

import {
  CLEANROOMS_WRITE_FIELDS,
  validateCreateConfiguredTableInput,
} from '../../domain/cleanrooms/writeValidators.js';
import { defineOperation } from '../operation.js';
import { listOf, opt, req, str, struct } from '../shape.js';
import {
  analysisMethod,
  configuredTable,
  selectedAnalysisMethods,
  tableReference,
  tagMap,
  TAGS_DOC,
} from './shapes.js';

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
  input: struct({
    name: req(str, 'The name of the configured table.'),
    description: opt(str, 'A description for the configured table.'),
    tableReference: req(tableReference, 'A reference to the table being configured.'),
    allowedColumns: req(
      listOf(str),
      'The columns of the underlying table that can be used by collaborations or analysis rules.',
    ),
    analysisMethod: req(analysisMethod, 'The analysis method allowed for the configured tables.'),
    selectedAnalysisMethods: opt(selectedAnalysisMethods, 'The analysis methods to enable for the configured table.'),
    tags: opt(tagMap, TAGS_DOC),
  }),
  output: struct({
    configuredTable: req(configuredTable),
  }),
});
