// dist/cli.js keeps its compile caches in switchyard's folder (src/codeCache/folder.ts, docs/configuration.md):
// $XDG_CACHE_HOME/switchyard/compile-cache, else ~/.cache/switchyard/compile-cache; none with
// NODE_DISABLE_COMPILE_CACHE. Command mode runs from its CommonJS copy with a V8 code cache of its own
// (src/commands/codeCachedBundle.ts); every other run (here --version) takes the ES build with Node's compile cache.
// With a cache, without one, and from a damaged one, the output is the same.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/bundle.js';
import { PHARMA, run } from './helpers/run.js';

const work = mkdtempSync(join(tmpdir(), 'sy-compile-cache-dist-'));
const ARGV = ['cleanrooms', 'list-members', '--collaboration-identifier', PHARMA, '--output', 'json'];

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the compile caches of dist/cli.js', () => {
  it("keep command mode's cache in $XDG_CACHE_HOME/switchyard/compile-cache and change nothing it prints", async () => {
    const xdg = join(work, 'xdg');
    const home = join(work, 'home-unused');
    const reference = await run(ARGV, { env: { HOME: home, XDG_CACHE_HOME: xdg, NODE_DISABLE_COMPILE_CACHE: '1' } });
    expect(reference.code).toBe(0);
    expect(JSON.parse(reference.stdout).memberSummaries).toHaveLength(250);
    expect(existsSync(xdg)).toBe(false);

    const env = { HOME: home, XDG_CACHE_HOME: xdg };
    expect(await run(ARGV, { env })).toEqual(reference);
    const dir = join(xdg, 'switchyard', 'compile-cache');
    const files = readdirSync(dir);
    expect(files).toEqual([expect.stringMatching(/^commandMode-[A-Z0-9]+-v\d+\.\d+\.\d+-\w+-engine\.v8cache$/)]);
    expect(existsSync(home)).toBe(false);

    expect(await run(ARGV, { env })).toEqual(reference);
    writeFileSync(join(dir, files[0]!), 'damaged');
    expect(await run(ARGV, { env })).toEqual(reference);
  });

  it("keep Node's compile cache of the ES build in ~/.cache/switchyard/compile-cache without XDG_CACHE_HOME", async () => {
    const home = join(work, 'home');
    // A relative XDG_CACHE_HOME is invalid (the XDG rules) and ignored.
    const result = await run(['--version'], { env: { HOME: home, XDG_CACHE_HOME: 'relative/cache' } });
    expect(result.code).toBe(0);
    const dir = join(home, '.cache', 'switchyard', 'compile-cache');
    // Node keeps a folder per Node version and build.
    const versions = readdirSync(dir).filter((name) => name.startsWith(`v${process.versions.node}-`));
    expect(versions).toHaveLength(1);
    expect(readdirSync(join(dir, versions[0]!)).length).toBeGreaterThan(0);
    expect(existsSync(join(REPO_ROOT, 'relative'))).toBe(false);
  });

  it('runs command mode from dist/start.js and the CommonJS copy alone, without the ES build', () => {
    // A dist/ holding only what the code-cached path needs: the ES entry and every chunk are missing, so a run that
    // started Node's ES module loader on them would fail (as --version, which has no cache, does here).
    const dist = join(work, 'copy-only', 'dist');
    mkdirSync(dist, { recursive: true });
    const shipped = readdirSync(join(REPO_ROOT, 'dist'));
    for (const name of shipped.filter((n) => n.endsWith('.js') || n === 'package.json' || n.endsWith('.cjs'))) {
      copyFileSync(join(REPO_ROOT, 'dist', name), join(dist, name));
    }
    expect(readdirSync(dist).filter((n) => n.endsWith('.mjs'))).toEqual([]);
    // Its own HOME: command mode keeps its state under ~/.local/state, and the user's may hold anything.
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: join(work, 'copy-only', 'home'),
      XDG_CACHE_HOME: join(work, 'copy-only', 'cache'),
    };
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
