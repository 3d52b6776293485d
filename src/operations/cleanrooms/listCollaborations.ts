// Clean Rooms ListCollaborations.

import { BROWSE_FIELDS, validateListCollaborationsInput } from '../../domain/browse.js';
import { defineOperation } from '../operation.js';
import { ListCollaborationsInputShape, ListCollaborationsOutputShape } from '../../domain/cleanrooms/shapes.js';

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
  input: ListCollaborationsInputShape,
  output: ListCollaborationsOutputShape,
});
