// The GitHub routes of `switchyard serve`: the handler that serve's HTTP core mounts at /api/v3 and POST /api/graphql,
// over a rate limiter (the engine's, built by backend selection over the dataset's callers).
import type { Clock } from '../../domain/clock.js';
import type { GithubLimiter } from '../../service/githubLimiter.js';
import type { IncomingMessage } from 'node:http';
import { createGithubHandler, uncountedHeaders, type GithubHandler } from './handler.js';

export { type GithubHandler } from './handler.js';

export interface GithubRoutesOptions {
  /** Decides and counts each request. */
  limiter: GithubLimiter;
  clock: Clock;
  /** Each allowed response is held this long while it counts as concurrent (default 0). */
  holdMs?: number;
  /** Where engine failures are reported (default: stderr). */
  logError?: (message: string) => void;
}

export interface GithubRoutes {
  handler: GithubHandler;
  /** The x-ratelimit-* headers of a request's bucket without counting it, for an answer given in its place. */
  uncountedHeaders(req: IncomingMessage): Record<string, string>;
}

export function createGithubRoutes(options: GithubRoutesOptions): GithubRoutes {
  const handler = createGithubHandler({
    engine: options.limiter,
    clock: options.clock,
    ...(options.holdMs !== undefined ? { holdMs: options.holdMs } : {}),
    ...(options.logError !== undefined ? { logError: options.logError } : {}),
  });
  return { handler, uncountedHeaders: (req) => uncountedHeaders(options.limiter, options.clock, req) };
}
