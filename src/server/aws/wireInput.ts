// Deserialisation of restJson1 input: JSON bodies and query strings -> the port's input object. This is the part a
// Smithy server's generated deserialiser does (types only, unknown members ignored, null = absent); the constraints
// (lengths, patterns, ranges, enums, unions) are the domain validators' job in the engine, so they live in one place.
import { describeValue, joinPath, validationError, type Issue } from '../../domain/validation.js';
import type { Shape } from '../../domain/shape.js';
import type { AwsService } from './errorWire.js';

export type WireShape =
  | 'string'
  | 'integer'
  | 'boolean'
  | { list: WireShape }
  | { map: WireShape }
  | { structure: Record<string, WireShape> }
  /** A union: known members are deserialised; unknown ones are passed on so the validator can reject them. */
  | { union: Record<string, WireShape> };

const TYPE_NAMES = { string: 'a string', integer: 'an integer', boolean: 'a boolean' } as const;

function typeIssue(out: Issue[], path: string, expected: string, value: unknown): undefined {
  out.push({ path, rule: 'type', message: `Member must be ${expected}, got ${describeValue(value)}` });
  return undefined;
}

/** Defines an own property, so a JSON key `__proto__` stays data instead of replacing the object's prototype. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readWire(value: unknown, shape: WireShape, path: string, out: Issue[]): unknown {
  if (value === null || value === undefined) return undefined;
  if (shape === 'string') return typeof value === 'string' ? value : typeIssue(out, path, TYPE_NAMES.string, value);
  if (shape === 'boolean') return typeof value === 'boolean' ? value : typeIssue(out, path, TYPE_NAMES.boolean, value);
  if (shape === 'integer') {
    return typeof value === 'number' && Number.isSafeInteger(value)
      ? value
      : typeIssue(out, path, TYPE_NAMES.integer, value);
  }
  if ('list' in shape) {
    if (!Array.isArray(value)) return typeIssue(out, path, 'a list', value);
    // A null list entry is kept as null so the validator reports it; entries of the wrong type are reported here.
    return value.map((item, i) => (item === null ? null : readWire(item, shape.list, joinPath(path, i), out)));
  }
  if (!isObject(value)) return typeIssue(out, path, 'a structure', value);
  if ('map' in shape) {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value))
      setOwn(result, key, readWire(item, shape.map, joinPath(path, key), out));
    return result;
  }
  const members = 'structure' in shape ? shape.structure : shape.union;
  const result: Record<string, unknown> = {};
  for (const [key, memberShape] of Object.entries(members)) {
    const read = readWire(Object.hasOwn(value, key) ? value[key] : undefined, memberShape, joinPath(path, key), out);
    if (read !== undefined) result[key] = read;
  }
  if ('union' in shape) {
    for (const [key, item] of Object.entries(value)) {
      if (!Object.hasOwn(members, key) && item !== null) setOwn(result, key, item);
    }
  }
  return result;
}

/**
 * Parses a JSON request body that must be an object (restJson1 input structure). An empty body is `{}`, as the
 * SDKs send for an operation whose members are all optional.
 */
export function parseJsonObject(service: AwsService, body: Buffer): Record<string, unknown> {
  if (body.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw cannotParse(service, 'The request body is not valid JSON');
  }
  if (!isObject(parsed))
    throw cannotParse(service, `The request body must be a JSON object, got ${describeValue(parsed)}`);
  return parsed;
}

function cannotParse(service: AwsService, message: string) {
  // AppFabric models the reason `cannotParse`; Clean Rooms' and AppFlow's shapes have no such reason.
  return validationError(service, [], { message, ...(service === 'appfabric' ? { reason: 'cannotParse' } : {}) });
}

/** Reads the structure members of `shape` from a parsed body; throws a ValidationException naming every bad member. */
export function readBody<T>(service: AwsService, body: Record<string, unknown>, shape: Record<string, WireShape>): T {
  const issues: Issue[] = [];
  const result = readWire(body, { structure: shape }, '', issues);
  if (issues.length > 0) throw validationError(service, issues);
  return result as T;
}

export type QueryShape = Record<string, 'string' | 'integer' | 'string-list'>;

/**
 * Reads the query members of `shape` from the URL's search params (already percent-decoded by URLSearchParams).
 * A member given twice, or an integer that is not a plain decimal integer, is a ValidationException naming it.
 */
export function readQuery<T>(
  service: AwsService,
  params: URLSearchParams,
  shape: QueryShape,
  into: Record<string, unknown> = {},
): T {
  const issues: Issue[] = [];
  for (const [name, type] of Object.entries(shape)) {
    const values = params.getAll(name);
    if (values.length === 0) continue;
    // A list of strings is the member repeated (`?tagKeys=a&tagKeys=b`), as restJson1 serialises it.
    if (type === 'string-list') {
      into[name] = values;
      continue;
    }
    if (values.length > 1) {
      issues.push({ path: name, rule: 'type', message: 'Member must be given at most once in the query string' });
      continue;
    }
    const raw = values[0] as string;
    if (type === 'string') {
      into[name] = raw;
    } else if (/^-?\d{1,15}$/.test(raw)) {
      into[name] = Number(raw);
    } else {
      issues.push({ path: name, rule: 'type', message: 'Member must be an integer' });
    }
  }
  if (issues.length > 0) throw validationError(service, issues);
  return into as T;
}

/**
 * The wire shape of an operation's input member, from its model shape. Input timestamps would need their own
 * deserialiser; none of the served operations has one, so an input shape with a timestamp is refused at start.
 */
export function wireShapeOf(shape: Shape): WireShape {
  switch (shape.type) {
    case 'string':
    case 'integer':
    case 'boolean':
      return shape.type;
    case 'list':
      return { list: wireShapeOf(shape.member) };
    case 'map':
      return { map: wireShapeOf(shape.value) };
    case 'structure': {
      const members = Object.fromEntries(Object.entries(shape.members).map(([k, m]) => [k, wireShapeOf(m.shape)]));
      return shape.union ? { union: members } : { structure: members };
    }
    case 'timestamp':
      throw new Error('input timestamps are not deserialised');
  }
}

/** The query-string type of an input member: strings (enums too) and integers are what the served operations use. */
export function queryTypeOf(shape: Shape): 'string' | 'integer' | 'string-list' {
  if (shape.type === 'string' || shape.type === 'integer') return shape.type;
  if (shape.type === 'list' && shape.member.type === 'string') return 'string-list';
  throw new Error(`query members of type ${shape.type} are not deserialised`);
}
