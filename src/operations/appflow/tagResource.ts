// AppFlow TagResource.

import { APPFLOW_TAG_FIELDS, validateAppFlowTagResourceRequest } from '../../domain/appflow/tags.js';
import { defineOperation } from '../operation.js';
import { mapOf, req, str, struct } from '../shape.js';
import { RESOURCE_ARN_DOC } from './tagShapes.js';

export const tagResource = defineOperation({
  service: 'appflow',
  name: 'tag-resource',
  operation: 'TagResource',
  summary: 'Applies a tag to the specified connector profile (or flow).',
  validate: validateAppFlowTagResourceRequest,
  fields: APPFLOW_TAG_FIELDS,
  port: 'connectorProfiles',
  method: 'tagResource',
  http: { method: 'POST', path: '/tags/{resourceArn}', status: 200 },
  input: struct({
    resourceArn: req(str, RESOURCE_ARN_DOC),
    tags: req(mapOf(str), 'The tags used to organize, track, or control access for your flow.'),
  }),
  output: struct({}),
});
