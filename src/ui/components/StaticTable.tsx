// A static bordered table (detail panes, review steps, resources tables) drawn by ink-table through the adapter,
// fitted to a width: ink-table sizes columns by their longest cell and never wraps, so cells are truncated here
// (widest column first) until the table fits, and every value is turned into a single-line string.

import { useMemo } from 'react';
import { loadCompactInkTable, type ScalarRow } from './inkTableAdapter.js';
import { truncate } from '../text.js';

export interface StaticTableProps {
  rows: readonly Record<string, string>[];
  columns: readonly string[];
  /** Columns the table may use, borders included. */
  maxWidth: number;
}

const PADDING = 1;
const MIN_COLUMN = 4;

/** Per-column content widths that fit `maxWidth` (pure; exported for tests). */
export function fitColumnWidths(rows: readonly Record<string, string>[], columns: readonly string[], maxWidth: number): number[] {
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => (row[column] ?? '').length)));
  const chrome = columns.length + 1 + columns.length * PADDING * 2;
  let total = widths.reduce((a, b) => a + b, 0) + chrome;
  while (total > maxWidth) {
    let widest = 0;
    for (let i = 1; i < widths.length; i += 1) if ((widths[i] ?? 0) > (widths[widest] ?? 0)) widest = i;
    const current = widths[widest] ?? 0;
    if (current <= MIN_COLUMN) break;
    const next = Math.max(MIN_COLUMN, current - (total - maxWidth));
    total -= current - next;
    widths[widest] = next;
  }
  return widths;
}

export function StaticTable({ rows, columns, maxWidth }: StaticTableProps) {
  const Table = loadCompactInkTable();
  const data = useMemo(() => {
    const widths = fitColumnWidths(rows, columns, maxWidth);
    return rows.map((row) => {
      const fitted: ScalarRow = {};
      columns.forEach((column, index) => {
        fitted[column] = truncate(oneLine(row[column] ?? ''), widths[index] ?? MIN_COLUMN);
      });
      return fitted;
    });
  }, [rows, columns, maxWidth]);
  return <Table data={data} columns={[...columns]} padding={PADDING} />;
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ');
}
