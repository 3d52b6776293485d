// Stand-in for a screen whose branch has not been merged yet (the wizard and rate-limit screens come from
// ui-flows). It renders a plain note so the shell, the tabs and the key `3`/`4` work before the real screen lands.

import { Box, Text } from 'ink';
import type { ScreenDefinition, ScreenId, ScreenProps } from './types.js';
import { defineScreen } from './types.js';

export function placeholderScreen(id: ScreenId, title: string): ScreenDefinition<unknown> {
  function Placeholder({ width }: ScreenProps) {
    return (
      <Box width={width} flexDirection="column">
        <Text dimColor>{`The ${title} screen is not part of this build yet.`}</Text>
      </Box>
    );
  }
  return defineScreen({ id, title, commands: [], component: Placeholder });
}
