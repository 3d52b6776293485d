// `gh auth token` run for real: a fake gh script on PATH (the in-process token tests: tokens.test.ts).
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readGhAuthToken } from '../../../src/backends/github/tokens.js';

const SECRET = 'sy-test-secret-7Hq2Zx';

describe('readGhAuthToken with a gh on PATH', () => {
  function withFakeGh(script: string, run: (argsFile: string) => Promise<void>): Promise<void> {
    const dir = mkdtempSync(join(tmpdir(), 'sy-gh-'));
    const argsFile = join(dir, 'args');
    writeFileSync(join(dir, 'gh'), `#!/bin/sh\necho "$@" > "${argsFile}"\n${script}\n`);
    chmodSync(join(dir, 'gh'), 0o755);
    const saved = process.env.PATH;
    process.env.PATH = `${dir}:${saved ?? ''}`;
    return run(argsFile).finally(() => {
      process.env.PATH = saved;
      rmSync(dir, { recursive: true, force: true });
    });
  }

  it('runs `gh auth token --hostname HOST` and reads its stdout', async () => {
    await withFakeGh(`echo "${SECRET}"`, async (argsFile) => {
      await expect(readGhAuthToken('ghe.example.com')).resolves.toBe(SECRET);
      const { readFileSync } = await import('node:fs');
      expect(readFileSync(argsFile, 'utf8').trim()).toBe('auth token --hostname ghe.example.com');
    });
  });

  it('treats a failing or silent gh as no token', async () => {
    await withFakeGh('echo "not logged in" >&2; exit 1', async () => {
      await expect(readGhAuthToken(undefined)).resolves.toBeUndefined();
    });
    await withFakeGh('true', async () => {
      await expect(readGhAuthToken(undefined)).resolves.toBeUndefined();
    });
  });
});
