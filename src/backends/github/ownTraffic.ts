// What GitHub does not report, estimated from the backend's own traffic: requests in flight, points per minute per
// endpoint, CPU time (response time, as GitHub's docs suggest), content creation and token requests. Every gauge is
// marked `estimated: true`: other clients of the same token are invisible here.
// The rules (points per request, what creates content, the thresholds) come from domain/ratelimits; only the
// sliding-window bookkeeping is here, because GitHub does not say where its secondary windows start.
import type { Clock } from '../../domain/clock.js';
import { analyzeGraphqlBody } from '../../domain/ratelimits/graphqlDocument.js';
import { isGraphqlPath, normalizeApiPath } from '../../domain/ratelimits/resources.js';
import {
  SECONDARY_LIMITS,
  isContentCreating,
  isTokenRequest,
  secondaryPoints,
} from '../../domain/ratelimits/secondary.js';
import type { SecondaryGauge, SecondaryUsage } from '../../service/rateLimitsPort.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** Timestamped amounts kept for one window length; old entries are dropped from the front (amortised O(1)). */
class SlidingWindow {
  private times: number[] = [];
  private amounts: number[] = [];
  private head = 0;
  private total = 0;

  constructor(private readonly lengthMs: number) {}

  add(at: number, amount: number): void {
    this.times.push(at);
    this.amounts.push(amount);
    this.total += amount;
  }

  /** Sum over the window ending at `now`, and when the oldest counted entry leaves it (epoch ms). */
  read(now: number): { sum: number; oldestLeavesAt: number | undefined } {
    while (this.head < this.times.length && this.times[this.head]! <= now - this.lengthMs) {
      this.total -= this.amounts[this.head]!;
      this.head += 1;
    }
    if (this.head > 1024 && this.head * 2 > this.times.length) {
      this.times = this.times.slice(this.head);
      this.amounts = this.amounts.slice(this.head);
      this.head = 0;
    }
    const oldest = this.times[this.head];
    return { sum: this.total, oldestLeavesAt: oldest === undefined ? undefined : oldest + this.lengthMs };
  }
}

function gauge(window: SlidingWindow, limit: number, now: number): SecondaryGauge {
  const { sum, oldestLeavesAt } = window.read(now);
  return {
    value: sum,
    limit,
    ...(oldestLeavesAt !== undefined ? { reset: Math.ceil(oldestLeavesAt / 1000) } : {}),
    estimated: true,
  };
}

export class OwnTrafficEstimator {
  private inFlight = 0;
  private readonly restPoints = new Map<string, SlidingWindow>();
  private readonly graphqlPoints = new SlidingWindow(MINUTE_MS);
  private readonly contentMinute = new SlidingWindow(MINUTE_MS);
  private readonly contentHour = new SlidingWindow(HOUR_MS);
  private readonly cpu = new SlidingWindow(MINUTE_MS);
  private readonly graphqlCpu = new SlidingWindow(MINUTE_MS);
  private readonly tokenRequests = new SlidingWindow(HOUR_MS);

  constructor(private readonly clock: Clock) {}

  /**
   * Records a request going out, its parsed JSON body read as the emulator reads what it receives
   * (`analyzeGraphqlBody`: the operation that runs, with its `operationName` and variables), so a GraphQL request
   * counts here what the emulator counts for it. Call the returned function once when it ends.
   */
  startRequest(method: string, rawPath: string, body: unknown): () => void {
    const graphql = isGraphqlPath(normalizeApiPath(rawPath)) ? analyzeGraphqlBody(body) : undefined;
    return this.start(method, rawPath, graphql?.mutation ?? false);
  }

  /** Records an attempt going out; call the returned function once when it ends (answered or failed). */
  start(method: string, rawPath: string, graphqlMutation: boolean): () => void {
    const startedAt = this.clock.now();
    const path = normalizeApiPath(rawPath);
    const graphql = isGraphqlPath(path);
    const points = secondaryPoints(method, path, graphqlMutation);
    if (graphql) this.graphqlPoints.add(startedAt, points);
    else this.endpointWindow(path).add(startedAt, points);
    if (isContentCreating(method, path, graphqlMutation)) {
      this.contentMinute.add(startedAt, 1);
      this.contentHour.add(startedAt, 1);
    }
    if (isTokenRequest(method, path)) this.tokenRequests.add(startedAt, 1);
    this.inFlight += 1;
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      this.inFlight -= 1;
      const endedAt = this.clock.now();
      const cpuMs = Math.max(0, endedAt - startedAt);
      this.cpu.add(endedAt, cpuMs);
      if (graphql) this.graphqlCpu.add(endedAt, cpuMs);
    };
  }

  private endpointWindow(path: string): SlidingWindow {
    let window = this.restPoints.get(path);
    if (window === undefined) {
      window = new SlidingWindow(MINUTE_MS);
      this.restPoints.set(path, window);
    }
    return window;
  }

  usage(): SecondaryUsage {
    const now = this.clock.now();
    let busiest: { endpoint: string | null; gauge: SecondaryGauge } = {
      endpoint: null,
      gauge: { value: 0, limit: SECONDARY_LIMITS.restPointsPerMinute, estimated: true },
    };
    for (const [endpoint, window] of this.restPoints) {
      const g = gauge(window, SECONDARY_LIMITS.restPointsPerMinute, now);
      if (g.value === 0) this.restPoints.delete(endpoint);
      else if (g.value > busiest.gauge.value) busiest = { endpoint, gauge: g };
    }
    return {
      concurrency: { value: this.inFlight, limit: SECONDARY_LIMITS.concurrent, estimated: true },
      restPointsPerMinute: { ...busiest.gauge, endpoint: busiest.endpoint },
      graphqlPointsPerMinute: gauge(this.graphqlPoints, SECONDARY_LIMITS.graphqlPointsPerMinute, now),
      contentPerMinute: gauge(this.contentMinute, SECONDARY_LIMITS.contentPerMinute, now),
      contentPerHour: gauge(this.contentHour, SECONDARY_LIMITS.contentPerHour, now),
      cpuMsPerMinute: gauge(this.cpu, SECONDARY_LIMITS.cpuMsPerMinute, now),
      graphqlCpuMsPerMinute: gauge(this.graphqlCpu, SECONDARY_LIMITS.graphqlCpuMsPerMinute, now),
      tokenRequestsPerHour: gauge(this.tokenRequests, SECONDARY_LIMITS.tokenRequestsPerHour, now),
    };
  }
}
