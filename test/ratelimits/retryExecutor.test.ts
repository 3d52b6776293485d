// The executor on virtual time never sends before the allowed time and gives up after the
// configured retries with a clear error; against the engine itself.
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/domain/clock.js';
import { isServiceError } from '../../src/domain/errors.js';
import { decisionHeaders } from '../../src/engine/ratelimits/headers.js';
import { createRateLimitEngine } from '../../src/engine/ratelimits/rateLimitEngine.js';
import {
  executeWithRetry,
  responseFromOctokitError,
  type RetryExecutorEvent,
} from '../../src/service/retry/retryExecutor.js';
import { CALLERS, T0 } from './helpers.js';

function virtual(): { clock: VirtualClock; sleep: (ms: number) => Promise<void>; sleeps: number[] } {
  const clock = new VirtualClock(T0);
  const sleeps: number[] = [];
  return {
    clock,
    sleeps,
    sleep: async (ms) => {
      sleeps.push(ms);
      clock.advance(ms);
    },
  };
}

describe('executeWithRetry against the engine', () => {
  it('a primary-limited request is retried exactly at the reset and then succeeds', async () => {
    const engine = createRateLimitEngine({ callers: [CALLERS.anonymous] });
    const c = engine.callers[0]!;
    const { clock, sleep } = virtual();
    for (let i = 0; i < 60; i += 1) engine.begin(c, { method: 'GET', path: `/r${i}` }, T0);
    const sentAt: number[] = [];
    const events: RetryExecutorEvent[] = [];
    const res = await executeWithRetry(
      async () => {
        sentAt.push(clock.now());
        const d = engine.begin(c, { method: 'GET', path: '/user' }, clock.now());
        return { status: d.status, headers: decisionHeaders(d), body: d.outcome === 'allowed' ? {} : d.body };
      },
      { clock, sleep, onEvent: (e) => events.push(e) },
    );
    expect(res.status).toBe(200);
    expect(sentAt).toEqual([T0, T0 + 3_600_000]);
    expect(events).toMatchObject([{ type: 'retry-scheduled', retryAt: T0 + 3_600_000, rule: 1, attempt: 1 }]);
  });

  it('gives up after the configured retries with an error naming the limit and its reset', async () => {
    const engine = createRateLimitEngine({ callers: [CALLERS.pat] });
    const c = engine.callers[0]!;
    const { clock, sleep, sleeps } = virtual();
    // Hold 100 requests open for good: every further request meets the concurrency limit (no retry-after: rule 4, 5).
    for (let i = 0; i < 100; i += 1) engine.begin(c, { method: 'GET', path: `/r${i}` }, T0);
    const sentAt: number[] = [];
    const events: RetryExecutorEvent[] = [];
    const error = await executeWithRetry(
      async () => {
        sentAt.push(clock.now());
        const d = engine.begin(c, { method: 'GET', path: '/user' }, clock.now());
        return { status: d.status, headers: decisionHeaders(d), body: d.outcome === 'allowed' ? {} : d.body };
      },
      { clock, sleep, maxRetries: 2, onEvent: (e) => events.push(e) },
    ).catch((e: unknown) => e);
    expect(isServiceError(error)).toBe(true);
    if (!isServiceError(error)) return;
    expect(error.name).toBe('SecondaryRateLimitExceeded');
    expect(error.httpStatus).toBe(403);
    expect(error.message).toMatch(
      /^Gave up after 2 retries: secondary rate limit exceeded; the core window resets at 2026-01-01T13:00:00Z\.$/,
    );
    expect(sentAt).toEqual([T0, T0 + 60_000, T0 + 60_000 + 120_000]);
    expect(sleeps).toEqual([60_000, 120_000]);
    expect(events.map((e) => e.type)).toEqual(['retry-scheduled', 'retry-scheduled', 'gave-up']);
    // The give-up says until when the limit still holds: the wait a third retry would have had (rule 5, 4 min).
    expect(events[2]).toMatchObject({ type: 'gave-up', at: T0 + 180_000, limitedUntil: T0 + 180_000 + 240_000 });
  });

  it('never sends early even if the sleep returns early', async () => {
    const clock = new VirtualClock(T0);
    let calls = 0;
    const sentAt: number[] = [];
    const res = await executeWithRetry(
      async () => {
        sentAt.push(clock.now());
        calls += 1;
        return calls === 1
          ? {
              status: 403,
              headers: { 'x-ratelimit-remaining': '7', 'retry-after': '30' },
              body: { message: 'You have exceeded a secondary rate limit.' },
            }
          : { status: 200, headers: {} };
      },
      { clock, sleep: async (ms) => clock.advance(Math.ceil(ms / 3)), maxRetries: 3 },
    );
    expect(res.status).toBe(200);
    expect(sentAt[1]).toBeGreaterThanOrEqual(T0 + 30_000);
  });

  it('passes non-rate-limit answers through untouched, and reads Octokit RequestErrors', async () => {
    const { clock, sleep } = virtual();
    const res = await executeWithRetry(async () => ({ status: 404, headers: {}, body: { message: 'Not Found' } }), {
      clock,
      sleep,
    });
    expect(res.status).toBe(404);
    expect(
      responseFromOctokitError({
        status: 403,
        response: { headers: { 'x-ratelimit-remaining': '0' }, data: { message: 'x' } },
      }),
    ).toEqual({ status: 403, headers: { 'x-ratelimit-remaining': '0' }, body: { message: 'x' } });
    expect(responseFromOctokitError(new Error('network'))).toBeUndefined();
  });

  it('stops when aborted', async () => {
    const { clock, sleep } = virtual();
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(
      executeWithRetry(async () => ({ status: 200, headers: {} }), { clock, sleep, signal: controller.signal }),
    ).rejects.toThrow('cancelled');
  });
});
