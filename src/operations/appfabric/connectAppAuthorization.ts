// AppFabric ConnectAppAuthorization.

import { APPFABRIC_FIELDS, validateConnectAppAuthorizationRequest } from '../../domain/appfabric/validators.js';
import { defineOperation } from '../operation.js';
import {
  ConnectAppAuthorizationInputShape,
  ConnectAppAuthorizationOutputShape,
} from '../../domain/appfabric/shapes.js';

export const connectAppAuthorization = defineOperation({
  service: 'appfabric',
  name: 'connect-app-authorization',
  operation: 'ConnectAppAuthorization',
  summary:
    'Establishes a connection between Amazon Web Services AppFabric and an application, which allows AppFabric to call the APIs of the application.',
  validate: validateConnectAppAuthorizationRequest,
  fields: APPFABRIC_FIELDS,
  port: 'appAuthorizations',
  method: 'connect',
  http: {
    method: 'POST',
    path: '/appbundles/{appBundleIdentifier}/appauthorizations/{appAuthorizationIdentifier}/connect',
    status: 200,
  },
  input: ConnectAppAuthorizationInputShape,
  output: ConnectAppAuthorizationOutputShape,
});
