// AppFlow CreateConnectorProfile.

import { CONNECTOR_TYPES } from '../../domain/appflow/types.js';
import { APPFLOW_FIELDS, validateCreateConnectorProfileRequest } from '../../domain/appflow/validators.js';
import { defineOperation } from '../operation.js';
import { enumOf, opt, req, str, struct } from '../shape.js';
import { connectionMode, connectorProfileConfig, profileClientToken, profileName } from './shapes.js';

export const createConnectorProfile = defineOperation({
  service: 'appflow',
  name: 'create-connector-profile',
  operation: 'CreateConnectorProfile',
  summary:
    'Creates a new connector profile associated with your Amazon Web Services account. The credentials are kept as a secret named by credentialsArn, never returned.',
  idempotencyToken: 'clientToken',
  validate: validateCreateConnectorProfileRequest,
  fields: APPFLOW_FIELDS,
  port: 'connectorProfiles',
  method: 'create',
  http: { method: 'POST', path: '/create-connector-profile', status: 200 },
  input: struct({
    connectorProfileName: profileName,
    kmsArn: opt(
      str,
      'The ARN (Amazon Resource Name) of the Key Management Service (KMS) key you provide for encryption.',
    ),
    connectorType: req(enumOf(CONNECTOR_TYPES), 'The type of connector, such as Salesforce, Amplitude, and so on.'),
    connectorLabel: opt(
      str,
      'The label of the connector. The label is unique for each ConnectorRegistration in your Amazon Web Services account. Only needed if calling for CUSTOMCONNECTOR connector type.',
    ),
    connectionMode,
    connectorProfileConfig,
    clientToken: profileClientToken,
  }),
  output: struct({ connectorProfileArn: opt(str) }),
});
