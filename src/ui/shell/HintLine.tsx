// The hint line: the commands that have a live handler and are marked `hint`, from the keymap registry, as many
// as fit the width.

import { Box, Text } from 'ink';
import { useActiveCommands } from '../keymap/KeymapContext.js';
import { formatKeys } from '../keymap/keys.js';
import { theme } from '../theme.js';

export function HintLine({ width, scope, typing }: { width: number; scope: string; typing: boolean }) {
  const commands = useActiveCommands({ scope, typing }).filter((c) => c.hint === true);
  const parts: { key: string; label: string }[] = [];
  let used = 0;
  for (const command of commands) {
    const key = formatKeys(command.keys.slice(0, 1));
    const length = key.length + 1 + command.label.length + 2;
    if (used + length > width) break;
    used += length;
    parts.push({ key, label: command.label });
  }
  return (
    <Box width={width}>
      <Text wrap="truncate">
        {parts.map((p) => (
          <Text key={p.key + p.label}>
            <Text bold color={theme.accent}>
              {p.key}
            </Text>
            <Text color={theme.muted}>{` ${p.label}  `}</Text>
          </Text>
        ))}
      </Text>
    </Box>
  );
}
