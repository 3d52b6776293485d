// The Prometheus / OpenMetrics text of GitHub rate limits, written by prom-client (registry and gauges only: see
// src/promClientLib.d.ts): `github_rate_limit_{limit,remaining,used,reset_seconds}` per bucket with the labels
// `resource`, `caller` (the token's fingerprint, never the token; `unauthenticated` without one) and `host`, and, when
// given, the secondary-limit estimates of switchyard's own traffic as `switchyard_secondary_limit_{value,limit}`
// with `estimated="true"`.
import Gauge from 'prom-client/lib/gauge.js';
import Registry from 'prom-client/lib/registry.js';
import type { SecondaryUsage } from '../service/rateLimitsPort.js';

export interface ExposedBucket {
  resource: string;
  limit: number;
  used: number;
  remaining: number;
  /** UTC epoch seconds. */
  reset: number;
}

export interface ExposedCaller {
  /** The token's fingerprint, or `unauthenticated`. */
  caller: string;
  host: string;
  buckets: readonly ExposedBucket[];
  /** switchyard's own-traffic estimates (metrics exporter only). */
  secondary?: SecondaryUsage;
}

const PRIMARY = [
  ['limit', 'Requests (GraphQL: points) allowed in the bucket per window, as GitHub reports it.'],
  ['remaining', 'Requests (GraphQL: points) left in the current window, as GitHub reports it.'],
  ['used', 'Requests (GraphQL: points) used in the current window, as GitHub reports it.'],
  ['reset_seconds', 'When the current window resets, UTC epoch seconds, as GitHub reports it.'],
] as const;

const SECONDARY_NAMES: Record<keyof SecondaryUsage, string> = {
  concurrency: 'concurrent_requests',
  restPointsPerMinute: 'rest_points_per_minute',
  graphqlPointsPerMinute: 'graphql_points_per_minute',
  contentPerMinute: 'content_per_minute',
  contentPerHour: 'content_per_hour',
  cpuMsPerMinute: 'cpu_ms_per_minute',
  graphqlCpuMsPerMinute: 'graphql_cpu_ms_per_minute',
  tokenRequestsPerHour: 'token_requests_per_hour',
};

export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

export async function prometheusText(callers: readonly ExposedCaller[]): Promise<string> {
  const registry = new Registry();
  const labelNames = ['resource', 'caller', 'host'] as const;
  const primary = PRIMARY.map(
    ([suffix, help]) =>
      [suffix, new Gauge({ name: `github_rate_limit_${suffix}`, help, labelNames, registers: [registry] })] as const,
  );
  for (const c of callers) {
    for (const b of c.buckets) {
      const labels = { resource: b.resource, caller: c.caller, host: c.host };
      for (const [suffix, gauge] of primary) {
        gauge.set(labels, suffix === 'reset_seconds' ? b.reset : b[suffix]);
      }
    }
  }
  if (callers.some((c) => c.secondary !== undefined)) {
    const secondaryLabels = ['limit', 'caller', 'host', 'estimated'] as const;
    const value = new Gauge({
      name: 'switchyard_secondary_limit_value',
      help: "Estimate of a secondary-limit counter from switchyard's own traffic (GitHub does not report these).",
      labelNames: secondaryLabels,
      registers: [registry],
    });
    const limit = new Gauge({
      name: 'switchyard_secondary_limit_limit',
      help: 'The documented threshold of that secondary limit.',
      labelNames: secondaryLabels,
      registers: [registry],
    });
    for (const c of callers) {
      if (c.secondary === undefined) continue;
      for (const key of Object.keys(SECONDARY_NAMES) as (keyof SecondaryUsage)[]) {
        const gauge = c.secondary[key];
        const labels = {
          limit: SECONDARY_NAMES[key],
          caller: c.caller,
          host: c.host,
          estimated: String(gauge.estimated),
        };
        value.set(labels, gauge.value);
        limit.set(labels, gauge.limit);
      }
    }
  }
  return registry.metrics();
}
