// The GitHub rate limiter as `serve`'s GitHub routes see it: identify the caller of a request, decide and count it,
// close it, and answer `GET /rate_limit`, with the x-ratelimit-* headers of a decision. The engine's rate-limit
// engine (engine/ratelimits/) implements it; the routes depend on this port only.
//   identify(authorization, ip) -> caller or 401
//   begin(caller, request, now) -> decision (allowed / primary-limited / secondary-limited / rejected) + rate info
//   decisionHeaders(decision)   -> the x-ratelimit-* and retry-after headers
//   end(ticket, now, cpuMs)     -> closes a concurrent request, counts its CPU time
//   rateLimitBody(caller, now)  -> the `GET /rate_limit` body

import type { CallerKind, GithubCaller } from '../domain/ratelimits/callers.js';
import type { RateLimitResource } from '../domain/ratelimits/resources.js';
import type { SecondaryLimitKind } from '../domain/ratelimits/secondary.js';

export interface EngineRequest {
  /** HTTP method, any case. */
  method: string;
  /** Request path; may carry the `/api/v3` prefix and a query string. `/graphql` and `/api/graphql` are GraphQL. */
  path: string;
  /** GraphQL: the document is a mutation (5 secondary points, content creation). See `isGraphqlMutation`. */
  graphqlMutation?: boolean;
  /**
   * GraphQL: primary points this query costs (default 1; see `analyzeGraphqlRequest`); 0 for a document refused before
   * it ran (a syntax, validation, pagination or node-limit error), which GitHub answers without charging.
   */
  graphqlCost?: number;
  /** LFS batch: objects in the batch (at most 100). */
  lfsObjects?: number;
  /** The answer will be 304 Not Modified (a conditional request that matched): free for the primary limit. */
  notModified?: boolean;
  /** The caller's IP for the per-user-and-IP `audit_log` bucket (unauthenticated callers are already per IP). */
  ip?: string;
  /** The response's `x-github-request-id`: limit messages then end with GitHub's support sentence quoting it. */
  requestId?: string;
}

/** The numbers behind the `x-ratelimit-*` headers: the bucket of the current request. */
export interface RateInfo {
  resource: RateLimitResource;
  limit: number;
  used: number;
  remaining: number;
  /** UTC epoch seconds. */
  reset: number;
}

export interface GithubErrorBody {
  message: string;
  documentation_url: string;
  [key: string]: unknown;
}

/** GraphQL primary-limit answer body (sent with the primary-limit status): `errors[].type === "RATE_LIMITED"`. */
export interface GraphqlRateLimitedBody {
  data: null;
  errors: { type: 'RATE_LIMITED'; message: string }[];
}

/** Opaque handle of an allowed request; pass it to `end`. */
export interface Ticket {
  readonly callerKey: string;
}

interface DecisionBase {
  /** HTTP status to answer with (allowed: 200, or whatever the route answers). */
  status: number;
  /** The request's primary bucket; absent only on rejections before a bucket applies. */
  rate?: RateInfo;
  /** Seconds to wait, when the engine knows them (sent as `retry-after`). */
  retryAfterSeconds?: number;
}

export type Decision =
  | (DecisionBase & { outcome: 'allowed'; rate: RateInfo; ticket: Ticket })
  | (DecisionBase & {
      outcome: 'primary-limited';
      rate: RateInfo;
      retryAfterSeconds: number;
      body: GithubErrorBody | GraphqlRateLimitedBody;
    })
  | (DecisionBase & {
      outcome: 'secondary-limited';
      rate: RateInfo;
      limitKind: SecondaryLimitKind;
      body: GithubErrorBody;
    })
  /** 401 (code search / GraphQL need authentication) or 413 (LFS batch over 100 objects). Not counted. */
  | (DecisionBase & { outcome: 'rejected'; body: GithubErrorBody });

/** A caller the engine knows (from the dataset, or an unauthenticated IP seen on the wire). */
export interface EngineCaller {
  readonly id: string;
  readonly kind: CallerKind;
  readonly label: string;
  readonly fingerprint?: string;
  /** The dataset record (its token is a test credential: never print it). */
  readonly definition: GithubCaller;
}

export type Identification = { ok: true; caller: EngineCaller } | { ok: false; status: 401; body: GithubErrorBody };

export interface RateLimitBodyItem {
  limit: number;
  used: number;
  remaining: number;
  reset: number;
}

/** The `GET /rate_limit` body (2022-11-28 shape): `resources` in schema order, `rate` mirroring `core`. */
export interface RateLimitBody {
  resources: Partial<Record<RateLimitResource, RateLimitBodyItem>> & {
    core: RateLimitBodyItem;
    search: RateLimitBodyItem;
  };
  rate: RateLimitBodyItem;
}

/** What the GitHub routes ask of the rate-limit engine. */
export interface GithubLimiter {
  /**
   * The caller of a request from its `Authorization` header (`token X`, `Bearer X`; `Basic` is not supported) and the
   * client address. No header -> the unauthenticated caller of that IP; an unknown token -> 401 "Bad credentials".
   */
  identify(authorization: string | undefined, ip: string): Identification;
  /** Decides and counts one request at `now` (epoch ms). */
  begin(caller: EngineCaller, request: EngineRequest, now: number): Decision;
  /** Closes an allowed request (concurrency) and counts its CPU time (default 0) toward the CPU limits. */
  end(ticket: Ticket, now: number, cpuMs?: number): void;
  /** The `GET /rate_limit` body for the caller at `now`. */
  rateLimitBody(caller: EngineCaller, now: number): RateLimitBody;
}

// The response headers of a decision: `x-ratelimit-*` of the request's bucket (docs/rate-limits.md) and
// `retry-after` when the engine knows the wait.

export function rateLimitHeaders(rate: RateInfo): Record<string, string> {
  return {
    'x-ratelimit-limit': String(rate.limit),
    'x-ratelimit-remaining': String(rate.remaining),
    'x-ratelimit-used': String(rate.used),
    'x-ratelimit-reset': String(rate.reset),
    'x-ratelimit-resource': rate.resource,
  };
}

/** Every rate-limit header for the decision; rejections before a bucket applies carry none. */
export function decisionHeaders(decision: Decision): Record<string, string> {
  const headers = decision.rate !== undefined ? rateLimitHeaders(decision.rate) : {};
  if (decision.retryAfterSeconds !== undefined && decision.outcome !== 'allowed')
    headers['retry-after'] = String(decision.retryAfterSeconds);
  return headers;
}
