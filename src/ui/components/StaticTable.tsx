// A static bordered table (detail panes, review steps, resources tables) drawn by ink-table through the adapter,
// fitted to a width. ink-table sizes columns by their longest cell and never wraps, so the wrapping is done here:
// column widths are fitted to the budget (widest column first), then every cell is wrapped onto continuation lines
// (at spaces where it can, hard-broken where a word such as an ARN is longer than the column), and each line
// becomes one ink-table row (the compact table draws no rule between rows, so continuation lines read as one
// cell). Nothing is cut: a long value takes more lines. `offset`/`limit` window those lines for scrolling views.

import { useMemo } from 'react';
import { Box, Text, useIsScreenReaderEnabled } from 'ink';
import { spokenCells } from '../spoken.js';
import { displayWidth, visibleText } from '../text.js';
import { loadCompactInkTable, type ScalarRow } from './inkTableAdapter.js';

export interface StaticTableProps {
  rows: readonly Record<string, string>[];
  columns: readonly string[];
  /** Columns the table may use, borders included. */
  maxWidth: number;
  /** First wrapped line shown (for scrolling views); 0 when absent. */
  offset?: number;
  /** At most this many wrapped lines are shown; all when absent. */
  limit?: number;
}

const PADDING = 1;
const MIN_COLUMN = 4;

/**
 * Per-column content widths that fit `maxWidth` (pure; exported for tests). Columns that fit keep their width; when
 * the table is too wide the widest columns are brought down to a common cap (never below MIN_COLUMN), so a long
 * label column and a long value column share the room instead of one of them shrinking to a sliver.
 */
export function fitColumnWidths(
  rows: readonly Record<string, string>[],
  columns: readonly string[],
  maxWidth: number,
): number[] {
  const natural = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => longestLine(row[column] ?? ''))),
  );
  const chrome = columns.length + 1 + columns.length * PADDING * 2;
  const budget = maxWidth - chrome;
  const sum = (cap: number): number => natural.reduce((total, width) => total + Math.min(width, cap), 0);
  if (sum(Infinity) <= budget) return natural;
  // The largest cap whose capped widths fit; then the columns at the cap share what is left, one column each.
  let cap = MIN_COLUMN;
  for (let low = MIN_COLUMN, high = Math.max(...natural); low <= high;) {
    const middle = Math.floor((low + high) / 2);
    if (sum(middle) <= budget) {
      cap = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  const widths = natural.map((width) => Math.max(Math.min(width, MIN_COLUMN), Math.min(width, cap)));
  let spare = budget - widths.reduce((a, b) => a + b, 0);
  for (let i = widths.length - 1; i >= 0 && spare > 0; i -= 1) {
    if ((widths[i] ?? 0) < (natural[i] ?? 0)) {
      widths[i] = (widths[i] ?? 0) + 1;
      spare -= 1;
    }
  }
  return widths;
}

/**
 * Wraps `text` into lines of at most `width` characters: breaks at spaces where possible; a word longer than the
 * width (an ARN, a URL) breaks after its last `/` or `:` that fits, so identifiers such as UUIDs stay whole, and
 * only where no such break exists at an arbitrary character. Keeps explicit line breaks. Joining the lines (with
 * the spaces that were broken at) gives the text.
 */
export function wrapCell(text: string, width: number): string[] {
  const size = Math.max(1, width);
  const lines: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    // A tab or another control character inside a value is shown as a mark, never written raw.
    const paragraph = visibleText(raw);
    let line: string[] = [];
    for (const word of paragraph.split(' ')) {
      let chars = [...word];
      const needed = line.length === 0 ? chars.length : line.length + 1 + chars.length;
      if (needed <= size) {
        line = line.length === 0 ? chars : [...line, ' ', ...chars];
        continue;
      }
      if (line.length > 0 && chars.length <= size) {
        lines.push(line.join(''));
        line = chars;
        continue;
      }
      // A word longer than the column: the current line takes its head when the head ends at a separator, then the
      // rest goes in pieces that end at a separator where one fits.
      if (line.length > 0) {
        const room = size - line.length - 1;
        const take = room > 0 ? separatorBreak(chars, room) : 0;
        if (take > 0) {
          line = [...line, ' ', ...chars.slice(0, take)];
          chars = chars.slice(take);
        }
        lines.push(line.join(''));
      }
      while (chars.length > size) {
        const take = separatorBreak(chars, size) || size;
        lines.push(chars.slice(0, take).join(''));
        chars = chars.slice(take);
      }
      line = chars;
    }
    lines.push(line.join(''));
  }
  return lines;
}

/** How many of `chars` to keep on a line of `room` so it ends after a `/` or `:`; 0 when none fits. */
function separatorBreak(chars: readonly string[], room: number): number {
  for (let i = Math.min(room, chars.length) - 1; i > 0; i -= 1) {
    if (chars[i] === '/' || chars[i] === ':') return i + 1;
  }
  return 0;
}

/** The table's rows as ink-table rows, one per wrapped line, each cell padded to its fitted width (pure). */
export function wrapTableRows(
  rows: readonly Record<string, string>[],
  columns: readonly string[],
  maxWidth: number,
): ScalarRow[] {
  const widths = fitColumnWidths(rows, columns, maxWidth);
  const lines: ScalarRow[] = [];
  for (const row of rows) {
    const cells = columns.map((column, index) => wrapCell(row[column] ?? '', widths[index] ?? MIN_COLUMN));
    const height = Math.max(1, ...cells.map((c) => c.length));
    for (let line = 0; line < height; line += 1) {
      const fitted: ScalarRow = {};
      columns.forEach((column, index) => {
        fitted[column] = (cells[index]?.[line] ?? '').padEnd(widths[index] ?? MIN_COLUMN);
      });
      lines.push(fitted);
    }
  }
  return lines;
}

/** How many lines the table's body takes at this width (heading, rule and borders not counted). */
export function wrappedLineCount(
  rows: readonly Record<string, string>[],
  columns: readonly string[],
  maxWidth: number,
): number {
  return wrapTableRows(rows, columns, maxWidth).length;
}

export function StaticTable(props: StaticTableProps) {
  // Screen-reader mode: one line per row in words, no borders.
  if (useIsScreenReaderEnabled()) return <SpokenTable {...props} />;
  return <DrawnTable {...props} />;
}

/**
 * `field: value` for a field/value table, else `column: value` pairs. A scrolled view (`offset`/`limit`, in drawn
 * lines) says the rows the drawn table would show, so j/k scroll the spoken table too.
 */
function SpokenTable({ rows, columns, maxWidth, offset = 0, limit }: StaticTableProps) {
  const fieldValue = columns.length === 2 && columns[0] === 'field' && columns[1] === 'value';
  const shown = useMemo(() => {
    if (limit === undefined && offset === 0) return rows.map((row, index) => ({ row, index }));
    const widths = fitColumnWidths(rows, columns, maxWidth);
    let line = 0;
    return rows.flatMap((row, index) => {
      const height = Math.max(1, ...columns.map((c, i) => wrapCell(row[c] ?? '', widths[i] ?? MIN_COLUMN).length));
      const first = line;
      line += height;
      const visible = first + height > offset && (limit === undefined || first < offset + limit);
      return visible ? [{ row, index }] : [];
    });
  }, [rows, columns, maxWidth, offset, limit]);
  return (
    <Box flexDirection="column">
      {shown.map(({ row, index }) => (
        <Text key={index}>
          {fieldValue
            ? spokenCells([{ title: row.field ?? '', value: row.value ?? '' }])
            : spokenCells(columns.map((c) => ({ title: c, value: row[c] ?? '' })))}
        </Text>
      ))}
    </Box>
  );
}

function DrawnTable({ rows, columns, maxWidth, offset = 0, limit }: StaticTableProps) {
  const Table = loadCompactInkTable();
  const lines = useMemo(() => wrapTableRows(rows, columns, maxWidth), [rows, columns, maxWidth]);
  const shown = useMemo(
    () => lines.slice(offset, limit === undefined ? undefined : offset + limit),
    [lines, offset, limit],
  );
  return <Table data={shown} columns={[...columns]} padding={PADDING} />;
}

function longestLine(text: string): number {
  return Math.max(0, ...text.split(/\r?\n/).map((line) => displayWidth(visibleText(line))));
}
