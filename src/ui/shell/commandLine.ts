// The `:` command line: parses what was typed into one action (pure, tested without rendering).

import type { ScreenId } from '../screenContract.js';

export type CommandLineAction =
  | { kind: 'none' }
  | { kind: 'goto'; screen: ScreenId }
  | { kind: 'open'; collaborationId: string }
  | { kind: 'reload' }
  | { kind: 'help' }
  | { kind: 'quit' }
  | { kind: 'export'; path: string }
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
  create: 'wizard',
  wizard: 'wizard',
  authorization: 'wizard',
  w: 'wizard',
  '3': 'wizard',
  limits: 'rateLimits',
  ratelimits: 'rateLimits',
  rate: 'rateLimits',
  l: 'rateLimits',
  '4': 'rateLimits',
};

export const COMMAND_LINE_USAGE =
  ':members  :profiles  :create  :limits  :open <collaboration-id>  :export <file.json|file.csv>  :reload  :help  :quit';

export function parseCommandLine(text: string): CommandLineAction {
  const words = text
    .trim()
    .replace(/^:/, '')
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');
  const [head, ...rest] = words;
  if (head === undefined) return { kind: 'none' };
  const verb = head.toLowerCase();
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
  if (rest.length > 0) return { kind: 'error', message: `:${verb} takes no arguments` };
  if (verb === 'reload' || verb === 'r') return { kind: 'reload' };
  if (verb === 'help' || verb === 'h' || verb === '?') return { kind: 'help' };
  if (verb === 'quit' || verb === 'q' || verb === 'exit') return { kind: 'quit' };
  const screen = SCREEN_ALIASES[verb];
  if (screen !== undefined) return { kind: 'goto', screen };
  return { kind: 'error', message: `Unknown command '${verb}'. Commands: ${COMMAND_LINE_USAGE}` };
}
