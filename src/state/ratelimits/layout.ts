// How the rate-limit screen spends its rows and columns, as a pure function of the size it gets (tested at 80x24
// and 60x16): what is shown, and how tall and wide each part is. The frame never exceeds `height`.

import type { RateLimitView } from './rateLimitsModel.js';

export interface RateLimitsLayout {
  /** Buckets and secondary side by side (wide terminals); otherwise `view` picks the main pane. */
  sideBySide: boolean;
  /** Rows of the main pane (table header included). */
  mainRows: number;
  /** Width of the buckets pane, and of the secondary pane when side by side. */
  bucketsWidth: number;
  secondaryWidth: number;
  /** Rows of the event strip under the main pane (0 = none; the events view shows them all). */
  eventRows: number;
  /** Columns of the buckets table. */
  columns: BucketColumns;
  /** Width of the all-callers overview at the left (very wide terminals); 0 = none. */
  callersWidth: number;
}

export interface BucketColumns {
  name: number;
  numbers: number;
  used: number;
  reset: number;
  bar: number;
  /** 0 when there is no room for a history column (the detail line still shows the selected bucket's history). */
  spark: number;
  /** When each bucket last ran dry in the history's span (`HH:MM`); 0 while none did. */
  dry: number;
}

/** `HH:MM` and the gap before the bar. */
const DRY_WIDTH = 5;

/** Lines of the simulator (engine mode): its state and counts, and from 18 rows what it does per caller. */
export function simulatorRows(hasSimulator: boolean, height: number): number {
  if (!hasSimulator) return 0;
  return height >= 18 ? 2 : 1;
}

/** Lines above the main pane: caller, simulator (engine mode), view tabs. Below it: the selected bucket's detail. */
export function headerRows(hasSimulator: boolean, height: number): number {
  return 1 + simulatorRows(hasSimulator, height) + 1;
}

export function rateLimitsLayout(
  width: number,
  height: number,
  hasSimulator: boolean,
  view: RateLimitView,
  /** A bucket of the selected caller ran dry within the span shown: the table gets its `dry` column. */
  dryColumn = false,
): RateLimitsLayout {
  const sideBySide = width >= 120 && height >= 18;
  const available = Math.max(2, height - headerRows(hasSimulator, height) - 1);
  // The event strip: a heading and three events when there is room, the latest event alone on short terminals.
  const eventRows = view === 'events' ? 0 : height >= 18 ? 4 : height >= 9 ? 1 : 0;
  const mainRows = Math.max(2, available - eventRows);
  const callersWidth = sideBySide && width >= 160 ? 30 : 0;
  const rest = width - (callersWidth > 0 ? callersWidth + 1 : 0);
  const secondaryWidth = sideBySide ? Math.min(56, Math.floor(rest * 0.4)) : width;
  const bucketsWidth = sideBySide ? rest - secondaryWidth - 1 : width;
  return {
    sideBySide,
    mainRows,
    bucketsWidth,
    secondaryWidth,
    eventRows,
    columns: bucketColumns(bucketsWidth, dryColumn),
    callersWidth,
  };
}

export function bucketColumns(width: number, dryColumn = false): BucketColumns {
  const name = width >= 90 ? 27 : width >= 70 ? 20 : 14;
  const numbers = 13;
  const used = width >= 70 ? 7 : 6;
  const reset = 8;
  // cursor (2) + gaps between the six columns (5)
  const fixed = 2 + name + numbers + used + reset + 5;
  const rest = Math.max(0, width - fixed);
  let bar: number;
  let spark: number;
  if (rest >= 24) {
    bar = Math.min(30, Math.floor(rest / 2));
    spark = rest - bar - 1;
  } else {
    bar = Math.max(3, rest);
    spark = 0;
  }
  if (!dryColumn) return { name, numbers, used, reset, bar, spark, dry: 0 };
  // The dry column takes its room from the bar first (it keeps 3 cells), then from the history.
  bar -= DRY_WIDTH + 1;
  if (bar < 3) {
    spark = Math.max(0, spark - (3 - bar));
    bar = 3;
  }
  return { name, numbers, used, reset, bar, spark: spark >= 3 ? spark : 0, dry: DRY_WIDTH };
}
