// One watched caller of the GitHub backend: its Octokit, the buckets GitHub reported to it, its own-traffic
// estimates, and the state of its source. Every request it makes runs under the rate-limit retry policy.
import type { Clock } from '../../domain/clock.js';
import { ServiceError, isServiceError } from '../../domain/errors.js';
import { LimitHolds, retryHeldReason, type LimitHoldBase } from '../../domain/ratelimits/limitHolds.js';
import { isRateLimitStatusRequest, resourceForRequest } from '../../domain/ratelimits/resources.js';
import { classifyRateLimit, type ResponseLike, type RetryPolicyOptions } from '../../domain/ratelimits/retryPolicy.js';
import { SECONDARY_LIMITS, type SecondaryLimitKind } from '../../domain/ratelimits/secondary.js';
import type {
  CallerSnapshot,
  RateLimitCaller,
  RateLimitEvent,
  SecondaryUsage,
  SourceStatus,
} from '../../service/rateLimitsPort.js';
import { executeWithRetry, responseFromOctokitError } from '../../service/retry/retryExecutor.js';
import { BucketBook, isKnownResource } from './bucketBook.js';
import { createOctokitClient, type GithubOctokit } from './octokitClient.js';
import { apiPathOf, createObservingFetch, type FetchLike } from './observingFetch.js';
import { OwnTrafficEstimator } from './ownTraffic.js';
import { parseRateLimitBody, parseRateLimitHeaders } from './rateLimitWire.js';
import type { Redactor } from './redact.js';

export interface CallerChannelOptions {
  caller: RateLimitCaller;
  token: string | undefined;
  baseUrl: string;
  clock: Clock;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  signal: AbortSignal;
  fetch: FetchLike;
  redact: Redactor;
  log: (level: 'debug' | 'info' | 'warn' | 'error', message: string) => void;
  retryPolicy: Partial<RetryPolicyOptions>;
  /** plugin-retry (5xx and network failures only: 403 and 429 are the rate-limit policy's). */
  transportRetry: { enabled?: boolean; retries?: number; retryAfterBaseValue?: number };
  onChange: () => void;
  emit: (event: RateLimitEvent) => void;
}

export interface GithubCallResult {
  status: number;
  headers: Record<string, string>;
  data: unknown;
}

type SendResult = ResponseLike & { result?: GithubCallResult; error?: unknown };

/**
 * What a rate-limit answer leaves the caller waiting out (retry rule 6: "continuing to send requests while limited may
 * lead to a ban"): while a request waits to be retried, and after one is given up until a retry would have been
 * allowed, nothing else the limit covers is sent, so a script's other requests and the explorer's poll do not go on
 * sending into a spent budget.
 */
interface LimitHold extends LimitHoldBase {
  /** A request waits to be retried until `until`, or one was given up (the wait is kept). */
  cause: 'retrying' | 'gave-up';
  /** Epoch ms of the answer that set the hold. */
  at: number;
  /** The status of that answer (403 or 429). */
  status: number;
}

/** plugin-retry's default list plus 429: a 429 is a rate-limit answer, and only the retry policy may wait it out. */
const TRANSPORT_DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 429, 451];

function stringHeaders(headers: Readonly<Record<string, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) out[name.toLowerCase()] = String(value);
  return out;
}

export class CallerChannel {
  readonly caller: RateLimitCaller;
  private readonly octokit: GithubOctokit;
  private readonly book = new BucketBook();
  private readonly estimator: OwnTrafficEstimator;
  private readonly holds = new LimitHolds<LimitHold>();
  private source: SourceStatus = { state: 'pending', message: 'waiting for the first GET /rate_limit' };

  constructor(private readonly options: CallerChannelOptions) {
    this.caller = options.caller;
    this.estimator = new OwnTrafficEstimator(options.clock);
    const observingFetch = createObservingFetch(options.fetch, options.baseUrl, {
      onAttempt: (start) => {
        const finish = this.estimator.startRequest(start.method, start.path, start.body);
        this.options.onChange();
        return (end) => {
          finish();
          const report = parseRateLimitHeaders(end.headers);
          const now = this.options.clock.now();
          if (report !== undefined) {
            this.book.record(report, now);
            const resource = isKnownResource(report.resource)
              ? report.resource
              : resourceForRequest(start.method, start.path);
            options.emit({
              type: 'request-counted',
              callerId: this.caller.id,
              at: now,
              method: start.method,
              path: start.path,
              resource,
              remaining: report.remaining,
              limit: report.limit,
            });
          }
          this.options.onChange();
        };
      },
    });
    this.octokit = createOctokitClient({
      baseUrl: options.baseUrl,
      ...(options.token !== undefined ? { token: options.token } : {}),
      throttleId: `switchyard-${this.caller.id}-${Math.random().toString(36).slice(2)}`,
      fetch: observingFetch,
      log: options.log,
      redact: options.redact,
      retry: { ...options.transportRetry, doNotRetry: TRANSPORT_DO_NOT_RETRY },
    });
  }

  snapshot(): CallerSnapshot {
    const now = this.options.clock.now();
    return {
      callerId: this.caller.id,
      at: now,
      buckets: this.book.snapshot(now),
      secondary: this.estimator.usage(),
      source: this.source,
    };
  }

  /** One API call as this caller, under the retry policy. Throws a ServiceError (never an Octokit error). */
  async call(route: string, parameters: Record<string, unknown> = {}): Promise<GithubCallResult> {
    const [routeMethod = 'GET', routePath = route] = route.includes(' ') ? route.split(' ', 2) : ['GET', route];
    // GitHub Enterprise Server (and the emulator) serve GraphQL at /api/graphql, beside /api/v3, as octokit.graphql knows.
    const target =
      routePath === '/graphql' && this.options.baseUrl.endsWith('/api/v3')
        ? `${routeMethod} ${this.options.baseUrl.slice(0, -'/v3'.length)}/graphql`
        : route;
    // Events name the request as it goes out (`/repos/acme/web`, not the template `/repos/{owner}/{repo}`).
    let method: string;
    let path: string;
    try {
      const outgoing = this.octokit.request.endpoint(target, parameters);
      method = outgoing.method.toUpperCase();
      path = apiPathOf(new URL(outgoing.url), new URL(this.options.baseUrl).pathname);
    } catch (error) {
      throw this.failure(error);
    }
    const held = this.holdOn(method, path, this.options.clock.now());
    if (held !== undefined) throw this.heldBack(held, method, path);
    let lastSent: SendResult | undefined;
    let attempt = 0;
    const send = async (): Promise<SendResult> => {
      // A retry goes out at its time unless a later answer to this caller holds what it covers for longer (another
      // request met a secondary limit meanwhile): then it waits for that too, as the simulator's retries do.
      if (lastSent !== undefined) await this.waitOutHolds(method, path, attempt);
      let sent: SendResult;
      try {
        const response = await this.octokit.request(target, {
          ...parameters,
          request: { signal: this.options.signal },
        });
        const result: GithubCallResult = {
          status: response.status,
          headers: stringHeaders(response.headers),
          data: response.data,
        };
        sent = { status: result.status, headers: result.headers, body: result.data, result };
      } catch (error) {
        const like = responseFromOctokitError(error);
        if (like === undefined || like.status === 0 || like.status >= 500) throw this.failure(error);
        sent = { ...like, error };
      }
      this.noteLimit(method, path, sent);
      lastSent = sent;
      return sent;
    };
    let final: SendResult;
    try {
      final = await executeWithRetry(send, {
        ...this.options.retryPolicy,
        clock: this.options.clock,
        sleep: this.options.sleep,
        signal: this.options.signal,
        onEvent: (event) => {
          const c = event.classification;
          const hold = (cause: LimitHold['cause'], until: number): void =>
            this.holds.add({
              cause,
              limit: c.limit,
              ...(c.limit === 'primary' ? { resource: this.limitedResource(c.resource, method, path) } : {}),
              until,
              at: event.at,
              status: lastSent?.status ?? 429,
            });
          if (event.type === 'retry-scheduled') {
            attempt = event.attempt;
            // While this request waits, the caller's other requests the limit covers wait too (rule 6).
            hold('retrying', event.retryAt);
            this.options.emit({
              type: 'retry-scheduled',
              callerId: this.caller.id,
              at: event.at,
              method,
              path,
              retryAt: event.retryAt,
              attempt: event.attempt,
              rule: event.rule,
              limit: c.limit,
              ...(c.resource !== undefined ? { resource: c.resource } : {}),
              reason: `rule ${event.rule}: ${this.options.redact(c.message)}`,
            });
          } else {
            hold('gave-up', event.limitedUntil);
            this.options.emit({
              type: 'gave-up',
              callerId: this.caller.id,
              at: event.at,
              method,
              path,
              attempts: event.attempts,
              limit: c.limit,
              message: this.options.redact(event.message),
              heldUntil: event.limitedUntil,
            });
          }
        },
      });
    } catch (error) {
      throw this.failure(error);
    }
    if (final.error !== undefined) throw this.failure(final.error);
    return final.result!;
  }

  /** Reads GET /rate_limit (free for primary) and records the buckets, or the reason there are none. */
  async poll(): Promise<void> {
    const at = () => this.options.clock.now();
    try {
      const result = await this.call('GET /rate_limit');
      const reports = parseRateLimitBody(result.data);
      if (reports === undefined) {
        this.source = {
          state: 'error',
          message: `GET /rate_limit answered without a \`resources\` object: is ${this.options.baseUrl} the API root (https://api.github.com, or https://HOST/api/v3 for GitHub Enterprise Server)?`,
          at: at(),
        };
      } else {
        for (const report of reports) this.book.record(report, at());
        this.source = { state: 'ok', at: at() };
      }
    } catch (error) {
      this.source = this.sourceOfFailure(error, at());
      if (this.source.state === 'rate-limits-disabled' || this.source.state === 'bad-credentials') this.book.clear();
    }
    this.options.onChange();
  }

  private sourceOfFailure(error: unknown, at: number): SourceStatus {
    const status = isServiceError(error) ? error.httpStatus : 0;
    const message = error instanceof Error ? error.message : String(error);
    if (status === 404) {
      return {
        state: 'rate-limits-disabled',
        message:
          'Rate limiting is not enabled on this server: GET /rate_limit answered 404, as GitHub Enterprise Server does when its administrator has not turned rate limits on. There are no budgets to watch.',
        at,
      };
    }
    if (status === 401)
      return {
        state: 'bad-credentials',
        message: `GitHub rejected this token (${this.caller.label}): Bad credentials`,
        at,
      };
    if (status === 0)
      return { state: 'unreachable', message: `Could not reach ${this.options.baseUrl}: ${message}`, at };
    return { state: 'error', message, at };
  }

  private noteLimit(method: string, path: string, sent: SendResult): void {
    const classification = classifyRateLimit(sent);
    if (classification === null) return;
    const now = this.options.clock.now();
    if (classification.limit === 'primary') {
      const resource = this.limitedResource(classification.resource, method, path);
      this.options.emit({
        type: 'primary-limit-hit',
        callerId: this.caller.id,
        at: now,
        method,
        path,
        resource,
        limit: classification.limitValue ?? 0,
        reset: classification.reset ?? Math.ceil(now / 1000),
      });
    } else {
      this.options.emit({
        type: 'secondary-limit-hit',
        callerId: this.caller.id,
        at: now,
        method,
        path,
        limitKind: guessSecondaryKind(classification.message, this.estimator.usage()),
        limitKindEstimated: true,
        ...(classification.retryAfterSeconds !== undefined
          ? { retryAfterSeconds: classification.retryAfterSeconds }
          : {}),
      });
    }
  }

  /** The bucket a primary limit ran out: as GitHub named it, else the one the request counts against. */
  private limitedResource(named: string | undefined, method: string, path: string) {
    return named !== undefined && isKnownResource(named) ? named : resourceForRequest(method, path);
  }

  /** The hold that covers `method path` at `now`: `GET /rate_limit` is free for the primary limit, not the secondary. */
  private holdOn(method: string, path: string, now: number): LimitHold | undefined {
    return this.holds.covering(
      isRateLimitStatusRequest(method, path) ? undefined : resourceForRequest(method, path),
      now,
    );
  }

  /** A retry due while a later answer holds the caller waits for that hold; the event log says until when and why. */
  private async waitOutHolds(method: string, path: string, attempt: number): Promise<void> {
    for (;;) {
      const now = this.options.clock.now();
      const held = this.holdOn(method, path, now);
      if (held === undefined) return;
      this.options.emit({
        type: 'retry-scheduled',
        callerId: this.caller.id,
        at: now,
        method,
        path,
        retryAt: held.until,
        attempt,
        rule: 6,
        limit: held.limit,
        ...(held.resource !== undefined ? { resource: held.resource } : {}),
        reason: retryHeldReason(held),
      });
      await this.options.sleep(held.until - now, this.options.signal);
    }
  }

  /** Rule 6's wait, still running: the request is not sent, and the error says what holds it and until when. */
  private heldBack(hold: LimitHold, method: string, path: string): ServiceError {
    const now = this.options.clock.now();
    const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const limit =
      hold.limit === 'secondary' ? 'a secondary rate limit' : `the primary rate limit of ${hold.resource ?? 'core'}`;
    const why =
      hold.cause === 'gave-up'
        ? `gave up a request on ${limit} at ${iso(hold.at)}`
        : `has a request waiting since ${iso(hold.at)} to be retried after ${limit}`;
    return new ServiceError({
      name: hold.limit === 'primary' ? 'RateLimitExceeded' : 'SecondaryRateLimitExceeded',
      service: 'github',
      httpStatus: hold.status,
      message: this.options.redact(
        `Not sent: ${method} ${path}. ${this.caller.label} ${why} and sends nothing it covers before ` +
          `${iso(hold.until)} (sending while limited can get an integration banned).`,
      ),
      retryAfterSeconds: Math.max(1, Math.ceil((hold.until - now) / 1000)),
    });
  }

  /** A ServiceError with a redacted message; Octokit errors (which carry request options) never leave. */
  private failure(error: unknown): ServiceError {
    if (isServiceError(error)) {
      return new ServiceError({
        name: error.name,
        service: 'github',
        httpStatus: error.httpStatus,
        message: this.options.redact(error.message),
        ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
      });
    }
    if (error instanceof Error && error.name === 'AbortError') {
      return new ServiceError({
        name: 'RequestAborted',
        service: 'github',
        httpStatus: 0,
        message: 'The request was cancelled',
      });
    }
    const like = responseFromOctokitError(error);
    const status = like?.status ?? 0;
    const raw = error instanceof Error ? error.message : String(error);
    const name =
      status === 401 ? 'BadCredentials' : status === 404 ? 'NotFound' : status === 0 ? 'NetworkError' : 'GitHubError';
    return new ServiceError({ name, service: 'github', httpStatus: status, message: this.options.redact(raw) });
  }
}

/**
 * GitHub does not say which secondary limit it applied. Content-creation answers say so in their message; otherwise
 * the guess is the gauge of our own traffic closest to its threshold (marked as a guess in the event).
 */
export function guessSecondaryKind(message: string, usage: SecondaryUsage): SecondaryLimitKind {
  const ratio = (value: number, limit: number) => (limit > 0 ? value / limit : 0);
  if (/content creation/i.test(message)) {
    return ratio(usage.contentPerHour.value, SECONDARY_LIMITS.contentPerHour) >
      ratio(usage.contentPerMinute.value, SECONDARY_LIMITS.contentPerMinute)
      ? 'content-per-hour'
      : 'content-per-minute';
  }
  const candidates: [SecondaryLimitKind, number][] = [
    ['concurrency', ratio(usage.concurrency.value, usage.concurrency.limit)],
    [
      'points',
      Math.max(
        ratio(usage.restPointsPerMinute.value, usage.restPointsPerMinute.limit),
        ratio(usage.graphqlPointsPerMinute.value, usage.graphqlPointsPerMinute.limit),
      ),
    ],
    ['cpu', ratio(usage.cpuMsPerMinute.value, usage.cpuMsPerMinute.limit)],
    ['graphql-cpu', ratio(usage.graphqlCpuMsPerMinute.value, usage.graphqlCpuMsPerMinute.limit)],
    ['token-requests', ratio(usage.tokenRequestsPerHour.value, usage.tokenRequestsPerHour.limit)],
  ];
  return candidates.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}
