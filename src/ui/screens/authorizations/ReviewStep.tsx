// The review: every member as it will be sent (secrets only as set / not set), the client token, and what the
// last attempt said. A bordered ink-table when the height allows, plain lines otherwise.

import { Box, Text, useIsScreenReaderEnabled } from 'ink';
import { reviewRows } from '../../../state/wizard/review.js';
import type { WizardState } from '../../../state/wizard/wizardState.js';
import { StaticTable, wrappedLineCount } from '../../components/StaticTable.js';
import { fit, truncate } from '../../text.js';

export function ReviewStep({ state, width, height }: { state: WizardState; width: number; height: number }) {
  const rows = reviewRows(state);
  const { status, reviewError, attempts } = state.submission;
  const problems = rows.filter((r) => r.error !== undefined);
  const footer = (reviewError !== undefined ? 2 : 0) + (problems.length > 0 ? problems.length : 0) + 1;
  const screenReader = useIsScreenReaderEnabled();
  const errorMark = screenReader ? ' (has an error)' : ' ✗';
  // Screen-reader mode says a secret is `set` or `not set` (the drawn `•••• (set)` read aloud is noise).
  const valueOf = (r: (typeof rows)[number]): string => (screenReader ? (r.spoken ?? r.value) : r.value);
  const tableRows = rows.map((r) => ({
    field: r.label,
    value: r.error !== undefined ? `${valueOf(r)}${errorMark}` : valueOf(r),
  }));
  // Long values wrap in the table, so it fits only if its wrapped lines do.
  const tableFits = wrappedLineCount(tableRows, ['field', 'value'], width) + 4 + footer <= height;
  return (
    <Box flexDirection="column" width={width}>
      {tableFits ? (
        <StaticTable rows={tableRows} columns={['field', 'value']} maxWidth={width} />
      ) : (
        rows.slice(0, Math.max(1, height - footer)).map((r) => (
          <Text key={r.path} wrap="truncate-end">
            <Text dimColor>{fit(r.label, 14)}</Text>
            <Text color={r.error !== undefined ? 'red' : undefined}>{truncate(r.value, Math.max(1, width - 15))}</Text>
          </Text>
        ))
      )}
      {problems.map((r) => (
        <Text
          key={r.path}
          color="red"
          wrap="truncate-end"
          aria-label={`Error in ${r.label}: ${r.error}`}
        >{`✗ ${r.label}: ${r.error}`}</Text>
      ))}
      {reviewError !== undefined && (
        <Box width={width}>
          <Text color="red" aria-label={`Error: ${reviewError}`}>{`✗ ${reviewError}`}</Text>
        </Box>
      )}
      {status === 'submitting' ? (
        <Text color="cyan">Creating… (Ctrl+C cancels)</Text>
      ) : status === 'failed' ? (
        <Text
          dimColor
          wrap="truncate-end"
        >{`Attempt ${attempts} failed. Enter retries with the same client token.`}</Text>
      ) : (
        <Text dimColor wrap="truncate-end">
          Enter creates the authorization. Esc goes back to change something.
        </Text>
      )}
    </Box>
  );
}
