// AppFlow DescribeConnectorProfiles. botocore has no paginator for it: plain --max-results and
// --next-token, one call.

import {
  CONNECTION_MODES,
  CONNECTOR_TYPES,
  PROVISIONING_FAILURE_CAUSES,
  PROVISIONING_STATUSES,
} from '../../domain/appflow/types.js';
import { APPFLOW_FIELDS, validateDescribeConnectorProfilesRequest } from '../../domain/appflow/validators.js';
import { defineOperation } from '../operation.js';
import { enumOf, int, listOf, opt, str, struct, timestamp } from '../shape.js';
import { connectorProfileProperties } from './shapes.js';

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
  input: struct({
    connectorProfileNames: opt(
      listOf(str),
      'The name of the connector profile. The name is unique for each ConnectorProfile in the Amazon Web Services account.',
    ),
    connectorType: opt(enumOf(CONNECTOR_TYPES), 'The type of connector, such as Salesforce, Amplitude, and so on.'),
    connectorLabel: opt(
      str,
      'The name of the connector. The name is unique for each ConnectorRegistration in your Amazon Web Services account. Only needed if calling for CUSTOMCONNECTOR connector type.',
    ),
    maxResults: opt(
      int,
      'Specifies the maximum number of items that should be returned in the result set. The default for maxResults is 20 (for all paginated API operations).',
    ),
    nextToken: opt(str, 'The pagination token for the next page of data.'),
  }),
  output: struct({
    connectorProfileDetails: opt(
      listOf(
        struct({
          connectorProfileArn: opt(str),
          connectorProfileName: opt(str),
          connectorType: opt(enumOf(CONNECTOR_TYPES)),
          connectorLabel: opt(str),
          connectionMode: opt(enumOf(CONNECTION_MODES)),
          credentialsArn: opt(str),
          connectorProfileProperties: opt(connectorProfileProperties),
          createdAt: opt(timestamp),
          lastUpdatedAt: opt(timestamp),
          privateConnectionProvisioningState: opt(
            struct({
              status: opt(enumOf(PROVISIONING_STATUSES)),
              failureMessage: opt(str),
              failureCause: opt(enumOf(PROVISIONING_FAILURE_CAUSES)),
            }),
          ),
        }),
      ),
    ),
    nextToken: opt(str),
  }),
});
