// Clean Rooms CreateCollaboration.

import { CLEANROOMS_WRITE_FIELDS, validateCreateCollaborationInput } from '../../domain/cleanrooms/writeValidators.js';
import { defineOperation } from '../operation.js';
import { CreateCollaborationInputShape, CreateCollaborationOutputShape } from '../../domain/cleanrooms/shapes.js';

export const createCollaboration = defineOperation({
  service: 'cleanrooms',
  name: 'create-collaboration',
  operation: 'CreateCollaboration',
  summary: 'Creates a new collaboration.',
  validate: validateCreateCollaborationInput,
  fields: CLEANROOMS_WRITE_FIELDS,
  port: 'members',
  method: 'createCollaboration',
  http: { method: 'POST', path: '/collaborations', status: 200 },
  input: CreateCollaborationInputShape,
  output: CreateCollaborationOutputShape,
});
