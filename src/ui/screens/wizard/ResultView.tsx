// The created record: ARN, status (PendingConnect until the app is connected), timestamps. Values wrap rather than
// truncate, so the ARN can be read (and copied) whole.

import { Box, Text } from 'ink';
import type { AppAuthorization } from '../../../domain/appfabric/types.js';
import { recordRows } from '../../../state/wizard/review.js';
import { fit } from '../../text.js';

const LABEL = 11;

export function ResultView({ record, clientToken, width }: { record: AppAuthorization; clientToken: string; width: number }) {
  return (
    <Box flexDirection="column" width={width}>
      <Text color="green" bold>✓ App authorization created</Text>
      {recordRows(record).map((r) => (
        <Box key={r.label} width={width}>
          <Box width={LABEL} flexShrink={0}>
            <Text dimColor>{fit(r.label, LABEL)}</Text>
          </Box>
          <Box width={Math.max(4, width - LABEL)}>
            <Text color={r.label === 'Status' ? 'yellow' : undefined}>{r.value}</Text>
          </Box>
        </Box>
      ))}
      <Text dimColor wrap="truncate-end">{`Client token ${clientToken} · n starts another`}</Text>
    </Box>
  );
}
