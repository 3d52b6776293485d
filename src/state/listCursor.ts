// The cursor and window of a list (pure): which row is selected and which rows are visible. Moves cost O(1)
// whatever the list length, so a 10,000-row list moves as fast as a 100-row one.
//
// Invariants (for count > 0): 0 <= index < count; offset <= index < offset + viewport;
// 0 <= offset <= max(0, count - viewport). For count = 0: index = offset = 0.

export interface ListCursor {
  /** The selected row. */
  index: number;
  /** The first visible row. */
  offset: number;
}

export type CursorStep = 'down' | 'up' | 'pageDown' | 'pageUp' | 'top' | 'bottom';

/** A step of the keys, or a row to go to (a click on it). */
export type CursorMove = CursorStep | { row: number };

export const START: ListCursor = { index: 0, offset: 0 };

/** Brings a cursor back within the invariants after the row count or the viewport changed. */
export function clampCursor(cursor: ListCursor, count: number, viewport: number): ListCursor {
  if (count <= 0) return START;
  const rows = Math.max(1, viewport);
  const index = Math.min(Math.max(0, cursor.index), count - 1);
  let offset = Math.min(Math.max(0, cursor.offset), Math.max(0, count - rows));
  if (index < offset) offset = index;
  if (index >= offset + rows) offset = index - rows + 1;
  return index === cursor.index && offset === cursor.offset ? cursor : { index, offset };
}

/** Where a step of the keys takes the cursor on row `index`, before it is kept within the list. */
function stepTarget(step: CursorStep, index: number, count: number, rows: number): number {
  const targets: Record<CursorStep, number> = {
    down: index + 1,
    up: index - 1,
    pageDown: index + rows,
    pageUp: index - rows,
    top: 0,
    bottom: count - 1,
  };
  return targets[step];
}

/**
 * The cursor after a move, scrolling the window as little as needed to keep the selected row visible (a clicked row
 * is visible already: the window stays).
 */
export function moveCursor(cursor: ListCursor, move: CursorMove, count: number, viewport: number): ListCursor {
  if (count <= 0) return START;
  const rows = Math.max(1, viewport);
  const target = typeof move === 'string' ? stepTarget(move, cursor.index, count, rows) : move.row;
  const index = Math.min(Math.max(0, target), count - 1);
  // A page move scrolls the window by a page too, so the cursor keeps its place on the screen.
  const offset = move === 'pageDown' || move === 'pageUp' ? cursor.offset + (index - cursor.index) : cursor.offset;
  return clampCursor({ index, offset }, count, rows);
}

/** Places the cursor on `index` (e.g. keeping the same member selected after a re-sort). */
export function cursorAt(index: number, count: number, viewport: number, previous: ListCursor = START): ListCursor {
  return clampCursor({ index, offset: previous.offset }, count, viewport);
}

/** True when the cursor is within `margin` rows of the end of what is loaded (time to fetch the next page). */
export function nearEnd(cursor: ListCursor, count: number, margin: number): boolean {
  return count === 0 || cursor.index >= count - 1 - margin;
}
