// AppFabric CreateAppBundle.

import { APPFABRIC_FIELDS, validateCreateAppBundleRequest } from '../../domain/appfabric/validators.js';
import { defineOperation } from '../operation.js';
import { opt, req, str, struct } from '../shape.js';
import { appBundle, tagList } from './shapes.js';

export const createAppBundle = defineOperation({
  service: 'appfabric',
  name: 'create-app-bundle',
  operation: 'CreateAppBundle',
  summary: 'Creates an app bundle to collect data from an application using AppFabric.',
  idempotencyToken: 'clientToken',
  validate: validateCreateAppBundleRequest,
  fields: APPFABRIC_FIELDS,
  port: 'appAuthorizations',
  method: 'createAppBundle',
  http: { method: 'POST', path: '/appbundles', status: 201 },
  input: struct({
    clientToken: opt(
      str,
      'A unique, case-sensitive identifier that you provide to ensure the idempotency of the request. Filled with a new UUID when omitted.',
    ),
    customerManagedKeyIdentifier: opt(
      str,
      'The Amazon Resource Name (ARN) of the Key Management Service (KMS) key to use to encrypt the application data.',
    ),
    tags: opt(tagList, 'A map of the key-value pairs of the tag or tags to assign to the resource.'),
  }),
  output: struct({ appBundle: req(appBundle) }),
});
