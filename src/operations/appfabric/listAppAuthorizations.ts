// AppFabric ListAppAuthorizations.

import { APPFABRIC_FIELDS, validateListAppAuthorizationsRequest } from '../../domain/appfabric/validators.js';
import { defineOperation } from '../operation.js';
import { int, listOf, opt, req, str, struct } from '../shape.js';
import { appAuthorizationSummary } from './shapes.js';

export const listAppAuthorizations = defineOperation({
  service: 'appfabric',
  name: 'list-app-authorizations',
  operation: 'ListAppAuthorizations',
  summary: 'Returns a list of all app authorizations configured for an app bundle.',
  validate: validateListAppAuthorizationsRequest,
  fields: APPFABRIC_FIELDS,
  port: 'appAuthorizations',
  method: 'list',
  http: {
    method: 'GET',
    path: '/appbundles/{appBundleIdentifier}/appauthorizations',
    query: ['maxResults', 'nextToken'],
    status: 200,
  },
  paginator: {
    inputToken: 'nextToken',
    outputToken: 'nextToken',
    limitKey: 'maxResults',
    resultKey: 'appAuthorizationSummaryList',
  },
  input: struct({
    appBundleIdentifier: req(
      str,
      'The Amazon Resource Name (ARN) or Universal Unique Identifier (UUID) of the app bundle to use for the request.',
    ),
    maxResults: opt(int, 'The maximum number of results that are returned per call.'),
    nextToken: opt(str, 'If nextToken is returned, there are more results available.'),
  }),
  output: struct({
    appAuthorizationSummaryList: req(listOf(appAuthorizationSummary)),
    nextToken: opt(str),
  }),
});
