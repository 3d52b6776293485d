// The engine-side rate-limit API: the GitHub limiter port (service/githubLimiter.ts) that the emulator's `/api/v3`
// routes use, plus what the engine-mode port and the traffic simulator observe.

import type { GithubCaller } from '../../domain/ratelimits/callers.js';
import type { SecondaryLimitKind } from '../../domain/ratelimits/secondary.js';
import type { CallerSnapshot } from '../../service/rateLimitsPort.js';
import type { EngineCaller, EngineRequest, GithubLimiter, RateInfo } from '../../service/githubLimiter.js';

export type {
  EngineRequest,
  RateInfo,
  GithubErrorBody,
  Ticket,
  Decision,
  EngineCaller,
  Identification,
  RateLimitBodyItem,
  RateLimitBody,
} from '../../service/githubLimiter.js';

/** Engine observers (the port, the simulator) get these; the engine itself never logs. */
export type EngineEvent =
  | { type: 'counted'; caller: EngineCaller; at: number; request: EngineRequest; rate: RateInfo }
  | { type: 'primary-limited'; caller: EngineCaller; at: number; request: EngineRequest; rate: RateInfo }
  | {
      type: 'secondary-limited';
      caller: EngineCaller;
      at: number;
      request: EngineRequest;
      limitKind: SecondaryLimitKind;
      retryAfterSeconds?: number;
    }
  | { type: 'ended'; caller: EngineCaller; at: number };

export interface RateLimitEngineOptions {
  callers: readonly GithubCaller[];
  /** Status of a primary-limited REST answer (GitHub sends 403 or 429; default 403). */
  primaryStatus?: 403 | 429;
  /** Status of a secondary-limited answer (default 403). */
  secondaryStatus?: 403 | 429;
}

/** The budget engine: O(1) accounting per decision, fixed windows that open at the first counted request. */
export interface RateLimitEngine extends GithubLimiter {
  /** The dataset's callers, in dataset order. */
  readonly callers: readonly EngineCaller[];
  callerById(id: string): EngineCaller | undefined;
  /** Every bucket and secondary gauge of the caller at `now` (what the explorer shows). */
  snapshot(caller: EngineCaller, now: number): CallerSnapshot;
  /** Engine events, synchronously as decisions are made. */
  observe(listener: (event: EngineEvent) => void): () => void;
}
