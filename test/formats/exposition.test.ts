// The values of the Prometheus exposition (docs/rate-limits.md, "switchyard metrics"), not only its # TYPE lines:
// `github_rate_limit_reset_seconds` is the bucket's reset in UTC epoch seconds, and each secondary-limit gauge carries
// its own `estimated` label.
import { describe, expect, it } from 'vitest';
import { prometheusText, type ExposedCaller } from '../../src/formats/exposition.js';
import type { SecondaryGauge, SecondaryUsage } from '../../src/service/rateLimitsPort.js';

const RESET = 1_767_272_400;

const gauge = (value: number, limit: number, estimated = true): SecondaryGauge => ({ value, limit, estimated });

const SECONDARY: SecondaryUsage = {
  concurrency: gauge(3, 100),
  restPointsPerMinute: { ...gauge(12, 900), endpoint: '/repos/o/r' },
  graphqlPointsPerMinute: gauge(0, 2000),
  contentPerMinute: gauge(1, 80),
  contentPerHour: gauge(1, 500),
  cpuMsPerMinute: gauge(40, 90_000),
  graphqlCpuMsPerMinute: gauge(0, 60_000, false),
  tokenRequestsPerHour: gauge(0, 2000),
};

const CALLER: ExposedCaller = {
  caller: 'abcd1234',
  host: 'api.github.com',
  buckets: [{ resource: 'core', limit: 5000, used: 42, remaining: 4958, reset: RESET }],
  secondary: SECONDARY,
};

const LABELS = 'resource="core",caller="abcd1234",host="api.github.com"';

describe('Prometheus exposition values', () => {
  it('one line per bucket and gauge, reset_seconds being the reset in epoch seconds', async () => {
    const lines = (await prometheusText([CALLER])).split('\n');
    expect(lines).toContain(`github_rate_limit_limit{${LABELS}} 5000`);
    expect(lines).toContain(`github_rate_limit_remaining{${LABELS}} 4958`);
    expect(lines).toContain(`github_rate_limit_used{${LABELS}} 42`);
    expect(lines).toContain(`github_rate_limit_reset_seconds{${LABELS}} ${RESET}`);
  });

  it('the secondary estimates carry estimated="true", and a gauge that is not an estimate says so', async () => {
    const lines = (await prometheusText([CALLER])).split('\n');
    const of = (name: string) => `limit="${name}",caller="abcd1234",host="api.github.com"`;
    expect(lines).toContain(`switchyard_secondary_limit_value{${of('concurrent_requests')},estimated="true"} 3`);
    expect(lines).toContain(`switchyard_secondary_limit_limit{${of('concurrent_requests')},estimated="true"} 100`);
    expect(lines).toContain(`switchyard_secondary_limit_value{${of('rest_points_per_minute')},estimated="true"} 12`);
    expect(lines).toContain(`switchyard_secondary_limit_value{${of('graphql_cpu_ms_per_minute')},estimated="false"} 0`);
    expect(lines.filter((l) => l.startsWith('switchyard_secondary_limit_value{'))).toHaveLength(8);
  });
});
