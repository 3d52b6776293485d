// Cursor movement shared by the list screens (members, profiles): spread into their ScreenDefinition commands.

import type { CursorMove } from '../../state/listCursor.js';
import { defineCommands } from './registry.js';

export const LIST_COMMANDS = defineCommands([
  { id: 'nav.down', keys: ['j', 'down'], label: 'down', description: 'Move the cursor down one row.' },
  { id: 'nav.up', keys: ['k', 'up'], label: 'up', description: 'Move the cursor up one row.' },
  {
    id: 'nav.pageDown',
    keys: ['pagedown', 'ctrl+f'],
    label: 'page down',
    description: 'Move the cursor down one screen.',
  },
  { id: 'nav.pageUp', keys: ['pageup', 'ctrl+b'], label: 'page up', description: 'Move the cursor up one screen.' },
  { id: 'nav.top', keys: ['g', 'home'], label: 'top', description: 'Go to the first row.' },
  { id: 'nav.bottom', keys: ['G', 'end'], label: 'bottom', description: 'Go to the last loaded row.' },
]);

/** The handlers of LIST_COMMANDS, each moving the cursor with `move` (a list's reducer speaks CursorMove). */
export function listMoveHandlers(
  move: (to: CursorMove) => void,
): Record<(typeof LIST_COMMANDS)[number]['id'], () => void> {
  return {
    'nav.down': () => move('down'),
    'nav.up': () => move('up'),
    'nav.pageDown': () => move('pageDown'),
    'nav.pageUp': () => move('pageUp'),
    'nav.top': () => move('top'),
    'nav.bottom': () => move('bottom'),
  };
}
