// AppFlow DeleteConnectorProfile.

import { APPFLOW_FIELDS, validateDeleteConnectorProfileRequest } from '../../domain/appflow/validators.js';
import { defineOperation } from '../operation.js';
import { bool, opt, struct } from '../shape.js';
import { profileName } from './shapes.js';

export const deleteConnectorProfile = defineOperation({
  service: 'appflow',
  name: 'delete-connector-profile',
  operation: 'DeleteConnectorProfile',
  summary: 'Enables you to delete an existing connector profile.',
  validate: validateDeleteConnectorProfileRequest,
  fields: APPFLOW_FIELDS,
  port: 'connectorProfiles',
  method: 'delete',
  http: { method: 'POST', path: '/delete-connector-profile', status: 200 },
  input: struct({
    connectorProfileName: profileName,
    forceDelete: opt(
      bool,
      'Indicates whether Amazon AppFlow should delete the profile, even if it is currently in use in one or more flows.',
    ),
  }),
  output: struct({}),
});
