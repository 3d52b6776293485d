// End to end: `switchyard serve` as a child process, the GitHub backend and Octokit pointed at its /api/v3.
import { afterEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Octokit } from '@octokit/core';
import { createGithubRateLimits } from '../../../src/backends/github/index.js';
import { DEMO_GITHUB_CALLERS } from '../../../src/engine/ratelimits/demoCallers.js';
import { BUNDLE_CLI } from '../../helpers/bundle.js';

const SECRET = 'sy-test-secret-7Hq2Zx';
const DEMO_PAT = (DEMO_GITHUB_CALLERS.find((c) => c.id === 'alice-pat') as { token: string }).token;

interface Serve {
  child: ChildProcess;
  origin: string;
  output: string[];
}

const running: Serve[] = [];
const tempDirs: string[] = [];

async function startServe(args: string[]): Promise<Serve> {
  const child = spawn(process.execPath, [BUNDLE_CLI, 'serve', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString('utf8')));
  const lines = createInterface({ input: child.stdout! });
  const origin = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${output.join('')}`)));
    lines.on('line', (line) => {
      output.push(line);
      const match = /^listening on (http:\/\/\S+)$/.exec(line);
      if (match) resolve(match[1]!);
    });
  });
  const serve = { child, origin, output };
  running.push(serve);
  return serve;
}

afterEach(async () => {
  for (const { child } of running.splice(0)) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the GitHub backend against switchyard serve', () => {
  it('sees the demo PAT budget move as Octokit spends it', async () => {
    const { origin, output } = await startServe([]);
    const backend = await createGithubRateLimits({
      baseUrl: `${origin}/api/v3`,
      tokens: [DEMO_PAT],
      env: {},
      pollIntervalMs: 60_000,
    });
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
    for (const text of output) expect(text).not.toContain(DEMO_PAT);
  });

  it('serves the callers of a --data file; the test secret never shows in its output', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sy-github-'));
    tempDirs.push(dir);
    const file = join(dir, 'dataset.json');
    writeFileSync(
      file,
      JSON.stringify({
        github: {
          callers: [{ id: 'ci', kind: 'installation', token: SECRET, installationId: 9, repositories: 25, users: 10 }],
        },
      }),
    );
    const { origin, output } = await startServe(['--data', file]);
    const octokit = new Octokit({ baseUrl: `${origin}/api/v3`, auth: SECRET });
    const { data, headers } = await octokit.request('GET /rate_limit');
    // 25 repositories: 5,000 + 25 x 50 (the reading in docs/spec-conformance.md: every repository counts once over 20).
    expect((data as { resources: { core: { limit: number } } }).resources.core.limit).toBe(6250);
    expect(headers['x-ratelimit-limit']).toBe('6250');
    const unknown = await new Octokit({ baseUrl: `${origin}/api/v3`, auth: 'sy_demo_pat_alice_Qm4T7x' })
      .request('GET /user')
      .catch((e: { status: number }) => e);
    expect((unknown as { status: number }).status).toBe(401);
    const backend = await createGithubRateLimits({
      baseUrl: `${origin}/api/v3`,
      tokens: [SECRET],
      env: {},
      pollIntervalMs: 60_000,
    });
    try {
      await backend.refresh();
      const [caller] = await backend.listCallers();
      expect(caller!.kind).toBe('user');
      expect((await backend.snapshot(caller!.id)).buckets.find((b) => b.resource === 'core')).toMatchObject({
        limit: 6250,
      });
    } finally {
      backend.close();
    }
    for (const text of output) expect(text).not.toContain(SECRET);
  });
});
