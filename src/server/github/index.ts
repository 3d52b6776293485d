// The GitHub routes of `switchyard serve`: a rate-limit engine over the dataset's callers and the handler that
// serve's HTTP core mounts at /api/v3 and POST /api/graphql.
import type { Clock } from '../../domain/clock.js';
import type { GithubCaller } from '../../domain/ratelimits/callers.js';
import { createRateLimitEngine } from '../../engine/ratelimits/index.js';
import type { RateLimitEngine, RateLimitEngineOptions } from '../../engine/ratelimits/types.js';
import { createGithubHandler, type GithubHandler } from './handler.js';

export { type GithubHandler } from './handler.js';

export interface GithubRoutesOptions {
  /** The dataset's `github.callers`, already validated by `validateGithubSection`. */
  callers: readonly GithubCaller[];
  clock: Clock;
  primaryStatus?: RateLimitEngineOptions['primaryStatus'];
  secondaryStatus?: RateLimitEngineOptions['secondaryStatus'];
  /** Each allowed response is held this long while it counts as concurrent (default 0). */
  holdMs?: number;
  /** Where engine failures are reported (default: stderr). */
  logError?: (message: string) => void;
}

export interface GithubRoutes {
  handler: GithubHandler;
  /** The engine behind the routes (engine-mode ports and tests may observe or drive it). */
  engine: RateLimitEngine;
}

export function createGithubRoutes(options: GithubRoutesOptions): GithubRoutes {
  const engine = createRateLimitEngine({
    callers: options.callers,
    ...(options.primaryStatus !== undefined ? { primaryStatus: options.primaryStatus } : {}),
    ...(options.secondaryStatus !== undefined ? { secondaryStatus: options.secondaryStatus } : {}),
  });
  const handler = createGithubHandler({
    engine,
    clock: options.clock,
    ...(options.holdMs !== undefined ? { holdMs: options.holdMs } : {}),
    ...(options.logError !== undefined ? { logError: options.logError } : {}),
  });
  return { engine, handler };
}
