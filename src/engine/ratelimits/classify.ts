// Everything the engine needs to know about a request's route, computed once per distinct method + path and
// cached, so a decision does no regular-expression work for routes it has seen.

import { createHash } from 'node:crypto';
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
/** Bytes the cache may hold (keys and classes, estimated); past it the cache is emptied and refills. */
export const ROUTE_CACHE_BYTES = 4 * 1024 * 1024;
/** Paths longer than this are classified on every request and never cached (no real route is this long). */
export const MAX_CACHED_PATH = 512;
/** A path's share of a secondary-points key is capped: longer paths are keyed by a prefix and a digest. */
const MAX_ENDPOINT_PATH = 256;
/** Per-entry cost beyond the strings: the map entry, the class object, its fields. */
const ENTRY_OVERHEAD_BYTES = 200;

export class RouteClassifier {
  // Method -> path -> class: two lookups avoid building a `method path` key string per decision.
  private readonly byMethod = new Map<string, Map<string, RouteClass>>();
  private bytes = 0;

  constructor(private readonly budgetBytes: number = ROUTE_CACHE_BYTES) {}

  /** Estimated bytes held (strings count two bytes a character, as a worst case). */
  get heldBytes(): number {
    return this.bytes;
  }

  classify(method: string, path: string): RouteClass {
    if (path.length > MAX_CACHED_PATH || method.length > 16) return classifyRoute(method, path);
    let paths = this.byMethod.get(method);
    if (paths === undefined) {
      paths = new Map();
      this.byMethod.set(method, paths);
    }
    let hit = paths.get(path);
    if (hit === undefined) {
      hit = classifyRoute(method, path);
      const cost = 2 * (path.length + hit.endpoint.length) + ENTRY_OVERHEAD_BYTES;
      // Hostile traffic with endless distinct paths must not grow memory past the byte budget.
      if (this.bytes + cost > this.budgetBytes) {
        this.byMethod.clear();
        this.bytes = 0;
        paths = new Map();
        this.byMethod.set(method, paths);
      }
      paths.set(path, hit);
      this.bytes += cost;
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
    endpoint: endpointKey(m, path),
    points: secondaryPoints(m, path, false),
    content: isContentCreating(m, path, false),
    tokenRequest: isTokenRequest(m, path),
  };
}

/**
 * The secondary-points key of a route. A long path is keyed by its first characters and a digest of the whole, so
 * per-endpoint windows stay small whatever paths a caller sends.
 */
function endpointKey(method: string, path: string): string {
  if (path.length <= MAX_ENDPOINT_PATH) return `${method} ${path}`;
  const digest = createHash('sha256').update(path).digest('base64url');
  return `${method} ${path.slice(0, MAX_ENDPOINT_PATH)}…${digest}`;
}
