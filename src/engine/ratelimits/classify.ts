// Everything the engine needs to know about a request's route, computed once per distinct method + path and
// cached, so a decision does no regular-expression work for routes it has seen.

import { isGraphqlPath, isRateLimitStatusRequest, normalizeApiPath, resourceForRequest, RESOURCES, type RateLimitResource } from '../../domain/ratelimits/resources.js';
import { isContentCreating, isTokenRequest, secondaryPoints } from '../../domain/ratelimits/secondary.js';

export interface RouteClass {
  resource: RateLimitResource;
  /** Index of `resource` in RESOURCES. */
  resourceIndex: number;
  graphql: boolean;
  /** `GET /rate_limit`: free for the primary limit. */
  rateLimitStatus: boolean;
  /** Secondary points key: `METHOD path` (GraphQL: `POST /graphql`). */
  endpoint: string;
  /** Secondary points for a non-mutation request (GraphQL mutations are decided per request). */
  points: number;
  content: boolean;
  tokenRequest: boolean;
}

const RESOURCE_INDEX = new Map<RateLimitResource, number>(RESOURCES.map((r, i) => [r, i]));
const CACHE_LIMIT = 20_000;

export class RouteClassifier {
  private readonly cache = new Map<string, RouteClass>();

  classify(method: string, path: string): RouteClass {
    const key = method + ' ' + path;
    let hit = this.cache.get(key);
    if (hit === undefined) {
      // Hostile traffic with endless distinct paths must not grow memory without bound.
      if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
      hit = classifyRoute(method, path);
      this.cache.set(key, hit);
    }
    return hit;
  }
}

export function classifyRoute(method: string, rawPath: string): RouteClass {
  const m = method.toUpperCase();
  const path = normalizeApiPath(rawPath);
  const resource = resourceForRequest(m, path);
  return {
    resource,
    resourceIndex: RESOURCE_INDEX.get(resource)!,
    graphql: isGraphqlPath(path),
    rateLimitStatus: isRateLimitStatusRequest(m, path),
    endpoint: `${m} ${path}`,
    points: secondaryPoints(m, path, false),
    content: isContentCreating(m, path, false),
    tokenRequest: isTokenRequest(m, path),
  };
}
