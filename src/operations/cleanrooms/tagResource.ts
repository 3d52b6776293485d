// Clean Rooms TagResource.

import { CLEANROOMS_WRITE_FIELDS, validateTagResourceInput } from '../../domain/cleanrooms/writeValidators.js';
import { defineOperation } from '../operation.js';
import { TagResourceInputShape, TagResourceOutputShape } from '../../domain/cleanrooms/shapes.js';

export const tagResource = defineOperation({
  service: 'cleanrooms',
  name: 'tag-resource',
  operation: 'TagResource',
  summary: 'Tags a resource.',
  validate: validateTagResourceInput,
  fields: CLEANROOMS_WRITE_FIELDS,
  port: 'members',
  method: 'tagResource',
  http: { method: 'POST', path: '/tags/{resourceArn}', status: 200 },
  input: TagResourceInputShape,
  output: TagResourceOutputShape,
});
