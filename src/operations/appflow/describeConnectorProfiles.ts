// AppFlow DescribeConnectorProfiles. botocore has no paginator for it: plain --max-results and
// --next-token, one call.

import { APPFLOW_FIELDS, validateDescribeConnectorProfilesRequest } from '../../domain/appflow/validators.js';
import { defineOperation } from '../operation.js';
import {
  DescribeConnectorProfilesInputShape,
  DescribeConnectorProfilesOutputShape,
} from '../../domain/appflow/shapes.js';

export const describeConnectorProfiles = defineOperation({
  service: 'appflow',
  name: 'describe-connector-profiles',
  operation: 'DescribeConnectorProfiles',
  summary:
    'Returns a list of connector-profile details matching the provided connector-profile names and connector-types.',
  validate: validateDescribeConnectorProfilesRequest,
  fields: APPFLOW_FIELDS,
  port: 'connectorProfiles',
  method: 'describe',
  http: { method: 'POST', path: '/describe-connector-profiles', status: 200 },
  input: DescribeConnectorProfilesInputShape,
  output: DescribeConnectorProfilesOutputShape,
});
