// AppFabric ListTagsForResource.

import { APPFABRIC_FIELDS, validateAppFabricResourceArnRequest } from '../../domain/appfabric/validators.js';
import { defineOperation } from '../operation.js';
import { ListTagsForResourceInputShape, ListTagsForResourceOutputShape } from '../../domain/appfabric/shapes.js';

export const listTagsForResource = defineOperation({
  service: 'appfabric',
  name: 'list-tags-for-resource',
  operation: 'ListTagsForResource',
  summary: 'Returns a list of tags for a resource.',
  validate: validateAppFabricResourceArnRequest,
  fields: APPFABRIC_FIELDS,
  port: 'appAuthorizations',
  method: 'listTagsForResource',
  http: { method: 'GET', path: '/tags/{resourceArn}', status: 200 },
  input: ListTagsForResourceInputShape,
  output: ListTagsForResourceOutputShape,
});
