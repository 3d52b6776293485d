// Type-ahead in pickers: letters typed in quick succession form a prefix, and the cursor jumps to the first entry
// whose label starts with it; a pause (measured on the injected timers, so tests run on virtual time) starts a
// new prefix. Only keys that no command of the picker takes reach it.

import type { TimerHandle, Timers } from '../domain/timers.js';

/** The pause after which the next letter starts a new prefix. */
export const TYPE_AHEAD_PAUSE_MS = 1000;

export interface TypeAhead {
  /** Adds a letter; returns the prefix to look for. */
  push(char: string): string;
  reset(): void;
}

export function createTypeAhead(timers: Timers, pauseMs = TYPE_AHEAD_PAUSE_MS): TypeAhead {
  let prefix = '';
  let timer: TimerHandle | undefined;
  const reset = (): void => {
    prefix = '';
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
  };
  return {
    push(char) {
      if (timer !== undefined) timers.clearTimeout(timer);
      prefix += char;
      timer = timers.setTimeout(() => {
        prefix = '';
        timer = undefined;
      }, pauseMs);
      return prefix;
    },
    reset,
  };
}

/** The first label starting with `prefix` (ignoring case), or -1. */
export function typeAheadIndex(labels: readonly string[], prefix: string): number {
  const wanted = prefix.toLowerCase();
  return labels.findIndex((label) => label.toLowerCase().startsWith(wanted));
}

/**
 * Where the cursor goes when `char` is typed: the first label starting with the prefix so far, else (a new word) the
 * first starting with `char` alone; -1 when neither matches.
 */
export function typeAheadTarget(typeAhead: TypeAhead, labels: readonly string[], char: string): number {
  const index = typeAheadIndex(labels, typeAhead.push(char));
  if (index >= 0) return index;
  typeAhead.reset();
  return typeAheadIndex(labels, typeAhead.push(char));
}
