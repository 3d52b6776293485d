// The `:` command line: parses what was typed into one action (pure, tested without rendering).

import type { ScreenId } from '../screenContract.js';
import type { ContextChoices, ContextField } from '../context/contextChoices.js';

export type CommandLineAction =
  | { kind: 'none' }
  | { kind: 'goto'; screen: ScreenId }
  | { kind: 'open'; collaborationId: string }
  | { kind: 'reload' }
  | { kind: 'help' }
  | { kind: 'callLog' }
  | { kind: 'quit' }
  | { kind: 'export'; path: string }
  | { kind: 'loadAll' }
  | { kind: 'context'; field: ContextField; value: string }
  | { kind: 'error'; message: string };

const SCREEN_ALIASES: Record<string, ScreenId> = {
  members: 'members',
  member: 'members',
  m: 'members',
  '1': 'members',
  profiles: 'profiles',
  profile: 'profiles',
  p: 'profiles',
  '2': 'profiles',
  authorizations: 'authorizations',
  authorization: 'authorizations',
  a: 'authorizations',
  '3': 'authorizations',
  ratelimits: 'ratelimits',
  rate: 'ratelimits',
  '4': 'ratelimits',
  // Older words, still taken.
  create: 'authorizations',
  wizard: 'authorizations',
  w: 'authorizations',
  limits: 'ratelimits',
  l: 'ratelimits',
};

export const COMMAND_LINE_USAGE =
  ':members  :profiles  :authorizations  :ratelimits  :open <collaboration-id>  :export <file.json|file.csv>  :load-all  :reload  :profile <name>  :region <name>  :endpoint <url|none>  :help  :quit';

/** The commands by name, for completion and prefix matching, with what each takes. */
export const COMMAND_NAMES: readonly { name: string; argument?: string }[] = [
  { name: 'members' },
  { name: 'profiles' },
  { name: 'authorizations' },
  { name: 'ratelimits' },
  { name: 'open', argument: '<collaboration-id>' },
  { name: 'export', argument: '<file.json|file.csv>' },
  { name: 'load-all' },
  { name: 'reload' },
  { name: 'profile', argument: '<name>' },
  { name: 'region', argument: '<name>' },
  { name: 'endpoint', argument: '<url|none>' },
  { name: 'log' },
  { name: 'help' },
  { name: 'quit' },
];

/** The first word and whether it is still being typed (no space after it yet). */
function firstWord(text: string): { word: string; typing: boolean } {
  const rest = text.replace(/^\s*:?\s*/, '');
  const word = (/^\S*/.exec(rest)?.[0] ?? '').toLowerCase();
  return { word, typing: rest.length === word.length };
}

/**
 * The commands matching what is typed: while the name is typed, those it begins (all of them before anything is
 * typed); once an argument follows, the one command named.
 */
export function commandMatches(text: string): readonly { name: string; argument?: string }[] {
  const { word, typing } = firstWord(text);
  if (typing) return COMMAND_NAMES.filter((c) => c.name.startsWith(word));
  const named = COMMAND_NAMES.find((c) => c.name === resolveVerb(word, true));
  return named === undefined ? [] : [named];
}

/**
 * Tab: one match completes its name (with a space when it takes an argument); several complete to their longest
 * common prefix; none leaves the text as it is.
 */
export function completeCommandLine(text: string, choices?: ContextChoices): string {
  const { word, typing } = firstWord(text);
  if (!typing) return completeArgument(text, choices);
  if (word === '') return text;
  const matches = commandMatches(text);
  if (matches.length === 0) return text;
  if (matches.length === 1) {
    const only = matches[0]!;
    return only.argument !== undefined ? `${only.name} ` : only.name;
  }
  let prefix = matches[0]!.name;
  for (const m of matches) while (!m.name.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix.length > word.length ? prefix : text;
}

/** The values the argument of `:profile` and `:region` can take, from the AWS config files. */
function argumentChoices(verb: string, choices: ContextChoices | undefined): readonly string[] {
  if (choices === undefined) return [];
  if (verb === 'profile') return choices.profiles;
  if (verb === 'region') return choices.regions;
  return [];
}

/** The command being typed, when its one argument is being typed: `:region eu-w` gives region and `eu-w`. */
function typedArgument(text: string): { verb: string; partial: string; head: string } | undefined {
  const match = /^(\s*:?\s*(\S+)\s+)(\S*)$/.exec(text);
  if (match === null) return undefined;
  return { verb: resolveVerb(match[2]!.toLowerCase(), true), partial: match[3]!, head: match[1]! };
}

/** The values matching the argument typed so far (`:region eu-` lists the eu- Regions). */
export function argumentMatches(text: string, choices?: ContextChoices): readonly string[] {
  const typed = typedArgument(text);
  if (typed === undefined) return [];
  return argumentChoices(typed.verb, choices).filter((v) => v.startsWith(typed.partial));
}

function completeArgument(text: string, choices: ContextChoices | undefined): string {
  const typed = typedArgument(text);
  if (typed === undefined) return text;
  const matches = argumentMatches(text, choices);
  if (matches.length === 0) return text;
  let prefix = matches[0]!;
  for (const m of matches) while (!m.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix.length > typed.partial.length ? `${typed.head}${prefix}` : text;
}

/**
 * A command name typed in part: the one command it begins (`pro` -> `profiles`), else the word as typed. Only the
 * commands that fit count: those taking a value when one follows (`pro dev` is `:profile dev`), the others when none
 * does (`re` is `:reload`, as before `:region` existed).
 */
function resolveVerb(verb: string, withArgument?: boolean): string {
  if (SCREEN_ALIASES[verb] !== undefined || COMMAND_NAMES.some((c) => c.name === verb)) return verb;
  const begun = COMMAND_NAMES.filter((c) => c.name.startsWith(verb));
  const fitting = withArgument === undefined ? begun : begun.filter((c) => (c.argument !== undefined) === withArgument);
  const matches = fitting.length > 0 ? fitting : begun;
  return matches.length === 1 ? matches[0]!.name : verb;
}

export function parseCommandLine(text: string): CommandLineAction {
  const words = text
    .trim()
    .replace(/^:/, '')
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');
  const [head, ...rest] = words;
  if (head === undefined) return { kind: 'none' };
  const verb = resolveVerb(head.toLowerCase(), rest.length > 0);
  if (verb === 'open' || verb === 'o') {
    const id = rest[0];
    if (id === undefined) return { kind: 'error', message: ':open needs a collaboration ID, e.g. :open 3f7c…' };
    if (rest.length > 1) return { kind: 'error', message: ':open takes one collaboration ID' };
    return { kind: 'open', collaborationId: id };
  }
  if (verb === 'export') {
    // The path is the rest of the line as typed (it may hold spaces).
    const path = text.trim().replace(/^:/, '').trim().slice(head.length).trim();
    if (path === '')
      return { kind: 'error', message: ':export needs a file, e.g. :export members.json or :export members.csv' };
    return { kind: 'export', path };
  }
  if ((verb === 'profile' || verb === 'region' || verb === 'endpoint') && rest.length > 0) {
    if (rest.length > 1) return { kind: 'error', message: `:${verb} takes one value` };
    return { kind: 'context', field: verb, value: rest[0]! };
  }
  if (verb === 'region' || verb === 'endpoint')
    return {
      kind: 'error',
      message: `:${verb} needs a value, e.g. ${verb === 'region' ? ':region eu-west-1' : ':endpoint http://127.0.0.1:4566'}`,
    };
  if (rest.length > 0) return { kind: 'error', message: `:${verb} takes no arguments` };
  if (verb === 'reload' || verb === 'r') return { kind: 'reload' };
  if (verb === 'help' || verb === 'h' || verb === '?') return { kind: 'help' };
  if (verb === 'load-all') return { kind: 'loadAll' };
  if (verb === 'log') return { kind: 'callLog' };
  if (verb === 'quit' || verb === 'q' || verb === 'exit') return { kind: 'quit' };
  const screen = SCREEN_ALIASES[verb];
  if (screen !== undefined) return { kind: 'goto', screen };
  return { kind: 'error', message: `Unknown command '${verb}'. Commands: ${COMMAND_LINE_USAGE}` };
}
