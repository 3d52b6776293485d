// Clean Rooms DeleteCollaboration.

import {
  CLEANROOMS_WRITE_FIELDS,
  validateCollaborationIdentifierInput,
} from '../../domain/cleanrooms/writeValidators.js';
import { defineOperation } from '../operation.js';
import { req, str, struct } from '../shape.js';
import { COLLABORATION_ID_DOC } from './shapes.js';

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
  input: struct({
    collaborationIdentifier: req(str, COLLABORATION_ID_DOC),
  }),
  output: struct({}),
});
