// The time the rate-limit screen draws for, handed to its leaves (countdowns, sparklines, the detail line). Each leaf
// selects its own text from the store's 1 s clock, so a tick re-renders only the leaves whose text changed, never
// the screen around them (issue 14: an idle screen's tick).

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { RateLimitsTime } from '../../../state/ratelimits/rateLimitsStore.js';

const NEVER_TICKS = createStore<RateLimitsTime>(() => ({ now: 0 }));
const LiveTimeContext = createContext<StoreApi<RateLimitsTime>>(NEVER_TICKS);

export function LiveTime({ time, children }: { time: StoreApi<RateLimitsTime>; children: ReactNode }) {
  return <LiveTimeContext.Provider value={time}>{children}</LiveTimeContext.Provider>;
}

/** A still frame at `now` (a table rendered on its own, without the screen's clock). */
export function StillTime({ now, children }: { now: number; children: ReactNode }) {
  const time = useMemo(() => createStore<RateLimitsTime>(() => ({ now })), [now]);
  return <LiveTimeContext.Provider value={time}>{children}</LiveTimeContext.Provider>;
}

/** The text `format` makes of the current time; the caller re-renders only when that text changes. */
export function useTimeText(format: (now: number) => string): string {
  return useStore(useContext(LiveTimeContext), (t) => format(t.now));
}

/** The same as a leaf inside a `<Text>`: a tick re-renders this string alone. */
export function TimeText({ format }: { format: (now: number) => string }) {
  return useTimeText(format);
}
