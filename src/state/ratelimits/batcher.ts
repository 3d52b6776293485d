// Coalesces a stream of updates into at most one flush per interval, so a busy port (the simulator can emit
// thousands of events a second) costs the screen a few renders a second. The timer is injected for tests.

export interface Timer {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimer: Timer = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface Batcher<T> {
  push(item: T): void;
  /** Delivers what is pending now (used on close and by tests). */
  flush(): void;
  dispose(): void;
}

export function createBatcher<T>(
  deliver: (items: T[]) => void,
  intervalMs: number,
  timer: Timer = realTimer,
): Batcher<T> {
  let pending: T[] = [];
  let handle: unknown;
  let disposed = false;
  const flush = (): void => {
    if (handle !== undefined) {
      timer.clearTimeout(handle);
      handle = undefined;
    }
    if (pending.length === 0) return;
    const items = pending;
    pending = [];
    deliver(items);
  };
  return {
    push(item) {
      if (disposed) return;
      pending.push(item);
      if (handle === undefined) handle = timer.setTimeout(flush, intervalMs);
    },
    flush,
    dispose() {
      disposed = true;
      if (handle !== undefined) timer.clearTimeout(handle);
      handle = undefined;
      pending = [];
    },
  };
}
