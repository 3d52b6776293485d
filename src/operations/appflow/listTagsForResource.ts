// AppFlow ListTagsForResource.

import { APPFLOW_TAG_FIELDS, validateAppFlowResourceArnRequest } from '../../domain/appflow/tags.js';
import { defineOperation } from '../operation.js';
import { ListTagsForResourceInputShape, ListTagsForResourceOutputShape } from '../../domain/appflow/shapes.js';

export const listTagsForResource = defineOperation({
  service: 'appflow',
  name: 'list-tags-for-resource',
  operation: 'ListTagsForResource',
  summary: 'Retrieves the tags that are associated with a specified connector profile (or flow).',
  validate: validateAppFlowResourceArnRequest,
  fields: APPFLOW_TAG_FIELDS,
  port: 'connectorProfiles',
  method: 'listTagsForResource',
  http: { method: 'GET', path: '/tags/{resourceArn}', status: 200 },
  input: ListTagsForResourceInputShape,
  output: ListTagsForResourceOutputShape,
});
