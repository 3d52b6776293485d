// describe-connector-profiles with a type filter over 100,000 profiles (target: under 5 ms per page).
import { availableParallelism, loadavg } from 'node:os';
import { generateConnectorProfiles } from '../src/engine/demo/profiles.js';
import { createEngine } from '../src/engine/index.js';
import type { ConnectorType } from '../src/domain/appflow/types.js';

const PROFILES = 100_000;
const fmt = (ms: number): string => ms.toFixed(3);

const t0 = performance.now();
const profiles = generateConnectorProfiles({
  count: PROFILES,
  seed: 3,
  region: 'us-east-1',
  accountId: '111122223333',
  startMs: Date.UTC(2024, 0, 1),
});
const generated = performance.now() - t0;
const t1 = performance.now();
const engine = createEngine({
  dataset: {
    appBundles: [],
    collaborations: [],
    connectorProfiles: profiles,
    github: { callers: [] },
    awsCredentials: [],
  },
});
const indexed = performance.now() - t1;

async function walk(request: { connectorType?: ConnectorType; connectorLabel?: string; maxResults?: number }) {
  const pageMs: number[] = [];
  let nextToken: string | undefined;
  let count = 0;
  // The setup's garbage is collected here, not inside the measured pages.
  (globalThis as { gc?: () => void }).gc?.();
  do {
    const p0 = performance.now();
    const out = await engine.connectorProfiles.describe({ ...request, ...(nextToken ? { nextToken } : {}) });
    pageMs.push(performance.now() - p0);
    count += out.connectorProfileDetails?.length ?? 0;
    nextToken = out.nextToken;
  } while (nextToken !== undefined);
  const sorted = [...pageMs].sort((a, b) => a - b);
  const mean = pageMs.reduce((a, b) => a + b, 0) / pageMs.length;
  return {
    count,
    pages: pageMs.length,
    mean,
    p50: sorted[Math.floor(sorted.length / 2)]!,
    p99: sorted[Math.floor(sorted.length * 0.99)]!,
    max: sorted.at(-1)!,
  };
}

console.log(`engine describe-connector-profiles, ${PROFILES.toLocaleString('en-US')} profiles of 24 types`);
console.log(
  `  setup: generate ${generated.toFixed(0)} ms, createEngine (indexes) ${indexed.toFixed(0)} ms   (not part of the target)`,
);
await walk({ connectorType: 'Salesforce' }); // warm-up
let worst = 0;
for (const request of [
  { connectorType: 'Salesforce' as const },
  { connectorType: 'Salesforce' as const, maxResults: 100 },
  { connectorType: 'S3' as const, maxResults: 100 },
  { connectorType: 'CustomConnector' as const, connectorLabel: 'Stripe.Payments', maxResults: 100 },
  { maxResults: 100 },
]) {
  const r = await walk(request);
  worst = Math.max(worst, r.mean);
  console.log(
    `  ${JSON.stringify(request).padEnd(82)} ${String(r.count).padStart(6)} profiles, ${String(r.pages).padStart(4)} pages: ` +
      `mean ${fmt(r.mean)} ms, p50 ${fmt(r.p50)}, p99 ${fmt(r.p99)}, max ${fmt(r.max)} ms per page   target < 5 ms (mean)   ${r.mean < 5 ? 'OK' : 'MISSED'}`,
  );
}
console.log(`  worst mean per page: ${fmt(worst)} ms   target < 5 ms   ${worst < 5 ? 'OK' : 'MISSED'}`);
console.log(
  `  machine: ${availableParallelism()} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (p99/max include scheduling and GC pauses on shared cores)`,
);
