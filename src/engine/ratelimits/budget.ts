// The state of one budget (one user, installation, OAuth app, Actions repository or IP): a fixed window per primary
// bucket, and the secondary-limit counters. Everything is a fixed window or a counter: O(1) per request.

import { RESOURCES, RESOURCE_WINDOW, WINDOW_MS } from '../../domain/ratelimits/resources.js';
import { FixedWindow } from './fixedWindow.js';
import { SlidingWindow } from './slidingWindow.js';

/** A window of either kind, as snapshots read it. */
export type Window = FixedWindow | SlidingWindow;

const MINUTE = 60_000;
const HOUR = 3_600_000;
/** Sweep expired per-endpoint windows when the map grows past this (amortised O(1)). */
const ENDPOINT_SWEEP_AT = 4_096;
/**
 * Bytes one caller's per-endpoint points windows may hold (keys at two bytes a character, plus a window and the map
 * entry). Past it, expired windows are swept; if that is not enough, the windows opened first (the nearest to their
 * reset) are forgotten, and their endpoints start a fresh count.
 */
export const REST_POINTS_BYTES = 1024 * 1024;
const POINTS_ENTRY_OVERHEAD_BYTES = 160;
/**
 * Client addresses one caller's `audit_log` windows are kept for (an address is at most 45 characters, so an entry is
 * ~250 bytes and the table ~250 KiB). Past it, expired windows are swept; if that is not enough, the address whose
 * window was opened first is forgotten and starts a fresh hour if it returns.
 */
export const MAX_AUDIT_ADDRESSES = 1_000;

export class Budget {
  readonly primary: FixedWindow[] = RESOURCES.map((r) => new FixedWindow(WINDOW_MS[RESOURCE_WINDOW[r]]));
  /** `audit_log` is per user AND IP: one window per IP (the `primary` entry serves requests without an IP). */
  readonly auditByIp = new Map<string, FixedWindow>();
  inFlight = 0;
  /** REST secondary points per endpoint (`METHOD path`) per minute. */
  // Per-minute secondary budgets slide (slidingWindow.ts); the hourly ones and the primary buckets are fixed windows,
  // as GitHub's reset headers describe them.
  readonly restPoints = new Map<string, SlidingWindow>();
  readonly graphqlPoints = new SlidingWindow(MINUTE);
  readonly contentPerMinute = new FixedWindow(MINUTE);
  readonly contentPerHour = new FixedWindow(HOUR);
  readonly cpuMs = new SlidingWindow(MINUTE);
  readonly graphqlCpuMs = new SlidingWindow(MINUTE);
  /** Requests whose CPU time `cpuMs` (and `graphqlCpuMs`) counted: with it, the CPU a next request will likely take. */
  readonly cpuRequests = new SlidingWindow(MINUTE);
  readonly graphqlCpuRequests = new SlidingWindow(MINUTE);
  readonly tokenRequests = new FixedWindow(HOUR);
  private sweepAt = ENDPOINT_SWEEP_AT;
  private pointsBytes = 0;

  constructor(readonly key: string) {}

  /** Estimated bytes the per-endpoint points windows hold. */
  get restPointsBytes(): number {
    return this.pointsBytes;
  }

  auditWindow(index: number, ip: string | undefined, now: number): FixedWindow {
    if (ip === undefined) return this.primary[index]!;
    let w = this.auditByIp.get(ip);
    if (w === undefined) {
      if (this.auditByIp.size >= MAX_AUDIT_ADDRESSES) {
        for (const [address, open] of this.auditByIp) if (closedAt(open, now)) this.auditByIp.delete(address);
        // Insertion order: the first entry is the address whose window was opened first.
        while (this.auditByIp.size >= MAX_AUDIT_ADDRESSES)
          this.auditByIp.delete(this.auditByIp.keys().next().value as string);
      }
      w = new FixedWindow(HOUR);
      this.auditByIp.set(ip, w);
    }
    return w;
  }

  pointsWindow(endpoint: string, now: number): SlidingWindow {
    let w = this.restPoints.get(endpoint);
    if (w === undefined) {
      const cost = pointsEntryBytes(endpoint);
      if (this.restPoints.size >= this.sweepAt || this.pointsBytes + cost > REST_POINTS_BYTES) this.sweep(now);
      // Still over: forget the windows opened first (insertion order), the nearest to their reset.
      while (this.restPoints.size > 0 && this.pointsBytes + cost > REST_POINTS_BYTES) {
        const oldest = this.restPoints.keys().next().value as string;
        this.restPoints.delete(oldest);
        this.pointsBytes -= pointsEntryBytes(oldest);
      }
      w = new SlidingWindow(MINUTE);
      this.restPoints.set(endpoint, w);
      this.pointsBytes += cost;
    }
    return w;
  }

  private sweep(now: number): void {
    for (const [endpoint, w] of this.restPoints) {
      if (closedAt(w, now)) {
        this.restPoints.delete(endpoint);
        this.pointsBytes -= pointsEntryBytes(endpoint);
      }
    }
    // Many live endpoints: sweep again only after the map has doubled, so sweeping stays amortised O(1).
    this.sweepAt = Math.max(ENDPOINT_SWEEP_AT, this.restPoints.size * 2);
  }

  /** A request finished: it leaves the concurrency count, and its CPU time counts (GraphQL's also on its own). */
  finishRequest(now: number, cpuMs: number, graphql: boolean): void {
    this.inFlight -= 1;
    if (cpuMs <= 0) return;
    this.cpuMs.roll(now);
    this.cpuRequests.roll(now);
    this.cpuMs.add(cpuMs, now);
    this.cpuRequests.add(1, now);
    if (graphql) {
      this.graphqlCpuMs.roll(now);
      this.graphqlCpuRequests.roll(now);
      this.graphqlCpuMs.add(cpuMs, now);
      this.graphqlCpuRequests.add(1, now);
    }
  }

  /**
   * Whether a request starting now would take the CPU time of this window past `limitMs`. Its CPU time is known only
   * when it ends, so it is taken to be the window's mean so far (at least 1 ms): at exactly the limit nothing more
   * passes, and a caller whose requests take about the same time is refused before its total would go over.
   */
  cpuWouldPass(now: number, limitMs: number, graphql: boolean): boolean {
    const spent = graphql ? this.graphqlCpuMs : this.cpuMs;
    const requests = graphql ? this.graphqlCpuRequests : this.cpuRequests;
    spent.roll(now);
    requests.roll(now);
    if (spent.count === 0) return false;
    const expected = Math.max(1, spent.count / Math.max(1, requests.count));
    return spent.count + expected > limitMs;
  }

  /** The busiest REST endpoint of the current minute, without mutating any window. */
  busiestEndpoint(now: number): { endpoint: string | null; points: number; reset?: number } {
    let best: { endpoint: string | null; points: number; reset?: number } = { endpoint: null, points: 0 };
    for (const [endpoint, w] of this.restPoints) {
      const points = w.countAt(now);
      if (points > best.points) best = { endpoint, points, reset: w.resetAt(now)! };
    }
    return best;
  }
}

function closedAt(w: Window, now: number): boolean {
  return w.countAt(now) === 0;
}

function pointsEntryBytes(endpoint: string): number {
  return 2 * endpoint.length + POINTS_ENTRY_OVERHEAD_BYTES;
}

/** The window's count at `now` without rolling it (for snapshots). */
export function liveCount(w: Window, now: number): number {
  return w.countAt(now);
}

/** The window's reset at `now` without rolling it: the open window's, or undefined if none is open. */
export function liveReset(w: Window, now: number): number | undefined {
  return w.resetAt(now);
}
