// Timers are injected like the clock (docs/ARCHITECTURE.md principle 5): the shell's self-clearing status messages
// and Ctrl+C "press again" window, the GitHub backend's polling and watch coalescing. Tests drive them on virtual time
// (test/helpers/manualTimers.ts); the app uses the real ones.

export type TimerHandle = unknown;

export interface TimerOptions {
  /**
   * Keep the process alive until the timer fires. Off by default: a monitor's polling or a status message must never
   * hold the process open. On for a wait something is awaiting (a retry's wait): an unref'ed timer there lets Node
   * exit mid-wait with status 0 and no output, which is how `github rate-limit --min-remaining` passed a CI gate
   * while GitHub was limiting it (issue 27).
   */
  keepAlive?: boolean;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number, options?: TimerOptions): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  /** Milliseconds, for "how long ago" decisions (the double Ctrl+C window). */
  now(): number;
}

export const systemTimers: Timers = {
  setTimeout: (callback, ms, options) => {
    const handle = setTimeout(callback, ms);
    // A timer must never keep the process alive on its own (a monitor's polling, a status message), unless something
    // awaits it (see TimerOptions.keepAlive).
    if (options?.keepAlive !== true) handle.unref?.();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/**
 * A sleep on the given timers; rejects with the signal's reason when aborted. The sleep keeps the process alive: its
 * caller awaits it, and ending the process mid-wait would drop the work after it (abort the signal to stop waiting).
 */
export function sleepOn(timers: Timers): (ms: number, signal?: AbortSignal) => Promise<void> {
  return (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const onAbort = () => {
        timers.clearTimeout(handle);
        reject(signal?.reason);
      };
      const handle = timers.setTimeout(
        () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        Math.max(0, ms),
        { keepAlive: true },
      );
      signal?.addEventListener('abort', onAbort, { once: true });
    });
}
