// End to end: `switchyard serve` as a child process (demo dataset), the GitHub backend pointed at its /api/v3.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { Octokit } from '@octokit/core';
import { createGithubRateLimits } from '../../../src/backends/github/index.js';
import { DEMO_GITHUB_CALLERS } from '../../../src/engine/ratelimits/demoCallers.js';

const DEMO_PAT = (DEMO_GITHUB_CALLERS.find((c) => c.id === 'alice-pat') as { token: string }).token;

let child: ChildProcess;
let origin: string;
const childOutput: string[] = [];

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stderr!.on('data', (d: Buffer) => childOutput.push(d.toString('utf8')));
  const lines = createInterface({ input: child.stdout! });
  origin = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${childOutput.join('')}`)));
    lines.on('line', (line) => {
      childOutput.push(line);
      const match = /^listening on (http:\/\/\S+)$/.exec(line);
      if (match) resolve(match[1]!);
    });
  });
});

afterAll(async () => {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  for (const text of childOutput) expect(text).not.toContain(DEMO_PAT);
});

describe('the GitHub backend against switchyard serve', () => {
  it('sees the demo PAT budget move as Octokit spends it', async () => {
    const backend = await createGithubRateLimits({ baseUrl: `${origin}/api/v3`, tokens: [DEMO_PAT], env: {}, pollIntervalMs: 60_000 });
    try {
      const [caller] = await backend.listCallers();
      await backend.refresh();
      const before = (await backend.snapshot(caller!.id)).buckets.find((b) => b.resource === 'core')!;
      expect(before).toMatchObject({ limit: 5000, estimated: false });
      const octokit = new Octokit({ baseUrl: `${origin}/api/v3`, auth: DEMO_PAT });
      for (let i = 0; i < 5; i += 1) await octokit.request('GET /repos/{owner}/{repo}', { owner: 'acme', repo: 'web' });
      await backend.refresh();
      const after = (await backend.snapshot(caller!.id)).buckets.find((b) => b.resource === 'core')!;
      expect(after.used - before.used).toBe(5);
      expect(after.remaining).toBe(after.limit - after.used);
      expect(JSON.stringify(await backend.snapshot(caller!.id))).not.toContain(DEMO_PAT);
    } finally {
      backend.close();
    }
  });
});
