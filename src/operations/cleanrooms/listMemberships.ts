// Clean Rooms ListMemberships.

import { CLEANROOMS_WRITE_FIELDS, validateListMembershipsInput } from '../../domain/cleanrooms/writeValidators.js';
import { defineOperation } from '../operation.js';
import { ListMembershipsInputShape, ListMembershipsOutputShape } from '../../domain/cleanrooms/shapes.js';

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
  input: ListMembershipsInputShape,
  output: ListMembershipsOutputShape,
});
