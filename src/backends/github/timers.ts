// Timers are injected like the clock (docs/ARCHITECTURE.md principle 5): polling and watch coalescing run on these, so
// tests drive them on virtual time.

export type TimerHandle = { readonly __timer: unique symbol } | object;

export interface Timers {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export const systemTimers: Timers = {
  setTimeout: (callback, ms) => {
    const handle = setTimeout(callback, ms);
    // A monitor's timers must never keep the process alive on their own.
    handle.unref();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
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
