// The hint line: the commands that have a live handler and are marked `hint`, from the keymap registry, one per key
// (hintCommands), as many as fit the width. `? help` is kept at the end whatever the width, so the way to every other key stays visible.

import { Box, Text } from 'ink';
import { useActiveCommands } from '../keymap/KeymapContext.js';
import { formatKeys } from '../keymap/keys.js';
import { hintCommands } from '../keymap/hintCommands.js';
import { theme } from '../theme.js';

export function HintLine({ width, scope, typing }: { width: number; scope: string; typing: boolean }) {
  const commands = hintCommands(useActiveCommands({ scope, typing }));
  const help = commands.find((c) => c.id === 'app.help');
  const sizeOf = (c: { keys: readonly string[]; label: string }): number =>
    formatKeys(c.keys.slice(0, 1)).length + 1 + c.label.length + 2;
  const parts: { key: string; label: string }[] = [];
  let used = help === undefined ? 0 : sizeOf(help);
  for (const command of commands) {
    if (command === help) continue;
    const length = sizeOf(command);
    if (used + length > width) break;
    used += length;
    parts.push({ key: formatKeys(command.keys.slice(0, 1)), label: command.label });
  }
  if (help !== undefined) parts.push({ key: formatKeys(help.keys.slice(0, 1)), label: help.label });
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
