// --generate-cli-skeleton: a sample input (JSON or commented YAML) or a sample output, generated from the command's
// shapes as botocore's ArgumentGenerator does: "" for strings, 0 for integers, true for booleans, one element per
// list, every member of a structure — unions included, so a credential skeleton shows both kinds and the user keeps
// one. Enums take their first value (botocore picks one at random). Sensitive members are always "".

import type { CommandDef } from './command.js';
import type { Member, Shape } from '../domain/shape.js';
import type { Doc } from './output/document.js';
import { yamlDump } from './output/yaml.js';

function sample(shape: Shape, name: string, forOutput: boolean): Doc {
  switch (shape.type) {
    case 'string':
      if (shape.enum) return shape.enum[0] ?? '';
      return forOutput && !shape.sensitive ? name : '';
    case 'integer':
      return 0;
    case 'boolean':
      return true;
    case 'timestamp':
      return forOutput ? '1970-01-01T00:00:00+00:00' : '1970-01-01T00:00:00';
    case 'list':
      return [sample(shape.member, name, forOutput)];
    case 'map':
      return { KeyName: sample(shape.value, name, forOutput) };
    case 'structure': {
      const out: Record<string, Doc> = {};
      for (const [member, def] of Object.entries(shape.members)) out[member] = sample(def.shape, member, forOutput);
      return out;
    }
  }
}

export function inputSkeleton(command: CommandDef): Doc {
  return sample(command.input, '', false);
}

export function outputSkeleton(command: CommandDef): Doc {
  return sample(command.output, '', true);
}

/**
 * The YAML input skeleton, each top-level member commented with [REQUIRED] and its doc, laid out as the AWS CLI
 * prints it (ruamel puts two spaces before the first comment, one before the others).
 */
export function yamlInputSkeleton(command: CommandDef): string {
  const lines: string[] = [];
  Object.entries(command.input.members).forEach(([member, def], i) => {
    const body = yamlDump({ [member]: sample(def.shape, member, false) })
      .trimEnd()
      .split('\n');
    body[0] = `${body[0]}${i === 0 ? '  ' : ' '}# ${comment(def)}`;
    lines.push(...body);
  });
  return `${lines.join('\n')}\n`;
}

function comment(def: Member): string {
  const doc = def.doc ?? '';
  const values =
    def.shape.type === 'string' && def.shape.enum ? ` Valid values are: ${def.shape.enum.join(', ')}.` : '';
  return `${def.required ? '[REQUIRED] ' : ''}${doc}${values}`.trim();
}
