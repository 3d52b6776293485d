// A wait that something awaits keeps Node alive; a monitor's timer does not (issue 27: the retry wait of
// `github rate-limit` was unref'ed, so the process ended mid-wait with status 0 and no output).
import { describe, expect, it } from 'vitest';
import { sleepOn, systemTimers, type TimerHandle, type TimerOptions, type Timers } from '../../src/domain/timers.js';

describe('systemTimers and sleepOn', () => {
  it('a plain timer is unref-ed, a keepAlive one is not', () => {
    const plain = systemTimers.setTimeout(() => undefined, 60_000) as NodeJS.Timeout;
    const kept = systemTimers.setTimeout(() => undefined, 60_000, { keepAlive: true }) as NodeJS.Timeout;
    try {
      expect(plain.hasRef()).toBe(false);
      expect(kept.hasRef()).toBe(true);
    } finally {
      systemTimers.clearTimeout(plain);
      systemTimers.clearTimeout(kept);
    }
  });

  it('sleepOn asks its timers to keep the process alive', async () => {
    const asked: (TimerOptions | undefined)[] = [];
    const timers: Timers = {
      setTimeout: (callback, _ms, options): TimerHandle => {
        asked.push(options);
        queueMicrotask(callback);
        return {};
      },
      clearTimeout: () => undefined,
      now: () => 0,
    };
    await sleepOn(timers)(60_000);
    expect(asked).toEqual([{ keepAlive: true }]);
  });
});
