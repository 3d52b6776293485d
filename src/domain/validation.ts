// Validation primitives shared by every validator in domain/. A validator never stops at the first problem: it
// collects one Issue per bad field, with the field's path (`tenant.tenantIdentifier`, `tags[3].key`) and the rule it
// broke, so a form can show every error at once and a ValidationException can list them all in `fieldList`.

import { ServiceError, type ServiceId, type ValidationExceptionField } from './errors.js';

export type Rule =
  | 'required'
  | 'type'
  | 'length'
  | 'pattern'
  | 'enum'
  | 'range'
  | 'size'
  | 'unique'
  | 'union'
  | 'unknown'
  | 'mismatch'
  | 'configuration';

export interface Issue {
  /** Dotted path with list indices, relative to the validated input: `tags[3].key`. */
  path: string;
  rule: Rule;
  /** Human sentence naming the constraint, e.g. `must have length between 1 and 1024`. */
  message: string;
}

export function joinPath(base: string, key: string | number): string {
  if (typeof key === 'number') return `${base}[${key}]`;
  return base === '' ? key : `${base}.${key}`;
}

export function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return `a ${typeof value}`;
}

/** An AWS-style one-line summary: `2 validation errors detected: Value at 'app' failed to satisfy constraint: ...`. */
export function summarizeIssues(issues: readonly Issue[]): string {
  const parts = issues.map((i) => `Value at '${i.path}' failed to satisfy constraint: ${i.message}`);
  const count = issues.length === 1 ? '1 validation error detected' : `${issues.length} validation errors detected`;
  return `${count}: ${parts.join('; ')}`;
}

export function issuesToFieldList(issues: readonly Issue[]): ValidationExceptionField[] {
  return issues.map((i) => ({ name: i.path, message: i.message }));
}

/** Reason spelling differs per service: AppFabric camelCase, Clean Rooms upper case, AppFlow none. */
const FIELD_VALIDATION_REASON: Record<ServiceId, string | undefined> = {
  appfabric: 'fieldValidationFailed',
  cleanrooms: 'FIELD_VALIDATION_FAILED',
  appflow: undefined,
  github: undefined,
};

export function validationError(
  service: ServiceId,
  issues: readonly Issue[],
  options: { reason?: string; message?: string } = {},
): ServiceError {
  const reason = options.reason ?? FIELD_VALIDATION_REASON[service];
  const withFields = service !== 'appflow';
  return new ServiceError({
    name: 'ValidationException',
    service,
    httpStatus: 400,
    message: options.message ?? summarizeIssues(issues),
    ...(reason !== undefined ? { reason } : {}),
    ...(withFields ? { fieldList: issuesToFieldList(issues) } : {}),
  });
}

/** Throws a ValidationException carrying every issue, or returns when there are none. */
export function assertValid(service: ServiceId, issues: readonly Issue[]): void {
  if (issues.length > 0) throw validationError(service, issues);
}

// ---- field checks ----------------------------------------------------------------------------------------------
// Each check appends to `out` and returns whether the value passed, so composite validators can skip nested checks
// of a value that is already known to be of the wrong type.

export interface StringRule {
  min?: number;
  max?: number;
  /** The pattern as the model states it (anchors included). */
  pattern?: RegExp;
  /** A short description of the pattern for the message, e.g. `an ARN or a lowercase UUID`. */
  patternText?: string;
}

export function checkRequired(out: Issue[], path: string, value: unknown): boolean {
  if (value === undefined || value === null) {
    out.push({ path, rule: 'required', message: 'Member must not be null' });
    return false;
  }
  return true;
}

export function checkString(out: Issue[], path: string, value: unknown, rule: StringRule): boolean {
  if (typeof value !== 'string') {
    out.push({ path, rule: 'type', message: `Member must be a string, got ${describeValue(value)}` });
    return false;
  }
  // Lengths are counted in Unicode code points, as Smithy's @length does.
  const length = codePointLength(value, rule);
  if (rule.min !== undefined && length < rule.min) {
    out.push({ path, rule: 'length', message: lengthMessage(rule) });
    return false;
  }
  if (rule.max !== undefined && length > rule.max) {
    out.push({ path, rule: 'length', message: lengthMessage(rule) });
    return false;
  }
  if (rule.pattern !== undefined && !rule.pattern.test(value)) {
    const text = rule.patternText ? ` (${rule.patternText})` : '';
    out.push({
      path,
      rule: 'pattern',
      message: `Member must satisfy regular expression pattern: ${rule.pattern.source}${text}`,
    });
    return false;
  }
  return true;
}

/**
 * The code-point length of `value`, or its UTF-16 length when that already settles the bounds: a string of n code
 * units has between ceil(n/2) and n code points, so counting (a loop over the string) is only needed near a bound.
 */
function codePointLength(value: string, rule: StringRule): number {
  const units = value.length;
  if ((rule.max === undefined || units <= rule.max) && (rule.min === undefined || Math.ceil(units / 2) >= rule.min))
    return units;
  let count = 0;
  for (let i = 0; i < units; i += 1) {
    const unit = value.charCodeAt(i);
    // A high surrogate followed by a low one is one code point; lone surrogates count one each.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < units) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i += 1;
    }
    count += 1;
  }
  return count;
}

function lengthMessage(rule: StringRule): string {
  if (rule.min !== undefined && rule.max !== undefined) {
    return rule.min === rule.max
      ? `Member must have length ${rule.min}`
      : `Member must have length between ${rule.min} and ${rule.max}`;
  }
  if (rule.min !== undefined) return `Member must have length greater than or equal to ${rule.min}`;
  return `Member must have length less than or equal to ${rule.max}`;
}

export function checkInteger(
  out: Issue[],
  path: string,
  value: unknown,
  range: { min?: number; max?: number },
): boolean {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    out.push({ path, rule: 'type', message: `Member must be an integer, got ${describeValue(value)}` });
    return false;
  }
  if ((range.min !== undefined && value < range.min) || (range.max !== undefined && value > range.max)) {
    const text =
      range.min !== undefined && range.max !== undefined
        ? `between ${range.min} and ${range.max}`
        : range.min !== undefined
          ? `greater than or equal to ${range.min}`
          : `less than or equal to ${range.max}`;
    out.push({ path, rule: 'range', message: `Member must have value ${text}` });
    return false;
  }
  return true;
}

export function checkBoolean(out: Issue[], path: string, value: unknown): boolean {
  if (typeof value !== 'boolean') {
    out.push({ path, rule: 'type', message: `Member must be a boolean, got ${describeValue(value)}` });
    return false;
  }
  return true;
}

export function checkEnum<T extends string>(
  out: Issue[],
  path: string,
  value: unknown,
  allowed: readonly T[],
): value is T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    out.push({ path, rule: 'enum', message: `Member must satisfy enum value set: [${allowed.join(', ')}]` });
    return false;
  }
  return true;
}

export function checkList(
  out: Issue[],
  path: string,
  value: unknown,
  size: { min?: number; max?: number; unique?: boolean },
): value is unknown[] {
  if (!Array.isArray(value)) {
    out.push({ path, rule: 'type', message: `Member must be a list, got ${describeValue(value)}` });
    return false;
  }
  if ((size.min !== undefined && value.length < size.min) || (size.max !== undefined && value.length > size.max)) {
    out.push({ path, rule: 'size', message: sizeMessage('list', size) });
    return false;
  }
  if (size.unique && new Set(value.map((v) => JSON.stringify(v))).size !== value.length) {
    out.push({ path, rule: 'unique', message: 'Member must not contain duplicate items' });
    return false;
  }
  return true;
}

export function checkObject(out: Issue[], path: string, value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    out.push({ path, rule: 'type', message: `Member must be a structure, got ${describeValue(value)}` });
    return false;
  }
  return true;
}

export function checkMapSize(
  out: Issue[],
  path: string,
  value: Record<string, unknown>,
  size: { min?: number; max?: number },
): boolean {
  const n = Object.keys(value).length;
  if ((size.min !== undefined && n < size.min) || (size.max !== undefined && n > size.max)) {
    out.push({ path, rule: 'size', message: sizeMessage('map', size) });
    return false;
  }
  return true;
}

function sizeMessage(kind: 'list' | 'map', size: { min?: number; max?: number }): string {
  const noun = kind === 'list' ? 'items' : 'entries';
  if (size.min !== undefined && size.max !== undefined)
    return `Member must have between ${size.min} and ${size.max} ${noun}`;
  if (size.min !== undefined) return `Member must have at least ${size.min} ${noun}`;
  return `Member must have at most ${size.max} ${noun}`;
}

/** Flags members that the shape does not define (typos in datasets, forged keys in a union). */
export function checkKnownKeys(
  out: Issue[],
  path: string,
  value: Record<string, unknown>,
  known: readonly string[],
): void {
  for (const key of Object.keys(value)) {
    if (!known.includes(key))
      out.push({ path: joinPath(path, key), rule: 'unknown', message: 'Member is not defined by the shape' });
  }
}

// ---- timestamps ------------------------------------------------------------------------------------------------
// Records hold Date; datasets may spell a timestamp as epoch seconds (the Clean Rooms / AppFlow wire form) or as an
// RFC 3339 string with a `Z` or an offset (the AppFabric wire form, and what JS v3 accepts).

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[tT](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(([-+]\d{2}:\d{2})|[zZ])$/;

/** The Date a timestamp denotes (Date, epoch seconds, or RFC 3339 string), or undefined when it denotes none. */
export function toDate(value: unknown): Date | undefined {
  const ms = timestampMs(value);
  if (Number.isNaN(ms)) return undefined;
  return value instanceof Date ? value : new Date(ms);
}

/**
 * The epoch milliseconds a timestamp denotes, as `toDate(value)?.getTime()` would give, or NaN when it denotes none;
 * without making a Date (checking a million dataset timestamps made two million Dates only to drop them).
 */
export function timestampMs(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return Number.NaN;
    // What the Date constructor does with a number (TimeClip): out of range is invalid, fractions of a ms dropped.
    const ms = value * 1000;
    return Math.abs(ms) <= 8.64e15 ? Math.trunc(ms) + 0 : Number.NaN;
  }
  if (typeof value === 'string') {
    // A record's timestamps are parsed when it is checked and again when it is stored: the last two strings parsed
    // are remembered (Date.parse is most of the cost of checking a dataset member).
    if (value === PARSED[0]) return PARSED_MS[0]!;
    if (value === PARSED[1]) return PARSED_MS[1]!;
    let ms = plainUtcMs(value);
    if (Number.isNaN(ms)) ms = RFC3339.test(value) ? Date.parse(value) : Number.NaN;
    PARSED[1] = PARSED[0];
    PARSED_MS[1] = PARSED_MS[0]!;
    PARSED[0] = value;
    PARSED_MS[0] = ms;
    return ms;
  }
  return Number.NaN;
}

/**
 * The usual spelling, `YYYY-MM-DDTHH:MM:SSZ` or `YYYY-MM-DDTHH:MM:SS.sssZ` with every field in range (a day that
 * exists, no leap second, a year from 1970), read without the regular expression and Date.parse (a million-member
 * dataset has two million of them): Date.UTC of the fields is then exactly what Date.parse gives. NaN for anything
 * else, which the general path reads.
 */
function plainUtcMs(value: string): number {
  const length = value.length;
  if (length !== 20 && length !== 24) return Number.NaN;
  if (
    value.charCodeAt(4) !== 0x2d ||
    value.charCodeAt(7) !== 0x2d ||
    value.charCodeAt(10) !== 0x54 ||
    value.charCodeAt(13) !== 0x3a ||
    value.charCodeAt(16) !== 0x3a ||
    value.charCodeAt(length - 1) !== 0x5a ||
    (length === 24 && value.charCodeAt(19) !== 0x2e)
  )
    return Number.NaN;
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 2);
  const day = digitsAt(value, 8, 2);
  const hour = digitsAt(value, 11, 2);
  const minute = digitsAt(value, 14, 2);
  const second = digitsAt(value, 17, 2);
  const milli = length === 24 ? digitsAt(value, 20, 3) : 0;
  // digitsAt gives -1 for a non-digit, which every range below refuses.
  if (year < 1970 || month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59 || milli < 0) return Number.NaN;
  if (day < 1 || day > daysInMonth(year, month)) return Number.NaN;
  return Date.UTC(year, month - 1, day, hour, minute, second, milli);
}

function digitsAt(value: string, from: number, count: number): number {
  let n = 0;
  for (let i = from; i < from + count; i += 1) {
    const digit = value.charCodeAt(i) - 0x30;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

const PARSED: (string | undefined)[] = [undefined, undefined];
const PARSED_MS = new Float64Array(2);

export function checkTimestamp(out: Issue[], path: string, value: unknown): boolean {
  if (Number.isNaN(timestampMs(value))) {
    out.push({
      path,
      rule: 'type',
      message: `Member must be a timestamp (epoch seconds or RFC 3339), got ${describeValue(value)}`,
    });
    return false;
  }
  return true;
}

// ---- field rules -----------------------------------------------------------------------------------------------
// A leaf field's whole rule as data. The record and input validators check every leaf through these tables, and
// the wizard and the command-line parser check one field at a time through the same tables (validateFieldWith),
// so no constraint is written twice. Structure (objects, lists, unions, cross-field rules) stays in the validators.

export type FieldRule =
  | ({
      type: 'string';
      required?: boolean;
      /** after the length and pattern checks */ values?: readonly string[];
    } & StringRule)
  | { type: 'integer'; required?: boolean; min?: number; max?: number }
  | { type: 'boolean'; required?: boolean }
  | { type: 'enum'; required?: boolean; values: readonly string[] }
  | { type: 'timestamp'; required?: boolean };

/** Field tables are keyed by path templates: list indices written `[]`, e.g. `tags[].key`. */
export type FieldTable = Readonly<Record<string, FieldRule>>;

/** `tags[3].key` -> `tags[].key`. */
export function fieldTemplate(path: string): string {
  return path.replace(/\[\d+\]/g, '[]');
}

/** Checks one leaf value against its rule; absent (undefined/null) passes unless the rule says required. */
export function checkField(out: Issue[], path: string, value: unknown, rule: FieldRule): boolean {
  if (value === undefined || value === null) return rule.required ? checkRequired(out, path, value) : true;
  switch (rule.type) {
    case 'string':
      if (!checkString(out, path, value, rule)) return false;
      return rule.values === undefined || checkEnum(out, path, value, rule.values);
    case 'integer':
      return checkInteger(out, path, value, rule);
    case 'boolean':
      return checkBoolean(out, path, value);
    case 'enum':
      return checkEnum(out, path, value, rule.values);
    case 'timestamp':
      return checkTimestamp(out, path, value);
  }
}

/** Looks a template up in a table; a missing template is a programming error in a validator. */
export function ruleOf(table: FieldTable, template: string): FieldRule {
  const rule = table[template];
  if (rule === undefined) throw new Error(`no field rule for ${template}`);
  return rule;
}

/** Validates one field by its path (indices allowed: `tags[3].key`), as a form or an argv parser does. */
export function validateFieldWith(table: FieldTable, path: string, value: unknown): Issue[] {
  const rule = table[fieldTemplate(path)];
  if (rule === undefined) return [{ path, rule: 'unknown', message: 'Member is not defined by the shape' }];
  const out: Issue[] = [];
  checkField(out, path, value, rule);
  return out;
}

/**
 * Checks that `value` is a structure (or absent when not required) with only `known` members, and returns it for
 * the caller to check its members; undefined when absent or not a structure.
 */
export function checkStructure(
  out: Issue[],
  path: string,
  value: unknown,
  options: { required: boolean; known: readonly string[] },
): Record<string, unknown> | undefined {
  if (value === undefined || value === null) {
    if (options.required) checkRequired(out, path, value);
    return undefined;
  }
  if (!checkObject(out, path, value)) return undefined;
  checkKnownKeys(out, path, value, options.known);
  return value;
}

/** Checks the members `keys` of `obj` (at `path`) by the table entries `${template}.${key}`. */
export function checkLeaves(
  out: Issue[],
  path: string,
  obj: Record<string, unknown>,
  table: FieldTable,
  template: string,
  keys: readonly string[],
): void {
  for (const key of keys) checkField(out, joinPath(path, key), obj[key], leafRule(table, template, key));
}

/**
 * ruleOf(table, `${template}.${key}`), remembered per table, template and key: looking a freshly joined string up in
 * a large table cost more than the check itself on a million dataset members. Templates are the validators' fixed
 * strings; the cap only guards against a caller passing paths that vary.
 */
function leafRule(table: FieldTable, template: string, key: string): FieldRule {
  if (template === '') return ruleOf(table, key);
  let byTemplate = LEAF_RULES.get(table);
  if (byTemplate === undefined) {
    byTemplate = new Map();
    LEAF_RULES.set(table, byTemplate);
  }
  let byKey = byTemplate.get(template);
  if (byKey === undefined) {
    byKey = new Map();
    if (byTemplate.size < MAX_LEAF_TEMPLATES) byTemplate.set(template, byKey);
  }
  let rule = byKey.get(key);
  if (rule === undefined) {
    rule = ruleOf(table, joinPath(template, key));
    byKey.set(key, rule);
  }
  return rule;
}

const LEAF_RULES = new WeakMap<FieldTable, Map<string, Map<string, FieldRule>>>();
const MAX_LEAF_TEMPLATES = 1000;
