// The state of one budget (one user, installation, OAuth app, Actions repository or IP): a fixed window per primary
// bucket, and the secondary-limit counters. Everything is a fixed window or a counter: O(1) per request.

import { RESOURCES, RESOURCE_WINDOW, WINDOW_MS } from '../../domain/ratelimits/resources.js';
import { FixedWindow } from './fixedWindow.js';

const MINUTE = 60_000;
const HOUR = 3_600_000;
/** Sweep expired per-endpoint windows when the map grows past this (amortised O(1)). */
const ENDPOINT_SWEEP_AT = 4_096;

export class Budget {
  readonly primary: FixedWindow[] = RESOURCES.map((r) => new FixedWindow(WINDOW_MS[RESOURCE_WINDOW[r]]));
  /** `audit_log` is per user AND IP: one window per IP (the `primary` entry serves requests without an IP). */
  readonly auditByIp = new Map<string, FixedWindow>();
  inFlight = 0;
  /** REST secondary points per endpoint (`METHOD path`) per minute. */
  readonly restPoints = new Map<string, FixedWindow>();
  readonly graphqlPoints = new FixedWindow(MINUTE);
  readonly contentPerMinute = new FixedWindow(MINUTE);
  readonly contentPerHour = new FixedWindow(HOUR);
  readonly cpuMs = new FixedWindow(MINUTE);
  readonly graphqlCpuMs = new FixedWindow(MINUTE);
  readonly tokenRequests = new FixedWindow(HOUR);
  private sweepAt = ENDPOINT_SWEEP_AT;

  constructor(readonly key: string) {}

  auditWindow(index: number, ip: string | undefined): FixedWindow {
    if (ip === undefined) return this.primary[index]!;
    let w = this.auditByIp.get(ip);
    if (w === undefined) {
      w = new FixedWindow(HOUR);
      this.auditByIp.set(ip, w);
    }
    return w;
  }

  pointsWindow(endpoint: string, now: number): FixedWindow {
    let w = this.restPoints.get(endpoint);
    if (w === undefined) {
      if (this.restPoints.size >= this.sweepAt) this.sweep(now);
      w = new FixedWindow(MINUTE);
      this.restPoints.set(endpoint, w);
    }
    return w;
  }

  private sweep(now: number): void {
    for (const [endpoint, w] of this.restPoints) {
      if (w.resetMs === 0 || now >= w.resetMs) this.restPoints.delete(endpoint);
    }
    // Many live endpoints: sweep again only after the map has doubled, so sweeping stays amortised O(1).
    this.sweepAt = Math.max(ENDPOINT_SWEEP_AT, this.restPoints.size * 2);
  }

  /** A request finished: it leaves the concurrency count, and its CPU time counts (GraphQL's also on its own). */
  finishRequest(now: number, cpuMs: number, graphql: boolean): void {
    this.inFlight -= 1;
    if (cpuMs <= 0) return;
    this.cpuMs.roll(now);
    this.cpuMs.add(cpuMs, now);
    if (graphql) {
      this.graphqlCpuMs.roll(now);
      this.graphqlCpuMs.add(cpuMs, now);
    }
  }

  /** The busiest REST endpoint of the current minute, without mutating any window. */
  busiestEndpoint(now: number): { endpoint: string | null; points: number; reset?: number } {
    let best: { endpoint: string | null; points: number; reset?: number } = { endpoint: null, points: 0 };
    for (const [endpoint, w] of this.restPoints) {
      if (w.resetMs !== 0 && now < w.resetMs && w.count > best.points)
        best = { endpoint, points: w.count, reset: w.resetMs / 1000 };
    }
    return best;
  }
}

/** The window's count at `now` without rolling it (for snapshots). */
export function liveCount(w: FixedWindow, now: number): number {
  return w.resetMs !== 0 && now < w.resetMs ? w.count : 0;
}

/** The window's reset at `now` without rolling it: the open window's, or undefined if none is open. */
export function liveReset(w: FixedWindow, now: number): number | undefined {
  return w.resetMs !== 0 && now < w.resetMs ? w.resetMs / 1000 : undefined;
}
