// Clean Rooms UpdateMembership.

import { CLEANROOMS_WRITE_FIELDS, validateUpdateMembershipInput } from '../../domain/cleanrooms/writeValidators.js';
import { defineOperation } from '../operation.js';
import { opt, req, str, struct } from '../shape.js';
import { logStatus, membership } from './shapes.js';

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
  input: struct({
    membershipIdentifier: req(str, 'The unique identifier of the membership.'),
    queryLogStatus: opt(
      logStatus,
      'An indicator as to whether query logging has been enabled or disabled for the membership.',
    ),
    jobLogStatus: opt(
      logStatus,
      'An indicator as to whether job logging has been enabled or disabled for the collaboration.',
    ),
  }),
  output: struct({
    membership: req(membership),
  }),
});
