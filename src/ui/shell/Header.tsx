// Two header lines: where you are (area > collection > item) with the backend on the right (on the rate-limit screen,
// the source of its budgets), and the screen tabs with their number keys.

import { Box, Text, useIsScreenReaderEnabled } from 'ink';
import type { BackendInfo } from '../../service/ports.js';
import type { ScreenDefinition } from '../screenContract.js';
import { theme } from '../theme.js';
import { displayWidth, truncate } from '../text.js';
import { useShell } from './ShellContext.js';

export function Header({
  screens,
  backend: info,
  width,
}: {
  screens: readonly ScreenDefinition[];
  backend: BackendInfo;
  width: number;
}) {
  const screen = useShell((s) => s.screen);
  const crumbs = useShell((s) => s.crumbs[s.screen] ?? '');
  const title = screens.find((s) => s.id === screen)?.title ?? screen;
  // The rate-limit screen names where its budgets come from (GitHub's host) when that is not the other screens' backend.
  const label = screen === 'ratelimits' ? (info.rateLimitsLabel ?? info.label) : info.label;
  const backend = truncate(label, Math.max(10, Math.floor(width / 3)));
  const where = truncate(
    [title, crumbs].filter((c) => c !== '').join(' > '),
    Math.max(1, width - displayWidth(backend) - 14),
  );
  const compactTabs = width < 72;
  if (useIsScreenReaderEnabled())
    return (
      <Box flexDirection="column">
        <Text>{`switchyard, ${[title, crumbs].filter((c) => c !== '').join(', ')}, backend ${label}`}</Text>
        <Box aria-role="tablist">
          {screens.map((s, index) => (
            <Box key={s.id} aria-role="tab" aria-state={{ selected: s.id === screen }}>
              <Text>{`${index + 1} ${s.title}`}</Text>
            </Box>
          ))}
        </Box>
      </Box>
    );
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
