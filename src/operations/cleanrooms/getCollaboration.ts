// Clean Rooms GetCollaboration.

import { CLEANROOMS_FIELDS, validateGetCollaborationInput } from '../../domain/cleanrooms/validators.js';
import { defineOperation } from '../operation.js';
import { GetCollaborationInputShape, GetCollaborationOutputShape } from '../../domain/cleanrooms/shapes.js';

export const getCollaboration = defineOperation({
  service: 'cleanrooms',
  name: 'get-collaboration',
  operation: 'GetCollaboration',
  summary: 'Returns metadata about a collaboration.',
  validate: validateGetCollaborationInput,
  fields: CLEANROOMS_FIELDS,
  port: 'members',
  method: 'getCollaboration',
  http: { method: 'GET', path: '/collaborations/{collaborationIdentifier}', status: 200 },
  input: GetCollaborationInputShape,
  output: GetCollaborationOutputShape,
});
