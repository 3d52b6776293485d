// Clean Rooms ListMemberships.

import { CLEANROOMS_WRITE_FIELDS, validateListMembershipsInput } from '../../domain/cleanrooms/writeValidators.js';
import { MEMBERSHIP_STATUSES } from '../../domain/cleanrooms/writes.js';
import { defineOperation } from '../operation.js';
import { enumOf, int, listOf, opt, req, str, struct } from '../shape.js';
import { membershipSummary } from './shapes.js';

export const listMemberships = defineOperation({
  service: 'cleanrooms',
  name: 'list-memberships',
  operation: 'ListMemberships',
  summary: "Lists all memberships resources within the caller's account.",
  validate: validateListMembershipsInput,
  fields: CLEANROOMS_WRITE_FIELDS,
  port: 'members',
  method: 'listMemberships',
  http: { method: 'GET', path: '/memberships', query: ['nextToken', 'maxResults', 'status'], status: 200 },
  paginator: {
    inputToken: 'nextToken',
    outputToken: 'nextToken',
    limitKey: 'maxResults',
    resultKey: 'membershipSummaries',
  },
  input: struct({
    nextToken: opt(str, 'The pagination token that is used to fetch the next set of results.'),
    maxResults: opt(int, 'The maximum number of results that are returned for an API request call.'),
    status: opt(enumOf(MEMBERSHIP_STATUSES), 'A filter which will return only memberships in the specified status.'),
  }),
  output: struct({
    nextToken: opt(str),
    membershipSummaries: req(listOf(membershipSummary)),
  }),
});
