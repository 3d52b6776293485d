// Clean Rooms GetCollaboration.

import { CLEANROOMS_FIELDS, validateGetCollaborationInput } from '../../domain/cleanrooms/validators.js';
import { QUERY_LOG_STATUSES } from '../../domain/cleanrooms/types.js';
import { defineOperation } from '../operation.js';
import { enumOf, opt, req, str, struct } from '../shape.js';
import { collaborationSummary } from './listCollaborations.js';

const summary = collaborationSummary.members;

export const getCollaboration = defineOperation({
  service: 'cleanrooms',
  name: 'get-collaboration',
  operation: 'GetCollaboration',
  summary: 'Returns metadata about a collaboration.',
  validate: validateGetCollaborationInput,
  fields: CLEANROOMS_FIELDS,
  port: 'members',
  method: 'getCollaboration',
  http: { method: 'GET', path: '/collaborations/{collaborationIdentifier}', status: 200 },
  input: struct({
    collaborationIdentifier: req(str, 'The identifier for the collaboration.'),
  }),
  output: struct({
    collaboration: req(
      struct({
        id: summary.id!,
        arn: summary.arn!,
        name: summary.name!,
        description: opt(str),
        creatorAccountId: summary.creatorAccountId!,
        creatorDisplayName: summary.creatorDisplayName!,
        createTime: summary.createTime!,
        updateTime: summary.updateTime!,
        memberStatus: summary.memberStatus!,
        membershipId: summary.membershipId!,
        membershipArn: summary.membershipArn!,
        queryLogStatus: req(enumOf(QUERY_LOG_STATUSES)),
        analyticsEngine: summary.analyticsEngine!,
      }),
    ),
  }),
});
