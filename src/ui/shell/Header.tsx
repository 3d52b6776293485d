// Two header lines: where you are (area > collection > item) with the backend on the right (on the rate-limit screen,
// the source of its budgets), and the screen tabs with their number keys.

import { Box, Text, useIsScreenReaderEnabled } from 'ink';
import type { BackendInfo } from '../../service/ports.js';
import type { ScreenDefinition } from '../screenContract.js';
import { theme } from '../theme.js';
import { displayWidth, truncate } from '../text.js';
import { useShell } from './ShellContext.js';

/** The text of each tab, as the tab bar draws them: ` 1 Members ` then a space. */
function tabLabel(screen: ScreenDefinition, index: number, width: number): string {
  const label = width < 72 ? screen.title.split(' ')[0] : screen.title;
  return ` ${index + 1} ${label} `;
}

/** The screen whose tab is at `column` (0-based) of the tab bar, for a click. */
export function tabAt(
  screens: readonly ScreenDefinition[],
  width: number,
  column: number,
): ScreenDefinition | undefined {
  let start = 0;
  for (const [index, screen] of screens.entries()) {
    const end = start + displayWidth(tabLabel(screen, index, width));
    if (column >= start && column < end) return screen;
    start = end + 1;
  }
  return undefined;
}

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
  // The context (profile, Region, endpoint) shows at every width: where the label is too long, its short form, given
  // up to half the line.
  const room = Math.max(10, Math.floor(width / 3));
  const short = screen !== 'ratelimits' || info.rateLimitsLabel === undefined ? info.shortLabel : undefined;
  const backend =
    displayWidth(label) <= room || short === undefined
      ? truncate(label, room)
      : truncate(short, Math.max(room, Math.floor(width / 2)));
  const where = truncate(
    [title, crumbs].filter((c) => c !== '').join(' > '),
    Math.max(1, width - displayWidth(backend) - 14),
  );
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
            return (
              <Text key={s.id}>
                <Text inverse={active} bold={active} color={active ? theme.accent : undefined}>
                  {tabLabel(s, index, width)}
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
