// Clean Rooms UpdateCollaboration.

import { CLEANROOMS_WRITE_FIELDS, validateUpdateCollaborationInput } from '../../domain/cleanrooms/writeValidators.js';
import { defineOperation } from '../operation.js';
import { opt, req, str, struct } from '../shape.js';
import { analyticsEngine, collaboration, COLLABORATION_ID_DOC } from './shapes.js';

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
  input: struct({
    collaborationIdentifier: req(str, COLLABORATION_ID_DOC),
    name: opt(str, 'A human-readable identifier provided by the collaboration owner.'),
    description: opt(str, 'A description of the collaboration.'),
    analyticsEngine: opt(analyticsEngine, 'The analytics engine.'),
  }),
  output: struct({
    collaboration: req(collaboration),
  }),
});
