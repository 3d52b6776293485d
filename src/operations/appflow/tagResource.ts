// AppFlow TagResource.

import { APPFLOW_TAG_FIELDS, validateAppFlowTagResourceRequest } from '../../domain/appflow/tags.js';
import { defineOperation } from '../operation.js';
import { TagResourceInputShape, TagResourceOutputShape } from '../../domain/appflow/shapes.js';

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
  input: TagResourceInputShape,
  output: TagResourceOutputShape,
});
