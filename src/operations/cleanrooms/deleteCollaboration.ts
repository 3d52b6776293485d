// Clean Rooms DeleteCollaboration.

import {
  CLEANROOMS_WRITE_FIELDS,
  validateCollaborationIdentifierInput,
} from '../../domain/cleanrooms/writeValidators.js';
import { defineOperation } from '../operation.js';
import { DeleteCollaborationInputShape, DeleteCollaborationOutputShape } from '../../domain/cleanrooms/shapes.js';

export const deleteCollaboration = defineOperation({
  service: 'cleanrooms',
  name: 'delete-collaboration',
  operation: 'DeleteCollaboration',
  summary: 'Deletes a collaboration. It can only be called by the collaboration owner.',
  validate: validateCollaborationIdentifierInput,
  fields: CLEANROOMS_WRITE_FIELDS,
  port: 'members',
  method: 'deleteCollaboration',
  http: { method: 'DELETE', path: '/collaborations/{collaborationIdentifier}', status: 204 },
  input: DeleteCollaborationInputShape,
  output: DeleteCollaborationOutputShape,
});
