// The `:` command line, in place of the hint line while open. Enter runs it, Esc closes it; both through the
// registry (`field.submit`, `field.cancel`) since the shell is in typing mode while it is open.

import { useState } from 'react';
import { Box, Text } from 'ink';
import TextInput from 'ink-text-input';
import { LAYER_PRIORITY } from '../keymap/dispatcher.js';
import { useCommands } from '../keymap/KeymapContext.js';
import { theme } from '../theme.js';

export function CommandLineInput({ width, onRun, onClose }: { width: number; onRun: (text: string) => void; onClose: () => void }) {
  const [text, setText] = useState('');
  useCommands(
    { 'field.submit': () => onRun(text), 'field.cancel': onClose, 'app.back': onClose },
    { priority: LAYER_PRIORITY.overlay, modal: true, name: 'commandLine' },
  );
  return (
    <Box width={width}>
      <Text color={theme.accent}>:</Text>
      <TextInput value={text} onChange={setText} focus showCursor />
    </Box>
  );
}
