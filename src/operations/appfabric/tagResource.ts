// AppFabric TagResource.

import { APPFABRIC_FIELDS, validateAppFabricTagResourceRequest } from '../../domain/appfabric/validators.js';
import { defineOperation } from '../operation.js';
import { TagResourceInputShape, TagResourceOutputShape } from '../../domain/appfabric/shapes.js';

export const tagResource = defineOperation({
  service: 'appfabric',
  name: 'tag-resource',
  operation: 'TagResource',
  summary: 'Assigns one or more tags (key-value pairs) to the specified resource.',
  validate: validateAppFabricTagResourceRequest,
  fields: APPFABRIC_FIELDS,
  port: 'appAuthorizations',
  method: 'tagResource',
  http: { method: 'POST', path: '/tags/{resourceArn}', status: 200 },
  input: TagResourceInputShape,
  output: TagResourceOutputShape,
});
