// The rate-limit port (area D): what the explorer's rate-limit screen reads. Two implementations: the engine
// (`createEngineRateLimits` in src/engine/ratelimits/engineRateLimits.ts, with the traffic simulator) and the GitHub
// backend (Octokit: `GET /rate_limit` polling plus the `x-ratelimit-*` headers of its own responses; it estimates
// what GitHub does not report and marks those values `estimated: true`).
//
// Nothing here carries a token: callers are identified by `id` and shown by `label` (kind + short fingerprint).

import type { CallerKind } from '../domain/ratelimits/callers.js';
import type { RateLimitResource, WindowName } from '../domain/ratelimits/resources.js';
import type { SecondaryLimitKind } from '../domain/ratelimits/secondary.js';
import type { RequestMix, SimulatorSettings, SimulatorSettingsUpdate } from '../domain/ratelimits/simulatorSettings.js';

export type {
  CallerKind,
  RateLimitResource,
  WindowName,
  SecondaryLimitKind,
  RequestMix,
  SimulatorSettings,
  SimulatorSettingsUpdate,
};

export type Unsubscribe = () => void;

export interface RateLimitCaller {
  id: string;
  /** A display label that never contains the token: kind, subject, name and a short fingerprint. */
  label: string;
  kind: CallerKind;
  /** First 8 hex digits of the token's SHA-256; absent for unauthenticated callers. */
  fingerprint?: string;
}

/** One primary bucket as `GET /rate_limit` reports it, plus its window. */
export interface BucketSnapshot {
  /** One of RESOURCES; the GitHub backend may also pass on buckets GitHub adds (e.g. `audit_log_streaming`). */
  resource: RateLimitResource | (string & {});
  limit: number;
  /** May exceed `limit` (GitHub reports that too, e.g. a shared user budget spent by a 15,000/h app). */
  used: number;
  remaining: number;
  /** End of the current window, UTC epoch seconds. */
  reset: number;
  window: WindowName;
  /** True when the value is the backend's estimate rather than what GitHub reported. */
  estimated: boolean;
}

/** A secondary-limit gauge: current value against its documented threshold. */
export interface SecondaryGauge {
  value: number;
  limit: number;
  /** End of the counting window (UTC epoch seconds); absent for concurrency and for windows not yet open. */
  reset?: number;
  estimated: boolean;
}

export interface SecondaryUsage {
  /** Requests in flight (REST and GraphQL together), limit 100. */
  concurrency: SecondaryGauge;
  /** The busiest REST endpoint's points this minute, limit 900; `endpoint` is `METHOD-less path`, or null if none. */
  restPointsPerMinute: SecondaryGauge & { endpoint: string | null };
  /** GraphQL points this minute, limit 2,000. */
  graphqlPointsPerMinute: SecondaryGauge;
  contentPerMinute: SecondaryGauge;
  contentPerHour: SecondaryGauge;
  /** CPU milliseconds in the current 60 s window, limit 90,000. */
  cpuMsPerMinute: SecondaryGauge;
  /** GraphQL CPU milliseconds in the current 60 s window, limit 60,000. */
  graphqlCpuMsPerMinute: SecondaryGauge;
  /** OAuth access-token requests this hour, limit 2,000. */
  tokenRequestsPerHour: SecondaryGauge;
}

export interface CallerSnapshot {
  callerId: string;
  /** When the snapshot was taken, epoch milliseconds. */
  at: number;
  /** Every bucket, in `RESOURCES` order (the GitHub backend lists what `GET /rate_limit` returned). */
  buckets: BucketSnapshot[];
  secondary: SecondaryUsage;
  /** GitHub backend only: whether the budgets could be read (absent in engine mode, where they always can). */
  source?: SourceStatus;
}

/**
 * GitHub backend only. `rate-limits-disabled`: the server answered 404 to `GET /rate_limit` (GitHub Enterprise Server
 * with rate limiting off): there are no budgets to show, which is not an error.
 */
export interface SourceStatus {
  state: 'pending' | 'ok' | 'rate-limits-disabled' | 'bad-credentials' | 'unreachable' | 'error';
  /** One sentence for the user; never contains a token. */
  message?: string;
  /** When the state was last established, epoch milliseconds. */
  at?: number;
}

interface EventBase {
  callerId: string;
  /** Epoch milliseconds. */
  at: number;
}

export type RateLimitEvent =
  | (EventBase & {
      type: 'request-counted';
      method: string;
      path: string;
      resource: RateLimitResource;
      remaining: number;
      limit: number;
    })
  | (EventBase & {
      type: 'primary-limit-hit';
      method: string;
      path: string;
      resource: RateLimitResource;
      limit: number;
      reset: number;
    })
  | (EventBase & {
      type: 'secondary-limit-hit';
      method: string;
      path: string;
      limitKind: SecondaryLimitKind;
      retryAfterSeconds?: number;
      /** True when `limitKind` is the GitHub backend's guess (GitHub does not say which limit). */ limitKindEstimated?: boolean;
    })
  /**
   * `retryAt` epoch ms; `rule` is the retry-policy rule (1-5) that set the wait, or 6 when a retry that came due waits
   * longer because a later answer holds the caller (sent again for the same `attempt`); `reason` a one-line explanation.
   */
  | (EventBase & {
      type: 'retry-scheduled';
      method: string;
      path: string;
      retryAt: number;
      attempt: number;
      rule: number;
      limit: 'primary' | 'secondary';
      resource?: string;
      reason: string;
    })
  | (EventBase & {
      type: 'gave-up';
      method: string;
      path: string;
      attempts: number;
      limit: 'primary' | 'secondary';
      message: string;
      /**
       * Epoch ms until which the caller sends nothing the limit covers (the whole caller for a secondary limit, the
       * resource for a primary one), as long as a retry would have waited: rule 6 drops the request, not the wait.
       */
      heldUntil?: number;
    });

export interface SimulatorStats {
  sent: number;
  allowed: number;
  primaryLimited: number;
  secondaryLimited: number;
  retriesScheduled: number;
  gaveUp: number;
  /** Requests not generated because the caller was waiting out a limit (a well-behaved client holds back). */
  heldBack: number;
}

/** What the simulator is doing as one of the callers it sends as. */
export interface SimulatorCallerActivity {
  callerId: string;
  /**
   * `backing-off`: waiting out a limit before sending again; `gave-up`: its last limited request was given up;
   * `idle`: nothing in the mix is something this caller can send (`reason` says why).
   */
  state: 'sending' | 'backing-off' | 'gave-up' | 'idle';
  /** idle: why, in a few words. */
  reason?: string;
  /**
   * backing-off, and gave-up while the limit still holds: nothing (secondary) or nothing to `limitOn` (primary) is
   * sent before this time (epoch ms).
   */
  until?: number;
  /** backing-off and gave-up: which kind of limit. */
  limit?: 'primary' | 'secondary';
  /** The bucket (primary) or the secondary limit that was hit. */
  limitOn?: string;
  /** backing-off: the retry-policy rule (1-5) that set the wait. */
  rule?: number;
  /** gave-up: when (epoch ms). */
  at?: number;
}

export interface SimulatorState extends SimulatorSettings {
  stats: SimulatorStats;
  /** One entry per caller the simulator sends as, while it runs. */
  activity?: SimulatorCallerActivity[];
}

/** Engine mode only: the traffic simulator that drives the engine so budgets visibly drain and reset. */
export interface SimulatorControl {
  getState(): SimulatorState;
  start(): void;
  stop(): void;
  /** Partial update; invalid values throw a ValidationException naming the field. */
  configure(settings: SimulatorSettingsUpdate): void;
  subscribe(listener: (state: SimulatorState) => void): Unsubscribe;
}

export interface WatchOptions {
  /** Only these callers (default: all). */
  callerIds?: string[];
  /** Coalesce changes to at most one emission per interval (default 250 ms). */
  intervalMs?: number;
}

export interface RateLimitsPort {
  /** `engine`: the embedded budget engine; `github`: a real GitHub (or GHES, or the emulator) through Octokit. */
  readonly mode: 'engine' | 'github';
  listCallers(): Promise<RateLimitCaller[]>;
  /** The current snapshot of one caller; unknown id -> ResourceNotFoundException (ServiceError, service github). */
  snapshot(callerId: string): Promise<CallerSnapshot>;
  /**
   * Snapshot changes: the listener receives the snapshots of the callers that changed since the last emission,
   * at most once per `intervalMs`. The first emission carries every watched caller.
   */
  watch(listener: (snapshots: CallerSnapshot[]) => void, options?: WatchOptions): Unsubscribe;
  /** Rate-limit events as they happen (request counted, limit hit, retry scheduled, gave up). */
  subscribe(listener: (event: RateLimitEvent) => void): Unsubscribe;
  /** Present in engine mode. */
  readonly simulator?: SimulatorControl;
  /** Stops timers and polling. */
  close(): void;
}
