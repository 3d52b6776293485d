// Clean Rooms UpdateMembership.

import { CLEANROOMS_WRITE_FIELDS, validateUpdateMembershipInput } from '../../domain/cleanrooms/writeValidators.js';
import { defineOperation } from '../operation.js';
import { UpdateMembershipInputShape, UpdateMembershipOutputShape } from '../../domain/cleanrooms/shapes.js';

export const updateMembership = defineOperation({
  service: 'cleanrooms',
  name: 'update-membership',
  operation: 'UpdateMembership',
  summary: 'Updates a membership.',
  validate: validateUpdateMembershipInput,
  fields: CLEANROOMS_WRITE_FIELDS,
  port: 'members',
  method: 'updateMembership',
  http: { method: 'PATCH', path: '/memberships/{membershipIdentifier}', status: 200 },
  input: UpdateMembershipInputShape,
  output: UpdateMembershipOutputShape,
});
