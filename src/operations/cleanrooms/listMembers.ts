// Clean Rooms ListMembers.

import { CLEANROOMS_FIELDS, validateListMembersInput } from '../../domain/cleanrooms/validators.js';
import { defineOperation } from '../operation.js';
import { ListMembersInputShape, ListMembersOutputShape } from '../../domain/cleanrooms/shapes.js';

export const listMembers = defineOperation({
  service: 'cleanrooms',
  name: 'list-members',
  operation: 'ListMembers',
  summary: 'Lists all members within a collaboration.',
  validate: validateListMembersInput,
  fields: CLEANROOMS_FIELDS,
  port: 'members',
  method: 'listMembers',
  http: {
    method: 'GET',
    path: '/collaborations/{collaborationIdentifier}/members',
    query: ['nextToken', 'maxResults'],
    status: 200,
  },
  paginator: {
    inputToken: 'nextToken',
    outputToken: 'nextToken',
    limitKey: 'maxResults',
    resultKey: 'memberSummaries',
  },
  input: ListMembersInputShape,
  output: ListMembersOutputShape,
});
