// Timers are injected into the shell (status messages clear themselves, the Ctrl+C "press again" window closes),
// so tests can drive them without sleeping: a ManualTimers in tests, the real ones in the app.

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
    handle.unref?.();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};
