// Clean Rooms TagResource.

import { CLEANROOMS_WRITE_FIELDS, validateTagResourceInput } from '../../domain/cleanrooms/writeValidators.js';
import { defineOperation } from '../operation.js';
import { req, str, struct } from '../shape.js';
import { tagMap } from './shapes.js';

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
  input: struct({
    resourceArn: req(str, 'The Amazon Resource Name (ARN) associated with the resource you want to tag.'),
    tags: req(tagMap, 'A map of objects specifying each key name and value.'),
  }),
  output: struct({}),
});
