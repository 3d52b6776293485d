// Clean Rooms ListConfiguredTables.

import { CLEANROOMS_WRITE_FIELDS, validateListConfiguredTablesInput } from '../../domain/cleanrooms/writeValidators.js';
import { defineOperation } from '../operation.js';
import { ListConfiguredTablesInputShape, ListConfiguredTablesOutputShape } from '../../domain/cleanrooms/shapes.js';

export const listConfiguredTables = defineOperation({
  service: 'cleanrooms',
  name: 'list-configured-tables',
  operation: 'ListConfiguredTables',
  summary: 'Lists configured tables.',
  validate: validateListConfiguredTablesInput,
  fields: CLEANROOMS_WRITE_FIELDS,
  port: 'members',
  method: 'listConfiguredTables',
  http: { method: 'GET', path: '/configuredTables', query: ['nextToken', 'maxResults'], status: 200 },
  paginator: {
    inputToken: 'nextToken',
    outputToken: 'nextToken',
    limitKey: 'maxResults',
    resultKey: 'configuredTableSummaries',
  },
  input: ListConfiguredTablesInputShape,
  output: ListConfiguredTablesOutputShape,
});
