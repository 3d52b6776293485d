// AWS Clean Rooms: the operations switchyard serves and calls.

import type { ServiceDef } from '../operation.js';
import { createCollaboration } from './createCollaboration.js';
import { createConfiguredTable } from './createConfiguredTable.js';
import { createMembership } from './createMembership.js';
import { deleteCollaboration } from './deleteCollaboration.js';
import { deleteConfiguredTable } from './deleteConfiguredTable.js';
import { deleteMember } from './deleteMember.js';
import { deleteMembership } from './deleteMembership.js';
import { getCollaboration } from './getCollaboration.js';
import { getConfiguredTable } from './getConfiguredTable.js';
import { getMembership } from './getMembership.js';
import { listCollaborations } from './listCollaborations.js';
import { listConfiguredTables } from './listConfiguredTables.js';
import { listMembers } from './listMembers.js';
import { listMemberships } from './listMemberships.js';
import { listTagsForResource } from './listTagsForResource.js';
import { tagResource } from './tagResource.js';
import { untagResource } from './untagResource.js';
import { updateCollaboration } from './updateCollaboration.js';
import { updateConfiguredTable } from './updateConfiguredTable.js';
import { updateMembership } from './updateMembership.js';

export const CLEANROOMS: ServiceDef = {
  name: 'cleanrooms',
  title: 'AWS Clean Rooms',
  summary:
    'Collaborations for analysing shared data; here: collaborations, their members, memberships, configured tables and tags.',
  timestampFormat: 'epoch-seconds',
  operations: [
    listMembers,
    listCollaborations,
    getCollaboration,
    createCollaboration,
    updateCollaboration,
    deleteCollaboration,
    deleteMember,
    createMembership,
    getMembership,
    listMemberships,
    updateMembership,
    deleteMembership,
    createConfiguredTable,
    getConfiguredTable,
    listConfiguredTables,
    updateConfiguredTable,
    deleteConfiguredTable,
    tagResource,
    untagResource,
    listTagsForResource,
  ],
};
