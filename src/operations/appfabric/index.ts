// AWS AppFabric: the operations switchyard serves and calls.

import type { ServiceDef } from '../operation.js';
import { connectAppAuthorization } from './connectAppAuthorization.js';
import { createAppAuthorization } from './createAppAuthorization.js';
import { createAppBundle } from './createAppBundle.js';
import { deleteAppAuthorization } from './deleteAppAuthorization.js';
import { deleteAppBundle } from './deleteAppBundle.js';
import { getAppAuthorization } from './getAppAuthorization.js';
import { getAppBundle } from './getAppBundle.js';
import { listAppAuthorizations } from './listAppAuthorizations.js';
import { listAppBundles } from './listAppBundles.js';
import { listTagsForResource } from './listTagsForResource.js';
import { tagResource } from './tagResource.js';
import { untagResource } from './untagResource.js';
import { updateAppAuthorization } from './updateAppAuthorization.js';

export const APPFABRIC: ServiceDef = {
  name: 'appfabric',
  title: 'AWS AppFabric',
  summary:
    'Connects SaaS applications for security and productivity; here: app bundles, app authorizations and their tags.',
  timestampFormat: 'date-time',
  operations: [
    createAppAuthorization,
    listAppAuthorizations,
    getAppAuthorization,
    connectAppAuthorization,
    updateAppAuthorization,
    deleteAppAuthorization,
    createAppBundle,
    listAppBundles,
    getAppBundle,
    deleteAppBundle,
    tagResource,
    untagResource,
    listTagsForResource,
  ],
};
