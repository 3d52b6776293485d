// The `:` command line, in place of the hint line while open, with the commands matching what is typed on the line
// above it (in place of the status line). Enter runs it, Esc closes it, Tab completes the command name; all through
// the registry (`field.submit`, `field.cancel`, `field.complete`) since the shell is in typing mode while it is open. The text lives in
// the shell store: a store update re-renders synchronously, so fast typing never loses a key to a stale closure.

import { useLayoutEffect, useRef, useState } from 'react';
import { Box, Text } from 'ink';
import { FieldInput } from '../components/FieldInput.js';
import { LAYER_PRIORITY } from '../keymap/dispatcher.js';
import { useCommands } from '../keymap/KeymapContext.js';
import { theme } from '../theme.js';
import { truncate } from '../text.js';
import { argumentMatches, commandMatches, completeCommandLine } from './commandLine.js';
import type { ContextChoices } from '../context/contextChoices.js';
import { useShell, useShellStore } from './ShellContext.js';

export function CommandLineInput({
  width,
  onRun,
  onClose,
  choices,
  choicesReady = true,
}: {
  width: number;
  onRun: (text: string) => void;
  onClose: () => void;
  /** The profiles and Regions `:profile` and `:region` complete from. */
  choices?: ContextChoices;
  /** False until they have been read since the line opened: a Tab waits for them. */
  choicesReady?: boolean;
}) {
  const store = useShellStore();
  const text = useShell((s) => s.commandText);
  // A completion replaces the text: the input is mounted afresh so its cursor goes to the end of the new text.
  const [completions, setCompletions] = useState(0);
  const run = (): void => onRun(store.getState().commandText);
  const complete = (): void => {
    const current = store.getState().commandText;
    const completed = completeCommandLine(current, choices);
    if (completed === current) return;
    store.getState().actions.setCommandText(completed);
    setCompletions((n) => n + 1);
  };
  // A Tab that came before the profiles were read (typed in one write with the line's text) completes once they are.
  // A layout effect, so it runs in the same commit that brought them: a passive effect could run after the next key
  // was read, and complete `dev` + `o` instead of `dev`, then `o`.
  const tabWaiting = useRef(false);
  useLayoutEffect(() => {
    if (!choicesReady || !tabWaiting.current) return;
    tabWaiting.current = false;
    complete();
  });
  useCommands(
    {
      'field.submit': run,
      'field.cancel': onClose,
      'app.back': onClose,
      'field.complete': () => {
        if (choicesReady) complete();
        else tabWaiting.current = true;
      },
    },
    { priority: LAYER_PRIORITY.overlay, modal: true, name: 'commandLine' },
  );
  return (
    <Box width={width}>
      <Text color={theme.accent} aria-label="Command:">
        :
      </Text>
      <FieldInput
        key={completions}
        value={text}
        onChange={store.getState().actions.setCommandText}
        onSubmit={run}
        what="Command"
        onRefused={store.getState().actions.setCommandNotice}
      />
    </Box>
  );
}

/** The line above the command line while it is open: the commands matching what is typed, and what Tab does. */
export function CommandLineHints({ width, choices }: { width: number; choices?: ContextChoices }) {
  const text = useShell((s) => s.commandText);
  const notice = useShell((s) => s.commandNotice);
  const matches = commandMatches(text);
  const values = argumentMatches(text, choices);
  const listed =
    values.length > 0
      ? values.join('  ')
      : matches.map((c) => `:${c.name}${c.argument !== undefined ? ` ${c.argument}` : ''}`).join('  ');
  const completes = completeCommandLine(text, choices) !== text;
  const line =
    notice !== ''
      ? notice
      : matches.length === 0
        ? `no command starts with '${text.trim().replace(/^:/, '').split(/\s/)[0] ?? ''}'`
        : `${listed}${(matches.length === 1 || values.length > 0) && completes ? '  (Tab completes)' : ''}`;
  return (
    <Box width={width}>
      <Text dimColor={notice === ''} {...(notice !== '' ? { color: theme.warning } : {})} wrap="truncate-end">
        {truncate(line, width)}
      </Text>
    </Box>
  );
}
