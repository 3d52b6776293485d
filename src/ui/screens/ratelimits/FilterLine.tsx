// The `/` line under a filtered list (the event log, the bucket table): the field while it is typed, else the
// filter applied, and how many of how many match.

import { Box, Text } from 'ink';
import { FieldInput } from '../../components/FieldInput.js';

export function FilterLine({
  width,
  text,
  editing,
  onChange,
  onSubmit,
  matches,
}: {
  width: number;
  text: string;
  editing: boolean;
  onChange: (text: string) => void;
  onSubmit: () => void;
  /** e.g. `3 of 14 buckets match` */
  matches: string;
}) {
  return (
    <Box width={width}>
      <Text color="cyan">/</Text>
      {editing ? (
        <FieldInput value={text} onChange={onChange} onSubmit={onSubmit} what="Filter" />
      ) : (
        <Text>{text}</Text>
      )}
      <Text dimColor wrap="truncate">
        {`  ${matches}${editing ? '' : ' (Esc clears)'}`}
      </Text>
    </Box>
  );
}
