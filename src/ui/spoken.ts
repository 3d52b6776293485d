// What the explorer says in screen-reader mode (Ink's `isScreenReaderEnabled`, INK_SCREEN_READER=true or
// --screen-reader) where the visual layout speaks by glyph, colour or position: countdowns in words, gauges as
// numbers, levels and statuses by name. Pure; the components choose these texts when useIsScreenReaderEnabled() is
// true, so the visual mode keeps its bytes.

import type { GaugeLevel } from '../state/ratelimits/gauge.js';
import { formatCount } from '../domain/counts.js';

const count = (n: number): string => formatCount(Math.round(n));

function unit(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * `in 12 minutes`, `in 1 hour 5 minutes`, `in under a minute`, `now`. Whole minutes only (rounded up): the visual
 * countdown ticks every second under ten minutes, which a screen reader would re-read every second.
 */
export function spokenCountdown(resetAtMs: number, nowMs: number): string {
  const left = Math.ceil((resetAtMs - nowMs) / 1000);
  if (!(left > 0)) return 'now';
  if (left < 60) return 'in under a minute';
  const minutes = Math.ceil(left / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `in ${unit(minutes, 'minute')}`;
  return `in ${unit(hours, 'hour')}${rest > 0 ? ` ${unit(rest, 'minute')}` : ''}`;
}

const LEVEL_WORD: Record<GaugeLevel, string> = { ok: 'ok', warning: 'low', critical: 'critical' };

/** The gauge's colour level in a word: `ok`, `low` (the warning colour), `critical`. */
export function spokenLevel(level: GaugeLevel): string {
  return LEVEL_WORD[level];
}

export interface SpokenBucket {
  resource: string;
  remaining: number;
  limit: number;
  used: number;
  estimated: boolean;
  /** `in 12 minutes`, or undefined when no window is open. */
  resets?: string;
  level: GaugeLevel;
  /** When the bucket last ran dry (`HH:MM`), or ''. */
  dry?: string;
}

/** `core: 4,200 of 5,000 remaining, 800 used, resets in 12 minutes, ok` (estimated values say so). */
export function spokenBucket(b: SpokenBucket): string {
  return [
    `${b.resource}: ${b.estimated ? 'about ' : ''}${count(b.remaining)} of ${count(b.limit)} remaining`,
    `${count(b.used)} used`,
    b.resets !== undefined ? `resets ${b.resets}` : 'no window open',
    ...(b.dry !== undefined && b.dry !== '' ? [`ran dry at ${b.dry}`] : []),
    spokenLevel(b.level),
  ].join(', ');
}

/** A table row as `Title: value` pairs, empty cells left out: `Name: Ana Lima, Account: 1000…, Status: ACTIVE`. */
export function spokenCells(cells: readonly { title: string; value: string }[]): string {
  return cells
    .filter((c) => c.value.trim() !== '')
    .map((c) => (c.title.trim() === '' ? c.value.trim() : `${c.title}: ${c.value.trim()}`))
    .join(', ');
}

/**
 * Lines a list gives up in screen-reader mode to the chrome's longer spoken lines (the tab list and the `Keys:` line
 * can wrap at 80 columns where their drawn forms do not).
 */
export const SPOKEN_SLACK_LINES = 2;

/** Terminal lines a spoken line takes at `width` (Ink wraps screen-reader text at the terminal's width). */
function spokenHeight(text: string, width: number): number {
  // Greedy word wrap as wrap-ansi does it (hard-breaking words longer than the line), counting lines only.
  const size = Math.max(1, width);
  let lines = 1;
  let used = 0;
  for (const word of text.split(' ')) {
    let length = [...word].length;
    const needed = used === 0 ? length : used + 1 + length;
    if (needed <= size) {
      used = needed;
      continue;
    }
    if (used > 0) lines += 1;
    while (length > size) {
      length -= size;
      lines += 1;
    }
    used = length;
  }
  return lines;
}

/**
 * Which of `labels` to say within `lines` terminal lines at `width`, the selected one always among them: a spoken row
 * is longer than its drawn row and wraps, and screen-reader output taller than the terminal would scroll its top (the
 * header, the selection) out of sight. Returns `[start, end)`.
 */
export function spokenWindow(
  labels: readonly string[],
  selected: number,
  width: number,
  lines: number,
): { start: number; end: number } {
  const heights = labels.map((label) => spokenHeight(label, width));
  const budget = Math.max(1, lines);
  let start = 0;
  const through = (from: number, to: number): number => heights.slice(from, to + 1).reduce((a, b) => a + b, 0);
  while (selected >= 0 && selected < labels.length && start < selected && through(start, selected) > budget) start += 1;
  let end = start;
  let used = 0;
  while (end < labels.length && (end === start || used + (heights[end] ?? 1) <= budget)) {
    used += heights[end] ?? 1;
    end += 1;
  }
  return { start, end };
}
