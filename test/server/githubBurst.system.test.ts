// A burst of 300 simultaneous requests from one token against `switchyard serve --github-hold-ms` (the shipped
// bundle): responses are held while they count as concurrent, so the burst reaches GitHub's 100-concurrent
// secondary limit: the first 100 are served, the others get the secondary-limit answer.
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GITHUB_CALLERS } from '../../src/engine/ratelimits/demoCallers.js';
import { startBundleServe, type BundleServe } from '../helpers/bundle.js';

const DEMO_PAT = (DEMO_GITHUB_CALLERS.find((c) => c.id === 'alice-pat') as { token: string }).token;
let serve: BundleServe;
beforeAll(async () => {
  serve = await startBundleServe(['--github-hold-ms', '3000']);
});
afterAll(() => serve?.stop());

function get(agent: Agent, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: serve.port, path, agent, headers: { authorization: `token ${DEMO_PAT}` } },
      (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('concurrent-requests secondary limit', () => {
  it('a burst of 300 from one token: 100 are served, the rest hit the secondary limit', async () => {
    const agent = new Agent({ keepAlive: false, maxSockets: 300 });
    try {
      const answers = await Promise.all(
        Array.from({ length: 300 }, (_, i) => get(agent, `/api/v3/repos/o/r/issues/${i}`)),
      );
      const served = answers.filter((a) => a.status === 200).length;
      const limited = answers.filter((a) => a.status === 403 && /secondary rate limit/i.test(a.body));
      expect(served).toBe(100);
      expect(limited.length).toBe(200);
    } finally {
      agent.destroy();
    }
  }, 60_000);
});
