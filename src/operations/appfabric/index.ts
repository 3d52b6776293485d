// AWS AppFabric: the operations switchyard serves and calls.

import type { ServiceDef } from '../operation.js';
import { createAppAuthorization } from './createAppAuthorization.js';
import { listAppBundles } from './listAppBundles.js';

export const APPFABRIC: ServiceDef = {
  name: 'appfabric',
  title: 'AWS AppFabric',
  summary: 'Connects SaaS applications for security and productivity; here: app bundles and app authorizations.',
  timestampFormat: 'date-time',
  operations: [createAppAuthorization, listAppBundles],
};
