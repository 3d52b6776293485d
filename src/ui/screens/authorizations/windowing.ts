// Which slice of a list to show so the cursor stays visible: the window follows the cursor and never runs past
// the end; a row for "▲ n more" / "▼ n more" is spent only on the side that has more. Pure, shared by the
// wizard's pickers and tag list and the rate-limit bucket table.

export interface ListWindow {
  start: number;
  end: number;
  /** Items hidden above and below, for "▲ 3 more" / "▼ 5 more". */
  above: number;
  below: number;
}

/** The window of at most `size` rows (indicator rows included) that shows `cursor`. */
export function listWindow(cursor: number, count: number, size: number): ListWindow {
  const rows = Math.max(1, size);
  if (count <= rows) return { start: 0, end: count, above: 0, below: 0 };
  const at = Math.min(Math.max(0, cursor), count - 1);
  // Near the top: only the ▼ row.
  const topRows = Math.max(1, rows - 1);
  if (at < topRows) return { start: 0, end: topRows, above: 0, below: count - topRows };
  // Near the bottom: only the ▲ row.
  if (at >= count - topRows) return { start: count - topRows, end: count, above: count - topRows, below: 0 };
  // In the middle: both, the cursor kept near the middle.
  const midRows = Math.max(1, rows - 2);
  const start = Math.min(Math.max(1, at - Math.floor(midRows / 2)), count - midRows - 1);
  return { start, end: start + midRows, above: start, below: count - start - midRows };
}
