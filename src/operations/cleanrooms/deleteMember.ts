// Clean Rooms DeleteMember.

import { CLEANROOMS_WRITE_FIELDS, validateDeleteMemberInput } from '../../domain/cleanrooms/writeValidators.js';
import { defineOperation } from '../operation.js';
import { DeleteMemberInputShape, DeleteMemberOutputShape } from '../../domain/cleanrooms/shapes.js';

export const deleteMember = defineOperation({
  service: 'cleanrooms',
  name: 'delete-member',
  operation: 'DeleteMember',
  summary: 'Removes the specified member from a collaboration. It can only be called by the collaboration owner.',
  validate: validateDeleteMemberInput,
  fields: CLEANROOMS_WRITE_FIELDS,
  port: 'members',
  method: 'deleteMember',
  http: { method: 'DELETE', path: '/collaborations/{collaborationIdentifier}/member/{accountId}', status: 204 },
  input: DeleteMemberInputShape,
  output: DeleteMemberOutputShape,
});
