// What the explorer says in screen-reader mode (Ink's `isScreenReaderEnabled`, INK_SCREEN_READER=true or
// --screen-reader) where the visual layout speaks by glyph, colour or position: countdowns in words, gauges as
// numbers, levels and statuses by name. Pure; the components choose these texts when useIsScreenReaderEnabled() is
// true, so the visual mode keeps its bytes.

import type { GaugeLevel } from '../state/rateLimits/gauge.js';

const count = (n: number): string => Math.round(n).toLocaleString('en-US');

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
