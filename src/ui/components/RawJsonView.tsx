// The selected record's wire JSON (`J`), scrolled like a detail: j/k a line, PgDn/PgUp a page, Esc closes. Lines
// longer than the width wrap (after `/` or `:` where they can), so every value can be read whole.

import { Box, Text } from 'ink';
import { useMemo } from 'react';
import { wrapCell } from './StaticTable.js';
import { useDetailScroll } from './useDetailScroll.js';
import { truncateBefore } from '../text.js';

export interface RawJsonViewProps {
  /** What is shown, e.g. `member 111122223333`. */
  title: string;
  json: string;
  width: number;
  height: number;
  isActive: boolean;
  /** The screen whose commands these are (the keymap's name). */
  name: string;
  onClose: () => void;
}

export function RawJsonView({ title, json, width, height, isActive, name, onClose }: RawJsonViewProps) {
  const lines = useMemo(
    () =>
      json.split('\n').flatMap((line) => {
        const indent = /^ */.exec(line)?.[0] ?? '';
        const pieces = wrapCell(line.slice(indent.length), Math.max(8, width - indent.length));
        return pieces.map((piece) => `${indent}${piece}`);
      }),
    [json, width],
  );
  const available = Math.max(1, height - 1);
  const { top, shownTo, scrollable } = useDetailScroll({
    lineCount: lines.length,
    available,
    isActive,
    name,
    onBack: onClose,
  });
  const position = scrollable ? ` (${shownTo}/${lines.length}, j/k scrolls)` : '';
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <Text bold wrap="truncate-end">
        {truncateBefore(`${title}, as the API returns it · Esc closes`, position, width)}
      </Text>
      {lines.slice(top, top + available).map((line, i) => (
        <Text key={top + i} wrap="truncate-end">
          {line}
        </Text>
      ))}
    </Box>
  );
}
