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

/** The shell's keys the hint line keeps whatever the screen adds, most essential first. */
const ESSENTIAL_HINTS = ['app.help', 'app.quit', 'app.commandLine'] as const;

/**
 * The hinted commands that fit `width` (pure), in their order: room is kept first for the shell's essential keys
 * (help, then quit, then the command line, as many as fit), then the others are taken in order until one does not
 * fit, so a crowded screen drops its own lowest-priority (last) entries, never `q quit`.
 */
export function fitHints<C extends Pick<CommandSpec, 'id'>>(
  commands: readonly C[],
  width: number,
  sizeOf: (command: C) => number,
): C[] {
  const kept = new Set<C>();
  let used = 0;
  for (const id of ESSENTIAL_HINTS) {
    const command = commands.find((c) => c.id === id);
    if (command === undefined) continue;
    if (used + sizeOf(command) > width) break;
    used += sizeOf(command);
    kept.add(command);
  }
  for (const command of commands) {
    if (kept.has(command) || (ESSENTIAL_HINTS as readonly string[]).includes(command.id)) continue;
    if (used + sizeOf(command) > width) break;
    used += sizeOf(command);
    kept.add(command);
  }
  return commands.filter((c) => kept.has(c));
}
