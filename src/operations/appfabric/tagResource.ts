// AppFabric TagResource.

import { APPFABRIC_FIELDS, validateAppFabricTagResourceRequest } from '../../domain/appfabric/validators.js';
import { defineOperation } from '../operation.js';
import { req, str, struct } from '../shape.js';
import { RESOURCE_ARN_DOC, tagList } from './shapes.js';

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
  input: struct({
    resourceArn: req(str, RESOURCE_ARN_DOC),
    tags: req(tagList, 'A map of the key-value pairs of the tag or tags to assign to the resource.'),
  }),
  output: struct({}),
});
