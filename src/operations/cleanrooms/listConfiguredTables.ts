// Clean Rooms ListConfiguredTables.

import { CLEANROOMS_WRITE_FIELDS, validateListConfiguredTablesInput } from '../../domain/cleanrooms/writeValidators.js';
import { defineOperation } from '../operation.js';
import { int, listOf, opt, req, str, struct } from '../shape.js';
import { configuredTableSummary } from './shapes.js';

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
  input: struct({
    nextToken: opt(str, 'The pagination token that is used to fetch the next set of results.'),
    maxResults: opt(int, 'The maximum number of results that are returned for an API request call.'),
  }),
  output: struct({
    nextToken: opt(str),
    configuredTableSummaries: req(listOf(configuredTableSummary)),
  }),
});
