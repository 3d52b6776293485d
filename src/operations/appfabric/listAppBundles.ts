// AppFabric ListAppBundles.

import { BROWSE_FIELDS, validateListAppBundlesRequest } from '../../domain/browse.js';
import { defineOperation } from '../operation.js';
import { ListAppBundlesInputShape, ListAppBundlesOutputShape } from '../../domain/appfabric/shapes.js';

export const listAppBundles = defineOperation({
  service: 'appfabric',
  name: 'list-app-bundles',
  operation: 'ListAppBundles',
  summary: 'Returns a list of app bundles.',
  validate: validateListAppBundlesRequest,
  fields: BROWSE_FIELDS,
  port: 'appAuthorizations',
  method: 'listAppBundles',
  http: { method: 'GET', path: '/appbundles', query: ['maxResults', 'nextToken'], status: 200 },
  paginator: {
    inputToken: 'nextToken',
    outputToken: 'nextToken',
    limitKey: 'maxResults',
    resultKey: 'appBundleSummaryList',
  },
  input: ListAppBundlesInputShape,
  output: ListAppBundlesOutputShape,
});
