// Live views: a list lists its records again on its own, every `autoRefreshSeconds` (settings; 0 = off), while its
// screen is shown. One timer on the injected timers, armed again only once a refresh has ended, so a slow backend
// never gets two at once; between refreshes nothing runs (idle CPU stays as it was). A tick that falls while the
// list must not change under the user (a question, a form or a field open, a load running) is skipped, not queued.

import type { TimerHandle, Timers } from '../domain/timers.js';

export interface LiveRefreshOptions {
  timers: Timers;
  intervalMs: number;
  /** True while a refresh must not run now (read at each tick). */
  paused: () => boolean;
  refresh: () => Promise<void>;
}

/** Starts refreshing every `intervalMs`; returns the stop. An interval of 0 or less starts nothing. */
export function startLiveRefresh({ timers, intervalMs, paused, refresh }: LiveRefreshOptions): () => void {
  if (!(intervalMs > 0)) return () => undefined;
  let stopped = false;
  let handle: TimerHandle | undefined;
  const arm = (): void => {
    if (!stopped) handle = timers.setTimeout(tick, intervalMs);
  };
  function tick(): void {
    handle = undefined;
    if (stopped) return;
    if (paused()) {
      arm();
      return;
    }
    refresh().then(arm, arm);
  }
  arm();
  return () => {
    stopped = true;
    if (handle !== undefined) timers.clearTimeout(handle);
  };
}

/** `14:03:07`: the local time of day of an epoch-ms time, for "updated HH:MM:SS". */
export function timeOfDay(ms: number): string {
  return new Date(ms).toTimeString().slice(0, 8);
}
