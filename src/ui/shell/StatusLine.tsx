// The status line: the spinner and label of work in flight, else the current message (coloured by level), else
// nothing; a pending confirmation takes the line over.

import { Box, Text, useIsScreenReaderEnabled } from 'ink';
import { STATUS_COLOR, theme } from '../theme.js';
import type { Timers } from '../../domain/timers.js';
import type { StatusLevel } from '../screenContract.js';
import { truncate } from '../text.js';
import { wrapCell } from '../components/StaticTable.js';
import { useShell } from './ShellContext.js';
import { Spinner } from './Spinner.js';
import { useElapsedSeconds } from './useElapsedSeconds.js';

/** The lines a confirmation question takes at `width` (the shell reserves them). */
export function confirmLines(question: string, width: number): string[] {
  return wrapCell(`${question} (y/n)`, width);
}

const LEVEL_WORD: Record<StatusLevel, string> = { info: 'Info', warning: 'Warning', error: 'Error' };

export function StatusLine({ width, timers }: { width: number; timers: Timers }) {
  const taskCount = useShell((s) => s.taskCount);
  const taskLabel = useShell((s) => s.taskLabel);
  const taskStartedAt = useShell((s) => s.taskStartedAt);
  // A call against an endpoint that does not answer shows how long it has waited (`Loading members… 12 s`).
  const elapsed = useElapsedSeconds(taskCount > 0 ? taskStartedAt : undefined, timers);
  const waited = elapsed >= 1 ? ` ${elapsed} s` : '';
  const level = useShell((s) => s.statusLevel);
  const text = useShell((s) => s.statusText);
  const overlay = useShell((s) => s.overlay);
  const question = useShell((s) => s.confirmQuestion);
  const screenReader = useIsScreenReaderEnabled();
  if (screenReader) {
    // The level in a word (the colour says it visually), the spinner left out (it would be re-read on every tick).
    const spoken =
      overlay === 'confirm'
        ? `Question: ${question} (y/n)`
        : taskCount > 0
          ? `Working: ${taskLabel}${taskCount > 1 ? ` and ${taskCount - 1} more` : ''}${waited === '' ? '' : `, ${elapsed} seconds`}. Ctrl+C cancels.`
          : level !== null
            ? `${LEVEL_WORD[level]}: ${text}`
            : '';
    return <Text>{spoken}</Text>;
  }
  if (overlay === 'confirm') {
    // Wrapped, never cut: the shell gives the body's rows to a question that needs more than one line.
    return (
      <Box width={width} flexDirection="column">
        {confirmLines(question, width).map((line, index) => (
          <Text key={index} color={theme.warning} bold wrap="truncate">
            {line}
          </Text>
        ))}
      </Box>
    );
  }
  return (
    <Box width={width}>
      {taskCount > 0 ? (
        <Text wrap="truncate">
          <Spinner timers={timers} color={theme.accent} />
          <Text>{` ${truncate(taskLabel + (taskCount > 1 ? ` (+${taskCount - 1})` : '') + `…${waited}  Ctrl+C cancels`, width - 3)}`}</Text>
        </Text>
      ) : level !== null ? (
        <Text color={STATUS_COLOR[level]} wrap="truncate">
          {truncate(text, width)}
        </Text>
      ) : (
        <Text> </Text>
      )}
    </Box>
  );
}
