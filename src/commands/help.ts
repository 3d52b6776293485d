// `switchyard help`, `switchyard <service> help`, `switchyard <service> <command> help`: written from the same
// definitions that drive parsing (names, types, required flags, docs) and the domain field tables the validators
// use (lengths, patterns, ranges, allowed values).

import type { FieldRule, FieldTable } from '../domain/validation.js';
import { cliName, type CommandDef, type ServiceDef } from './command.js';
import { SERVICES } from '../operations/index.js';
import type { Shape } from '../domain/shape.js';
import { sensitivePaths } from '../operations/shape.js';
import { commandOptionDefs } from './parse/argv.js';
import { GLOBAL_OPTIONS, type OptionDef } from './options.js';

const wrap = (text: string, indent: string, width = 100): string => {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    if (line.length > 0 && indent.length + line.length + 1 + w.length > width) {
      lines.push(indent + line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(indent + line);
  return lines.join('\n');
};

function optionLine(o: OptionDef): string {
  const value = o.arity === 0 ? '' : o.choices ? ` <${o.choices.join('|')}>` : o.integer ? ' <integer>' : ' <value>';
  return `  --${o.name}${o.arity === 'optional' ? ` [${o.choices?.join('|')}]` : value}\n${wrap(o.help, '      ')}`;
}

export function topHelp(): string {
  const services = SERVICES.map(
    (s) => `  ${s.name.padEnd(12)}${s.title}: ${s.summary}\n${s.operations.map((c) => `      ${c.name}`).join('\n')}`,
  );
  return [
    'SWITCHYARD COMMANDS',
    '',
    'Usage: switchyard <service> <command> [parameters] [options]',
    '',
    'Runs the operations of the explorer as AWS-CLI-style commands, against the embedded engine (demo dataset, or',
    '--data FILE) or, with --endpoint-url/--profile/--region/--no-sign-request, against AWS or `switchyard serve`.',
    '',
    'SERVICES',
    ...services,
    '',
    'GLOBAL OPTIONS',
    ...GLOBAL_OPTIONS.map(optionLine),
    '',
    'EXIT CODES',
    '  0 success; 252 bad command line or parameter (nothing was called); 254 the service returned an error;',
    '  255 any other failure.',
    '',
    'More: switchyard <service> help, switchyard <service> <command> help',
    '',
  ].join('\n');
}

export function serviceHelp(service: ServiceDef): string {
  return [
    service.name.toUpperCase(),
    '',
    wrap(`${service.title}. ${service.summary}`, '  '),
    '',
    'AVAILABLE COMMANDS',
    ...service.operations.map((c) => `  ${c.name}\n${wrap(c.summary, '      ')}`),
    '',
    `More: switchyard ${service.name} <command> help`,
    '',
  ].join('\n');
}

function typeName(shape: Shape): string {
  switch (shape.type) {
    case 'list':
      return `list of ${typeName(shape.member)}`;
    case 'map':
      return `map of ${typeName(shape.value)}`;
    case 'structure':
      return shape.union ? 'union (exactly one member)' : 'structure';
    default:
      return shape.type;
  }
}

export function describeRule(rule: FieldRule): string {
  const parts: string[] = [];
  if (rule.type === 'string') {
    if (rule.min !== undefined || rule.max !== undefined) {
      parts.push(rule.min === rule.max ? `length ${rule.min}` : `length ${rule.min ?? 0}..${rule.max ?? '∞'}`);
    }
    if (rule.pattern) parts.push(`pattern ${rule.pattern.source}${rule.patternText ? ` (${rule.patternText})` : ''}`);
    if (rule.values) parts.push(`one of: ${rule.values.join(', ')}`);
  } else if (rule.type === 'integer') {
    parts.push(`range ${rule.min ?? '-∞'}..${rule.max ?? '∞'}`);
  } else if (rule.type === 'enum') {
    parts.push(`one of: ${rule.values.join(', ')}`);
  }
  return parts.join('; ');
}

/** Constraint lines of a parameter: its own rule and those of every leaf below it, from the domain field table. */
function constraints(table: FieldTable, member: string): string[] {
  return Object.entries(table)
    .filter(
      ([template]) => template === member || template.startsWith(`${member}.`) || template.startsWith(`${member}[`),
    )
    .map(([template, rule]) => {
      const text = describeRule(rule);
      if (text === '' && !rule.required) return '';
      const label = template === member ? '' : `${template}: `;
      return `${label}${rule.type}${rule.required && template !== member ? ', required' : ''}${text ? `; ${text}` : ''}`;
    })
    .filter(Boolean);
}

function structureSyntax(shape: Shape): string {
  if (shape.type === 'list') return structureSyntax(shape.member);
  if (shape.type !== 'structure') return '';
  const members = Object.entries(shape.members).map(([name, m]) =>
    m.shape.type === 'structure'
      ? `${name}={${structureSyntax(m.shape)}}`
      : `${name}=${m.shape.type === 'string' ? 'string' : m.shape.type}`,
  );
  return members.join(shape.union ? ' | ' : ',');
}

export function commandHelp(command: CommandDef): string {
  const table = command.fields;
  const hidden = new Set(command.paginator ? [command.paginator.inputToken, command.paginator.limitKey] : []);
  const params = Object.entries(command.input.members).filter(([name]) => !hidden.has(name));
  const synopsis = params.map(([name, m]) => {
    // A boolean is a flag pair, as the AWS CLI spells it.
    const word =
      m.shape.type === 'boolean' ? `--${cliName(name)} | --no-${cliName(name)}` : `--${cliName(name)} <value>`;
    return m.required ? `    ${word}` : `    [${word}]`;
  });
  const options = commandOptionDefs(command).map((o) => `    [--${o.name}${o.arity === 0 ? '' : ' <value>'}]`);
  const describe = params.map(([name, m]) => {
    const lines = [`  --${cliName(name)} (${typeName(m.shape)})${m.required ? ' [required]' : ''}`];
    if (m.doc) lines.push(wrap(m.doc, '      '));
    if (m.shape.type === 'string' && m.shape.enum)
      lines.push(wrap(`Possible values: ${m.shape.enum.join(', ')}`, '      '));
    const syntax = structureSyntax(m.shape);
    if (syntax)
      lines.push(
        wrap(`Shorthand syntax: ${syntax}${m.shape.type === 'list' ? ' ...' : ''} (or JSON, or file://path)`, '      '),
      );
    for (const c of constraints(table, name)) lines.push(wrap(`Constraint: ${c}`, '      '));
    const secrets = sensitivePaths(m.shape, name);
    if (secrets.length > 0)
      lines.push(
        wrap(`Sensitive: ${secrets.join(', ')} never echoed (not in --debug, errors or skeletons).`, '      '),
      );
    return lines.join('\n');
  });
  const notes: string[] = [];
  if (command.paginator) {
    notes.push(
      wrap(
        `This command is paginated: it follows ${command.paginator.outputToken} until the end. --${cliName(command.paginator.inputToken)} and --${cliName(command.paginator.limitKey)} still work and turn automatic pagination off.`,
        '  ',
      ),
    );
  }
  if (command.idempotencyToken)
    notes.push(wrap(`--${cliName(command.idempotencyToken)} is filled with a new UUID when omitted.`, '  '));
  return [
    `${command.service.toUpperCase()} ${command.name.toUpperCase()}`,
    '',
    wrap(command.summary, '  '),
    '',
    'SYNOPSIS',
    `  switchyard ${command.service} ${command.name}`,
    ...synopsis,
    ...options,
    '',
    'PARAMETERS',
    ...describe,
    '',
    'COMMAND OPTIONS',
    ...commandOptionDefs(command).map(optionLine),
    ...(notes.length ? ['', 'NOTES', ...notes] : []),
    '',
    'Global options: switchyard help',
    '',
  ].join('\n');
}
