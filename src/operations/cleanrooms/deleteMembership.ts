// Clean Rooms DeleteMembership.

import { CLEANROOMS_WRITE_FIELDS, validateMembershipIdentifierInput } from '../../domain/cleanrooms/writeValidators.js';
import { defineOperation } from '../operation.js';
import { DeleteMembershipInputShape, DeleteMembershipOutputShape } from '../../domain/cleanrooms/shapes.js';

export const deleteMembership = defineOperation({
  service: 'cleanrooms',
  name: 'delete-membership',
  operation: 'DeleteMembership',
  summary: 'Deletes a specified membership. All resources under a membership must be deleted.',
  validate: validateMembershipIdentifierInput,
  fields: CLEANROOMS_WRITE_FIELDS,
  port: 'members',
  method: 'deleteMembership',
  http: { method: 'DELETE', path: '/memberships/{membershipIdentifier}', status: 204 },
  input: DeleteMembershipInputShape,
  output: DeleteMembershipOutputShape,
});
