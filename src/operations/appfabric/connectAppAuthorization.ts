// AppFabric ConnectAppAuthorization.

import { APPFABRIC_FIELDS, validateConnectAppAuthorizationRequest } from '../../domain/appfabric/validators.js';
import { appAuthorizationSummary } from './shapes.js';
import { defineOperation } from '../operation.js';
import { opt, req, secret, str, struct } from '../shape.js';

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
  input: struct({
    appBundleIdentifier: req(
      str,
      'The Amazon Resource Name (ARN) or Universal Unique Identifier (UUID) of the app bundle to use for the request.',
    ),
    appAuthorizationIdentifier: req(
      str,
      'The Amazon Resource Name (ARN) or Universal Unique Identifier (UUID) of the app authorization to use for the request.',
    ),
    authRequest: opt(
      struct({
        redirectUri: req(str, 'The redirect URL that is specified in the AuthURL and the application client.'),
        code: req(
          secret,
          'The authorization code returned by the application after permission is granted in the application OAuth page (after clicking on the AuthURL).',
        ),
      }),
      'Contains OAuth2 authorization information. This is required if the app authorization for the request is configured with an OAuth2 (oauth2) authorization type.',
    ),
  }),
  output: struct({ appAuthorizationSummary: req(appAuthorizationSummary) }),
});
