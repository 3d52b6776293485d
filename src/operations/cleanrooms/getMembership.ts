// Clean Rooms GetMembership.

import { CLEANROOMS_WRITE_FIELDS, validateMembershipIdentifierInput } from '../../domain/cleanrooms/writeValidators.js';
import { defineOperation } from '../operation.js';
import { GetMembershipInputShape, GetMembershipOutputShape } from '../../domain/cleanrooms/shapes.js';

export const getMembership = defineOperation({
  service: 'cleanrooms',
  name: 'get-membership',
  operation: 'GetMembership',
  summary: 'Retrieves a specified membership for an identifier.',
  validate: validateMembershipIdentifierInput,
  fields: CLEANROOMS_WRITE_FIELDS,
  port: 'members',
  method: 'getMembership',
  http: { method: 'GET', path: '/memberships/{membershipIdentifier}', status: 200 },
  input: GetMembershipInputShape,
  output: GetMembershipOutputShape,
});
