// `npm run bench`: rate-limit decisions per second on one core (target >= 1,000,000/s). A decision is one
// begin() (route lookup, primary bucket, secondary limits, counting) plus its end(); a second figure includes
// building the x-ratelimit-* headers, which the emulator does per response.
import { createRateLimitEngine } from '../src/engine/ratelimits/rateLimitEngine.js';
import { decisionHeaders } from '../src/engine/ratelimits/headers.js';
import type { GithubCaller } from '../src/domain/ratelimits/callers.js';

const TARGET = 1_000_000;
// Saturated: four callers (one shared user budget) far over their limits, so most answers are limited.
const saturated: GithubCaller[] = [
  { kind: 'user', token: 'bench-pat', userId: 1 },
  { kind: 'app-user', token: 'bench-app', userId: 1, enterpriseOwnedApp: true },
  { kind: 'installation', token: 'bench-inst', installationId: 2, repositories: 400, users: 300 },
  { kind: 'unauthenticated', ip: '203.0.113.9' },
];
// Within budget: 4,096 installations of 12,500/h share the load, so nearly every answer is allowed.
const spread: GithubCaller[] = Array.from({ length: 4_096 }, (_, i) => ({
  kind: 'installation' as const,
  token: `bench-${i}`,
  installationId: i + 1,
  repositories: 400,
}));
// A realistic mix: reads on several endpoints, writes, content creation, search, GraphQL, GET /rate_limit.
const requests = [
  { method: 'GET', path: '/api/v3/repos/acme/web/issues' },
  { method: 'GET', path: '/api/v3/repos/acme/web/pulls?page=2' },
  { method: 'GET', path: '/api/v3/user' },
  { method: 'PATCH', path: '/api/v3/repos/acme/web/issues/7' },
  { method: 'POST', path: '/api/v3/repos/acme/web/issues/7/comments' },
  { method: 'GET', path: '/api/v3/search/issues?q=bug' },
  { method: 'POST', path: '/api/graphql' },
  { method: 'GET', path: '/api/v3/rate_limit' },
];

function run(
  callers: GithubCaller[],
  n: number,
  withHeaders: boolean,
  freshPaths = false,
): { perSecond: number; outcomes: Record<string, number> } {
  const engine = createRateLimitEngine({ callers });
  const mask = callers.length - 1;
  const cs = engine.callers;
  const outcomes: Record<string, number> = {};
  let now = Date.UTC(2026, 0, 1);
  let sink = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i += 1) {
    // Virtual time advances 1 ms per decision, so windows roll over and every limit is exercised.
    now += 1;
    const template = requests[((i >>> 12) ^ i) & 7]!;
    // Fresh strings, as an HTTP parser hands them over (their hash is computed anew).
    const request = freshPaths ? { method: template.method, path: ('/' + template.path).slice(1) } : template;
    const d = engine.begin(cs[i & mask]!, request, now);
    if (withHeaders) sink += Object.keys(decisionHeaders(d)).length;
    if (d.outcome === 'allowed') engine.end(d.ticket, now, 1);
    outcomes[d.outcome] = (outcomes[d.outcome] ?? 0) + 1;
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (sink < 0) console.log(sink);
  return { perSecond: n / seconds, outcomes };
}

const N = 3_000_000;
const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');
run(spread, 300_000, true); // warm-up
run(saturated, 300_000, true);
for (const [name, callers] of [
  ['within budget (4,096 installations)', spread],
  ['saturated (4 callers over their limits)', saturated],
] as const) {
  const bare = run(callers, N, false);
  const headers = run(callers, N, true);
  console.log(
    `rate-limit decisions (begin+end), ${name}, ${fmt(N)} on one core: ${fmt(bare.perSecond)}/s (target >= ${fmt(TARGET)}/s) ${bare.perSecond >= TARGET ? 'OK' : 'BELOW TARGET'}`,
  );
  console.log(`  outcomes: ${JSON.stringify(bare.outcomes)}`);
  console.log(`  with x-ratelimit-* headers built: ${fmt(headers.perSecond)}/s`);
}
const fresh = run(spread, N, true, true);
console.log(
  `within budget, fresh path strings per request and headers built (the emulator's case): ${fmt(fresh.perSecond)}/s`,
);
console.log('(measured on a shared 2-core machine under load from other work: pessimistic figures)');
