// Clean Rooms CreateMembership.

import { CLEANROOMS_WRITE_FIELDS, validateCreateMembershipInput } from '../../domain/cleanrooms/writeValidators.js';
import { defineOperation } from '../operation.js';
import { bool, opt, req, str, struct } from '../shape.js';
import { logStatus, membership, paymentConfiguration, tagMap, TAGS_DOC } from './shapes.js';

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
  input: struct({
    collaborationIdentifier: req(str, 'The unique ID for the associated collaboration.'),
    queryLogStatus: req(
      logStatus,
      'An indicator as to whether query logging has been enabled or disabled for the membership.',
    ),
    jobLogStatus: opt(
      logStatus,
      'An indicator as to whether job logging has been enabled or disabled for the collaboration.',
    ),
    tags: opt(tagMap, TAGS_DOC),
    paymentConfiguration: opt(
      paymentConfiguration,
      'The payment responsibilities accepted by the collaboration member.',
    ),
    isMetricsEnabled: opt(bool, 'An indicator as to whether metrics have been enabled or disabled for the membership.'),
  }),
  output: struct({
    membership: req(membership),
  }),
});
