// For every caller kind and bucket, the limit is reached exactly at its number, the answer flips at that
// request with the right status, headers and body, the reset restores the budget, and used + remaining == limit in
// every header set until the limit.
import { describe, expect, it } from 'vitest';
import { primaryLimit, REQUIRES_AUTHENTICATION } from '../../src/domain/ratelimits/limits.js';
import { RESOURCES, RESOURCE_WINDOW, type RateLimitResource } from '../../src/domain/ratelimits/resources.js';
import { classifyRateLimit } from '../../src/domain/ratelimits/retryPolicy.js';
import { createRateLimitEngine } from '../../src/engine/ratelimits/rateLimitEngine.js';
import { decisionHeaders } from '../../src/engine/ratelimits/headers.js';
import type { GithubCaller } from '../../src/domain/ratelimits/callers.js';
import type { EngineRequest } from '../../src/engine/ratelimits/types.js';
import { CALLERS, requestFor, T0 } from './helpers.js';

/** One caller per kind, with the message subject GitHub uses for it. */
const KINDS: { name: string; caller: GithubCaller; message: RegExp; docs: RegExp }[] = [
  {
    name: 'unauthenticated',
    caller: CALLERS.anonymous,
    message:
      /^API rate limit exceeded for 203\.0\.113\.7\. \(But here's the good news: Authenticated requests get a higher rate limit\./,
    docs: /#rate-limiting$/,
  },
  {
    name: 'user PAT',
    caller: CALLERS.pat,
    message: /^API rate limit exceeded for user ID 1\.$/,
    docs: /rate-limits-for-the-rest-api/,
  },
  {
    name: 'app user token',
    caller: CALLERS.appUser,
    message: /^API rate limit exceeded for user ID 1\.$/,
    docs: /rate-limits-for-the-rest-api/,
  },
  {
    name: 'enterprise app user token',
    caller: CALLERS.enterpriseAppUser,
    message: /^API rate limit exceeded for user ID 1\.$/,
    docs: /rate-limits-for-the-rest-api/,
  },
  {
    name: 'OAuth app user token',
    caller: CALLERS.oauthUser,
    message: /^API rate limit exceeded for user ID 2\.$/,
    docs: /rate-limits-for-the-rest-api/,
  },
  {
    name: 'enterprise OAuth app user token',
    caller: CALLERS.enterpriseOauthUser,
    message: /^API rate limit exceeded for user ID 3\.$/,
    docs: /rate-limits-for-the-rest-api/,
  },
  {
    name: 'installation',
    caller: CALLERS.installation,
    message: /^API rate limit exceeded for installation ID 77\.$/,
    docs: /rate-limits-for-the-rest-api/,
  },
  {
    name: 'installation, 25 repositories',
    caller: CALLERS.installation25,
    message: /installation ID 78\.$/,
    docs: /rate-limits-for-the-rest-api/,
  },
  {
    name: 'installation, capped',
    caller: CALLERS.installationCapped,
    message: /installation ID 80\.$/,
    docs: /rate-limits-for-the-rest-api/,
  },
  {
    name: 'enterprise installation',
    caller: CALLERS.installationEnterprise,
    message: /installation ID 81\.$/,
    docs: /rate-limits-for-the-rest-api/,
  },
  {
    name: 'OAuth app (client credentials)',
    caller: CALLERS.oauthApp,
    message: /^API rate limit exceeded for OAuth app Iv1\.abc\.$/,
    docs: /rate-limits-for-the-rest-api/,
  },
  {
    name: 'enterprise OAuth app',
    caller: CALLERS.enterpriseOauthApp,
    message: /OAuth app Iv1\.ent\.$/,
    docs: /rate-limits-for-the-rest-api/,
  },
  {
    name: 'Actions GITHUB_TOKEN',
    caller: CALLERS.actions,
    message: /^API rate limit exceeded for GITHUB_TOKEN of acme\/web\.$/,
    docs: /rate-limits-for-the-rest-api/,
  },
  {
    name: 'enterprise Actions GITHUB_TOKEN',
    caller: CALLERS.enterpriseActions,
    message: /GITHUB_TOKEN of globex\/api\.$/,
    docs: /rate-limits-for-the-rest-api/,
  },
];

/**
 * The requests of one run: DISTINCT_PATHS different paths, taken in turn. Each path is a route the engine classifies
 * once and a secondary-points window of its own, so a path per request would spend most of the run there; fewer paths
 * would trip the 900-points-a-minute limit per endpoint (15 of the 15,000 core requests, at 5 points at most, stay
 * far below it).
 */
const DISTINCT_PATHS = 1000;
function requestsFor(resource: RateLimitResource): EngineRequest[] {
  return Array.from({ length: DISTINCT_PATHS }, (_, i) => requestFor(resource, i + 1));
}

/** GraphQL goes to one endpoint (2,000 points/min): pace it below that so only the primary limit can trip. */
function spacingMs(resource: RateLimitResource): number {
  return resource === 'graphql' ? 40 : 0;
}

describe.each(KINDS)('primary limits: $name', ({ caller, message, docs }) => {
  for (const resource of RESOURCES) {
    const limit = primaryLimit(caller, resource);
    if (caller.kind === 'unauthenticated' && REQUIRES_AUTHENTICATION.has(resource)) {
      it(`${resource}: 401, not a rate limit`, () => {
        const engine = createRateLimitEngine({ callers: [caller] });
        const d = engine.begin(engine.callers[0]!, requestFor(resource, 0), T0);
        expect(d.outcome).toBe('rejected');
        expect(d.status).toBe(401);
        expect(decisionHeaders(d)).toEqual({});
      });
      continue;
    }
    it(`${resource}: ${limit} per ${RESOURCE_WINDOW[resource]}, flips at request ${limit + 1}, resets`, () => {
      const engine = createRateLimitEngine({ callers: [caller] });
      const c = engine.callers[0]!;
      const step = spacingMs(resource);
      const requests = requestsFor(resource);
      let now = T0;
      let reset = 0;
      for (let i = 1; i <= limit; i += 1) {
        const d = engine.begin(c, requests[i % DISTINCT_PATHS]!, now);
        if (d.outcome !== 'allowed') throw new Error(`request ${i} of ${limit} was ${d.outcome}`);
        engine.end(d.ticket, now, 0);
        const h = decisionHeaders(d);
        // Checked on every request (string compares are cheap; expect() per request would dominate the run time).
        if (
          Number(h['x-ratelimit-used']) + Number(h['x-ratelimit-remaining']) !== limit ||
          h['x-ratelimit-limit'] !== String(limit) ||
          Number(h['x-ratelimit-used']) !== i ||
          h['x-ratelimit-resource'] !== resource
        ) {
          throw new Error(`bad headers at request ${i}: ${JSON.stringify(h)}`);
        }
        if (i === 1) reset = Number(h['x-ratelimit-reset']);
        if (Number(h['x-ratelimit-reset']) !== reset) throw new Error('reset moved within the window');
        now += step;
      }
      expect(reset * 1000).toBe(T0 + (RESOURCE_WINDOW[resource] === 'hour' ? 3_600_000 : 60_000));

      const limited = engine.begin(c, requestFor(resource, limit + 1), now);
      if (limited.outcome !== 'primary-limited') throw new Error(`request ${limit + 1} was ${limited.outcome}`);
      const headers = decisionHeaders(limited);
      expect(headers).toMatchObject({
        'x-ratelimit-limit': String(limit),
        'x-ratelimit-remaining': '0',
        'x-ratelimit-used': String(limit),
        'x-ratelimit-reset': String(reset),
        'x-ratelimit-resource': resource,
      });
      expect(Number(headers['retry-after'])).toBe(Math.ceil((reset * 1000 - now) / 1000));
      if (resource === 'graphql') {
        expect(limited.status).toBe(403);
        expect(limited.body).toMatchObject({ errors: [{ type: 'RATE_LIMITED' }] });
        expect((limited.body as { errors: { message: string }[] }).errors[0]!.message).toMatch(message);
      } else {
        expect(limited.status).toBe(403);
        const body = limited.body as { message: string; documentation_url: string };
        expect(body.message).toMatch(message);
        expect(body.documentation_url).toMatch(docs);
      }
      // Octokit and go-github both call it primary.
      expect(classifyRateLimit({ status: limited.status, headers, body: limited.body })?.limit).toBe('primary');
      // Still limited one millisecond before the reset; restored at it.
      expect(engine.begin(c, requestFor(resource, limit + 2), reset * 1000 - 1).outcome).toBe('primary-limited');
      const after = engine.begin(c, requestFor(resource, limit + 3), reset * 1000);
      expect(after.outcome).toBe('allowed');
      expect(decisionHeaders(after)).toMatchObject({
        'x-ratelimit-used': '1',
        'x-ratelimit-remaining': String(limit - 1),
      });
      expect(Number(decisionHeaders(after)['x-ratelimit-reset'])).toBeGreaterThan(reset);
    });
  }
});
