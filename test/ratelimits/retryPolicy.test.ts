// Each of the six retry rules, the classification both clients agree on, and properties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyRateLimit, decideRetry, type ResponseLike } from '../../src/domain/ratelimits/retryPolicy.js';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const RESET = NOW / 1000 + 1_800; // 30 minutes ahead

const primary = (extra: Record<string, string> = {}): ResponseLike => ({
  status: 403,
  headers: {
    'x-ratelimit-limit': '5000',
    'x-ratelimit-remaining': '0',
    'x-ratelimit-used': '5000',
    'x-ratelimit-reset': String(RESET),
    'x-ratelimit-resource': 'core',
    ...extra,
  },
  body: { message: 'API rate limit exceeded for user ID 1.', documentation_url: 'https://docs.github.com/rest' },
});
const secondary = (headers: Record<string, string>, status = 403): ResponseLike => ({
  status,
  headers: {
    'x-ratelimit-limit': '5000',
    'x-ratelimit-reset': String(RESET),
    'x-ratelimit-resource': 'core',
    ...headers,
  },
  body: {
    message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
    documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
  },
});

describe('retry rules', () => {
  it('rule 1: after a primary-limit error, no retry before x-ratelimit-reset', () => {
    const d = decideRetry(primary(), NOW, 0);
    expect(d).toMatchObject({ action: 'retry', rule: 1, retryAt: RESET * 1000, waitMs: 1_800_000 });
    // retry-after, if a server sends one on a primary answer, does not shorten the wait.
    expect(decideRetry(primary({ 'retry-after': '5' }), NOW, 0)).toMatchObject({ rule: 1, retryAt: RESET * 1000 });
  });
  it('rule 1 also for 429 and for a GraphQL 200 RATE_LIMITED answer', () => {
    expect(decideRetry({ ...primary(), status: 429 }, NOW, 0)).toMatchObject({ rule: 1, retryAt: RESET * 1000 });
    const gql: ResponseLike = {
      status: 200,
      headers: { 'x-ratelimit-remaining': '3', 'x-ratelimit-reset': String(RESET) },
      body: {
        data: null,
        errors: [{ type: 'RATE_LIMITED', message: 'API rate limit exceeded for installation ID 4.' }],
      },
    };
    expect(decideRetry(gql, NOW, 0)).toMatchObject({ action: 'retry', rule: 1, retryAt: RESET * 1000 });
  });
  it('rule 2: after a secondary-limit error, wait retry-after seconds', () => {
    expect(decideRetry(secondary({ 'retry-after': '37', 'x-ratelimit-remaining': '4000' }), NOW, 0)).toMatchObject({
      action: 'retry',
      rule: 2,
      waitMs: 37_000,
      retryAt: NOW + 37_000,
    });
  });
  it('rule 2 read literally: retry-after 0 is a wait of 0 s, not the 60 s fallback Octokit uses', () => {
    expect(decideRetry(secondary({ 'retry-after': '0', 'x-ratelimit-remaining': '12' }), NOW, 0)).toMatchObject({
      action: 'retry',
      rule: 2,
      waitMs: 0,
      retryAt: NOW,
    });
  });
  it('rule 3: secondary without retry-after and remaining 0: wait until the reset', () => {
    expect(decideRetry(secondary({ 'x-ratelimit-remaining': '0' }), NOW, 0)).toMatchObject({
      action: 'retry',
      rule: 3,
      retryAt: RESET * 1000,
    });
  });
  it('rule 4: secondary without retry-after and remaining above 0: wait at least a minute', () => {
    expect(decideRetry(secondary({ 'x-ratelimit-remaining': '12' }), NOW, 0)).toMatchObject({
      action: 'retry',
      rule: 4,
      waitMs: 60_000,
    });
    // A garbage retry-after is no retry-after.
    expect(decideRetry(secondary({ 'retry-after': 'soon', 'x-ratelimit-remaining': '12' }), NOW, 0)).toMatchObject({
      rule: 4,
      waitMs: 60_000,
    });
  });
  it('rule 5: on continued failures, exponentially longer waits', () => {
    const res = secondary({ 'retry-after': '60', 'x-ratelimit-remaining': '12' });
    const waits = [0, 1, 2, 3].map((retries) => decideRetry(res, NOW, retries, { maxRetries: 10 }));
    expect(waits.map((w) => w.action === 'retry' && w.waitMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(waits.map((w) => w.action === 'retry' && w.rule)).toEqual([2, 5, 5, 5]);
    // Capped, but never below what rule 2 demands.
    expect(decideRetry(res, NOW, 9, { maxRetries: 10, maxBackoffMs: 600_000 })).toMatchObject({ waitMs: 600_000 });
    expect(
      decideRetry(secondary({ 'retry-after': '900', 'x-ratelimit-remaining': '1' }), NOW, 1, { maxBackoffMs: 600_000 }),
    ).toMatchObject({ waitMs: 900_000 });
  });
  it('rule 6: give up after the configured retries, naming the limit and its reset', () => {
    const d = decideRetry(primary(), NOW, 3, { maxRetries: 3 });
    expect(d.action).toBe('give-up');
    expect(d.action === 'give-up' && d.message).toBe(
      'Gave up after 3 retries: primary rate limit exceeded (core, limit 5000); it resets at 2026-01-01T12:30:00Z.',
    );
    const s = decideRetry(secondary({ 'retry-after': '60', 'x-ratelimit-remaining': '9' }), NOW, 1, { maxRetries: 1 });
    expect(s.action === 'give-up' && s.message).toBe(
      'Gave up after 1 retry: secondary rate limit exceeded; GitHub asked to wait 60 s; the core window resets at 2026-01-01T12:30:00Z.',
    );
    expect(decideRetry(primary(), NOW, 0, { maxRetries: 0 }).action).toBe('give-up');
  });
  it('rule 6: a give-up says until when the limit holds, as the retry would have waited', () => {
    const primaryGiveUp = decideRetry(primary(), NOW, 3, { maxRetries: 3 });
    expect(primaryGiveUp.action === 'give-up' && primaryGiveUp.limitedUntil).toBe(Date.UTC(2026, 0, 1, 12, 30, 0));
    const res = secondary({ 'retry-after': '60', 'x-ratelimit-remaining': '9' });
    const secondaryGiveUp = decideRetry(res, NOW, 2, { maxRetries: 2 });
    const retry = decideRetry(res, NOW, 2, { maxRetries: 3 });
    expect(retry.action === 'retry' && retry.retryAt).toBe(NOW + 240_000);
    expect(secondaryGiveUp.action === 'give-up' && secondaryGiveUp.limitedUntil).toBe(NOW + 240_000);
  });
});

describe('classification', () => {
  it('secondary by message (Octokit) or by documentation_url (go-github); primary by remaining "0"', () => {
    expect(classifyRateLimit(secondary({ 'x-ratelimit-remaining': '10' }))?.limit).toBe('secondary');
    expect(
      classifyRateLimit({
        status: 429,
        headers: { 'x-ratelimit-remaining': '10' },
        body: { message: 'nope', documentation_url: 'https://x/#abuse-rate-limits' },
      })?.limit,
    ).toBe('secondary');
    expect(classifyRateLimit(primary())?.limit).toBe('primary');
  });
  it('not a rate limit: success, other errors, 403 without the signals, 401', () => {
    expect(classifyRateLimit({ status: 200, headers: { 'x-ratelimit-remaining': '0' }, body: {} })).toBeNull();
    expect(
      classifyRateLimit({
        status: 403,
        headers: { 'x-ratelimit-remaining': '10' },
        body: { message: 'Resource not accessible by integration' },
      }),
    ).toBeNull();
    expect(
      classifyRateLimit({
        status: 401,
        headers: { 'x-ratelimit-remaining': '0' },
        body: { message: 'Bad credentials' },
      }),
    ).toBeNull();
    expect(classifyRateLimit({ status: 500, headers: {}, body: 'oops' })).toBeNull();
    expect(decideRetry({ status: 404, headers: {} }, NOW, 0)).toEqual({ action: 'none' });
  });
});

describe('properties', () => {
  const arbHeaders = fc.record(
    {
      'x-ratelimit-remaining': fc.oneof(fc.constant('0'), fc.nat(5000).map(String)),
      'x-ratelimit-reset': fc.integer({ min: NOW / 1000 - 100, max: NOW / 1000 + 7200 }).map(String),
      'retry-after': fc.oneof(fc.constant('0'), fc.integer({ min: 1, max: 3600 }).map(String), fc.constant('x')),
    },
    { requiredKeys: [] },
  );
  it('a retry is never scheduled before the time the answer allows', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(403, 429),
        fc.boolean(),
        arbHeaders,
        fc.nat(6),
        (status, isSecondary, headers, retries) => {
          const body = isSecondary
            ? { message: 'You have exceeded a secondary rate limit.' }
            : { message: 'API rate limit exceeded' };
          const d = decideRetry({ status, headers, body }, NOW, retries, { maxRetries: 10 });
          if (d.action !== 'retry') return;
          expect(d.retryAt).toBe(NOW + d.waitMs);
          expect(d.waitMs).toBeGreaterThanOrEqual(0);
          const reset =
            headers['x-ratelimit-reset'] !== undefined ? Number(headers['x-ratelimit-reset']) * 1000 : undefined;
          const retryAfterText = headers['retry-after'];
          const retryAfter =
            retryAfterText !== undefined && retryAfterText.trim() !== '' ? Number(retryAfterText) : NaN;
          if (d.classification.limit === 'primary' && reset !== undefined)
            expect(d.retryAt).toBeGreaterThanOrEqual(reset);
          if (d.classification.limit === 'secondary') {
            // Rule 2 (retry-after 0 included: a wait of 0 s).
            if (retryAfter >= 0) expect(d.waitMs).toBeGreaterThanOrEqual(retryAfter * 1000);
            else if (headers['x-ratelimit-remaining'] === '0' && reset !== undefined)
              expect(d.retryAt).toBeGreaterThanOrEqual(reset);
            else expect(d.waitMs).toBeGreaterThanOrEqual(60_000);
          }
        },
      ),
    );
  });
  it('secondary waits never shrink as retries grow', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3600 }), fc.nat(8), (retryAfter, retries) => {
        const res = secondary({ 'retry-after': String(retryAfter), 'x-ratelimit-remaining': '5' });
        const a = decideRetry(res, NOW, retries, { maxRetries: 20 });
        const b = decideRetry(res, NOW, retries + 1, { maxRetries: 20 });
        if (a.action === 'retry' && b.action === 'retry') expect(b.waitMs).toBeGreaterThanOrEqual(a.waitMs);
      }),
    );
  });
});
