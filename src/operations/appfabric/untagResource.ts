// AppFabric UntagResource.

import { APPFABRIC_FIELDS, validateAppFabricUntagResourceRequest } from '../../domain/appfabric/validators.js';
import { defineOperation } from '../operation.js';
import { UntagResourceInputShape, UntagResourceOutputShape } from '../../domain/appfabric/shapes.js';

export const untagResource = defineOperation({
  service: 'appfabric',
  name: 'untag-resource',
  operation: 'UntagResource',
  summary: 'Removes a tag or tags from a resource.',
  validate: validateAppFabricUntagResourceRequest,
  fields: APPFABRIC_FIELDS,
  port: 'appAuthorizations',
  method: 'untagResource',
  http: { method: 'DELETE', path: '/tags/{resourceArn}', query: ['tagKeys'], status: 200 },
  input: UntagResourceInputShape,
  output: UntagResourceOutputShape,
});
