// The `:` command line, in place of the hint line while open. Enter runs it, Esc closes it; both through the
// registry (`field.submit`, `field.cancel`) since the shell is in typing mode while it is open. The text lives in
// the shell store: a store update re-renders synchronously, so fast typing never loses a key to a stale closure.

import { Box, Text } from 'ink';
import TextInput from 'ink-text-input';
import { LAYER_PRIORITY } from '../keymap/dispatcher.js';
import { useCommands } from '../keymap/KeymapContext.js';
import { theme } from '../theme.js';
import { useShell, useShellStore } from './ShellContext.js';

export function CommandLineInput({
  width,
  onRun,
  onClose,
}: {
  width: number;
  onRun: (text: string) => void;
  onClose: () => void;
}) {
  const store = useShellStore();
  const text = useShell((s) => s.commandText);
  useCommands(
    { 'field.submit': () => onRun(store.getState().commandText), 'field.cancel': onClose, 'app.back': onClose },
    { priority: LAYER_PRIORITY.overlay, modal: true, name: 'commandLine' },
  );
  return (
    <Box width={width}>
      <Text color={theme.accent}>:</Text>
      <TextInput value={text} onChange={store.getState().actions.setCommandText} focus showCursor />
    </Box>
  );
}
