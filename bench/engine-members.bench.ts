// Paging through a 1,000,000-member collaboration in pages of 100 (target: under 1 s in total, and a
// per-page cost independent of position).
import { availableParallelism, loadavg } from 'node:os';
import { generateMembers } from '../src/engine/demo/members.js';
import { createEngine } from '../src/engine/index.js';

const COLLABORATION = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';
const MEMBERS = 1_000_000;
const PAGE = 100;
const fmt = (ms: number, digits = 1): string => ms.toFixed(digits);

const t0 = performance.now();
const members = generateMembers({
  count: MEMBERS,
  seed: 1,
  region: 'us-east-1',
  startMs: Date.UTC(2025, 0, 1),
  creator: { accountId: '111122223333', displayName: 'Benchmark Creator' },
  othersMayPay: ['modelTraining'],
});
const generated = performance.now() - t0;
const engine = createEngine({
  dataset: {
    appBundles: [],
    collaborations: [
      {
        summary: {
          id: COLLABORATION,
          arn: `arn:aws:cleanrooms:us-east-1:111122223333:collaboration/${COLLABORATION}`,
          name: 'Benchmark',
          creatorAccountId: '111122223333',
          creatorDisplayName: 'Benchmark Creator',
          createTime: new Date(0),
          updateTime: new Date(0),
          memberStatus: 'ACTIVE',
        },
        members,
      },
    ],
    connectorProfiles: [],
    github: { callers: [] },
    awsCredentials: [],
  },
});
const t1 = performance.now();
await engine.members.listMembers({ collaborationIdentifier: COLLABORATION, maxResults: PAGE }); // indexes the members
const indexed = performance.now() - t1;
// The setup's garbage (a million member drafts, and the generated members the engine stored frozen copies of) is
// collected once here. Not before every walk: a full collection of this heap leaves seconds of sweeping that V8
// finishes lazily, on the next allocations, which would charge setup garbage to whichever walk followed it.
(globalThis as { gc?: () => void }).gc?.();

async function walk(): Promise<{
  totalMs: number;
  cpuMs: number;
  pageMs: number[];
  tokens: (string | undefined)[];
  count: number;
}> {
  const pageMs: number[] = [];
  const tokens: (string | undefined)[] = [];
  let nextToken: string | undefined;
  let count = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  do {
    tokens.push(nextToken);
    const p0 = performance.now();
    const out = await engine.members.listMembers({
      collaborationIdentifier: COLLABORATION,
      maxResults: PAGE,
      ...(nextToken ? { nextToken } : {}),
    });
    pageMs.push(performance.now() - p0);
    count += out.memberSummaries.length;
    nextToken = out.nextToken;
  } while (nextToken !== undefined);
  const totalMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { totalMs, cpuMs: (used.user + used.system) / 1000, pageMs, tokens, count };
}

const runs = [await walk(), await walk(), await walk()];
for (const r of runs) if (r.count !== MEMBERS) throw new Error(`walk returned ${r.count} members, expected ${MEMBERS}`);
const best = runs.reduce((a, b) => (a.totalMs <= b.totalMs ? a : b));
const worstMs = Math.max(...runs.map((r) => r.totalMs));

/** Cost of one page at a position: its token replayed 200 times, positions interleaved over 15 rounds (so JIT
 * warm-up and GC pauses fall on every position alike), median of the rounds. */
const pages = best.tokens.length;
// The end is the last page that still issues a nextToken (the very last page signs no token, so it is cheaper).
const positions: [string, number][] = [
  ['start', 1],
  ['middle', Math.floor(pages / 2)],
  ['end', pages - 2],
];
const rounds: number[][] = positions.map(() => []);
for (let round = 0; round < 15; round += 1) {
  for (const [p, [, index]] of positions.entries()) {
    const token = best.tokens[index];
    const start = performance.now();
    for (let i = 0; i < 200; i += 1) {
      await engine.members.listMembers({
        collaborationIdentifier: COLLABORATION,
        maxResults: PAGE,
        ...(token ? { nextToken: token } : {}),
      });
    }
    rounds[p]!.push((performance.now() - start) / 200);
  }
}
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const costs: [string, number][] = positions.map(([label], p) => [label, median(rounds[p]!)]);
const spread = Math.max(...costs.map((c) => c[1])) / Math.min(...costs.map((c) => c[1]));

console.log(
  `engine list-members, ${MEMBERS.toLocaleString('en-US')} members, pages of ${PAGE} (${pages.toLocaleString('en-US')} pages)`,
);
console.log(
  `  setup: generate members ${fmt(generated, 0)} ms, first call (indexes them) ${fmt(indexed, 0)} ms   (not part of the target)`,
);
console.log(
  `  full walk, wall clock: ${runs.map((r) => fmt(r.totalMs, 0)).join(' / ')} ms (3 runs; the first also pays the lazy sweeping of the setup's garbage); best ${fmt(best.totalMs, 0)} ms, worst ${fmt(worstMs, 0)} ms   target < 1000 ms   ${worstMs < 1000 ? 'OK (every run)' : best.totalMs < 1000 ? 'OK (best run only)' : 'MISSED'}`,
);
const bestCpu = Math.min(...runs.map((r) => r.cpuMs));
console.log(
  `  full walk, CPU time:   ${runs.map((r) => fmt(r.cpuMs, 0)).join(' / ')} ms (all threads, GC included); best ${fmt(bestCpu, 0)} ms, worst ${fmt(Math.max(...runs.map((r) => r.cpuMs)), 0)} ms`,
);
console.log(
  `  machine: ${availableParallelism()} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (wall clock exceeds CPU time when the cores are shared)`,
);
for (const [label, ms] of costs)
  console.log(`  per page at the ${label.padEnd(6)}: ${fmt(ms * 1000, 0)} µs (median of 15 rounds of 200 replays)`);
console.log(
  `  end/start spread: ${spread.toFixed(2)}x   target: independent of position (~1x)   ${spread < 1.5 ? 'OK' : 'CHECK'}`,
);
