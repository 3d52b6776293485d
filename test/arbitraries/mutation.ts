// Single-field mutations for property tests: take a valid value, replace exactly one field (by path) with an
// invalid value, and say which issue (path and rule) a validator must report for it, and nothing else.
import fc from 'fast-check';
import type { Rule } from '../../src/domain/validation.js';

/** Deletes the field instead of setting it. */
export const ABSENT: unique symbol = Symbol('absent');

export interface InvalidCase {
  value: unknown;
  rule: Rule;
  /** The issue's path when it is not the mutated field's own (e.g. a union rule reported at the union). */
  issuePath?: string;
}

/** Invalid cases of a field, keyed by path template (list indices `[]`), as a fixed list or an arbitrary. */
export type InvalidTable = Readonly<Record<string, readonly InvalidCase[] | fc.Arbitrary<InvalidCase>>>;

export interface Mutation<T> {
  input: T;
  /** The concrete path that was mutated, e.g. `tags[2].key`. */
  path: string;
  /** The one issue the validator must report. */
  expected: { path: string; rule: Rule };
  /** For failure messages. */
  value: unknown;
}

type Segment = string | number | '[]';

function parse(path: string): Segment[] {
  const out: Segment[] = [];
  for (const part of path.split('.')) {
    const match = /^([^[]*)((?:\[\d*\])*)$/.exec(part);
    if (match === null) throw new Error(`bad path ${path}`);
    if (match[1] !== '') out.push(match[1]!);
    for (const index of match[2]!.match(/\[\d*\]/g) ?? []) out.push(index === '[]' ? '[]' : Number(index.slice(1, -1)));
  }
  return out;
}

function render(segments: readonly (string | number)[]): string {
  return segments.reduce<string>(
    (acc, s) => (typeof s === 'number' ? `${acc}[${s}]` : acc === '' ? s : `${acc}.${s}`),
    '',
  );
}

function isContainer(value: unknown): value is Record<string | number, unknown> {
  return typeof value === 'object' && value !== null && !(value instanceof Date);
}

/** The concrete paths a template denotes in `root` whose parent exists (so the field can be set or deleted). */
export function resolveTemplate(root: unknown, template: string): string[] {
  const segments = parse(template);
  const results: string[] = [];
  const walk = (node: unknown, index: number, done: (string | number)[]): void => {
    if (index === segments.length) {
      results.push(render(done));
      return;
    }
    if (!isContainer(node)) return;
    const segment = segments[index]!;
    if (segment === '[]') {
      if (!Array.isArray(node)) return;
      node.forEach((child, i) => walk(child, index + 1, [...done, i]));
      return;
    }
    const last = index === segments.length - 1;
    if (last || node[segment] !== undefined) walk(node[segment], index + 1, [...done, segment]);
  };
  walk(root, 0, []);
  return results;
}

/**
 * A deep copy of `root` with the field at `path` set to `value` (or deleted with ABSENT). Missing containers on the
 * way are created (a list when the next segment is an index); deleting under a missing container changes nothing.
 */
export function setPath<T>(root: T, path: string, value: unknown): T {
  const copy = structuredClone(root);
  const segments = parse(path) as (string | number)[];
  let node = copy as Record<string | number, unknown>;
  for (const [i, segment] of segments.slice(0, -1).entries()) {
    if (!isContainer(node[segment])) {
      if (value === ABSENT) return copy;
      node[segment] = typeof segments[i + 1] === 'number' ? [] : {};
    }
    node = node[segment] as Record<string | number, unknown>;
  }
  const last = segments[segments.length - 1]!;
  if (value === ABSENT) delete node[last];
  else node[last] = value;
  return copy;
}

// ---- invalid values independent of any rule table -------------------------------------------------------------

/** A string of `length` code points (half of them astral, so UTF-16 length differs). */
export function codePoints(length: number): string {
  return Array.from({ length }, (_, i) => (i % 2 === 0 ? 'a' : '😀')).join('');
}

/** Cases every string leaf shares: wrong types; `required` adds absence and null. */
export function stringTypeCases(required: boolean): InvalidCase[] {
  const cases: InvalidCase[] = [
    { value: 42, rule: 'type' },
    { value: true, rule: 'type' },
    { value: ['x'], rule: 'type' },
    { value: { x: 1 }, rule: 'type' },
  ];
  if (required) cases.push({ value: ABSENT, rule: 'required' }, { value: null, rule: 'required' });
  return cases;
}

/** Length-bound cases for a string of `min`..`max` code points. */
export function lengthCases(min: number, max: number): InvalidCase[] {
  const cases: InvalidCase[] = [{ value: codePoints(max + 1), rule: 'length' }];
  if (min > 0) cases.push({ value: codePoints(min - 1), rule: 'length' });
  return cases;
}

export function integerCases(min: number, max: number, required: boolean): InvalidCase[] {
  const cases: InvalidCase[] = [
    { value: min - 1, rule: 'range' },
    { value: max + 1, rule: 'range' },
    { value: 1.5, rule: 'type' },
    { value: String(min), rule: 'type' },
  ];
  if (required) cases.push({ value: ABSENT, rule: 'required' });
  return cases;
}

export function booleanCases(required: boolean): InvalidCase[] {
  const cases: InvalidCase[] = [
    { value: 'true', rule: 'type' },
    { value: 1, rule: 'type' },
  ];
  if (required) cases.push({ value: ABSENT, rule: 'required' });
  return cases;
}

export function enumCases(required: boolean, ...bad: string[]): InvalidCase[] {
  const cases: InvalidCase[] = [...bad.map((value) => ({ value, rule: 'enum' as const })), { value: 7, rule: 'enum' }];
  if (required) cases.push({ value: ABSENT, rule: 'required' });
  return cases;
}

/**
 * Every single-field mutation of `value` the table allows: each template, each concrete path it resolves to, each
 * listed case (tables whose cases are arbitraries are sampled by arbMutation instead). Exhaustive, so a property
 * over a few dozen valid values checks every invalid case against every field.
 */
export function mutationsOf<T>(value: T, table: InvalidTable): Mutation<T>[] {
  const out: Mutation<T>[] = [];
  for (const [template, cases] of Object.entries(table)) {
    if (!Array.isArray(cases)) continue;
    for (const path of resolveTemplate(value, template)) {
      for (const c of cases as readonly InvalidCase[]) {
        out.push({
          input: setPath(value, path, c.value),
          path,
          expected: { path: c.issuePath ?? path, rule: c.rule },
          value: c.value,
        });
      }
    }
  }
  return out;
}

/** A short description of a mutation for assertion messages (never prints long values whole). */
export function describeMutation(m: Mutation<unknown>): string {
  const shown = m.value === ABSENT ? '<absent>' : (JSON.stringify(m.value) ?? String(m.value));
  return `${m.path} := ${shown.length > 60 ? `${shown.slice(0, 60)}...` : shown}`;
}

/** The path and rule of each issue (what a mutation's `expected` holds), without the message. */
export function pathRules(issues: readonly { path: string; rule: string }[]): { path: string; rule: string }[] {
  return issues.map(({ path, rule }) => ({ path, rule }));
}
