// The keymap registry: named commands mapped to keys. It is the single source for key
// handling (the dispatcher looks keys up here), the hint line and the `?` help, so they cannot drift apart.
// Commands are plain data declared beside the code that handles them (global ones in globalCommands.ts, each
// screen's in its ScreenDefinition); `createKeymapRegistry` joins them and rejects ambiguous bindings.

import type { KeyName } from './keys.js';

export interface CommandSpec {
  /** Dotted name, unique across the registry: `nav.down`, `members.openDetail`, `app.help`. */
  readonly id: string;
  /** The keys that trigger it; the first one is what the hint line shows. */
  readonly keys: readonly KeyName[];
  /** A word or two for the hint line: `down`, `filter`. */
  readonly label: string;
  /** One sentence for the `?` help. */
  readonly description: string;
  /** Shown in the hint line when a handler for it is active. */
  readonly hint?: boolean;
  /**
   * The id of the opposite command whose first key the hint line writes before this one's, as one entry (`←/→
   * caller`): a pair of moves takes the room of one, and neither direction is left out.
   */
  readonly hintWith?: string;
  /**
   * Dispatched even while the active screen takes text (a focused field). Default false: while typing, keys go to
   * the field and only commands like Esc, Enter, Tab between fields or Ctrl+C that say so are dispatched.
   */
  readonly whileTyping?: boolean;
  /** Global commands only: no screen may bind these keys (quit, help, command line, screen numbers, Ctrl+C). */
  readonly reserved?: boolean;
  /** Reaches the shell even while a modal layer (help, confirm, command line) is open: only Ctrl+C. */
  readonly passesModals?: boolean;
  /**
   * Opens a one-line text field: keys that arrive in the same chunk after it are typed into that field
   * (keymap/fieldCarry.ts), not dispatched as keys.
   */
  readonly opensField?: boolean;
  /** Handled only by a modal overlay (the help, a confirmation), so its keys never collide with a screen's. */
  readonly overlay?: boolean;
}

/** Declares commands with their literal ids kept (so handler maps can be typed by id). */
export function defineCommands<const T extends readonly CommandSpec[]>(commands: T): T {
  return commands;
}

export interface CommandGroup {
  /** Where the commands apply: `global`, or a screen id. */
  readonly scope: string;
  /** Heading in the help: `Global`, `Members`. */
  readonly title: string;
  readonly commands: readonly CommandSpec[];
}

export interface KeymapRegistry {
  readonly groups: readonly CommandGroup[];
  /** Every command by id. */
  command(id: string): CommandSpec | undefined;
  /** The commands a key may trigger within `scope`: the scope's own first, then the global ones. */
  commandsForKey(key: KeyName, scope: string): readonly CommandSpec[];
  /** The groups shown in the help for `scope`: the scope's own group, then the global group. */
  groupsFor(scope: string): readonly CommandGroup[];
}

export class KeymapConflictError extends Error {}

/**
 * Builds the registry. The `global` group applies everywhere; every other group applies in its scope (a screen id).
 * Within a scope a key may name several commands (a screen's modes: Enter opens a collaboration in the picker and a
 * member in the table); the dispatcher offers the key to the active layers, newest and highest first, and the
 * first handler that takes it consumes it. Two things are rejected because they would make keys lie:
 * - one command id declared twice with different keys or texts;
 * - a screen command bound to a key a global command reserves (`reserved: true`: `q`, `?`, `:`, `1`-`4`, Ctrl+C),
 *   unless it is only meaningful while typing (`whileTyping`), where global keys are not dispatched anyway.
 */
export function createKeymapRegistry(groups: readonly CommandGroup[]): KeymapRegistry {
  const byId = new Map<string, CommandSpec>();
  for (const group of groups) {
    for (const command of group.commands) {
      const known = byId.get(command.id);
      if (known !== undefined && !sameSpec(known, command)) {
        throw new KeymapConflictError(`command '${command.id}' is declared twice with different keys or texts`);
      }
      byId.set(command.id, command);
    }
  }
  const global = groups.filter((g) => g.scope === 'global');
  const reserved = new Map<KeyName, string>();
  for (const group of global) {
    for (const command of group.commands) {
      if (command.reserved === true) for (const key of command.keys) reserved.set(key, command.id);
    }
  }
  const keyIndex = new Map<string, Map<KeyName, CommandSpec[]>>();
  const scopes = new Set(groups.map((g) => g.scope));
  scopes.add('global');
  for (const scope of scopes) {
    const own = scope === 'global' ? [] : groups.filter((g) => g.scope === scope);
    const index = new Map<KeyName, CommandSpec[]>();
    for (const group of [...own, ...global]) {
      for (const command of group.commands) {
        for (const key of command.keys) {
          const owner = reserved.get(key);
          if (group.scope !== 'global' && owner !== undefined && owner !== command.id && command.whileTyping !== true) {
            throw new KeymapConflictError(
              `key '${key}' of '${command.id}' (scope '${scope}') is reserved by the global command '${owner}'`,
            );
          }
          const list = index.get(key) ?? [];
          if (!list.some((c) => c.id === command.id)) list.push(command);
          index.set(key, list);
        }
      }
    }
    keyIndex.set(scope, index);
  }
  return {
    groups,
    command: (id) => byId.get(id),
    commandsForKey: (key, scope) => (keyIndex.get(scope) ?? keyIndex.get('global'))?.get(key) ?? [],
    groupsFor: (scope) => [...groups.filter((g) => g.scope === scope), ...global],
  };
}

function sameSpec(a: CommandSpec, b: CommandSpec): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
