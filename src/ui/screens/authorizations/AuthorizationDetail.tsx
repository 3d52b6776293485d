// The detail of one authorization (Enter on the list): every field, the ARN wrapped, never cut.

import { Box, Text } from 'ink';
import type { AppAuthorization } from '../../../domain/appfabric/types.js';
import { STATUS_WORDS } from '../../../state/authorizations/authorizationsReducer.js';
import { STATUS_COLOR } from './AuthorizationsTable.js';

export function AuthorizationDetail({ record, width }: { record: AppAuthorization; width: number }) {
  const fields: [string, string][] = [
    ['ARN', record.appAuthorizationArn],
    ['Bundle', record.appBundleArn],
    ['App', record.app],
    ['Tenant', `${record.tenant.tenantDisplayName} (${record.tenant.tenantIdentifier})`],
    ['Auth type', record.authType],
    ['Status', `${STATUS_WORDS[record.status]} (${record.status})`],
    ['Created', record.createdAt.toISOString()],
    ['Updated', record.updatedAt.toISOString()],
    ...(record.persona !== undefined ? ([['Persona', record.persona]] as [string, string][]) : []),
    ...(record.authUrl !== undefined ? ([['Auth URL', record.authUrl]] as [string, string][]) : []),
  ];
  return (
    <Box flexDirection="column" width={width}>
      {fields.map(([label, value]) => (
        <Box key={label} width={width}>
          <Box width={11} flexShrink={0}>
            <Text bold aria-label={`${label}:`}>
              {label}
            </Text>
          </Box>
          <Box width={Math.max(1, width - 11)}>
            <Text wrap="wrap" {...(label === 'Status' ? { color: STATUS_COLOR[record.status] } : {})}>
              {value}
            </Text>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
