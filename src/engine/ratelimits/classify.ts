// Everything the engine needs to know about a request's route, computed once per distinct method + path and
// cached, so a decision does no regular-expression work for routes it has seen.

import {
  isGraphqlPath,
  isRateLimitStatusRequest,
  normalizeApiPath,
  resourceForRequest,
  RESOURCES,
  type RateLimitResource,
} from '../../domain/ratelimits/resources.js';
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
  // Method -> path -> class: two lookups avoid building a `method path` key string per decision.
  private readonly byMethod = new Map<string, Map<string, RouteClass>>();
  private size = 0;

  classify(method: string, path: string): RouteClass {
    let paths = this.byMethod.get(method);
    if (paths === undefined) {
      paths = new Map();
      this.byMethod.set(method, paths);
    }
    let hit = paths.get(path);
    if (hit === undefined) {
      // Hostile traffic with endless distinct paths must not grow memory without bound.
      if (this.size >= CACHE_LIMIT) {
        this.byMethod.clear();
        this.size = 0;
        paths = new Map();
        this.byMethod.set(method, paths);
      }
      hit = classifyRoute(method, path);
      paths.set(path, hit);
      this.size += 1;
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
