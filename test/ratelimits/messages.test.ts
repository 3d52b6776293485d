// Limit messages with GitHub's support sentence when the emulator passes its request ID.
import { describe, expect, it } from 'vitest';
import { classifyRateLimit } from '../../src/domain/ratelimits/retryPolicy.js';
import { decisionHeaders } from '../../src/engine/ratelimits/headers.js';
import { createRateLimitEngine } from '../../src/engine/ratelimits/rateLimitEngine.js';
import { CALLERS, T0 } from './helpers.js';

describe('support sentence', () => {
  it('primary (authenticated) and secondary messages quote the request ID and the UTC timestamp; classification unchanged', () => {
    const engine = createRateLimitEngine({ callers: [CALLERS.actions, CALLERS.anonymous] });
    const [actions, anon] = engine.callers as [
      NonNullable<(typeof engine.callers)[0]>,
      NonNullable<(typeof engine.callers)[0]>,
    ];
    for (let i = 0; i < 1_000; i += 1) {
      const ok = engine.begin(actions, { method: 'GET', path: `/r/${i}` }, T0);
      if (ok.outcome === 'allowed') engine.end(ok.ticket, T0);
    }
    const d = engine.begin(actions, { method: 'GET', path: '/x', requestId: '0400:1A2B:3C4D' }, T0 + 1_500);
    if (d.outcome !== 'primary-limited') throw new Error(d.outcome);
    expect((d.body as { message: string }).message).toBe(
      'API rate limit exceeded for GITHUB_TOKEN of acme/web. If you reach out to GitHub Support for help, please include the request ID 0400:1A2B:3C4D and timestamp 2026-01-01 12:00:01 UTC.',
    );
    expect(classifyRateLimit({ status: d.status, headers: decisionHeaders(d), body: d.body })?.limit).toBe('primary');
    // The unauthenticated message keeps its own ending.
    for (let i = 0; i < 60; i += 1) {
      const ok = engine.begin(anon, { method: 'GET', path: `/r/${i}` }, T0);
      if (ok.outcome === 'allowed') engine.end(ok.ticket, T0);
    }
    const a = engine.begin(anon, { method: 'GET', path: '/x', requestId: 'R1' }, T0);
    expect(a.outcome === 'primary-limited' && (a.body as { message: string }).message).toMatch(/for more details\.\)$/);
    const fresh = createRateLimitEngine({ callers: [CALLERS.pat] });
    const p = fresh.callers[0]!;
    // 100 requests held open: the next meets the concurrency limit.
    for (let i = 0; i < 100; i += 1) fresh.begin(p, { method: 'GET', path: `/r/${i}` }, T0);
    const s = fresh.begin(p, { method: 'GET', path: '/x', requestId: 'R2' }, T0);
    if (s.outcome !== 'secondary-limited') throw new Error(s.outcome);
    expect(s.body.message).toBe(
      'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID R2 and timestamp 2026-01-01 12:00:00 UTC.',
    );
    expect(classifyRateLimit({ status: s.status, headers: decisionHeaders(s), body: s.body })?.limit).toBe('secondary');
  });
});
