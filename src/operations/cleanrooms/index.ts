// AWS Clean Rooms: the operations switchyard serves and calls.

import type { ServiceDef } from '../operation.js';
import { getCollaboration } from './getCollaboration.js';
import { listCollaborations } from './listCollaborations.js';
import { listMembers } from './listMembers.js';

export const CLEANROOMS: ServiceDef = {
  name: 'cleanrooms',
  title: 'AWS Clean Rooms',
  summary: 'Collaborations for analysing shared data; here: collaborations and their members.',
  timestampFormat: 'epoch-seconds',
  otherPathPrefixes: ['memberships'],
  operations: [listMembers, listCollaborations, getCollaboration],
};
