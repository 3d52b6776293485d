// Amazon AppFlow: the operations switchyard serves and calls.

import type { ServiceDef } from '../operation.js';
import { createConnectorProfile } from './createConnectorProfile.js';
import { deleteConnectorProfile } from './deleteConnectorProfile.js';
import { describeConnectorProfiles } from './describeConnectorProfiles.js';
import { listTagsForResource } from './listTagsForResource.js';
import { tagResource } from './tagResource.js';
import { untagResource } from './untagResource.js';
import { updateConnectorProfile } from './updateConnectorProfile.js';

export const APPFLOW: ServiceDef = {
  name: 'appflow',
  title: 'Amazon AppFlow',
  summary: 'Data flows between SaaS applications and AWS; here: connector profiles, their lifecycle and their tags.',
  timestampFormat: 'epoch-seconds',
  otherPathPrefixes: ['list-connectors'],
  operations: [
    describeConnectorProfiles,
    createConnectorProfile,
    updateConnectorProfile,
    deleteConnectorProfile,
    tagResource,
    untagResource,
    listTagsForResource,
  ],
};
