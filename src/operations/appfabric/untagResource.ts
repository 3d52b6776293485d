// AppFabric UntagResource.

import { APPFABRIC_FIELDS, validateAppFabricUntagResourceRequest } from '../../domain/appfabric/validators.js';
import { defineOperation } from '../operation.js';
import { listOf, req, str, struct } from '../shape.js';
import { RESOURCE_ARN_DOC } from './shapes.js';

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
  input: struct({
    resourceArn: req(str, RESOURCE_ARN_DOC),
    tagKeys: req(
      listOf(str),
      'The keys of the key-value pairs for the tag or tags you want to remove from the specified resource.',
    ),
  }),
  output: struct({}),
});
