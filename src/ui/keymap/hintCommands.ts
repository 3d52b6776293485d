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

/** Keys that mean the same on every screen (`Esc back`): a screen's own entries are kept before them. */
const UNIVERSAL_HINTS: readonly string[] = ['app.back'];

/** Columns between two entries; `sizeOf` counts them after every entry, and the last entry needs none. */
export const HINT_SEPARATOR = 2;

/**
 * The hinted commands that fit `width` (pure), in their order: room is kept first for the shell's essential keys
 * (help, then quit, then the command line, as many as fit), then the screen's entries in order, each that still fits
 * (a long one left out leaves its room to shorter ones after it), so a crowded screen drops its own lowest-priority
 * entries, never `q quit`; `Esc back`, the same everywhere, gives way before any of the screen's own. `sizeOf` counts
 * an entry with its separator.
 */
export function fitHints<C extends Pick<CommandSpec, 'id'>>(
  commands: readonly C[],
  width: number,
  sizeOf: (command: C) => number,
): C[] {
  const kept = new Set<C>();
  const room = width + HINT_SEPARATOR;
  let used = 0;
  for (const id of ESSENTIAL_HINTS) {
    const command = commands.find((c) => c.id === id);
    if (command === undefined) continue;
    if (used + sizeOf(command) > room) break;
    used += sizeOf(command);
    kept.add(command);
  }
  const optional = commands.filter((c) => !(ESSENTIAL_HINTS as readonly string[]).includes(c.id));
  const universal = (c: C): boolean => UNIVERSAL_HINTS.includes(c.id);
  for (const command of [...optional.filter((c) => !universal(c)), ...optional.filter(universal)]) {
    if (used + sizeOf(command) > room) continue;
    used += sizeOf(command);
    kept.add(command);
  }
  return commands.filter((c) => kept.has(c));
}
