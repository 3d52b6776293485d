// Clean Rooms UpdateCollaboration.

import { CLEANROOMS_WRITE_FIELDS, validateUpdateCollaborationInput } from '../../domain/cleanrooms/writeValidators.js';
import { defineOperation } from '../operation.js';
import { UpdateCollaborationInputShape, UpdateCollaborationOutputShape } from '../../domain/cleanrooms/shapes.js';

export const updateCollaboration = defineOperation({
  service: 'cleanrooms',
  name: 'update-collaboration',
  operation: 'UpdateCollaboration',
  summary: 'Updates collaboration metadata and can only be called by the collaboration owner.',
  validate: validateUpdateCollaborationInput,
  fields: CLEANROOMS_WRITE_FIELDS,
  port: 'members',
  method: 'updateCollaboration',
  http: { method: 'PATCH', path: '/collaborations/{collaborationIdentifier}', status: 200 },
  input: UpdateCollaborationInputShape,
  output: UpdateCollaborationOutputShape,
});
