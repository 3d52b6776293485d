// `--query`: JMESPath as the AWS CLI evaluates it (Python's jmespath, which works on Unicode code points), on
// @jmespath-community/jmespath, a maintained implementation that passes the JMESPath compliance suite but for one
// case, and that counts length and reverses by code point. What it does differently from the specification and the
// AWS CLI is corrected here, each with a compliance or AWS CLI case in test/commands/query/jmespath.test.ts:
//   - sort, sort_by, max, min, max_by, min_by compare strings by code point (U+FF5E before U+1F600), as Python does;
//     the library's max and min use localeCompare, max_by and min_by ignore string keys, and sort_by is not stable;
//   - a raw string literal keeps `\\` as two backslashes and turns only `\'` into `'` (compliance literal.json), as
//     jmespath.py's lexer does; the library unescapes `\\` too. A JSON literal unescapes every \` (the library: the
//     first only).
// Loaded only by runs that use --query (src/commands/lazy.ts).
import {
  compile as compileCommunity,
  registerFunction,
  search as searchCommunity,
  TYPE_ARRAY,
  TYPE_ARRAY_NUMBER,
  TYPE_ARRAY_STRING,
  TYPE_EXPREF,
  type JSONValue,
} from '@jmespath-community/jmespath';

/** Code point order, as Python compares str. */
export function compareCodePoints(a: string, b: string): number {
  const left = a[Symbol.iterator]();
  const right = b[Symbol.iterator]();
  for (;;) {
    const l = left.next();
    const r = right.next();
    if (l.done === true || r.done === true) return l.done === true ? (r.done === true ? 0 : -1) : 1;
    const diff = l.value.codePointAt(0)! - r.value.codePointAt(0)!;
    if (diff !== 0) return diff;
  }
}

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'string' && typeof b === 'string') return compareCodePoints(a, b);
  return (a as number) - (b as number);
}

type Expref = unknown;

/** The library's runtime, which its functions are bound to (`this`): the key function of an expression reference. */
interface Runtime {
  createKeyFunction(expref: Expref, allowedTypes: number[]): (item: unknown) => unknown;
}

const NUMBER = 0;
const STRING = 2;

/** The key of every item, all numbers or all strings, as jmespath.py's sort_by, max_by and min_by require. */
function keysOf(runtime: Runtime, items: unknown[], expref: Expref, name: string): unknown[] {
  const key = runtime.createKeyFunction(expref, [NUMBER, STRING]);
  const keys = items.map(key);
  const kind = typeof keys[0];
  for (const k of keys) {
    if (typeof k !== kind) {
      throw new Error(
        `Invalid type: ${name}() expected every key to be a ${kind === 'string' ? 'string' : 'number'}, received ${typeof k}`,
      );
    }
  }
  return keys;
}

function extreme(items: unknown[], sign: 1 | -1): unknown {
  if (items.length === 0) return null;
  return items.reduce((best, item) => (sign * compareValues(item, best) > 0 ? item : best));
}

function extremeBy(runtime: Runtime, items: unknown[], expref: Expref, sign: 1 | -1, name: string): unknown {
  if (items.length === 0) return null;
  const keys = keysOf(runtime, items, expref, name);
  let best = 0;
  for (let i = 1; i < items.length; i += 1) if (sign * compareValues(keys[i], keys[best]) > 0) best = i;
  return items[best];
}

type LibraryFunction = Parameters<typeof registerFunction>[1];

/** A function of ours as the library calls it: bound to its runtime, with the resolved arguments. */
function libraryFunction(impl: (runtime: Runtime, args: unknown[]) => unknown): LibraryFunction {
  return function (this: Runtime, args: unknown[]) {
    return impl(this, args);
  } as unknown as LibraryFunction;
}

let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  const override = { override: true };
  const arrayOfNumbersOrStrings = [{ types: [TYPE_ARRAY_NUMBER, TYPE_ARRAY_STRING] }];
  const arrayAndExpref = [{ types: [TYPE_ARRAY] }, { types: [TYPE_EXPREF] }];
  const items = (args: unknown[]): unknown[] => args[0] as unknown[];
  registerFunction(
    'sort',
    libraryFunction((_, args) => [...items(args)].sort(compareValues)),
    arrayOfNumbersOrStrings,
    override,
  );
  registerFunction(
    'max',
    libraryFunction((_, args) => extreme(items(args), 1)),
    arrayOfNumbersOrStrings,
    override,
  );
  registerFunction(
    'min',
    libraryFunction((_, args) => extreme(items(args), -1)),
    arrayOfNumbersOrStrings,
    override,
  );
  registerFunction(
    'sort_by',
    libraryFunction((runtime, args) => {
      const keys = keysOf(runtime, items(args), args[1], 'sort_by');
      // Stable, as Python's sort: equal keys keep their order.
      return items(args)
        .map((item, index) => ({ item, key: keys[index], index }))
        .sort((a, b) => compareValues(a.key, b.key) || a.index - b.index)
        .map((entry) => entry.item);
    }),
    arrayAndExpref,
    override,
  );
  registerFunction(
    'max_by',
    libraryFunction((runtime, args) => extremeBy(runtime, items(args), args[1], 1, 'max_by')),
    arrayAndExpref,
    override,
  );
  registerFunction(
    'min_by',
    libraryFunction((runtime, args) => extremeBy(runtime, items(args), args[1], -1, 'min_by')),
    arrayAndExpref,
    override,
  );
}

/** A JSON text between backticks: a backtick (only valid inside a JSON string) as its JSON escape. */
function backtickLiteral(json: string): string {
  return `\`${json.replaceAll('`', '\\u0060')}\``;
}

/**
 * The expression with each literal written so that the library reads the value jmespath.py gives it: while scanning,
 * a backslash takes the next character with it; a raw string ('...') unescapes only `\'` and becomes a JSON literal;
 * a JSON literal (`...`) unescapes every \`. Quoted identifiers are copied as they are (a quote inside starts nothing).
 */
export function standardLiterals(expression: string): string {
  let out = '';
  let i = 0;
  const until = (delimiter: string): string => {
    // jmespath.py's _consume_until: a backslash and the character after it are taken together.
    let buffer = '';
    i += 1;
    while (i < expression.length && expression[i] !== delimiter) {
      if (expression[i] === '\\' && i + 1 < expression.length) {
        buffer += expression[i]!;
        i += 1;
      }
      buffer += expression[i]!;
      i += 1;
    }
    // Unclosed: jmespath.py's lexer error (the library would read to the end of the expression).
    if (i >= expression.length) throw new Error(`Unclosed ${delimiter} delimiter`);
    i += 1;
    return buffer;
  };
  while (i < expression.length) {
    const c = expression[i]!;
    if (c === '"') {
      const start = i;
      until(c);
      out += expression.slice(start, i);
    } else if (c === '`') {
      out += backtickLiteral(until('`').replaceAll('\\`', '`'));
    } else if (c === "'") {
      out += backtickLiteral(JSON.stringify(until("'").replaceAll("\\'", "'")));
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

export function search(data: unknown, expression: string): unknown {
  install();
  return searchCommunity(data as JSONValue, standardLiterals(expression));
}

/** A syntax check without evaluating. */
export function compile(expression: string): unknown {
  install();
  return compileCommunity(standardLiterals(expression));
}
