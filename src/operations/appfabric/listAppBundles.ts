// AppFabric ListAppBundles.

import { BROWSE_FIELDS, validateListAppBundlesRequest } from '../../domain/browse.js';
import { defineOperation } from '../operation.js';
import { int, listOf, opt, req, str, struct } from '../shape.js';

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
  input: struct({
    maxResults: opt(int, 'The maximum number of results that are returned per call.'),
    nextToken: opt(str, 'If nextToken is returned, there are more results available.'),
  }),
  output: struct({
    appBundleSummaryList: req(listOf(struct({ arn: req(str) }))),
    nextToken: opt(str),
  }),
});
