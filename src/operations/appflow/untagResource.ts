// AppFlow UntagResource.

import { APPFLOW_TAG_FIELDS, validateAppFlowUntagResourceRequest } from '../../domain/appflow/tags.js';
import { defineOperation } from '../operation.js';
import { UntagResourceInputShape, UntagResourceOutputShape } from '../../domain/appflow/shapes.js';

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
  input: UntagResourceInputShape,
  output: UntagResourceOutputShape,
});
