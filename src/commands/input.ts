// Assembles a command's input from --cli-input-json / --cli-input-yaml and the parameters on the command line (which
// override the document's top-level members), resolving file:// values, and fills the idempotency token.

import { randomUUID } from 'node:crypto';
import { cliName, type CommandDef } from './command.js';
import { ParamError, parsingError } from './errors.js';
import { yamlLib } from './lazy.js';
import { resolveParamFile } from './parse/paramfile.js';
import { unpackParameter } from './parse/value.js';

export interface InputSources {
  params: Map<string, string[]>;
  cliInputJson?: string;
  cliInputYaml?: string;
  cwd: string;
}

export function readCliInput(sources: InputSources): Record<string, unknown> {
  if (sources.cliInputJson !== undefined && sources.cliInputYaml !== undefined) {
    throw new ParamError('Only one --cli-input-json or --cli-input-yaml may be given, not both');
  }
  const [option, raw] =
    sources.cliInputJson !== undefined
      ? (['--cli-input-json', sources.cliInputJson] as const)
      : sources.cliInputYaml !== undefined
        ? (['--cli-input-yaml', sources.cliInputYaml] as const)
        : [undefined, undefined];
  if (option === undefined) return {};
  const text = resolveParamFile(raw, option, sources.cwd);
  let doc: unknown;
  try {
    doc = option === '--cli-input-json' ? JSON.parse(text) : yamlLib().parse(text);
  } catch (error) {
    throw parsingError(
      option,
      `Invalid ${option === '--cli-input-json' ? 'JSON' : 'YAML'} received: ${parseProblem(error, text)}`,
    );
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) {
    throw parsingError(
      option,
      'The document must be a mapping of parameter names to values, shaped like --generate-cli-skeleton',
    );
  }
  return doc as Record<string, unknown>;
}

export function assembleInput(command: CommandDef, sources: InputSources): Record<string, unknown> {
  const input: Record<string, unknown> = { ...readCliInput(sources) };
  for (const [member, def] of Object.entries(command.input.members)) {
    const option = cliName(member);
    const words = sources.params.get(option);
    if (words === undefined) continue;
    const resolved = words.map((w) => resolveParamFile(w, `--${option}`, sources.cwd));
    input[member] = unpackParameter(def.shape, resolved, `--${option}`, member);
  }
  return input;
}

export function fillIdempotencyToken(command: CommandDef, input: Record<string, unknown>): void {
  if (command.idempotencyToken !== undefined && input[command.idempotencyToken] === undefined) {
    input[command.idempotencyToken] = randomUUID();
  }
}

/**
 * What is wrong with a document, by line and column only: the parsers quote the offending source (yaml a code frame,
 * V8 a snippet of the JSON), and the input may hold a secret.
 */
function parseProblem(error: unknown, text: string): string {
  const yamlPos = (error as { linePos?: { line: number; col: number }[] }).linePos?.[0];
  if (yamlPos !== undefined) {
    const summary = String((error as Error).message)
      .split('\n')[0]!
      .replace(/ at line \d+, column \d+:?$/, '');
    return `${summary} (line ${yamlPos.line}, column ${yamlPos.col})`;
  }
  const position = /at position (\d+)/.exec(String((error as Error).message))?.[1];
  if (position !== undefined) {
    const before = text.slice(0, Number(position));
    const line = before.split('\n').length;
    return `not valid JSON (line ${line}, column ${Number(position) - before.lastIndexOf('\n')})`;
  }
  return 'not a valid document';
}
