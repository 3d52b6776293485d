// The primary buckets of one caller as last reported by GitHub: GET /rate_limit bodies and the x-ratelimit-* headers
// of every response, newest report winning per bucket (GitHub's docs: headers are authoritative when they differ).
// Once a report's window has passed without a newer report, the bucket is shown full again, marked as an estimate.
import { RESOURCES, RESOURCE_WINDOW, type RateLimitResource } from '../../domain/ratelimits/resources.js';
import type { BucketSnapshot } from '../../service/rateLimitsPort.js';
import type { BucketReport } from './rateLimitWire.js';

const KNOWN = new Set<string>(RESOURCES);

export function isKnownResource(name: string): name is RateLimitResource {
  return KNOWN.has(name);
}

interface Entry {
  report: BucketReport & { resource: RateLimitResource };
  /** When we received it, epoch ms. */
  at: number;
}

export class BucketBook {
  private readonly entries = new Map<RateLimitResource, Entry>();

  /** Records a report; unknown resource names (new GitHub buckets) are ignored. Returns whether anything changed. */
  record(report: BucketReport, at: number): boolean {
    if (!isKnownResource(report.resource)) return false;
    const resource = report.resource;
    const previous = this.entries.get(resource);
    if (previous !== undefined && previous.at > at) return false;
    this.entries.set(resource, { report: { ...report, resource }, at });
    return (
      previous === undefined ||
      previous.report.used !== report.used ||
      previous.report.remaining !== report.remaining ||
      previous.report.limit !== report.limit ||
      previous.report.reset !== report.reset
    );
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Buckets in RESOURCES order, as of `now` (epoch ms). */
  snapshot(now: number): BucketSnapshot[] {
    const out: BucketSnapshot[] = [];
    for (const resource of RESOURCES) {
      const entry = this.entries.get(resource);
      if (entry === undefined) continue;
      const { limit, used, remaining, reset } = entry.report;
      const expired = now >= reset * 1000;
      out.push({
        resource,
        limit,
        used: expired ? 0 : used,
        remaining: expired ? limit : remaining,
        reset,
        window: RESOURCE_WINDOW[resource],
        estimated: expired,
      });
    }
    return out;
  }
}
