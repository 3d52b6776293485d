// Splits argv into global options, positionals (service, command, `help`) and the command's options and parameters.
// Globals may appear anywhere, as with the AWS CLI; `--name=value` is accepted; a list parameter takes every word up
// to the next `--option` (`--connector-profile-names a b c`, `--tags key=a,value=1 key=b,value=2`). A boolean
// parameter is a flag, as in the AWS CLI: `--force-delete` sets it, `--no-force-delete` clears it.

import { cliName, type CommandDef } from '../command.js';
import { ParamError } from '../errors.js';
import { unknownOptionName } from './optionName.js';
import { carriesSecret } from '../../operations/shape.js';
import { COMMAND_OPTIONS, GLOBAL_OPTIONS, PAGINATION_OPTIONS, type OptionDef } from '../options.js';

export interface ParsedLine {
  globals: Map<string, string | true>;
  positionals: string[];
  commandOptions: Map<string, string | true>;
  /** CLI parameter name (without `--`) -> its words. */
  params: Map<string, string[]>;
}

export type CommandLookup = (positionals: readonly string[]) => CommandDef | undefined;

export interface ParameterOption {
  member: string;
  list: boolean;
  /** A boolean flag: takes no word; its value is `true`, or `false` under its `--no-` name. */
  flag?: 'true' | 'false';
}

export function parameterOptions(command: CommandDef): Map<string, ParameterOption> {
  const out = new Map<string, ParameterOption>();
  for (const [member, def] of Object.entries(command.input.members)) {
    if (def.shape.type === 'boolean') {
      out.set(cliName(member), { member, list: false, flag: 'true' });
      out.set(`no-${cliName(member)}`, { member, list: false, flag: 'false' });
    } else {
      out.set(cliName(member), { member, list: def.shape.type === 'list' });
    }
  }
  return out;
}

export function commandOptionDefs(command: CommandDef | undefined): readonly OptionDef[] {
  if (command === undefined) return [];
  return command.paginator ? [...COMMAND_OPTIONS, ...PAGINATION_OPTIONS] : COMMAND_OPTIONS;
}

export function splitArgv(argv: readonly string[], lookup: CommandLookup): ParsedLine {
  const line: ParsedLine = { globals: new Map(), positionals: [], commandOptions: new Map(), params: new Map() };
  const unknown: string[] = [];
  let command: CommandDef | undefined;
  let i = 0;
  while (i < argv.length) {
    const token = argv[i]!;
    i += 1;
    if (!token.startsWith('--') || token === '--') {
      if (command === undefined) {
        line.positionals.push(token);
        command = lookup(line.positionals);
      } else if (token === 'help' && line.params.size === 0) {
        line.positionals.push(token);
      } else {
        unknown.push(token);
      }
      continue;
    }
    const eq = token.indexOf('=');
    const name = token.slice(2, eq === -1 ? undefined : eq);
    const inline = eq === -1 ? undefined : token.slice(eq + 1);
    const takeValue = (def: OptionDef): string | true => {
      if (def.arity === 0) {
        if (inline !== undefined) throw usageError(`argument --${name}: ignored explicit argument '${inline}'`);
        return true;
      }
      if (inline !== undefined) return inline;
      const next = argv[i];
      if (def.arity === 'optional') {
        if (next !== undefined && def.choices?.includes(next)) {
          i += 1;
          return next;
        }
        return true;
      }
      if (next === undefined || (next.startsWith('--') && next.length > 2))
        throw usageError(`argument --${name}: expected one argument`);
      i += 1;
      return next;
    };
    const global = GLOBAL_OPTIONS.find((o) => o.name === name);
    if (global !== undefined) {
      line.globals.set(name, takeValue(global));
      continue;
    }
    const commandOption = commandOptionDefs(command).find((o) => o.name === name);
    if (commandOption !== undefined) {
      line.commandOptions.set(name, takeValue(commandOption));
      continue;
    }
    const param = command === undefined ? undefined : parameterOptions(command).get(name);
    if (param === undefined) {
      unknown.push(token);
      continue;
    }
    if (param.flag !== undefined) {
      if (inline !== undefined) throw usageError(`argument --${name}: ignored explicit argument '${inline}'`);
      line.params.set(cliName(param.member), [param.flag]);
      continue;
    }
    const words: string[] = [];
    if (inline !== undefined) words.push(inline);
    else if (param.list) {
      while (i < argv.length && !(argv[i]!.startsWith('--') && argv[i]!.length > 2)) words.push(argv[i++]!);
    } else if (i < argv.length && !(argv[i]!.startsWith('--') && argv[i]!.length > 2)) {
      words.push(argv[i++]!);
    }
    if (words.length === 0)
      throw usageError(`argument --${name}: expected ${param.list ? 'at least one argument' : 'one argument'}`);
    line.params.set(name, words);
  }
  if (unknown.length > 0) {
    const named = mayCarrySecrets(command) ? unknown.map((token) => nameWithoutValue(token, argv)) : unknown;
    throw new ParamError(`Unknown options: ${named.join(', ')}`, true);
  }
  return line;
}

/** A command with a secret-bearing parameter (or none resolved yet): a stray word may be a secret typed in place. */
function mayCarrySecrets(command: CommandDef | undefined): boolean {
  if (command === undefined) return true;
  return Object.entries(command.input.members).some(([name, def]) => carriesSecret(name, def.shape));
}

/** An unknown option by its name only; a stray word by its position on the command line, never by its text. */
function nameWithoutValue(token: string, argv: readonly string[]): string {
  if (token.startsWith('--') && token.length > 2) return unknownOptionName(token) ?? 'an option';
  return `the word at position ${argv.indexOf(token) + 1}`;
}

function usageError(message: string): ParamError {
  return new ParamError(`switchyard: error: ${message}`, true);
}
