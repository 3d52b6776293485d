// Clean Rooms ListTagsForResource.

import { CLEANROOMS_WRITE_FIELDS, validateResourceArnInput } from '../../domain/cleanrooms/writeValidators.js';
import { defineOperation } from '../operation.js';
import { ListTagsForResourceInputShape, ListTagsForResourceOutputShape } from '../../domain/cleanrooms/shapes.js';

export const listTagsForResource = defineOperation({
  service: 'cleanrooms',
  name: 'list-tags-for-resource',
  operation: 'ListTagsForResource',
  summary: 'Lists all of the tags that have been added to a resource.',
  validate: validateResourceArnInput,
  fields: CLEANROOMS_WRITE_FIELDS,
  port: 'members',
  method: 'listTagsForResource',
  http: { method: 'GET', path: '/tags/{resourceArn}', status: 200 },
  input: ListTagsForResourceInputShape,
  output: ListTagsForResourceOutputShape,
});
