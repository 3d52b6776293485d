// The constraint tables (the field tables of the domain validators: lengths, patterns, ranges, enums) and the wire
// shapes describe the same members. Each path of a table must be a member of a shape of the operations that use it
// (from the input or output, or from a structure nested in them, for the record validators), of the same kind, with
// the same enum values. Clean Rooms' write validators walk a structure of their own (CLEANROOMS_WRITE_INPUTS): it must
// have each shape's members, required flags, lists, maps and unions. A member renamed, added to an enum or made
// optional in one place and not the other fails here.

import { describe, expect, it } from 'vitest';
import * as writes from '../../src/domain/cleanrooms/writeValidators.js';
import type { Member, Shape, StructureShape } from '../../src/domain/shape.js';
import type { FieldRule, FieldTable } from '../../src/domain/validation.js';
import { SERVICES } from '../../src/operations/index.js';
import type { AnyOperation } from '../../src/operations/operation.js';

/** The shape at a path template (`tenant.tenantIdentifier`, `tags[].key`, `tags.*`) under `root`, or undefined. */
function shapeAt(root: StructureShape, template: string): Shape | undefined {
  let shape: Shape = root;
  for (const part of template.split('.')) {
    const [, name, lists = ''] = /^([^[]*)((?:\[\])*)$/.exec(part) ?? [];
    if (name === undefined) return undefined;
    if (name === '*' && shape.type === 'map') {
      shape = shape.value;
    } else {
      if (shape.type !== 'structure') return undefined;
      const member: Member | undefined = shape.members[name];
      if (member === undefined) return undefined;
      shape = member.shape;
    }
    for (let i = 0; i < lists.length / 2; i++) {
      if (shape.type !== 'list') return undefined;
      shape = shape.member;
    }
  }
  return shape;
}

/** Every structure under a shape, itself included: a record validator's table is relative to one of them. */
function structuresIn(shape: Shape): StructureShape[] {
  switch (shape.type) {
    case 'structure':
      return [shape, ...Object.values(shape.members).flatMap((m) => structuresIn(m.shape))];
    case 'list':
      return structuresIn(shape.member);
    case 'map':
      return structuresIn(shape.value);
    default:
      return [];
  }
}

/** What differs between a table rule and the shape it checks, or undefined when they agree. */
function mismatch(rule: FieldRule, shape: Shape): string | undefined {
  if (rule.type === 'enum') {
    if (shape.type !== 'string' || shape.enum === undefined) return `the table says enum, the shape ${shape.type}`;
    if (JSON.stringify([...rule.values].sort()) !== JSON.stringify([...shape.enum].sort()))
      return `enum values differ: table ${rule.values.join(',')}, shape ${shape.enum.join(',')}`;
    return undefined;
  }
  if (rule.type !== shape.type) return `the table says ${rule.type}, the shape ${shape.type}`;
  if (shape.type === 'string' && shape.enum !== undefined) return 'the shape is an enum, the table a plain string';
  return undefined;
}

/** Table entries with no member of their own, and why. */
const NOT_MEMBERS: Readonly<Record<string, string>> = {
  'defaultedPayments[]': "switchyard's extension of MemberSummary, never on the wire (domain/cleanrooms/types.ts)",
  tagKey: 'the rule of the keys of the tags map, and of tagKeys[]',
};

function tableProblems(table: FieldTable, ops: readonly AnyOperation[]): string[] {
  const services = new Set(ops.map((o) => o.service));
  const family = SERVICES.filter((s) => services.has(s.name)).flatMap((s) => s.operations);
  // Nearest first: the inputs of the table's own operations, then any structure in their shapes (the record
  // validators), then any structure in the shapes of the service.
  const tiers = [
    ops.map((op) => ({ op, root: op.input })),
    ops.flatMap((op) => [op.input, op.output].flatMap(structuresIn).map((root) => ({ op, root }))),
    family.flatMap((op) => [op.input, op.output].flatMap(structuresIn).map((root) => ({ op, root }))),
  ];
  const problems: string[] = [];
  for (const [path, rule] of Object.entries(table)) {
    if (NOT_MEMBERS[path] !== undefined) continue;
    const found =
      tiers
        .map((roots) =>
          roots.flatMap(({ op, root }) => {
            const shape = shapeAt(root, path);
            return shape === undefined ? [] : [{ op, shape }];
          }),
        )
        .find((matches) => matches.length > 0) ?? [];
    if (found.length === 0) problems.push(`${path}: in no shape of ${[...services].join(', ')}`);
    for (const { op, shape } of found) {
      const why = mismatch(rule, shape);
      if (why !== undefined) problems.push(`${path} (${op.operation}): ${why}`);
    }
  }
  return problems;
}

type Spec =
  | { leaf: string }
  | { list: Spec }
  | { tags: true }
  | { struct: Record<string, [required: boolean, spec: Spec]>; union?: boolean };

/** Where switchyard's validator is deliberately wider than the shape: the default-payer rule fills queryCompute. */
const WIDENED = new Set(['members[].paymentConfiguration.queryCompute', 'creatorPaymentConfiguration.queryCompute']);

function specProblems(spec: Spec, shape: Shape, path: string): string[] {
  const at = path === '' ? '(input)' : path;
  if ('leaf' in spec) {
    const rule = writes.CLEANROOMS_WRITE_FIELDS[spec.leaf];
    if (rule === undefined) return [`${at}: no rule ${spec.leaf}`];
    const why = mismatch(rule, shape);
    return why === undefined ? [] : [`${at}: ${why}`];
  }
  if ('list' in spec)
    return shape.type === 'list'
      ? specProblems(spec.list, shape.member, `${path}[]`)
      : [`${at}: a list, shape ${shape.type}`];
  if ('tags' in spec) return shape.type === 'map' ? [] : [`${at}: a tag map, shape ${shape.type}`];
  if (shape.type !== 'structure') return [`${at}: a structure, shape ${shape.type}`];
  const problems: string[] = [];
  if ((spec.union ?? false) !== (shape.union ?? false)) problems.push(`${at}: union in one, not the other`);
  const names = new Set([...Object.keys(spec.struct), ...Object.keys(shape.members)]);
  for (const name of names) {
    const memberPath = path === '' ? name : `${path}.${name}`;
    const mine = spec.struct[name];
    const member = shape.members[name];
    if (mine === undefined || member === undefined) {
      problems.push(`${memberPath}: only in the ${mine === undefined ? 'shape' : 'validator'}`);
      continue;
    }
    if (mine[0] !== (member.required === true) && !WIDENED.has(memberPath))
      problems.push(`${memberPath}: required in the ${mine[0] ? 'validator' : 'shape'} only`);
    problems.push(...specProblems(mine[1], member.shape, memberPath));
  }
  return problems;
}

const tables = new Map<FieldTable, AnyOperation[]>();
for (const service of SERVICES)
  for (const op of service.operations)
    if (op.fields !== writes.CLEANROOMS_WRITE_FIELDS) tables.set(op.fields, [...(tables.get(op.fields) ?? []), op]);

const INPUT_OF = new Map<unknown, Spec>([
  [writes.validateCreateCollaborationInput, writes.CLEANROOMS_WRITE_INPUTS.createCollaboration],
  [writes.validateUpdateCollaborationInput, writes.CLEANROOMS_WRITE_INPUTS.updateCollaboration],
  [writes.validateCollaborationIdentifierInput, writes.CLEANROOMS_WRITE_INPUTS.collaborationIdentifier],
  [writes.validateDeleteMemberInput, writes.CLEANROOMS_WRITE_INPUTS.deleteMember],
  [writes.validateCreateMembershipInput, writes.CLEANROOMS_WRITE_INPUTS.createMembership],
  [writes.validateMembershipIdentifierInput, writes.CLEANROOMS_WRITE_INPUTS.membershipIdentifier],
  [writes.validateListMembershipsInput, writes.CLEANROOMS_WRITE_INPUTS.listMemberships],
  [writes.validateUpdateMembershipInput, writes.CLEANROOMS_WRITE_INPUTS.updateMembership],
  [writes.validateCreateConfiguredTableInput, writes.CLEANROOMS_WRITE_INPUTS.createConfiguredTable],
  [writes.validateConfiguredTableIdentifierInput, writes.CLEANROOMS_WRITE_INPUTS.configuredTableIdentifier],
  [writes.validateListConfiguredTablesInput, writes.CLEANROOMS_WRITE_INPUTS.listConfiguredTables],
  [writes.validateUpdateConfiguredTableInput, writes.CLEANROOMS_WRITE_INPUTS.updateConfiguredTable],
  [writes.validateTagResourceInput, writes.CLEANROOMS_WRITE_INPUTS.tagResource],
  [writes.validateUntagResourceInput, writes.CLEANROOMS_WRITE_INPUTS.untagResource],
  [writes.validateResourceArnInput, writes.CLEANROOMS_WRITE_INPUTS.resourceArn],
]);
const writeOps = SERVICES.flatMap((s) => s.operations).filter((op) => op.fields === writes.CLEANROOMS_WRITE_FIELDS);

describe('field tables and shapes', () => {
  it.each([...tables].map(([table, ops]) => [ops.map((o) => o.operation).join(', '), table, ops] as const))(
    'agree for the table of %s',
    (_names, table, ops) => {
      expect(tableProblems(table, ops)).toEqual([]);
    },
  );

  it.each(writeOps.map((op) => [op.operation, op] as const))(
    "Clean Rooms' write validator of %s walks its input shape",
    (_name, op) => {
      const spec = INPUT_OF.get(op.validate);
      expect(spec, 'the validator of the operation has its input structure listed here').toBeDefined();
      expect(specProblems(spec!, op.input, '')).toEqual([]);
    },
  );

  it('catches a table or validator that drifts from the shape', () => {
    const ops = tables.get(SERVICES[0]!.operations[0]!.fields)!; // AppFabric's table and the operations using it
    const fields = ops[0]!.fields;
    expect(tableProblems({ ...fields, authType: { type: 'enum', values: ['oauth2'] } }, ops)).toEqual([
      'authType (CreateAppAuthorization): enum values differ: table oauth2, shape oauth2,apiKey',
    ]);
    expect(tableProblems({ ...fields, maxResults: { type: 'string' } }, ops)).toEqual([
      'maxResults (ListAppAuthorizations): the table says string, the shape integer',
    ]);
    expect(tableProblems({ 'tenant.tenantName': { type: 'string' } }, ops)).toEqual([
      'tenant.tenantName: in no shape of appfabric',
    ]);
    const spec = writes.CLEANROOMS_WRITE_INPUTS.deleteMember as Spec & { struct: Record<string, [boolean, Spec]> };
    const shape = writeOps.find((o) => o.operation === 'DeleteMember')!.input;
    expect(specProblems({ struct: { ...spec.struct, accountId: [false, { leaf: 'accountId' }] } }, shape, '')).toEqual([
      'accountId: required in the shape only',
    ]);
  });
});
