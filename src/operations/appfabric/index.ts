// AWS AppFabric: the operations switchyard serves and calls.

import type { ServiceDef } from '../operation.js';
import { connectAppAuthorization } from './connectAppAuthorization.js';
import { createAppAuthorization } from './createAppAuthorization.js';
import { deleteAppAuthorization } from './deleteAppAuthorization.js';
import { getAppAuthorization } from './getAppAuthorization.js';
import { getAppBundle } from './getAppBundle.js';
import { listAppAuthorizations } from './listAppAuthorizations.js';
import { listAppBundles } from './listAppBundles.js';
import { updateAppAuthorization } from './updateAppAuthorization.js';

export const APPFABRIC: ServiceDef = {
  name: 'appfabric',
  title: 'AWS AppFabric',
  summary: 'Connects SaaS applications for security and productivity; here: app bundles and app authorizations.',
  timestampFormat: 'date-time',
  operations: [
    createAppAuthorization,
    listAppAuthorizations,
    getAppAuthorization,
    connectAppAuthorization,
    updateAppAuthorization,
    deleteAppAuthorization,
    listAppBundles,
    getAppBundle,
  ],
};
