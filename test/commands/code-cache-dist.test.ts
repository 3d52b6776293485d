// dist/cli.js runs command mode from its CommonJS copy with a V8 code cache in the temporary directory
// (src/commands/codeCachedBundle.ts); with NODE_DISABLE_COMPILE_CACHE it loads the ES chunks. Either way, and from a
// corrupt cache, the output is the same. The launcher runs the cached copy without the ES build at all.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/bundle.js';
import { PHARMA, run } from './helpers/run.js';

const work = mkdtempSync(join(tmpdir(), 'sy-code-cache-dist-'));
const uid = process.getuid?.();
const cacheDir = join(work, `switchyard-compile-cache${uid === undefined ? '' : `-${uid}`}`);
const ARGV = ['cleanrooms', 'list-members', '--collaboration-identifier', PHARMA, '--output', 'json'];

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('command mode code cache (dist)', () => {
  it('gives the same output with the cache, without it, and from a corrupt one', async () => {
    const env = { TMPDIR: work, TMP: work, TEMP: work };
    const reference = await run(ARGV, { env: { ...env, NODE_DISABLE_COMPILE_CACHE: '1' } });
    expect(reference.code).toBe(0);
    expect(JSON.parse(reference.stdout).memberSummaries).toHaveLength(250);
    expect(existsSync(cacheDir)).toBe(false);

    const first = await run(ARGV, { env });
    expect(first).toEqual(reference);
    const files = readdirSync(cacheDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^commandMode-[A-Z0-9]+-v\d+\.\d+\.\d+-\w+-engine\.v8cache$/);

    expect(await run(ARGV, { env })).toEqual(reference);
    writeFileSync(join(cacheDir, files[0]!), 'corrupt');
    expect(await run(ARGV, { env })).toEqual(reference);
  });

  it('runs command mode from the launcher and the CommonJS copy alone, without the ES build', () => {
    // A dist/ holding only what the code-cached path needs: the ES entry and every chunk are missing, so a run that
    // started Node's ES module loader on them would fail (as --version, which has no cache, does here).
    const dist = join(work, 'launcher-only', 'dist');
    mkdirSync(dist, { recursive: true });
    const shipped = readdirSync(join(REPO_ROOT, 'dist'));
    for (const name of shipped.filter((n) => n === 'cli.js' || n === 'package.json' || n.endsWith('.cjs'))) {
      copyFileSync(join(REPO_ROOT, 'dist', name), join(dist, name));
    }
    expect(readdirSync(dist).filter((n) => n.endsWith('.mjs'))).toEqual([]);
    const env = { PATH: process.env.PATH ?? '', TMPDIR: work, TMP: work, TEMP: work };
    const launch = (argv: string[]) =>
      spawnSync(process.execPath, [join(dist, 'cli.js'), ...argv], { env, encoding: 'utf8', timeout: 60_000 });
    for (let i = 0; i < 2; i++) {
      const result = launch(ARGV);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(JSON.parse(result.stdout).memberSummaries).toHaveLength(250);
    }
    const version = launch(['--version']);
    expect(version.status).toBe(255);
    expect(version.stderr).toMatch(/^switchyard: .*cli\.mjs/);
  });
});
