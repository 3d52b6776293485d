// AppFabric ListAppAuthorizations.

import { APPFABRIC_FIELDS, validateListAppAuthorizationsRequest } from '../../domain/appfabric/validators.js';
import { defineOperation } from '../operation.js';
import { ListAppAuthorizationsInputShape, ListAppAuthorizationsOutputShape } from '../../domain/appfabric/shapes.js';

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
  input: ListAppAuthorizationsInputShape,
  output: ListAppAuthorizationsOutputShape,
});
