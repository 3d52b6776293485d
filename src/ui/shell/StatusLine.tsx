// The status line: the spinner and label of work in flight, else the current message (coloured by level), else
// nothing; a pending confirmation takes the line over.

import { Box, Text } from 'ink';
import { STATUS_COLOR, theme } from '../theme.js';
import type { Timers } from '../../domain/timers.js';
import { truncate } from '../text.js';
import { wrapCell } from '../components/StaticTable.js';
import { useShell } from './ShellContext.js';
import { Spinner } from './Spinner.js';

/** The lines a confirmation question takes at `width` (the shell reserves them). */
export function confirmLines(question: string, width: number): string[] {
  return wrapCell(`${question} (y/n)`, width);
}

export function StatusLine({ width, timers }: { width: number; timers: Timers }) {
  const taskCount = useShell((s) => s.taskCount);
  const taskLabel = useShell((s) => s.taskLabel);
  const level = useShell((s) => s.statusLevel);
  const text = useShell((s) => s.statusText);
  const overlay = useShell((s) => s.overlay);
  const question = useShell((s) => s.confirmQuestion);
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
          <Text>{` ${truncate(taskLabel + (taskCount > 1 ? ` (+${taskCount - 1})` : '') + '…  Ctrl+C cancels', width - 3)}`}</Text>
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
