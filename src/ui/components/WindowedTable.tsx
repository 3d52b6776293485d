// The project's own windowed table on Box: a header and only the visible rows, each
// drawn as one line of fitted cells, the selected row highlighted. Cost per render is proportional to the
// viewport, not to the number of rows.

import { memo, useRef } from 'react';
import { Box, Text, useIsScreenReaderEnabled, type DOMElement } from 'ink';
import { useMouseRows } from '../mouse/MouseRows.js';
import { theme } from '../theme.js';
import { fit } from '../text.js';
import { spokenCells, spokenWindow, SPOKEN_SLACK_LINES } from '../spoken.js';
import { SpokenItem } from './SpokenItem.js';
import { formatCount } from '../../domain/counts.js';

export interface TableColumn<T> {
  key: string;
  title: string;
  /** Fixed width; a column without one takes what is left (at least `minWidth`). */
  width?: number;
  minWidth?: number;
  align?: 'left' | 'right';
  cell: (row: T) => string;
  /** What a screen reader says for the cell when the drawn text is a glyph or a code (defaults to `cell`). */
  spoken?: (row: T) => string;
}

export interface WindowedTableProps<T> {
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  /** Index of the selected row in `rows`, -1 for none. */
  selected: number;
  /** First visible row. */
  offset: number;
  /** Rows to draw (the header is extra). */
  viewport: number;
  width: number;
  rowKey: (row: T, index: number) => string;
  /** Colour of a row's text (e.g. by status); the selected row is inverse. */
  rowColor?: (row: T) => string | undefined;
  /** Marks the sorted column's title. */
  sortKey?: string | null;
  sortDirection?: 'asc' | 'desc';
  /** A click on a drawn row (the mouse): its index in `rows`. Absent: clicks do nothing (e.g. while inactive). */
  onSelectRow?: (index: number) => void;
  /**
   * Rows to mark (a live refresh found them new or changed): given, each row has a column for `*` after the cursor
   * mark, and a marked row is bold (a screen reader hears "changed").
   */
  marked?: (row: T) => boolean;
}

const GAP = 1;

/** Resolves column widths for a total width (pure). */
export function columnWidths<T>(columns: readonly TableColumn<T>[], width: number): number[] {
  const fixed = columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
  const flexible = columns.filter((c) => c.width === undefined);
  const gaps = GAP * (columns.length - 1) + 2;
  const left = Math.max(0, width - fixed - gaps);
  const share = flexible.length === 0 ? 0 : Math.floor(left / flexible.length);
  return columns.map((c) => c.width ?? Math.max(c.minWidth ?? 4, share));
}

/** One row as text; the selected row starts with `›` as well as being inverse, so it shows without colour too. */
function line<T>(
  columns: readonly TableColumn<T>[],
  widths: readonly number[],
  cells: (column: TableColumn<T>) => string,
  marker = ' ',
): string {
  return `${marker}${columns.map((c, i) => fit(cells(c), widths[i] ?? 0, c.align)).join(' '.repeat(GAP))} `;
}

function WindowedTableImpl<T>(props: WindowedTableProps<T>) {
  const { columns, rows, selected, offset, viewport, width, rowKey, rowColor, sortKey, sortDirection, marked } = props;
  const screenReader = useIsScreenReaderEnabled();
  const widths = columnWidths(columns, marked === undefined ? width : width - 1);
  const visible = rows.slice(offset, offset + viewport);
  const box = useRef<DOMElement>(null);
  const onSelectRow = props.onSelectRow;
  useMouseRows(box, {
    firstRow: 1,
    count: visible.length,
    select: (drawn) => onSelectRow?.(offset + drawn),
    active: onSelectRow !== undefined && !screenReader,
  });
  if (screenReader) return <SpokenRows {...props} visible={visible} />;
  const header = line(
    columns,
    widths,
    (c) => (c.key === sortKey ? `${c.title}${sortDirection === 'desc' ? '↓' : '↑'}` : c.title),
    marked === undefined ? ' ' : '  ',
  );
  return (
    <Box ref={box} flexDirection="column" width={width}>
      <Text bold color={theme.muted} wrap="truncate">
        {header}
      </Text>
      {visible.map((row, i) => {
        const index = offset + i;
        const isSelected = index === selected;
        const isMarked = marked?.(row) === true;
        const mark = marked === undefined ? '' : isMarked ? '*' : ' ';
        return (
          <Text
            key={rowKey(row, index)}
            wrap="truncate"
            inverse={isSelected}
            bold={isMarked}
            color={isSelected ? undefined : rowColor?.(row)}
          >
            {line(columns, widths, (c) => c.cell(row), `${isSelected ? '›' : ' '}${mark}`)}
          </Text>
        );
      })}
    </Box>
  );
}

/** Screen-reader mode: each visible row as `Title: value` pairs, the selected one announced as such. */
function SpokenRows<T>(props: WindowedTableProps<T> & { visible: readonly T[] }) {
  const { columns, rows, selected, offset, visible, viewport, width, rowKey, sortKey, sortDirection, marked } = props;
  const sorted = columns.find((c) => c.key === sortKey);
  const labels = visible.map(
    (row) =>
      spokenCells(columns.map((c) => ({ title: c.title, value: (c.spoken ?? c.cell)(row) }))) +
      (marked?.(row) === true ? ', changed' : ''),
  );
  const said = spokenWindow(labels, selected - offset, width, viewport - SPOKEN_SLACK_LINES);
  const first = offset + said.start;
  const position =
    rows.length === 0 ? 'no rows' : `rows ${first + 1} to ${offset + said.end} of ${formatCount(rows.length)}`;
  const sorting =
    sorted !== undefined ? `, sorted by ${sorted.title} ${sortDirection === 'desc' ? 'descending' : 'ascending'}` : '';
  return (
    <Box flexDirection="column" aria-role="list">
      <Text>{`${position}${sorting}`}</Text>
      {visible.slice(said.start, said.end).map((row, i) => (
        <SpokenItem
          key={rowKey(row, first + i)}
          selected={first + i === selected}
          label={labels[said.start + i] ?? ''}
        />
      ))}
    </Box>
  );
}

export const WindowedTable = memo(WindowedTableImpl) as typeof WindowedTableImpl;
