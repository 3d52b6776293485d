// `switchyard github rate-limit --watch` alerts in-process, on a scripted source: a line per crossing by default, none
// with `--no-alerts`, none with `alerts: false` in the settings. The run ends at the `--min-remaining` gate.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { runGithubCommand, type GithubCommandDeps } from '../../src/commands/github/rateLimitCommand.js';
import type { CommandIO } from '../../src/commands/io.js';
import type { GithubRateLimitSource } from '../../src/service/githubRateLimitSource.js';

const RESET = 1_800_000_000;
/** What GitHub reports in three polls: full, 20 % left (warning), 1 % left (critical, and below the gate). */
const REMAINING = [5000, 1000, 50];
let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function scriptedSource(): GithubRateLimitSource {
  let poll = 0;
  const source = {
    baseUrl: 'https://api.github.com',
    notes: [],
    listCallers: async () => [{ id: 'ci', label: 'user PAT', kind: 'user', fingerprint: '1a2b3c4d' }],
    request: async () => {
      const remaining = REMAINING[Math.min(poll, REMAINING.length - 1)]!;
      poll += 1;
      const core = { limit: 5000, used: 5000 - remaining, remaining, reset: RESET };
      return { status: 200, headers: {}, data: { resources: { core }, rate: core } };
    },
    subscribe: () => () => undefined,
    close: () => undefined,
  };
  return source as unknown as GithubRateLimitSource;
}

async function watch(extraArgs: string[], settings?: object) {
  dir = mkdtempSync(join(tmpdir(), 'sy-watch-alerts-'));
  if (settings !== undefined) {
    mkdirSync(join(dir, 'config', 'switchyard'), { recursive: true });
    writeFileSync(join(dir, 'config', 'switchyard', 'config.json'), JSON.stringify(settings));
  }
  let stdout = '';
  let stderr = '';
  const io: CommandIO = {
    stdout: { write: (t) => void (stdout += t) },
    stderr: { write: (t) => void (stderr += t) },
    stdin: new PassThrough(),
    env: { XDG_CONFIG_HOME: join(dir, 'config'), XDG_STATE_HOME: join(dir, 'state'), HOME: dir },
    cwd: dir,
  };
  const deps: GithubCommandDeps = { open: async () => scriptedSource(), sleep: async () => undefined, now: () => 0 };
  const code = await runGithubCommand(
    ['github', 'rate-limit', '--watch', '1', '--output', 'text', '--min-remaining', '100', ...extraArgs],
    io,
    deps,
  );
  return { code, stdout, stderr: stderr.trim().split('\n') };
}

describe('github rate-limit --watch alerts', () => {
  it('prints a line per crossing by default', async () => {
    const run = await watch([]);
    expect(run.code).toBe(3);
    expect(run.stderr).toEqual([
      'switchyard: warning: core of caller 1a2b3c4d at 20% (1000/5000 left), resets 08:00:00Z',
      'switchyard: critical: core of caller 1a2b3c4d at 1% (50/5000 left), resets 08:00:00Z',
      expect.stringMatching(/^switchyard: core remaining 50 < 100 for caller 1a2b3c4d/),
    ]);
  });

  it('--no-alerts prints none, the gate still speaks', async () => {
    const run = await watch(['--no-alerts']);
    expect(run.code).toBe(3);
    expect(run.stdout.match(/\tcore\t/g)).toHaveLength(3);
    expect(run.stderr).toEqual([expect.stringMatching(/^switchyard: core remaining 50 < 100/)]);
  });

  it('alerts: false in the settings prints none', async () => {
    const run = await watch([], { alerts: false });
    expect(run.code).toBe(3);
    expect(run.stderr).toEqual([expect.stringMatching(/^switchyard: core remaining 50 < 100/)]);
  });
});
