// Timers are injected like the clock (docs/ARCHITECTURE.md principle 5): the shell's self-clearing status messages
// and Ctrl+C "press again" window, the GitHub backend's polling and watch coalescing. Tests drive them on virtual time
// (test/helpers/manualTimers.ts); the app uses the real ones.

export type TimerHandle = unknown;

export interface Timers {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  /** Milliseconds, for "how long ago" decisions (the double Ctrl+C window). */
  now(): number;
}

export const systemTimers: Timers = {
  setTimeout: (callback, ms) => {
    const handle = setTimeout(callback, ms);
    // A timer must never keep the process alive on its own (a monitor's polling, a status message).
    handle.unref?.();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/** A sleep on the given timers; rejects with the signal's reason when aborted. */
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
      );
      signal?.addEventListener('abort', onAbort, { once: true });
    });
}
