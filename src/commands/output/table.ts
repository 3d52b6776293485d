// `--output table`: a port of awscli's TableFormatter (formatter.py) and MultiTable (table.py), so the boxed table is
// the one the AWS CLI draws: the operation name as title, one section per nested structure, single-row sections
// turned vertical when the table is wider than the terminal (80 columns when stdout is not a terminal), and East
// Asian wide/ambiguous characters counted as two columns.

import { eastAsianWidthType } from 'get-east-asian-width';
import type { Doc } from './document.js';
import { pythonStr } from './json.js';
import { compareCodePoints } from './sort.js';

type Dict = { [key: string]: Doc };
const isDict = (v: Doc | undefined): v is Dict =>
  v !== null && v !== undefined && typeof v === 'object' && !Array.isArray(v);
const isScalar = (v: Doc | undefined): boolean => v === null || v === undefined || typeof v !== 'object';

export interface TableOptions {
  terminalWidth: number;
  color: boolean;
}

export function textLength(text: string): number {
  // ASCII is never wide or ambiguous: the common case needs no table lookup.
  if (/^[\x00-\x7f]*$/.test(text)) return text.length;
  let n = 0;
  for (const ch of text) {
    const type = eastAsianWidthType(ch.codePointAt(0)!);
    n += type === 'wide' || type === 'fullwidth' || type === 'ambiguous' ? 2 : 1;
  }
  return n;
}

interface Styler {
  title(t: string): string;
  header(t: string): string;
  row(t: string): string;
  indent(t: string): string;
}
const plain: Styler = { title: (t) => t, header: (t) => t, row: (t) => t, indent: (t) => t };
// colorama's Style.BRIGHT + Fore.BLUE for cells and Style.DIM + Fore.YELLOW for the indentation bars.
const colorized: Styler = {
  title: (t) => t,
  header: (t) => t,
  row: (t) => `\x1b[1m\x1b[34m${t}\x1b[0m`,
  indent: (t) => `\x1b[2m\x1b[33m${t}\x1b[0m`,
};

class Section {
  title = '';
  headers: string[] = [];
  rows: string[][] = [];
  indentLevel = 0;
  private numCols: number | undefined;
  private maxWidths: number[] = [];

  addHeader(headers: string[]): void {
    this.updateMaxWidths(headers);
    if (this.numCols === undefined) this.numCols = headers.length;
    this.headers = headers;
  }

  addRow(row: Doc[]): void {
    if (this.numCols === undefined) this.numCols = row.length;
    const cells = row.map(pythonStr);
    this.rows.push(cells);
    this.updateMaxWidths(cells);
  }

  private updateMaxWidths(row: string[]): void {
    if (this.maxWidths.length === 0) this.maxWidths = row.map(textLength);
    else row.forEach((el, i) => (this.maxWidths[i] = Math.max(textLength(el), this.maxWidths[i] ?? 0)));
  }

  columnWidths(padding = 0, maxWidth?: number): number[] {
    const unscaled = this.maxWidths.map((w) => w + padding);
    if (maxWidth === undefined || unscaled.length === 0) return unscaled;
    const scale = maxWidth / unscaled.reduce((a, b) => a + b, 0);
    const scaled = unscaled.map((w) => pyRound(scale * w));
    let offBy = scaled.reduce((a, b) => a + b, 0) - maxWidth;
    while (offBy !== 0) {
      const order = [...scaled.keys()];
      if (offBy < 0) order.reverse();
      for (const i of order) {
        if (offBy > 0) {
          scaled[i]! -= 1;
          offBy -= 1;
        } else {
          scaled[i]! += 1;
          offBy += 1;
        }
        if (offBy === 0) break;
      }
    }
    return scaled;
  }

  totalWidth(padding: number, withBorder: boolean, outerPadding: number): number {
    let total = 0;
    for (const w of this.columnWidths()) total += w + padding;
    if (withBorder) total += 2;
    total += outerPadding * 2;
    return Math.max(textLength(this.title) + 2 + outerPadding * 2, total);
  }
}

/** Python 3 round(): halves go to the even neighbour. */
function pyRound(x: number): number {
  const floor = Math.floor(x);
  const diff = x - floor;
  if (diff > 0.5) return floor + 1;
  if (diff < 0.5) return floor;
  return floor % 2 === 0 ? floor : floor + 1;
}

function centerText(text: string, length: number, left: string, right: string, textLen: number): string {
  const charStart = Math.floor(length / 2) - Math.floor(textLen / 2) - 1;
  const start = `${left}${' '.repeat(Math.max(0, charStart))}${text}`;
  const soFar = textLength(left) + charStart + textLen;
  return `${start}${' '.repeat(Math.max(0, length - textLength(right) - soFar))}${right}`;
}

function alignLeft(text: string, length: number, left: string, right: string, textLen: number): string {
  const computed = textLen + 2 + textLength(left) + textLength(right);
  const padding = length - computed >= 0 ? 2 : 0;
  const soFar = left.length + padding + textLen;
  return `${left}${' '.repeat(padding)}${text}${' '.repeat(Math.max(0, length - soFar - right.length))}${right}`;
}

class MultiTable {
  private sections: Section[] = [];
  private current: Section | undefined;
  constructor(
    private readonly options: TableOptions,
    private readonly styler: Styler,
  ) {}

  newSection(title: string, indentLevel: number): void {
    this.current = new Section();
    this.current.title = title;
    this.current.indentLevel = indentLevel;
    this.sections.push(this.current);
  }
  addRowHeader(headers: string[]): void {
    this.current!.addHeader(headers);
  }
  addRow(row: Doc[]): void {
    this.current!.addRow(row);
  }

  render(): string {
    let maxWidth = this.maxWidth();
    if (maxWidth > this.options.terminalWidth) {
      this.convertToVertical();
      maxWidth = this.maxWidth();
    }
    const out: string[] = [`${'-'.repeat(maxWidth)}\n`];
    for (const section of this.sections) this.renderSection(section, maxWidth, out);
    return out.join('');
  }

  private maxWidth(): number {
    return Math.max(...this.sections.map((s) => s.totalWidth(4, true, s.indentLevel)));
  }

  private convertToVertical(): void {
    this.sections = this.sections.map((section) => {
      if (section.rows.length !== 1 || section.headers.length === 0) return section;
      const vertical = new Section();
      vertical.title = section.title;
      vertical.indentLevel = section.indentLevel;
      section.headers.forEach((header, i) => vertical.addRow([header, section.rows[0]![i] ?? '']));
      return vertical;
    });
  }

  private renderSection(section: Section, fullWidth: number, out: string[]): void {
    const bar = this.styler.indent('|').repeat(section.indentLevel);
    const write = (line: string): void => {
      out.push(`${bar}${line}${bar}\n`);
    };
    const maxWidth = fullWidth - section.indentLevel * 2;
    if (section.title) {
      write(centerText(this.styler.title(section.title), maxWidth, '|', '|', textLength(section.title)));
      if (section.headers.length === 0 && section.rows.length === 0) write(`+${'-'.repeat(maxWidth - 2)}+`);
    }
    if (section.headers.length > 0) {
      const widths = section.columnWidths(4, maxWidth);
      write(lineBreak(widths));
      write(
        section.headers
          .map((h, i) => centerText(this.styler.header(h), widths[i]!, i === 0 ? '|' : '', '|', textLength(h)))
          .join(''),
      );
    }
    if (section.rows.length > 0) {
      const widths = section.columnWidths(4, maxWidth);
      if (widths.length === 0) return;
      write(lineBreak(widths));
      for (const row of section.rows) {
        write(
          widths
            .map((w, i) => {
              const cell = row[i] ?? '';
              return alignLeft(this.styler.row(cell), w, i === 0 ? '|' : '', '|', textLength(cell));
            })
            .join(''),
        );
      }
      write(lineBreak(widths));
    }
  }
}

function lineBreak(widths: number[]): string {
  return widths.map((w, i) => (i === 0 ? `+${'-'.repeat(w - 2)}+` : `${'-'.repeat(w - 1)}+`)).join('');
}

export function renderTable(title: string, doc: Doc, options: TableOptions): string {
  const table = new MultiTable(options, options.color ? colorized : plain);
  if (!buildTable(table, title, doc, 0)) return '';
  return table.render();
}

function buildTable(table: MultiTable, title: string | undefined, current: Doc | undefined, indent: number): boolean {
  if (!truthy(current)) return false;
  if (title !== undefined) table.newSection(title, indent);
  if (Array.isArray(current)) {
    if (isDict(current[0])) {
      buildFromList(table, current, indent, title);
    } else {
      for (const item of current) {
        if (isScalar(item)) table.addRow([item]);
        // Python's all(... for el in item) iterates a dict's keys: a dict here becomes a row of its keys.
        else if (isDict(item)) table.addRow(Object.keys(item));
        else if (Array.isArray(item) && item.every(isScalar)) table.addRow(item);
        else buildTable(table, undefined, item, 0);
      }
    }
  }
  if (isDict(current)) buildFromDict(table, current, indent);
  return true;
}

/** Python truthiness of a JSON value (`if not current: return False`). */
function truthy(v: Doc | undefined): boolean {
  if (v === undefined || v === null || v === false || v === 0 || v === '') return false;
  if (Array.isArray(v)) return v.length > 0;
  if (typeof v === 'object') return Object.keys(v).length > 0;
  return true;
}

function buildFromDict(table: MultiTable, current: Dict, indent: number): void {
  const [headers, more] = groupScalarKeys(current);
  if (headers.length === 1) table.addRow([headers[0]!, current[headers[0]!]!]);
  else if (headers.length > 0) {
    table.addRowHeader(headers);
    table.addRow(headers.map((k) => current[k]!));
  }
  for (const key of more) buildTable(table, key, current[key], indent + 1);
}

function buildFromList(table: MultiTable, current: Doc[], indent: number, title: string | undefined): void {
  const headerSet = new Set<string>();
  const moreSet = new Set<string>();
  for (const item of current) {
    if (!isDict(item)) continue;
    const [h, m] = groupScalarKeys(item);
    h.forEach((k) => headerSet.add(k));
    m.forEach((k) => moreSet.add(k));
  }
  const headers = [...headerSet].sort(compareCodePoints);
  const more = [...moreSet].sort(compareCodePoints);
  table.addRowHeader(headers);
  let first = true;
  for (const element of current) {
    const el = isDict(element) ? element : {};
    if (!first && more.length > 0) {
      table.newSection(title ?? '', indent);
      table.addRowHeader(headers);
    }
    first = false;
    table.addRow(headers.map((h) => (h in el ? el[h]! : '')));
    for (const key of more) if (key in el) buildTable(table, key, el[key], indent + 1);
  }
}

function groupScalarKeys(current: Dict): [string[], string[]] {
  const headers: string[] = [];
  const more: string[] = [];
  for (const key of Object.keys(current)) (isScalar(current[key]) ? headers : more).push(key);
  return [headers.sort(compareCodePoints), more.sort(compareCodePoints)];
}
