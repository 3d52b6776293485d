// `?` help for the current screen, generated from the keymap registry: the screen's commands, then the global
// ones, each with all its keys. Scrolls when taller than the body.

import { useState } from 'react';
import { Box, Text } from 'ink';
import { LAYER_PRIORITY } from '../keymap/dispatcher.js';
import { useCommands, useDispatcher } from '../keymap/KeymapContext.js';
import { formatKeys } from '../keymap/keys.js';
import { theme } from '../theme.js';
import { fit, truncate } from '../text.js';

export interface HelpLine {
  heading?: string;
  keys?: string;
  description?: string;
}

/** The help's lines for a scope (pure given the registry). */
export function helpLines(
  groups: readonly { title: string; commands: readonly { keys: readonly string[]; description: string }[] }[],
): HelpLine[] {
  const lines: HelpLine[] = [];
  for (const group of groups) {
    if (group.commands.length === 0) continue;
    if (lines.length > 0) lines.push({});
    lines.push({ heading: group.title });
    for (const command of group.commands)
      lines.push({ keys: formatKeys(command.keys), description: command.description });
  }
  return lines;
}

export function HelpOverlay({
  scope,
  title,
  width,
  height,
  onClose,
}: {
  scope: string;
  title: string;
  width: number;
  height: number;
  onClose: () => void;
}) {
  const dispatcher = useDispatcher();
  const lines = helpLines(
    dispatcher.registry.groupsFor(scope).map((g) => (g.scope === 'global' ? g : { ...g, title })),
  );
  const bodyRows = Math.max(1, height - 2);
  const maxOffset = Math.max(0, lines.length - bodyRows);
  const [offset, setOffset] = useState(0);
  useCommands(
    {
      'app.back': onClose,
      'app.help': onClose,
      'help.down': () => setOffset((o) => Math.min(maxOffset, o + 1)),
      'help.up': () => setOffset((o) => Math.max(0, o - 1)),
    },
    { priority: LAYER_PRIORITY.overlay, modal: true, name: 'help' },
  );
  const keyWidth = Math.min(24, Math.max(...lines.map((l) => (l.keys ?? '').length), 4) + 4);
  const visible = lines.slice(offset, offset + bodyRows);
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <Text bold color={theme.accent}>
        {truncate(`Help: ${title}  (Esc or ? closes${maxOffset > 0 ? ', j/k scrolls' : ''})`, width)}
      </Text>
      {visible.map((line, index) =>
        line.heading !== undefined ? (
          <Text key={index} bold>
            {truncate(line.heading, width)}
          </Text>
        ) : (
          <Text key={index} wrap="truncate">
            <Text color={theme.accent}>{fit(`  ${line.keys ?? ''}`, keyWidth)}</Text>
            <Text>{truncate(line.description ?? '', Math.max(1, width - keyWidth))}</Text>
          </Text>
        ),
      )}
      {maxOffset > 0 ? <Text color={theme.muted}>{`${offset + visible.length}/${lines.length}`}</Text> : null}
    </Box>
  );
}
