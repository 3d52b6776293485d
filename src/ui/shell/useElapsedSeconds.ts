// Whole seconds since `since` on the injected timers, counting up once a second while `since` is set (a task in
// flight), and no timer at all otherwise, so an idle status line costs nothing.

import { useEffect, useState } from 'react';
import type { Timers } from '../../domain/timers.js';

export function useElapsedSeconds(since: number | undefined, timers: Timers): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (since === undefined) return undefined;
    let handle: unknown;
    const schedule = (): void => {
      // Wake at the next whole second since the start, so the count turns over on time.
      const wait = 1000 - ((timers.now() - since) % 1000);
      handle = timers.setTimeout(() => {
        setTick((t) => t + 1);
        schedule();
      }, wait);
    };
    schedule();
    return () => timers.clearTimeout(handle);
  }, [since, timers]);
  return since === undefined ? 0 : Math.max(0, Math.floor((timers.now() - since) / 1000));
}
