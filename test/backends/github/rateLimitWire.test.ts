import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseRateLimitBody, parseRateLimitHeaders } from '../../../src/backends/github/rateLimitWire.js';

describe('parseRateLimitHeaders', () => {
  it('reads the five headers', () => {
    expect(
      parseRateLimitHeaders({
        'x-ratelimit-limit': '30',
        'x-ratelimit-remaining': '29',
        'x-ratelimit-used': '1',
        'x-ratelimit-reset': '1700000060',
        'x-ratelimit-resource': 'search',
      }),
    ).toEqual({ resource: 'search', limit: 30, used: 1, remaining: 29, reset: 1700000060 });
  });
  it('defaults the resource to core and derives used', () => {
    expect(
      parseRateLimitHeaders({ 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': '4990', 'x-ratelimit-reset': '1' }),
    ).toEqual({ resource: 'core', limit: 5000, used: 10, remaining: 4990, reset: 1 });
  });
  it('reports nothing when a header is missing or garbage, and never throws', () => {
    expect(parseRateLimitHeaders({})).toBeUndefined();
    expect(
      parseRateLimitHeaders({ 'x-ratelimit-limit': 'x', 'x-ratelimit-remaining': '1', 'x-ratelimit-reset': '1' }),
    ).toBeUndefined();
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-ratelimit-used'),
          fc.string(),
        ),
        (h) => {
          const report = parseRateLimitHeaders(h);
          if (report) expect(Number.isInteger(report.limit)).toBe(true);
        },
      ),
    );
  });
});

describe('parseRateLimitBody', () => {
  it('reads every well-formed resource and skips the rest', () => {
    const reports = parseRateLimitBody({
      resources: {
        core: { limit: 5000, used: 1, remaining: 4999, reset: 1700003600 },
        search: { limit: 30, remaining: 30, reset: 1700000060 },
        broken: { limit: 'many' },
      },
      rate: { limit: 5000, used: 1, remaining: 4999, reset: 1700003600 },
    });
    expect(reports).toEqual([
      { resource: 'core', limit: 5000, used: 1, remaining: 4999, reset: 1700003600 },
      { resource: 'search', limit: 30, used: 0, remaining: 30, reset: 1700000060 },
    ]);
  });
  it('rejects bodies without resources', () => {
    expect(parseRateLimitBody('Not Found')).toBeUndefined();
    expect(parseRateLimitBody({ message: 'Not Found' })).toBeUndefined();
    expect(parseRateLimitBody(null)).toBeUndefined();
  });
});
