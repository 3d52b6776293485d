// Two header lines: where you are (area > collection > item) with the backend on the right, and the screen tabs
// with their number keys.

import { Box, Text } from 'ink';
import type { ScreenDefinition } from '../screenContract.js';
import { theme } from '../theme.js';
import { truncate } from '../text.js';
import { useShell } from './ShellContext.js';

export function Header({
  screens,
  backendLabel,
  width,
}: {
  screens: readonly ScreenDefinition[];
  backendLabel: string;
  width: number;
}) {
  const screen = useShell((s) => s.screen);
  const crumbs = useShell((s) => s.crumbs[s.screen] ?? '');
  const title = screens.find((s) => s.id === screen)?.title ?? screen;
  const backend = truncate(backendLabel, Math.max(10, Math.floor(width / 3)));
  const where = truncate([title, crumbs].filter((c) => c !== '').join(' > '), Math.max(1, width - backend.length - 14));
  const compactTabs = width < 72;
  return (
    <Box flexDirection="column" width={width}>
      <Box width={width} justifyContent="space-between">
        <Text wrap="truncate">
          <Text bold color={theme.accent}>
            switchyard
          </Text>
          <Text color={theme.muted}> │ </Text>
          <Text bold>{where}</Text>
        </Text>
        <Text color={theme.muted}>{backend}</Text>
      </Box>
      <Box width={width}>
        <Text wrap="truncate">
          {screens.map((s, index) => {
            const active = s.id === screen;
            const label = compactTabs ? s.title.split(' ')[0] : s.title;
            return (
              <Text key={s.id}>
                <Text inverse={active} bold={active} color={active ? theme.accent : undefined}>
                  {` ${index + 1} ${label} `}
                </Text>
                <Text> </Text>
              </Text>
            );
          })}
        </Text>
      </Box>
    </Box>
  );
}
