// Clean Rooms CreateMembership.

import { CLEANROOMS_WRITE_FIELDS, validateCreateMembershipInput } from '../../domain/cleanrooms/writeValidators.js';
import { defineOperation } from '../operation.js';
import { CreateMembershipInputShape, CreateMembershipOutputShape } from '../../domain/cleanrooms/shapes.js';

export const createMembership = defineOperation({
  service: 'cleanrooms',
  name: 'create-membership',
  operation: 'CreateMembership',
  summary: 'Creates a membership for a specific collaboration identifier and joins the collaboration.',
  validate: validateCreateMembershipInput,
  fields: CLEANROOMS_WRITE_FIELDS,
  port: 'members',
  method: 'createMembership',
  http: { method: 'POST', path: '/memberships', status: 200 },
  input: CreateMembershipInputShape,
  output: CreateMembershipOutputShape,
});
