// Amazon AppFlow: the operations switchyard serves and calls.

import type { ServiceDef } from '../operation.js';
import { describeConnectorProfiles } from './describeConnectorProfiles.js';

export const APPFLOW: ServiceDef = {
  name: 'appflow',
  title: 'Amazon AppFlow',
  summary: 'Data flows between SaaS applications and AWS; here: connector profiles.',
  timestampFormat: 'epoch-seconds',
  otherPathPrefixes: ['list-connectors'],
  operations: [describeConnectorProfiles],
};
