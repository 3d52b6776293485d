// Which live commands the hint line shows: those marked `hint`, one per key. When two live commands share a key
// (a screen's Esc "close" and the shell's Esc "back"), only the one a press of that key runs is shown: the first in
// the dispatcher's order (highest layer first, then the registry's order), which is the order `dispatch` tries.
// A command hidden this way is still listed in the `?` help, which describes the whole registry for the screen.

import type { CommandSpec } from './registry.js';

/** The hint line's commands from the dispatcher's live commands, in order, deduplicated by key (pure). */
export function hintCommands(active: readonly CommandSpec[]): CommandSpec[] {
  const taken = new Set<string>();
  const result: CommandSpec[] = [];
  for (const command of active) {
    const shownKey = command.keys[0];
    const shadowed = shownKey !== undefined && taken.has(shownKey);
    // Every key of a live command is taken by it, hinted or not: a later command on that key would never run.
    for (const key of command.keys) taken.add(key);
    if (command.hint === true && !shadowed) result.push(command);
  }
  return result;
}
