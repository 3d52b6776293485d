// The user's keys (the settings' `keys`): each names a registry command and the keys that replace its defaults.
// Applied to the command groups before the registry is built, so the dispatcher, the hint line and the `?` help all
// see the user's keys. A name the registry does not know, or a key that another command of the same scope already
// takes, is refused with a warning and the command keeps its defaults: a remap must never make a key ambiguous.

import type { KeyName } from './keys.js';
import type { CommandGroup, CommandSpec } from './registry.js';

export interface UserKeysResult {
  groups: CommandGroup[];
  /** One sentence per refused entry, for the status line. */
  warnings: string[];
}

/** Applies `keys` (command name -> keys) to `groups` (pure). */
export function applyUserKeys(
  groups: readonly CommandGroup[],
  keys: Readonly<Record<string, readonly KeyName[]>>,
): UserKeysResult {
  const warnings: string[] = [];
  const known = new Map<string, CommandSpec>();
  for (const group of groups) for (const command of group.commands) known.set(command.id, command);
  const accepted = new Map<string, readonly KeyName[]>();
  for (const [id, bound] of Object.entries(keys)) {
    if (!known.has(id)) warnings.push(`keys: no command is named '${id}'; ignored.`);
    else accepted.set(id, bound);
  }
  // Refusing one entry restores that command's defaults, which may collide with another entry: check again until
  // nothing changes.
  for (;;) {
    const refused = firstConflict(groups, accepted);
    if (refused === undefined) break;
    accepted.delete(refused.id);
    warnings.push(
      `keys: '${refused.key}' for '${refused.id}' is already bound to '${refused.other}'; '${refused.id}' keeps its default keys.`,
    );
  }
  const withKeys = (command: CommandSpec): CommandSpec => {
    const bound = accepted.get(command.id);
    return bound === undefined ? command : { ...command, keys: [...bound] };
  };
  return {
    groups: groups.map((group) => ({ ...group, commands: group.commands.map(withKeys) })),
    warnings,
  };
}

interface Conflict {
  id: string;
  key: KeyName;
  other: string;
}

/** The first accepted entry whose new keys another command of a scope it shares already takes. */
function firstConflict(
  groups: readonly CommandGroup[],
  accepted: ReadonlyMap<string, readonly KeyName[]>,
): Conflict | undefined {
  const keysOf = (command: CommandSpec): readonly KeyName[] => accepted.get(command.id) ?? command.keys;
  const global = groups.filter((g) => g.scope === 'global').flatMap((g) => g.commands);
  const scopes = [...new Set(groups.map((g) => g.scope))];
  // A global command shares a scope with every screen; a screen's commands with the global ones.
  const scopeCommands = scopes.map((scope) =>
    scope === 'global' ? global : [...groups.filter((g) => g.scope === scope).flatMap((g) => g.commands), ...global],
  );
  for (const [id, bound] of accepted) {
    for (const commands of scopeCommands) {
      const own = commands.find((c) => c.id === id);
      if (own === undefined) continue;
      // Keys the command had by default were shared by design (Enter in two modes of one screen); only new ones are checked.
      const added = bound.filter((key) => !own.keys.includes(key));
      for (const key of added) {
        const other = commands.find((c) => c.id !== id && c.overlay === own.overlay && keysOf(c).includes(key));
        if (other !== undefined) return { id, key, other: other.id };
      }
    }
  }
  return undefined;
}
