// The shape of each command's input and output, as the service model states it: member names in model order,
// types, required flags, enum values and one-line docs. One definition drives argv parsing, help, the skeletons and
// the order of output members. Length/pattern/range constraints are not repeated here: they live once in domain/
// (the validators and their field tables), which client-side validation and help read.

import { isSecretMemberName } from '../domain/secretNames.js';

export type Shape =
  | StringShape
  | { type: 'integer' }
  | { type: 'boolean' }
  | { type: 'timestamp' }
  | { type: 'list'; member: Shape }
  | { type: 'map'; key: Shape; value: Shape }
  | StructureShape;

export interface StringShape {
  type: 'string';
  enum?: readonly string[];
  /** @sensitive in the model: never echoed (debug output, errors, skeletons). */
  sensitive?: boolean;
}

export interface Member {
  shape: Shape;
  required?: boolean;
  doc?: string;
}

export interface StructureShape {
  type: 'structure';
  /** A tagged union: exactly one member may be set. */
  union?: boolean;
  members: Readonly<Record<string, Member>>;
}

export const str: StringShape = { type: 'string' };
export const secret: StringShape = { type: 'string', sensitive: true };
export const int: Shape = { type: 'integer' };
export const bool: Shape = { type: 'boolean' };
export const timestamp: Shape = { type: 'timestamp' };
export const enumOf = (values: readonly string[]): StringShape => ({ type: 'string', enum: values });
export const listOf = (member: Shape): Shape => ({ type: 'list', member });
export const mapOf = (value: Shape): Shape => ({ type: 'map', key: str, value });
export const struct = (members: Record<string, Member>): StructureShape => ({ type: 'structure', members });
export const union = (members: Record<string, Member>): StructureShape => ({ type: 'structure', union: true, members });
export const req = (shape: Shape, doc?: string): Member => ({ shape, required: true, ...(doc ? { doc } : {}) });
export const opt = (shape: Shape, doc?: string): Member => ({ shape, ...(doc ? { doc } : {}) });

/** Whether a top-level input member (by its name and shape) may carry a secret. */
export function carriesSecret(name: string, shape: Shape): boolean {
  return isSecretMemberName(name) || sensitivePaths(shape).length > 0;
}

/**
 * Paths of every sensitive member under a shape, as templates (`credential.apiKeyCredential.apiKey`, `tags[].x`): the
 * leaves flagged `sensitive`, and any member whose name holds a credential (`clientSecret`, `apiKey`, `password`,
 * ...) even without the flag.
 */
export function sensitivePaths(shape: Shape, base = ''): string[] {
  switch (shape.type) {
    case 'string':
      return shape.sensitive ? [base] : [];
    case 'list':
      return sensitivePaths(shape.member, `${base}[]`);
    case 'map':
      return sensitivePaths(shape.value, `${base}.*`);
    case 'structure':
      return Object.entries(shape.members).flatMap(([name, m]) => {
        const path = base ? `${base}.${name}` : name;
        return isSecretMemberName(name) ? [path] : sensitivePaths(m.shape, path);
      });
    default:
      return [];
  }
}
