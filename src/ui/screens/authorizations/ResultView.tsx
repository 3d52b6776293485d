// The created record: ARN, status (PendingConnect until the app is connected), timestamps. Values wrap rather than
// truncate, so the ARN can be read (and copied) whole, breaking after `/` or `:` so no UUID is cut; on a short
// terminal the least important rows give way first.

import { Box, Text } from 'ink';
import type { AppAuthorization } from '../../../domain/appfabric/types.js';
import { recordRows, type RecordRow } from '../../../state/wizard/review.js';
import { wrapCell } from '../../components/StaticTable.js';
import { fit } from '../../text.js';

const LABEL = 11;
/** Which rows stay when not all fit, most important first. */
const PRIORITY = [
  'ARN',
  'Status',
  'Created',
  'Updated',
  'App',
  'Auth type',
  'Tenant',
  'App bundle',
  'Persona',
  'Auth URL',
];

/** The rows that fit `height` lines when each value wraps at `valueWidth`, in their natural order. */
export function fittedRecordRows(rows: readonly RecordRow[], valueWidth: number, height: number): RecordRow[] {
  const linesOf = (r: RecordRow): number => wrapCell(r.value, valueWidth).length;
  const keep = new Set<string>();
  let used = 0;
  for (const label of PRIORITY) {
    const row = rows.find((r) => r.label === label);
    if (row === undefined) continue;
    if (used + linesOf(row) > height) continue;
    used += linesOf(row);
    keep.add(label);
  }
  return rows.filter((r) => keep.has(r.label));
}

export function ResultView({
  record,
  clientToken,
  width,
  height,
}: {
  record: AppAuthorization;
  clientToken: string;
  width: number;
  height: number;
}) {
  const valueWidth = Math.max(4, width - LABEL);
  const rows = fittedRecordRows(recordRows(record), valueWidth, Math.max(1, height - 2));
  return (
    <Box flexDirection="column" width={width}>
      <Text color="green" bold aria-label="App authorization created.">
        ✓ App authorization created
      </Text>
      {rows.map((r) => (
        <Box key={r.label} width={width}>
          <Box width={LABEL} flexShrink={0}>
            <Text dimColor aria-label={`${r.label}:`}>
              {fit(r.label, LABEL)}
            </Text>
          </Box>
          <Box width={valueWidth} flexDirection="column">
            {wrapCell(r.value, valueWidth).map((line, i) => (
              <Text key={i} color={r.label === 'Status' ? 'yellow' : undefined} wrap="truncate-end">
                {line}
              </Text>
            ))}
          </Box>
        </Box>
      ))}
      <Text dimColor wrap="truncate-end">{`Client token ${clientToken} · n starts another`}</Text>
    </Box>
  );
}
