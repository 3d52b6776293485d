// A stand-in screen for shell tests that need screens other than the one under test: it renders one plain line,
// so switching to it is visible and costs nothing.

import { Box, Text } from 'ink';
import type { ScreenDefinition, ScreenId, ScreenProps } from '../../src/ui/screenContract.js';
import { defineScreen } from '../../src/ui/screenContract.js';

export function placeholderScreen(id: ScreenId, title: string): ScreenDefinition<unknown> {
  function Placeholder({ width }: ScreenProps) {
    return (
      <Box width={width} flexDirection="column">
        <Text dimColor>{`The ${title} stand-in screen.`}</Text>
      </Box>
    );
  }
  return defineScreen({ id, title, commands: [], component: Placeholder });
}
