// One parameter's command-line text -> its typed value, following awscli's argprocess.py: structures, maps and lists
// of structures take JSON (text starting with `{` or `[`) or shorthand; lists take several words
// (`--connector-profile-names a b`) or one JSON list; scalars are converted to the model type. Shorthand values are
// then coerced to the shape (awscli's BackCompatVisitor): numbers and booleans from text, a single value where a
// list is expected becomes a one-element list.

import { ParamError, parsingError } from '../errors.js';
import type { Shape } from '../../domain/shape.js';
import { carriesSecret } from '../../operations/shape.js';
import { parseShorthand, ShorthandParseError, type ShorthandValue } from './shorthand.js';

export function unpackParameter(
  shape: Shape,
  words: readonly string[],
  cliOption: string,
  /** The input member's name when the option is one (a secret-named member is masked even without its flag). */
  member?: string,
): unknown {
  try {
    return unpackWords(shape, words, cliOption);
  } catch (error) {
    // The messages quote the text (as awscli's do; JSON.parse's too); a value holding a clientSecret or apiKey is not.
    if (error instanceof ParamError && carriesSecret(member ?? cliOption, shape)) {
      throw parsingError(cliOption, 'invalid JSON or shorthand (the value is not shown: it holds a secret)');
    }
    throw error;
  }
}

function unpackWords(shape: Shape, words: readonly string[], cliOption: string): unknown {
  if (shape.type === 'list') {
    const only = words.length === 1 ? words[0]!.trim() : undefined;
    if (only !== undefined && only.startsWith('[')) return parseJson(words[0]!, cliOption);
    return words.map((w) => unpackOne(shape.member, w, cliOption));
  }
  if (words.length !== 1) throw parsingError(cliOption, `expected one value, got ${words.length}`);
  return unpackOne(shape, words[0]!, cliOption);
}

function unpackOne(shape: Shape, text: string, cliOption: string): unknown {
  switch (shape.type) {
    case 'structure':
    case 'map':
    case 'list': {
      const trimmed = text.trim();
      if (trimmed.startsWith('{') || trimmed.startsWith('[')) return parseJson(text, cliOption);
      if (shape.type === 'list') return coerce(shape, text);
      try {
        return coerce(shape, parseShorthand(text));
      } catch (error) {
        if (error instanceof ShorthandParseError) throw parsingError(cliOption, error.message);
        throw error;
      }
    }
    case 'integer':
      return parseInteger(text, cliOption);
    case 'boolean':
      return parseBoolean(text, cliOption);
    default:
      return text;
  }
}

function parseJson(text: string, cliOption: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw parsingError(cliOption, `Invalid JSON: ${(error as Error).message}\nJSON received: ${text}`);
  }
}

function parseInteger(text: string, cliOption: string): number {
  if (!/^\s*[-+]?\d+\s*$/.test(text))
    throw parsingError(cliOption, `invalid literal for int() with base 10: '${text}'`);
  return Number.parseInt(text, 10);
}

function parseBoolean(text: string, cliOption: string): boolean {
  const lower = text.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  throw parsingError(cliOption, `invalid boolean value: '${text}'`);
}

/** Shorthand gives strings, lists and dicts; bring them to the shape's scalar types where that is unambiguous. */
function coerce(shape: Shape, value: ShorthandValue): unknown {
  switch (shape.type) {
    case 'structure': {
      if (typeof value !== 'object' || Array.isArray(value)) return value;
      const out: Record<string, unknown> = {};
      for (const [key, v] of Object.entries(value)) {
        const member = shape.members[key];
        out[key] = member === undefined ? v : coerce(member.shape, v);
      }
      return out;
    }
    case 'map': {
      if (typeof value !== 'object' || Array.isArray(value)) return value;
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, coerce(shape.value, v)]));
    }
    case 'list':
      return (Array.isArray(value) ? value : [value]).map((item) => coerce(shape.member, item));
    case 'integer':
      return typeof value === 'string' && /^[-+]?\d+$/.test(value) ? Number.parseInt(value, 10) : value;
    case 'boolean':
      return typeof value === 'string' && /^(true|false)$/i.test(value) ? value.toLowerCase() === 'true' : value;
    default:
      return value;
  }
}
