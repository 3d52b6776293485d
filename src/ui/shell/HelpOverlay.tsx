// `?` help for the current screen, generated from the keymap registry: the screen's commands, then the global
// ones, each with all its keys. Descriptions wrap under their own column (never cut); the help scrolls when taller
// than the body, and `/` filters it by key or words.

import { useLayoutEffect, useMemo, useState } from 'react';
import { Box, Text } from 'ink';
import { FieldInput } from '../components/FieldInput.js';
import { LAYER_PRIORITY } from '../keymap/dispatcher.js';
import { useCommands, useDispatcher, useKeyLabel } from '../keymap/KeymapContext.js';
import { formatKeys } from '../keymap/keys.js';
import { theme } from '../theme.js';
import { fit, truncate } from '../text.js';
import { wrapCell } from '../components/StaticTable.js';
import { textMatches } from '../../state/listFilter.js';
import type { ScreenId } from '../screenContract.js';
import { useShellStore } from './ShellContext.js';

export interface HelpLine {
  heading?: string;
  keys?: string;
  description?: string;
}

/** The help's lines for a scope (pure given the registry); with a filter, only the commands it matches. */
export function helpLines(
  groups: readonly { title: string; commands: readonly { keys: readonly string[]; description: string }[] }[],
  filter = '',
): HelpLine[] {
  const lines: HelpLine[] = [];
  for (const group of groups) {
    const commands = group.commands.filter((c) => textMatches(filter, formatKeys(c.keys), c.description));
    if (commands.length === 0) continue;
    if (lines.length > 0) lines.push({});
    lines.push({ heading: group.title });
    for (const command of commands) lines.push({ keys: formatKeys(command.keys), description: command.description });
  }
  return lines;
}

/** The commands of `live` when any is, else all of them. */
function liveOnly<C extends { id: string }>(
  commands: readonly C[],
  live: ReadonlySet<string> | undefined,
): readonly C[] {
  const shown = live === undefined ? [] : commands.filter((c) => live.has(c.id));
  return shown.length > 0 ? shown : commands;
}

interface DisplayLine {
  heading?: string;
  keys: string;
  text: string;
}

/** Each help line as the rows it takes: a description wider than its column continues under it. */
function displayLines(lines: readonly HelpLine[], keyWidth: number, width: number): DisplayLine[] {
  const out: DisplayLine[] = [];
  for (const line of lines) {
    if (line.heading !== undefined) {
      out.push({ heading: line.heading, keys: '', text: '' });
      continue;
    }
    if (line.keys === undefined) {
      out.push({ keys: '', text: '' });
      continue;
    }
    const parts = wrapCell(line.description ?? '', Math.max(10, width - keyWidth));
    parts.forEach((text, index) => out.push({ keys: index === 0 ? line.keys! : '', text }));
  }
  return out;
}

export function HelpOverlay({
  scope,
  title,
  width,
  height,
  live,
  onClose,
}: {
  scope: string;
  title: string;
  width: number;
  height: number;
  /**
   * The commands with a handler when the help was asked for: the screen's part lists only those (a detail's keys,
   * not its list's). All of the screen's commands when none of them is live (or absent).
   */
  live?: ReadonlySet<string>;
  onClose: () => void;
}) {
  const dispatcher = useDispatcher();
  const shell = useShellStore();
  const keyOf = useKeyLabel();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState(false);
  const groups = dispatcher.registry
    .groupsFor(scope)
    .map((g) => (g.scope === 'global' ? g : { ...g, title, commands: liveOnly(g.commands, live) }));
  const lines = helpLines(groups, filter);
  const keyWidth = Math.min(24, Math.max(...lines.map((l) => (l.keys ?? '').length), 4) + 4);
  const shown = useMemo(() => displayLines(lines, keyWidth, width), [JSON.stringify(lines), keyWidth, width]); // eslint-disable-line react-hooks/exhaustive-deps
  const filterRow = editing || filter !== '' ? 1 : 0;
  const bodyRows = Math.max(1, height - 2 - filterRow);
  const maxOffset = Math.max(0, shown.length - bodyRows);
  const [offset, setOffset] = useState(0);
  // While the filter is typed, keys go to the field (the shell reads typing from the screen under the help). A layout
  // effect, so the shell knows in the commit that opens or closes the field (keys queued from one chunk go then).
  useLayoutEffect(() => {
    const actions = shell.getState().actions;
    actions.setTyping(scope as ScreenId, editing);
    return () => actions.setTyping(scope as ScreenId, false);
  }, [shell, scope, editing]);
  const changeFilter = (text: string): void => {
    setFilter(text);
    setOffset(0);
  };
  useCommands(
    editing
      ? {
          'field.submit': () => setEditing(false),
          'field.cancel': () => {
            setEditing(false);
            changeFilter('');
          },
        }
      : {
          'app.back': () => (filter !== '' ? changeFilter('') : onClose()),
          'app.help': onClose,
          'help.filter': () => setEditing(true),
          'help.down': () => setOffset((o) => Math.min(maxOffset, o + 1)),
          'help.up': () => setOffset((o) => Math.max(0, o - 1)),
        },
    { priority: LAYER_PRIORITY.overlay, modal: true, name: 'help' },
  );
  const visible = shown.slice(Math.min(offset, maxOffset), Math.min(offset, maxOffset) + bodyRows);
  const top = Math.min(offset, maxOffset);
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <Text bold color={theme.accent}>
        {truncate(
          `Help: ${title}  (Esc or ${keyOf('app.help')} closes, ${keyOf('help.filter')} filters${maxOffset > 0 ? `, ${keyOf('help.down')}/${keyOf('help.up')} scrolls` : ''})`,
          width,
        )}
      </Text>
      {visible.map((line, index) =>
        line.heading !== undefined ? (
          <Text key={index} bold>
            {truncate(line.heading, width)}
          </Text>
        ) : (
          <Text
            key={index}
            wrap="truncate"
            aria-label={line.keys !== '' ? `${line.keys}: ${line.text}` : line.text === '' ? ' ' : line.text}
          >
            <Text color={theme.accent}>{fit(`  ${line.keys}`, keyWidth)}</Text>
            <Text>{line.text}</Text>
          </Text>
        ),
      )}
      {shown.length === 0 ? <Text color={theme.muted}>{`Nothing matches '${filter}'.`}</Text> : null}
      {maxOffset > 0 ? (
        <Text
          color={theme.muted}
          aria-label={`lines ${top + 1} to ${top + visible.length} of ${shown.length}`}
        >{`${top + visible.length}/${shown.length}`}</Text>
      ) : null}
      <Box flexGrow={1} />
      {filterRow > 0 ? (
        <Box width={width}>
          <Text color={theme.accent}>/</Text>
          {editing ? (
            <FieldInput value={filter} onChange={changeFilter} onSubmit={() => setEditing(false)} what="Filter" />
          ) : (
            <Text>{filter}</Text>
          )}
          <Text color={theme.muted}>{editing ? '' : '  (Esc clears)'}</Text>
        </Box>
      ) : null}
    </Box>
  );
}
