// Clean Rooms UntagResource.

import { CLEANROOMS_WRITE_FIELDS, validateUntagResourceInput } from '../../domain/cleanrooms/writeValidators.js';
import { defineOperation } from '../operation.js';
import { UntagResourceInputShape, UntagResourceOutputShape } from '../../domain/cleanrooms/shapes.js';

export const untagResource = defineOperation({
  service: 'cleanrooms',
  name: 'untag-resource',
  operation: 'UntagResource',
  summary: 'Removes a tag or list of tags from a resource.',
  validate: validateUntagResourceInput,
  fields: CLEANROOMS_WRITE_FIELDS,
  port: 'members',
  method: 'untagResource',
  http: { method: 'DELETE', path: '/tags/{resourceArn}', query: ['tagKeys'], status: 200 },
  input: UntagResourceInputShape,
  output: UntagResourceOutputShape,
});
