// Clean Rooms ListCollaborations.

import { BROWSE_FIELDS, FILTERABLE_MEMBER_STATUSES, validateListCollaborationsInput } from '../../domain/browse.js';
import { MEMBER_STATUSES } from '../../domain/cleanrooms/types.js';
import { defineOperation } from '../operation.js';
import { enumOf, int, listOf, opt, req, str, struct, timestamp } from '../shape.js';

export const collaborationSummary = struct({
  id: req(str),
  arn: req(str),
  name: req(str),
  creatorAccountId: req(str),
  creatorDisplayName: req(str),
  createTime: req(timestamp),
  updateTime: req(timestamp),
  memberStatus: req(enumOf(MEMBER_STATUSES)),
  membershipId: opt(str),
  membershipArn: opt(str),
  analyticsEngine: opt(enumOf(['SPARK', 'CLEAN_ROOMS_SQL'])),
});

export const listCollaborations = defineOperation({
  service: 'cleanrooms',
  name: 'list-collaborations',
  operation: 'ListCollaborations',
  summary: 'Lists collaborations the caller owns, is active in, or has been invited to.',
  validate: validateListCollaborationsInput,
  fields: BROWSE_FIELDS,
  port: 'members',
  method: 'listCollaborations',
  http: { method: 'GET', path: '/collaborations', query: ['nextToken', 'maxResults', 'memberStatus'], status: 200 },
  paginator: {
    inputToken: 'nextToken',
    outputToken: 'nextToken',
    limitKey: 'maxResults',
    resultKey: 'collaborationList',
  },
  input: struct({
    nextToken: opt(str, 'The pagination token that is used to fetch the next set of results.'),
    maxResults: opt(int, 'The maximum number of results that are returned for an API request call.'),
    memberStatus: opt(enumOf(FILTERABLE_MEMBER_STATUSES), "The caller's status in a collaboration."),
  }),
  output: struct({
    nextToken: opt(str),
    collaborationList: req(listOf(collaborationSummary)),
  }),
});
