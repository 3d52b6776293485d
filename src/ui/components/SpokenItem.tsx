// One item of a list in screen-reader mode: its words, and `(selected)` before them when it is the cursor's (Ink's
// aria-state), so the selection is announced in words rather than by the `›` marker or inverse colour alone.

import { Box, Text } from 'ink';

export function SpokenItem({ label, selected = false }: { label: string; selected?: boolean }) {
  return (
    <Box aria-state={{ selected }}>
      <Text>{label}</Text>
    </Box>
  );
}
