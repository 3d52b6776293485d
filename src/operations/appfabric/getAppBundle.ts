// AppFabric GetAppBundle.

import { APPFABRIC_FIELDS, validateGetAppBundleRequest } from '../../domain/appfabric/validators.js';
import { defineOperation } from '../operation.js';
import { opt, req, str, struct } from '../shape.js';

export const getAppBundle = defineOperation({
  service: 'appfabric',
  name: 'get-app-bundle',
  operation: 'GetAppBundle',
  summary: 'Returns information about an app bundle.',
  validate: validateGetAppBundleRequest,
  fields: APPFABRIC_FIELDS,
  port: 'appAuthorizations',
  method: 'getAppBundle',
  http: { method: 'GET', path: '/appbundles/{appBundleIdentifier}', status: 200 },
  input: struct({
    appBundleIdentifier: req(
      str,
      'The Amazon Resource Name (ARN) or Universal Unique Identifier (UUID) of the app bundle to use for the request.',
    ),
  }),
  output: struct({ appBundle: req(struct({ arn: req(str), customerManagedKeyArn: opt(str) })) }),
});
