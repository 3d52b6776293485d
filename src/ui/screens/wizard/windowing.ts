// Which slice of a list to show so the cursor stays visible: the window follows the cursor and never runs past
// the end. Pure, shared by the wizard's pickers and tag list.

export interface ListWindow {
  start: number;
  end: number;
  /** Items hidden above and below, for "▲ 3 more" / "▼ 5 more". */
  above: number;
  below: number;
}

export function listWindow(cursor: number, count: number, size: number): ListWindow {
  const visible = Math.max(1, Math.min(size, count));
  if (count <= size) return { start: 0, end: count, above: 0, below: 0 };
  // Reserve the indicator rows: the list proper gets what is left.
  const rows = Math.max(1, visible - 2);
  const start = Math.min(Math.max(0, cursor - Math.floor(rows / 2)), count - rows);
  const end = start + rows;
  return { start, end, above: start, below: count - end };
}
