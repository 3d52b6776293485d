// What the mouse does in the shell (with the `mouse` setting on): the wheel moves the cursor (or scrolls a detail, the
// help, the call log) as `j`/`k` do, through the keymap, so a question or the command line (modal layers) is never
// touched by it; a left click on the tab bar switches screen as `1`-`4` do (asking first when the screen holds
// unsaved input); a left click on a list's row selects it. While a question, the help, the call log or the command
// line is open, a click does nothing.

import type { KeymapDispatcher } from '../keymap/dispatcher.js';
import type { ScreenDefinition } from '../screenContract.js';
import type { SettingsApi } from '../../settings/types.js';
import type { ShellStore } from '../../state/shellStore.js';
import type { MouseRowTargets } from '../mouse/MouseRows.js';
import type { MouseEvent } from '../mouse/sgrMouse.js';
import { useMouseReports } from '../mouse/useMouseReports.js';
import { tabAt } from './Header.js';

/** What the wheel does, tried in turn: a list's cursor or a detail's scroll, else the help's, else the call log's. */
const WHEEL = {
  down: ['nav.down', 'help.down', 'log.down'],
  up: ['nav.up', 'help.up', 'log.up'],
} as const;

/** The tab bar is the header's second line. */
const TAB_BAR_ROW = 1;

export function useShellMouse(deps: {
  store: ShellStore;
  dispatcher: KeymapDispatcher;
  screens: readonly ScreenDefinition[];
  settings: SettingsApi;
  width: number;
  rows: MouseRowTargets;
}): void {
  useMouseReports((event: MouseEvent) => {
    const { store, dispatcher, screens, settings, width, rows } = deps;
    if (!settings.get().mouse) return;
    if (event.kind === 'wheel') {
      for (const command of WHEEL[event.direction]) if (dispatcher.invoke(command)) return;
      return;
    }
    if (event.kind !== 'press' || event.button !== 'left') return;
    const state = store.getState();
    if (state.overlay !== 'none') return;
    // Reports count from 1; the frame from 0.
    const row = event.row - 1;
    if (row === TAB_BAR_ROW) {
      const screen = tabAt(screens, width, event.column - 1);
      if (screen !== undefined) state.actions.goTo(screen.id);
      return;
    }
    rows.click(row);
  });
}
