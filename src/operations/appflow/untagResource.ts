// AppFlow UntagResource.

import { APPFLOW_TAG_FIELDS, validateAppFlowUntagResourceRequest } from '../../domain/appflow/tags.js';
import { defineOperation } from '../operation.js';
import { listOf, req, str, struct } from '../shape.js';
import { RESOURCE_ARN_DOC } from './tagShapes.js';

export const untagResource = defineOperation({
  service: 'appflow',
  name: 'untag-resource',
  operation: 'UntagResource',
  summary: 'Removes a tag from the specified connector profile (or flow).',
  validate: validateAppFlowUntagResourceRequest,
  fields: APPFLOW_TAG_FIELDS,
  port: 'connectorProfiles',
  method: 'untagResource',
  http: { method: 'DELETE', path: '/tags/{resourceArn}', query: ['tagKeys'], status: 200 },
  input: struct({
    resourceArn: req(str, RESOURCE_ARN_DOC),
    tagKeys: req(listOf(str), 'The tag keys associated with the tag that you want to remove from your flow.'),
  }),
  output: struct({}),
});
