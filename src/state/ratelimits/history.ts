// A short history of one bucket's remaining count, and its sparkline. Samples are coalesced to one per
// `resolutionMs` (the newest wins) and trimmed to the window, so a series never holds more than
// window / resolution points however fast snapshots arrive.

import type { Sample } from '../../history/series.js';

export type { Sample };

export interface HistoryOptions {
  windowMs: number;
  resolutionMs: number;
}

export const DEFAULT_HISTORY: HistoryOptions = { windowMs: 5 * 60_000, resolutionMs: 1_000 };

export function appendSample(
  series: readonly Sample[],
  sample: Sample,
  options: HistoryOptions = DEFAULT_HISTORY,
): Sample[] {
  const last = series[series.length - 1];
  const out =
    last !== undefined && Math.floor(last.at / options.resolutionMs) === Math.floor(sample.at / options.resolutionMs)
      ? [...series.slice(0, -1), sample]
      : [...series, sample];
  const oldest = sample.at - options.windowMs;
  let start = 0;
  while (start < out.length && (out[start] as Sample).at < oldest) start++;
  return start === 0 ? out : out.slice(start);
}

const BLOCKS = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'] as const;

/**
 * `width` cells covering [now - windowMs, now]; each cell shows the lowest remaining seen in its slice (the dips are
 * what matter), an empty slice repeats the cell before it, and slices before the first sample are blank.
 */
export function sparkline(
  series: readonly Sample[],
  options: { now: number; windowMs: number; width: number },
): string {
  const width = Math.max(0, Math.floor(options.width));
  if (width === 0) return '';
  const start = options.now - options.windowMs;
  const slice = options.windowMs / width;
  const cells: (number | undefined)[] = new Array(width).fill(undefined);
  const limits: number[] = new Array(width).fill(0);
  for (const s of series) {
    if (s.at < start || s.at > options.now) continue;
    const i = Math.min(width - 1, Math.floor((s.at - start) / slice));
    const fraction = s.limit > 0 ? Math.min(1, Math.max(0, s.remaining / s.limit)) : 0;
    const current = cells[i];
    if (current === undefined || fraction < current) cells[i] = fraction;
    limits[i] = s.limit;
  }
  let out = '';
  let previous: number | undefined;
  for (const cell of cells) {
    const value = cell ?? previous;
    previous = value;
    out += value === undefined ? ' ' : BLOCKS[Math.min(BLOCKS.length - 1, Math.floor(value * BLOCKS.length))];
  }
  return out;
}
