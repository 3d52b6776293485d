// `--output yaml` / `yaml-stream`, byte-compatible with the AWS CLI, which dumps with ruamel.yaml's safe dumper
// running on libyaml's C emitter (YAML 1.2 resolver, block style, keys sorted, sequences not indented under their
// key, width 80, unicode allowed).
//
// Written by hand because no npm YAML library reproduces that output: the `yaml` package picks other scalar styles
// (tabs, astral characters, line separators, multi-line strings) and folds long scalars before the width where
// libyaml folds after it. This ports what JSON data reaches of libyaml's emitter.c: analyze_scalar,
// select_scalar_style, check_simple_key, write_indent, the plain / single-quoted / double-quoted writers with their
// folding, and the block mapping and sequence states; plus ruamel's YAML 1.2 implicit resolvers, which decide
// whether a string may stay plain. Scalars at the top level are written as JSON, as awscli's YAMLDumper does.

import type { Doc } from './document.js';
import { isEmptyObject } from './json.js';
import { compareCodePoints } from './sort.js';

const BEST_WIDTH = 80;
const BEST_INDENT = 2;
const MAX_SIMPLE_KEY_BYTES = 128;

// ruamel.yaml's YAML 1.2 implicit resolvers: a plain scalar matching one of these would read back as another type.
const IMPLICIT_NON_STRING = [
  /^(?:true|True|TRUE|false|False|FALSE)$/,
  /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+]?[0-9]+)?|[-+]?(?:[0-9][0-9_]*)(?:[eE][-+]?[0-9]+)|[-+]?\.[0-9_]+(?:[eE][-+][0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/,
  /^(?:[-+]?0b[0-1_]+|[-+]?0o?[0-7_]+|[-+]?[0-9_]+|[-+]?0x[0-9a-fA-F_]+)$/,
  /^(?:<<)$/,
  /^(?:~|null|Null|NULL|)$/,
  /^(?:[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]|[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?(?:[Tt]|[ \t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9](?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?)$/,
  /^(?:=)$/,
];

const isBreak = (c: number): boolean => c === 0x0d || c === 0x0a || c === 0x85 || c === 0x2028 || c === 0x2029;
const isBlankz = (c: number | undefined): boolean =>
  c === undefined || c === 0 || c === 0x20 || c === 0x09 || isBreak(c);
/** libyaml's IS_PRINTABLE: astral characters are not printable there, so they force double quotes. */
const isPrintable = (c: number): boolean =>
  c === 0x0a ||
  (c >= 0x20 && c <= 0x7e) ||
  c === 0x85 ||
  (c >= 0xa0 && c <= 0xd7ff) ||
  (c >= 0xe000 && c <= 0xfffd && c !== 0xfeff);

const LEADING_INDICATORS = new Set([...'#,[]{}&*!|>\'"%@`'].map((c) => c.codePointAt(0)!));

interface Analysis {
  multiline: boolean;
  blockPlainAllowed: boolean;
  singleQuotedAllowed: boolean;
  bytes: number;
}

function analyze(points: number[], text: string): Analysis {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (points.length === 0) return { multiline: false, blockPlainAllowed: true, singleQuotedAllowed: true, bytes };
  let blockIndicators = text.startsWith('---') || text.startsWith('...');
  let lineBreaks = false;
  let special = false;
  let leadingSpace = false;
  let leadingBreak = false;
  let trailingSpace = false;
  let trailingBreak = false;
  let breakSpace = false;
  let spaceBreak = false;
  let previousSpace = false;
  let previousBreak = false;
  let precededByWhitespace = true;
  let followedByWhitespace = isBlankz(points[1]);
  for (let i = 0; i < points.length; i++) {
    const c = points[i]!;
    if (i === 0) {
      if (LEADING_INDICATORS.has(c)) blockIndicators = true;
      if ((c === 0x3f || c === 0x3a || c === 0x2d) && followedByWhitespace) blockIndicators = true; // ? : -
    } else {
      if (c === 0x3a && followedByWhitespace) blockIndicators = true; // :
      if (c === 0x23 && precededByWhitespace) blockIndicators = true; // #
    }
    if (!isPrintable(c)) special = true;
    if (isBreak(c)) lineBreaks = true;
    if (c === 0x20) {
      if (i === 0) leadingSpace = true;
      if (i === points.length - 1) trailingSpace = true;
      if (previousBreak) breakSpace = true;
      previousSpace = true;
      previousBreak = false;
    } else if (isBreak(c)) {
      if (i === 0) leadingBreak = true;
      if (i === points.length - 1) trailingBreak = true;
      if (previousSpace) spaceBreak = true;
      previousSpace = false;
      previousBreak = true;
    } else {
      previousSpace = false;
      previousBreak = false;
    }
    precededByWhitespace = isBlankz(c);
    followedByWhitespace = isBlankz(points[i + 2]);
  }
  let blockPlainAllowed = true;
  let singleQuotedAllowed = true;
  if (leadingSpace || leadingBreak || trailingSpace || trailingBreak) blockPlainAllowed = false;
  if (breakSpace) blockPlainAllowed = singleQuotedAllowed = false;
  if (spaceBreak || special) blockPlainAllowed = singleQuotedAllowed = false;
  if (lineBreaks) blockPlainAllowed = false;
  if (blockIndicators) blockPlainAllowed = false;
  return { multiline: lineBreaks, blockPlainAllowed, singleQuotedAllowed, bytes };
}

type Style = 'plain' | 'single' | 'double';

function selectStyle(text: string, a: Analysis, simpleKey: boolean): Style {
  if (simpleKey && a.multiline) return 'double';
  let style: Style = 'plain';
  if (!a.blockPlainAllowed) style = 'single';
  if (a.bytes === 0 && simpleKey) style = 'single';
  if (IMPLICIT_NON_STRING.some((re) => re.test(text))) style = 'single';
  if (style === 'single' && !a.singleQuotedAllowed) style = 'double';
  return style;
}

/** Spaces (where folding may happen) and line breaks: scalars without them are written in one piece. */
const FOLD_OR_ESCAPE = /[ \r\n\x85\u2028\u2029]/;

const ESCAPES: Record<number, string> = {
  0x00: '0',
  0x07: 'a',
  0x08: 'b',
  0x09: 't',
  0x0a: 'n',
  0x0b: 'v',
  0x0c: 'f',
  0x0d: 'r',
  0x1b: 'e',
  0x22: '"',
  0x5c: '\\',
  0x85: 'N',
  0xa0: '_',
  0x2028: 'L',
  0x2029: 'P',
};

class Emitter {
  private out: string[] = [];
  private column = 0;
  private whitespace = true;
  private indention = true;
  /** The indent of the node being written (libyaml's emitter->indent); -1 before the root. */
  indent = -1;

  result(): string {
    return this.out.join('');
  }

  private put(text: string, width = [...text].length): void {
    this.out.push(text);
    this.column += width;
  }
  private putBreak(text = '\n'): void {
    this.out.push(text);
    this.column = 0;
  }

  writeIndent(): void {
    const indent = Math.max(this.indent, 0);
    if (!this.indention || this.column > indent || (this.column === indent && !this.whitespace)) this.putBreak();
    if (this.column < indent) this.put(' '.repeat(indent - this.column));
    this.whitespace = true;
    this.indention = true;
  }

  writeIndicator(indicator: string, needWhitespace: boolean, isWhitespace: boolean, isIndention: boolean): void {
    if (needWhitespace && !this.whitespace) this.put(' ');
    this.put(indicator);
    this.whitespace = isWhitespace;
    this.indention = this.indention && isIndention;
  }

  /** A scalar node: indent for folding is the parent's + 2 (increase_indent(flow=1) in emit_scalar). */
  scalar(text: string, simpleKey: boolean): void {
    const points = [...text].map((c) => c.codePointAt(0)!);
    const style = selectStyle(text, analyze(points, text), simpleKey);
    const saved = this.indent;
    this.indent = this.indent < 0 ? BEST_INDENT : this.indent + BEST_INDENT;
    const allowBreaks = !simpleKey;
    if (style !== 'double' && !FOLD_OR_ESCAPE.test(text) && (style === 'plain' || !text.includes("'"))) {
      // Nothing to fold, break or double: what the writers below would produce, written at once.
      if (!this.whitespace) this.put(' ');
      this.put(style === 'plain' ? text : `'${text}'`, style === 'plain' ? points.length : points.length + 2);
      this.whitespace = false;
      this.indention = false;
    } else if (style === 'plain') this.writePlain(points, allowBreaks);
    else if (style === 'single') this.writeSingleQuoted(points, allowBreaks);
    else this.writeDoubleQuoted(points, allowBreaks);
    this.indent = saved;
  }

  /** A scalar written literally (numbers, booleans, null): plain, never folded. */
  literal(text: string): void {
    if (!this.whitespace) this.put(' ');
    this.put(text);
    this.whitespace = false;
    this.indention = false;
  }

  private writePlain(points: number[], allowBreaks: boolean): void {
    if (!this.whitespace && points.length > 0) this.put(' ');
    this.writeFolding(points, allowBreaks, false);
    this.whitespace = false;
    this.indention = false;
  }

  private writeSingleQuoted(points: number[], allowBreaks: boolean): void {
    this.writeIndicator("'", true, false, false);
    const breaks = this.writeFolding(points, allowBreaks, true);
    if (breaks) this.writeIndent();
    this.writeIndicator("'", false, false, false);
    this.whitespace = false;
    this.indention = false;
  }

  /**
   * The body shared by plain and single-quoted scalars: folds at a space past BEST_WIDTH, keeps line breaks. Quoted,
   * it never folds at the first or last character and doubles `'`. Returns whether it ended in line breaks.
   */
  private writeFolding(points: number[], allowBreaks: boolean, quoted: boolean): boolean {
    let spaces = false;
    let breaks = false;
    for (let i = 0; i < points.length; i++) {
      const c = points[i]!;
      if (c === 0x20) {
        const edge = quoted && (i === 0 || i === points.length - 1);
        if (allowBreaks && !spaces && !edge && this.column > BEST_WIDTH && points[i + 1] !== 0x20) this.writeIndent();
        else this.put(' ');
        spaces = true;
      } else if (isBreak(c)) {
        if (!breaks && c === 0x0a) this.putBreak();
        this.putBreak(String.fromCodePoint(c));
        this.indention = true;
        breaks = true;
      } else {
        if (breaks) this.writeIndent();
        if (quoted && c === 0x27) this.put("'");
        this.put(String.fromCodePoint(c), 1);
        this.indention = false;
        spaces = false;
        breaks = false;
      }
    }
    return breaks;
  }

  private writeDoubleQuoted(points: number[], allowBreaks: boolean): void {
    this.writeIndicator('"', true, false, false);
    let spaces = false;
    for (let i = 0; i < points.length; i++) {
      const c = points[i]!;
      if (!isPrintable(c) || c === 0xfeff || isBreak(c) || c === 0x22 || c === 0x5c) {
        const escape = ESCAPES[c];
        const hex = (width: number): string => c.toString(16).toUpperCase().padStart(width, '0');
        this.put(`\\${escape ?? (c <= 0xff ? `x${hex(2)}` : c <= 0xffff ? `u${hex(4)}` : `U${hex(8)}`)}`);
        spaces = false;
      } else if (c === 0x20) {
        if (allowBreaks && !spaces && this.column > BEST_WIDTH && i !== 0 && i !== points.length - 1) {
          this.writeIndent();
          if (points[i + 1] === 0x20) this.put('\\');
        } else this.put(' ');
        spaces = true;
      } else {
        this.put(String.fromCodePoint(c), 1);
        spaces = false;
      }
    }
    this.writeIndicator('"', false, false, false);
    this.whitespace = false;
    this.indention = false;
  }
}

type Dict = { [key: string]: Doc };
const isDict = (v: Doc): v is Dict => v !== null && typeof v === 'object' && !Array.isArray(v);
const isEmptyCollection = (v: Doc): boolean =>
  Array.isArray(v) ? v.length === 0 : isDict(v) && Object.keys(v).length === 0;

function literalOf(value: Doc): string | undefined {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number')
    return Number.isFinite(value) ? String(value) : value > 0 ? '.inf' : value < 0 ? '-.inf' : '.nan';
  return undefined;
}

/** emit_node for a value; `mappingContext`/`sequenceContext` as libyaml passes them. */
function node(e: Emitter, value: Doc, mappingContext: boolean, indentionBefore: () => boolean): void {
  if (isEmptyCollection(value)) {
    e.writeIndicator(Array.isArray(value) ? '[]' : '{}', true, false, false);
    return;
  }
  if (Array.isArray(value)) return blockSequence(e, value, mappingContext && !indentionBefore());
  if (isDict(value)) return blockMapping(e, value);
  const literal = literalOf(value);
  if (literal !== undefined) e.literal(literal);
  else e.scalar(value as string, false);
}

function increaseIndent(e: Emitter, indentless: boolean): number {
  const saved = e.indent;
  if (e.indent < 0) e.indent = 0;
  else if (!indentless) e.indent += BEST_INDENT;
  return saved;
}

function blockSequence(e: Emitter, items: Doc[], indentless: boolean): void {
  const saved = increaseIndent(e, indentless);
  for (const item of items) {
    e.writeIndent();
    e.writeIndicator('-', true, false, true);
    node(e, item, false, () => true);
  }
  e.indent = saved;
}

function blockMapping(e: Emitter, map: Dict): void {
  const saved = increaseIndent(e, false);
  for (const key of Object.keys(map).sort(compareCodePoints)) {
    e.writeIndent();
    const value = map[key]!;
    const multiline = /[\r\n\x85\u2028\u2029]/.test(key);
    if (!multiline && Buffer.byteLength(key, 'utf8') <= MAX_SIMPLE_KEY_BYTES) {
      e.scalar(key, true);
      e.writeIndicator(':', false, false, false);
      node(e, value, true, () => false);
    } else {
      e.writeIndicator('?', true, false, true);
      e.scalar(key, false);
      e.writeIndent();
      e.writeIndicator(':', true, false, true);
      node(e, value, true, () => true);
    }
  }
  e.indent = saved;
}

export function yamlDump(value: Doc): string {
  if (value === null || typeof value !== 'object') return `${JSON.stringify(value)}\n`;
  if (isEmptyCollection(value)) return Array.isArray(value) ? '[]\n' : '{}\n';
  const e = new Emitter();
  if (Array.isArray(value)) blockSequence(e, value, false);
  else blockMapping(e, value);
  return `${e.result()}\n`;
}

export function renderYaml(doc: Doc): string {
  return isEmptyObject(doc) ? '' : yamlDump(doc);
}

/** One YAML document per page, each a one-element list (awscli's StreamedYAMLFormatter). */
export function renderYamlStreamPage(doc: Doc): string {
  return yamlDump([doc]);
}
