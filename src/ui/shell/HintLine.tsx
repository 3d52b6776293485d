// The hint line: the commands that have a live handler and are marked `hint`, from the keymap registry, one per key
// (hintCommands), as many as fit the width (fitHints): the shell's essential keys (`? help`, `q quit`, `: command`)
// are kept on every screen and the screen's last (lowest-priority) entries go first, after `Esc back` (the same
// everywhere); `? help` is shown at the end, so the way to every other key stays visible.

import { Box, Text } from 'ink';
import { useActiveCommands, useDispatcher } from '../keymap/KeymapContext.js';
import { formatKeys } from '../keymap/keys.js';
import { fitHints, HINT_SEPARATOR, hintCommands } from '../keymap/hintCommands.js';
import type { CommandSpec } from '../keymap/registry.js';
import { theme } from '../theme.js';

export function HintLine({ width, scope, typing }: { width: number; scope: string; typing: boolean }) {
  const registry = useDispatcher().registry;
  const commands = hintCommands(useActiveCommands({ scope, typing }));
  // A command paired with its opposite (`hintWith`) shows both first keys: `←/→ caller`.
  const keyText = (c: CommandSpec): string => {
    const pair = c.hintWith !== undefined ? registry.command(c.hintWith) : undefined;
    return formatKeys([...(pair !== undefined ? pair.keys.slice(0, 1) : []), ...c.keys.slice(0, 1)]);
  };
  const sizeOf = (c: CommandSpec): number => keyText(c).length + 1 + c.label.length + HINT_SEPARATOR;
  const help = commands.find((c) => c.id === 'app.help');
  const shown = fitHints(commands, width, sizeOf);
  const parts = [...shown.filter((c) => c !== help), ...(help !== undefined && shown.includes(help) ? [help] : [])].map(
    (c) => ({ key: keyText(c), label: c.label }),
  );
  const spoken = `Keys: ${parts.map((p) => `${p.key} ${p.label}`).join(', ')}`;
  return (
    <Box width={width} aria-label={spoken}>
      <Text wrap="truncate">
        {parts.map((p, i) => (
          <Text key={p.key + p.label}>
            {i > 0 ? ' '.repeat(HINT_SEPARATOR) : ''}
            <Text bold color={theme.accent}>
              {p.key}
            </Text>
            <Text color={theme.muted}>{` ${p.label}`}</Text>
          </Text>
        ))}
      </Text>
    </Box>
  );
}
