// The budget engine: decides each request (allowed / primary-limited / secondary-limited / rejected), counts it,
// and reports the numbers behind the x-ratelimit-* headers, the `GET /rate_limit` body and the explorer's snapshot.
// Per decision: one cached route lookup, a few fixed-window updates; no per-request history.

import {
  callerId,
  callerLabel,
  type GithubCaller,
  type UnauthenticatedCaller,
} from '../../domain/ratelimits/callers.js';
import { tokenFingerprint } from '../../domain/ratelimits/fingerprint.js';
import { budgetKey, primaryLimits, REQUIRES_AUTHENTICATION } from '../../domain/ratelimits/limits.js';
import {
  DOCS,
  primaryLimitDocumentationUrl,
  primaryLimitMessage,
  secondaryLimitMessage,
  supportSentence,
} from '../../domain/ratelimits/messages.js';
import {
  RATE_LIMIT_BODY_RESOURCES,
  RESOURCES,
  RESOURCE_WINDOW,
  type RateLimitResource,
} from '../../domain/ratelimits/resources.js';
import { SECONDARY_LIMITS, type SecondaryLimitKind } from '../../domain/ratelimits/secondary.js';
import type { BucketSnapshot, CallerSnapshot, SecondaryGauge } from '../../service/rateLimitsPort.js';
import { Budget, liveCount, liveReset, type Window } from './budget.js';
import { RouteClassifier, type RouteClass } from './classify.js';
import type { FixedWindow } from './fixedWindow.js';
import { limitingWindow, secondaryLimitHit } from './secondaryCheck.js';
import type {
  Decision,
  EngineCaller,
  EngineEvent,
  EngineRequest,
  GithubErrorBody,
  Identification,
  RateInfo,
  RateLimitBody,
  RateLimitBodyItem,
  RateLimitEngine,
  RateLimitEngineOptions,
  Ticket,
} from './types.js';

const AUDIT_INDEX = RESOURCES.indexOf('audit_log');
const LFS_MAX_OBJECTS = 100;
const IP_SWEEP_AT = 10_000;
/**
 * Unauthenticated addresses remembered at most (a budget is ~4.3 KiB, so ~43 MiB). Past it, the least recently seen
 * address with nothing in flight is forgotten, and starts again with a fresh budget if it comes back.
 */
export const MAX_UNAUTHENTICATED_ADDRESSES = 10_000;

class RuntimeCaller implements EngineCaller {
  readonly id: string;
  readonly kind: GithubCaller['kind'];
  readonly label: string;
  readonly fingerprint?: string;
  readonly limits: number[];
  readonly primaryBody: (
    isGraphql: boolean,
    suffix: string,
  ) => GithubErrorBody | { data: null; errors: { type: 'RATE_LIMITED'; message: string }[] };

  constructor(
    readonly definition: GithubCaller,
    id: string,
    readonly budget: Budget,
  ) {
    this.id = id;
    this.kind = definition.kind;
    this.label = callerLabel(definition);
    if (definition.kind !== 'unauthenticated') this.fingerprint = tokenFingerprint(definition.token);
    this.limits = primaryLimits(definition);
    const message = primaryLimitMessage(definition);
    const documentationUrl = primaryLimitDocumentationUrl(definition);
    // The unauthenticated message ends with its own "good news" sentence; GitHub appends no support sentence there.
    const withSuffix = definition.kind !== 'unauthenticated';
    this.primaryBody = (isGraphql, suffix) => {
      const text = withSuffix ? message + suffix : message;
      return isGraphql
        ? { data: null, errors: [{ type: 'RATE_LIMITED', message: text }] }
        : { message: text, documentation_url: documentationUrl };
    };
  }
}

class OpenTicket implements Ticket {
  open = true;
  constructor(
    readonly budget: Budget,
    readonly graphql: boolean,
  ) {}
  get callerKey(): string {
    return this.budget.key;
  }
}

export function createRateLimitEngine(options: RateLimitEngineOptions): RateLimitEngine {
  return new BudgetEngine(options);
}

class BudgetEngine implements RateLimitEngine {
  readonly callers: RuntimeCaller[];
  private readonly byId = new Map<string, RuntimeCaller>();
  private readonly byToken = new Map<string, RuntimeCaller>();
  private readonly byIp = new Map<string, RuntimeCaller>();
  private readonly datasetCallers: Set<RuntimeCaller>;
  private ipSweepAt = IP_SWEEP_AT;
  /** The latest `now` any decision was made at (the sweep's notion of the present). */
  private latestNow = 0;
  private readonly budgets = new Map<string, Budget>();
  private readonly classifier = new RouteClassifier();
  private readonly listeners: ((event: EngineEvent) => void)[] = [];
  private readonly primaryStatus: number;
  private readonly secondaryStatus: number;

  constructor(options: RateLimitEngineOptions) {
    this.primaryStatus = options.primaryStatus ?? 403;
    this.secondaryStatus = options.secondaryStatus ?? 403;
    this.callers = options.callers.map((def, index) => {
      const caller = new RuntimeCaller(def, callerId(def, index), this.budgetFor(budgetKey(def)));
      this.byId.set(caller.id, caller);
      if (def.kind === 'unauthenticated') this.byIp.set(def.ip, caller);
      else this.byToken.set(def.token, caller);
      return caller;
    });
    this.datasetCallers = new Set(this.callers);
  }

  private budgetFor(key: string): Budget {
    let b = this.budgets.get(key);
    if (b === undefined) {
      b = new Budget(key);
      this.budgets.set(key, b);
    }
    return b;
  }

  callerById(id: string): EngineCaller | undefined {
    return this.byId.get(id);
  }

  identify(authorization: string | undefined, ip: string): Identification {
    const header = authorization?.trim() ?? '';
    if (header === '') return { ok: true, caller: this.unauthenticated(ip) };
    const match = /^(token|bearer|basic)\s+(\S+)$/i.exec(header);
    let caller: RuntimeCaller | undefined;
    if (match) {
      const scheme = match[1]!.toLowerCase();
      const credential = match[2]!;
      if (scheme === 'basic') {
        // OAuth apps authenticate with client_id:client_secret; a PAT may be sent as the Basic password too.
        const decoded = Buffer.from(credential, 'base64').toString('utf8');
        const colon = decoded.indexOf(':');
        if (colon > 0) {
          const candidate = this.byToken.get(decoded.slice(colon + 1));
          const user = decoded.slice(0, colon);
          if (candidate && (candidate.definition.kind !== 'oauth-app' || candidate.definition.clientId === user))
            caller = candidate;
        }
      } else {
        caller = this.byToken.get(credential);
      }
    }
    if (caller === undefined) {
      return {
        ok: false,
        status: 401,
        body: { message: 'Bad credentials', documentation_url: DOCS.badCredentials, status: '401' },
      };
    }
    return { ok: true, caller };
  }

  private unauthenticated(ip: string): RuntimeCaller {
    let caller = this.byIp.get(ip);
    if (caller !== undefined) {
      // Map order is recency order: the first entries are the least recently seen.
      if (!this.datasetCallers.has(caller)) {
        this.byIp.delete(ip);
        this.byIp.set(ip, caller);
      }
    } else {
      if (this.byIp.size >= this.ipSweepAt) this.sweepIdleIps();
      if (this.byIp.size >= MAX_UNAUTHENTICATED_ADDRESSES) this.forgetLeastRecentIp();
      const def: UnauthenticatedCaller = { kind: 'unauthenticated', ip };
      caller = new RuntimeCaller(def, `ip-${ip}`, this.budgetFor(budgetKey(def)));
      this.byIp.set(ip, caller);
    }
    return caller;
  }

  /**
   * Forgets unauthenticated IPs seen on the wire whose budget is idle (nothing in flight, every window closed by the
   * latest decision time), so traffic from endless addresses cannot grow memory without bound. Dataset callers stay.
   * Amortised O(1): the next sweep waits until the map has doubled.
   */
  private sweepIdleIps(): void {
    const now = this.latestNow;
    for (const [ip, caller] of this.byIp) {
      if (this.datasetCallers.has(caller)) continue;
      if (isIdle(caller.budget, now)) {
        this.byIp.delete(ip);
        this.budgets.delete(caller.budget.key);
      }
    }
    this.ipSweepAt = Math.max(IP_SWEEP_AT, this.byIp.size * 2);
  }

  private forgetLeastRecentIp(): void {
    for (const [ip, caller] of this.byIp) {
      if (this.datasetCallers.has(caller) || caller.budget.inFlight !== 0) continue;
      this.byIp.delete(ip);
      this.budgets.delete(caller.budget.key);
      return;
    }
  }

  /** Unauthenticated callers currently remembered (dataset ones included). */
  unauthenticatedCount(): number {
    return this.byIp.size;
  }

  private runtime(caller: EngineCaller): RuntimeCaller {
    if (!(caller instanceof RuntimeCaller)) throw new TypeError('caller was not issued by this engine');
    return caller;
  }

  begin(engineCaller: EngineCaller, request: EngineRequest, now: number): Decision {
    const caller = this.runtime(engineCaller);
    if (now > this.latestNow) this.latestNow = now;
    const route = this.classifier.classify(request.method, request.path);
    const refused = refusedUncounted(caller, route, request);
    if (refused !== undefined) return refused;
    const budget = caller.budget;

    // Primary: the request's bucket.
    const index = route.resourceIndex;
    const window = index === AUDIT_INDEX ? budget.auditWindow(index, request.ip, now) : budget.primary[index]!;
    window.roll(now);
    const limit = caller.limits[index]!;
    const cost = primaryCost(route, request);
    if (cost > 0 && window.count + cost > limit) return this.primaryLimited(caller, route, request, limit, window, now);

    // Secondary: concurrency, points per endpoint, CPU, content creation, token requests.
    const mutation = route.graphql && request.graphqlMutation === true;
    const points = route.graphql ? (mutation ? 5 : 1) : route.points;
    const content = route.graphql ? mutation : route.content;
    const pointsWindow = route.graphql ? budget.graphqlPoints : budget.pointsWindow(route.endpoint, now);
    pointsWindow.roll(now);
    const hit = secondaryLimitHit(budget, route, pointsWindow, points, content, now);
    if (hit !== undefined) {
      const rate = rateInfo(route.resource, limit, window, now);
      const retryAfterSeconds = limitingWindow(budget, hit, pointsWindow)?.secondsUntilReset(now);
      return this.secondaryLimited(caller, request, hit, rate, retryAfterSeconds, now);
    }

    // Allowed: count it everywhere it counts.
    if (cost > 0) window.add(cost, now);
    budget.inFlight += 1;
    pointsWindow.add(points, now);
    if (content) {
      budget.contentPerMinute.add(1, now);
      budget.contentPerHour.add(1, now);
    }
    if (route.tokenRequest) budget.tokenRequests.add(1, now);
    const rate = rateInfo(route.resource, limit, window, now);
    if (this.listeners.length > 0) this.emit({ type: 'counted', caller, at: now, request, rate });
    return { outcome: 'allowed', status: 200, rate, ticket: new OpenTicket(budget, route.graphql) };
  }

  private primaryLimited(
    caller: RuntimeCaller,
    route: RouteClass,
    request: EngineRequest,
    limit: number,
    window: FixedWindow,
    now: number,
  ): Decision {
    // A GraphQL query costing more than what is left is refused too: the answer says nothing remains for it.
    const rate = { ...rateInfo(route.resource, limit, window, now), remaining: 0 };
    const retryAfterSeconds = window.secondsUntilReset(now);
    if (this.listeners.length > 0) this.emit({ type: 'primary-limited', caller, at: now, request, rate });
    return {
      outcome: 'primary-limited',
      // GraphQL too: the HTTP status clients test first, with the GraphQL RATE_LIMITED error kept in the body.
      status: this.primaryStatus,
      rate,
      retryAfterSeconds,
      body: caller.primaryBody(route.graphql, supportSentence(request.requestId, now)),
    };
  }

  private secondaryLimited(
    caller: RuntimeCaller,
    request: EngineRequest,
    hit: SecondaryLimitKind,
    rate: RateInfo,
    retryAfterSeconds: number | undefined,
    now: number,
  ): Decision {
    if (this.listeners.length > 0) {
      this.emit({
        type: 'secondary-limited',
        caller,
        at: now,
        request,
        limitKind: hit,
        ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
      });
    }
    return {
      outcome: 'secondary-limited',
      status: this.secondaryStatus,
      rate,
      limitKind: hit,
      ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
      body: {
        message: secondaryLimitMessage(hit) + supportSentence(request.requestId, now),
        documentation_url: DOCS.secondary,
      },
    };
  }

  end(ticket: Ticket, now: number, cpuMs = 0): void {
    if (!(ticket instanceof OpenTicket) || !ticket.open) return;
    ticket.open = false;
    ticket.budget.finishRequest(now, cpuMs, ticket.graphql);
  }

  rateLimitBody(engineCaller: EngineCaller, now: number): RateLimitBody {
    const caller = this.runtime(engineCaller);
    const resources: Partial<Record<RateLimitResource, RateLimitBodyItem>> = {};
    for (const resource of RATE_LIMIT_BODY_RESOURCES) {
      const index = RESOURCES.indexOf(resource);
      resources[resource] = bodyItem(caller.limits[index]!, caller.budget.primary[index]!, now);
    }
    const core = resources.core!;
    return {
      resources: resources as RateLimitBody['resources'],
      rate: { limit: core.limit, used: core.used, remaining: core.remaining, reset: core.reset },
    };
  }

  snapshot(engineCaller: EngineCaller, now: number): CallerSnapshot {
    const caller = this.runtime(engineCaller);
    const budget = caller.budget;
    const buckets: BucketSnapshot[] = RESOURCES.map((resource, index) => ({
      resource,
      ...bodyItem(caller.limits[index]!, budget.primary[index]!, now),
      window: RESOURCE_WINDOW[resource],
      estimated: false,
    }));
    const busiest = budget.busiestEndpoint(now);
    return {
      callerId: caller.id,
      at: now,
      buckets,
      secondary: {
        concurrency: { value: budget.inFlight, limit: SECONDARY_LIMITS.concurrent, estimated: false },
        restPointsPerMinute: {
          endpoint: busiest.endpoint,
          value: busiest.points,
          limit: SECONDARY_LIMITS.restPointsPerMinute,
          ...(busiest.reset !== undefined ? { reset: busiest.reset } : {}),
          estimated: false,
        },
        graphqlPointsPerMinute: gauge(budget.graphqlPoints, SECONDARY_LIMITS.graphqlPointsPerMinute, now),
        contentPerMinute: gauge(budget.contentPerMinute, SECONDARY_LIMITS.contentPerMinute, now),
        contentPerHour: gauge(budget.contentPerHour, SECONDARY_LIMITS.contentPerHour, now),
        cpuMsPerMinute: gauge(budget.cpuMs, SECONDARY_LIMITS.cpuMsPerMinute, now),
        graphqlCpuMsPerMinute: gauge(budget.graphqlCpuMs, SECONDARY_LIMITS.graphqlCpuMsPerMinute, now),
        tokenRequestsPerHour: gauge(budget.tokenRequests, SECONDARY_LIMITS.tokenRequestsPerHour, now),
      },
    };
  }

  observe(listener: (event: EngineEvent) => void): () => void {
    this.listeners.push(listener);
    return () => {
      const i = this.listeners.indexOf(listener);
      if (i >= 0) this.listeners.splice(i, 1);
    };
  }

  private emit(event: EngineEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }
}

function rateInfo(resource: RateLimitResource, limit: number, window: FixedWindow, now: number): RateInfo {
  const used = window.count;
  return { resource, limit, used, remaining: Math.max(0, limit - used), reset: window.resetSeconds(now) };
}

/** Key order `limit, used, remaining, reset`, as live `GET /rate_limit` output has it. */
function bodyItem(limit: number, window: FixedWindow, now: number): RateLimitBodyItem {
  const used = liveCount(window, now);
  return {
    limit,
    used,
    remaining: Math.max(0, limit - used),
    reset: liveReset(window, now) ?? Math.ceil((now + window.windowMs) / 1000),
  };
}

function gauge(window: Window, limit: number, now: number): SecondaryGauge {
  const reset = liveReset(window, now);
  return { value: liveCount(window, now), limit, ...(reset !== undefined ? { reset } : {}), estimated: false };
}

function isIdle(budget: Budget, now: number): boolean {
  if (budget.inFlight !== 0) return false;
  const closed = (w: Window): boolean => w.countAt(now) === 0;
  return (
    budget.primary.every(closed) &&
    [...budget.auditByIp.values()].every(closed) &&
    closed(budget.graphqlPoints) &&
    closed(budget.contentPerMinute) &&
    closed(budget.contentPerHour) &&
    closed(budget.cpuMs) &&
    closed(budget.graphqlCpuMs) &&
    closed(budget.tokenRequests) &&
    [...budget.restPoints.values()].every(closed)
  );
}

/**
 * The refusals that come before any budget is looked at: an unauthenticated call to a resource that requires
 * authentication (401), an LFS batch over its object limit (413). They count against nothing.
 */
function refusedUncounted(caller: RuntimeCaller, route: RouteClass, request: EngineRequest): Decision | undefined {
  if (caller.kind === 'unauthenticated' && REQUIRES_AUTHENTICATION.has(route.resource)) {
    const graphql = route.graphql;
    return {
      outcome: 'rejected',
      status: 401,
      body: {
        message: graphql ? 'This endpoint requires you to be authenticated.' : 'Requires authentication',
        documentation_url: graphql ? DOCS.graphqlAuth : DOCS.codeSearchAuth,
        status: '401',
      },
    };
  }
  if (route.resource === 'lfs' && (request.lfsObjects ?? 0) > LFS_MAX_OBJECTS) {
    return {
      outcome: 'rejected',
      status: 413,
      body: {
        message: `A batch request carries at most ${LFS_MAX_OBJECTS} objects.`,
        documentation_url: DOCS.lfsBatch,
      },
    };
  }
  return undefined;
}

/** Primary points the request costs: none for `GET /rate_limit` and a 304 answer, else 1 (GraphQL: its cost). */
function primaryCost(route: RouteClass, request: EngineRequest): number {
  if (route.rateLimitStatus || request.notModified === true) return 0;
  // A GraphQL document refused before it ran (graphqlCost 0: syntax, validation, pagination or node limit) is free.
  return route.graphql ? graphqlPoints(request.graphqlCost) : 1;
}

/** Primary points of a GraphQL request: its cost, at least 1, except 0 for a document refused before it ran. */
function graphqlPoints(cost: number | undefined): number {
  if (cost === 0) return 0;
  return Math.max(1, Math.floor(cost ?? 1));
}
