// Memory of `switchyard serve` (the shipped bundle, in its own process for a clean measurement) under 20,000 GitHub
// requests with unique 15 KB paths and no token: what it keeps per path and per caller has a byte budget.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBundleServe, type BundleServe } from '../helpers/bundle.js';

const MIB = 1024 * 1024;
let serve: BundleServe;
beforeAll(async () => {
  // How much garbage V8 lets pile up before collecting differs by Node version and machine (Node 22+ sizes the young
  // generation from the heap limit, several times Node 20's), and that garbage is not what serve keeps. The heap is
  // pinned small, so RSS growth measures what is retained on every Node; a cache without a byte budget (the 335 MiB
  // this test was written against) does not fit and the process dies, which fails the test as well.
  serve = await startBundleServe([], { nodeArgs: ['--max-semi-space-size=16', '--max-old-space-size=128'] });
});
afterAll(() => serve?.stop());

function rssBytes(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

function get(agent: Agent, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: serve.port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

async function burst(agent: Agent, count: number, pathOf: (i: number) => string, width = 8): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) statuses.push(await get(agent, pathOf(next++)));
    }),
  );
  return statuses;
}

describe.runIf(process.platform === 'linux')('serve memory under unique long paths', () => {
  it('RSS after 20,000 unique 15 KB paths stays under 100 MiB above the idle baseline', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    try {
      await burst(agent, 200, (i) => `/api/v3/warmup/${i}`);
      const baseline = rssBytes(serve.child.pid!);
      const filler = 'p'.repeat(15 * 1024);
      const statuses = await burst(agent, 20_000, (i) => `/api/v3/repos/o/r/contents/${i}-${filler}`);
      expect(statuses.length).toBe(20_000);
      expect(statuses.filter((s) => s === 403 || s === 429).length).toBeGreaterThan(19_000);
      const grown = rssBytes(serve.child.pid!) - baseline;
      console.info(`[memory] serve RSS grew ${(grown / MIB).toFixed(1)} MiB over ${(baseline / MIB).toFixed(1)} MiB`);
      expect(grown).toBeLessThan(100 * MIB);
    } finally {
      agent.destroy();
    }
  }, 180_000);
});
