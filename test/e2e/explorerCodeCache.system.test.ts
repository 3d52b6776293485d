// End to end on the built bundle in a pseudo-terminal: the explorer runs from its code-cached CommonJS copy
// (dist/explorer-<hash>.cjs, src/ui/codeCachedExplorer.ts) on Node 22 and 24 when a cache folder is usable. The first
// run writes the cache once its first frame is drawn, compiled with V8's memory reducer kept from collecting
// (ui/memoryReducerOff.ts); the next takes it; a corrupt cache or one of another build is never used as it is; with
// no cache folder the ES build runs. On other Nodes the ES build always runs. Every way draws the same screen. A
// preload records each vm.Script the run compiled from the copy: whether it was offered a cache and whether V8 took it.

import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPty, spawnInPty } from '../helpers/ptyHarness.js';
import { BUNDLE_CLI } from '../helpers/bundle.js';

const { pty, reason } = loadPty();
const describePty = pty === undefined ? describe.skip : describe;
if (pty === undefined) console.warn(`[e2e] skipped: ${reason}`);

const PRELOAD = `
const vm = require('node:vm');
const { writeFileSync } = require('node:fs');
const scripts = [];
const Script = vm.Script;
vm.Script = class extends Script {
  constructor(source, options = {}) {
    super(source, options);
    if (/explorer-[A-Z0-9]+\\.cjs$/.test(options.filename ?? '')) {
      scripts.push({ offered: options.cachedData !== undefined, rejected: this.cachedDataRejected === true });
    }
  }
};
process.on('exit', () => {
  writeFileSync(process.env.SY_TEST_COPY_REPORT, JSON.stringify({ scripts }));
});
`;

interface Report {
  scripts: { offered: boolean; rejected: boolean }[];
}

const READY = (s: string): boolean => s.includes('Relecloud audience overlap exchange') && s.includes('? help');

describePty('the explorer from its code-cached copy (pty)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sy-e2e-explorer-cache-'));
    writeFileSync(join(dir, 'preload.cjs'), PRELOAD);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const cacheDir = () => join(dir, 'cache', 'switchyard', 'compile-cache');
  const explorerCaches = () =>
    existsSync(cacheDir()) ? readdirSync(cacheDir()).filter((name) => name.startsWith('explorer-')) : [];

  /** One run to the members screen; waits for `until` (a file to appear, say) before quitting. */
  async function run(env: Record<string, string> = {}, until?: () => boolean): Promise<{ screen: string } & Report> {
    const report = join(dir, 'report.json');
    rmSync(report, { force: true });
    const app = spawnInPty(
      pty!,
      process.execPath,
      ['--require', join(dir, 'preload.cjs'), BUNDLE_CLI, '--screen', 'members'],
      {
        cols: 100,
        rows: 30,
        env: {
          XDG_CONFIG_HOME: join(dir, 'config'),
          XDG_CACHE_HOME: join(dir, 'cache'),
          SY_TEST_COPY_REPORT: report,
          ...env,
        },
      },
    );
    const screen = await app.waitForScreen(READY);
    // The cache is written off the first frame's path, with nothing new on the screen.
    if (until !== undefined) await vi.waitFor(() => expect(until()).toBe(true), { timeout: 15_000, interval: 20 });
    app.press('q');
    expect((await app.exited).exitCode).toBe(0);
    return { screen, ...(JSON.parse(readFileSync(report, 'utf8')) as Report) };
  }

  const copyRuns = ['22', '24'].includes(process.versions.node.split('.')[0]!);

  /** Whether V8 takes the cache `cache` for the copy in a process started with `flags`. */
  function cacheTakenWith(cache: string, flags: string[]): boolean {
    const copy = readdirSync(join(BUNDLE_CLI, '..')).find((name) => /^explorer-[A-Z0-9]+\.cjs$/.test(name))!;
    const check = `const { Script } = require('node:vm'); const { readFileSync } = require('node:fs');
      const script = new Script(readFileSync(process.argv[1], 'latin1'), { filename: process.argv[1], cachedData: readFileSync(process.argv[2]) });
      process.stdout.write(String(script.cachedDataRejected));`;
    const out = spawnSync(
      process.execPath,
      [...flags, '-e', check, join(BUNDLE_CLI, '..', copy), join(cacheDir(), cache)],
      {
        encoding: 'utf8',
      },
    );
    expect(out.status).toBe(0);
    return out.stdout === 'false';
  }

  it.skipIf(copyRuns)(
    `runs the ES build on Node ${process.versions.node}, and writes no cache of the copy`,
    async () => {
      const reference = await run({ NODE_DISABLE_COMPILE_CACHE: '1' });
      const esBuild = await run();
      expect(esBuild.scripts).toEqual([]);
      expect(esBuild.screen).toBe(reference.screen);
      expect(existsSync(cacheDir())).toBe(true);
      expect(explorerCaches()).toEqual([]);
    },
  );

  it.runIf(copyRuns)(
    'writes the cache after the first frame, takes it next time, and draws what the ES build draws',
    async () => {
      // No cache folder at all (NODE_DISABLE_COMPILE_CACHE): the ES build, as before.
      const esBuild = await run({ NODE_DISABLE_COMPILE_CACHE: '1' });
      expect(esBuild.scripts).toEqual([]);
      expect(existsSync(cacheDir())).toBe(false);

      // A cache of another build of the copy lies there: never offered, and removed once this build's is written.
      const foreign = `explorer-ZZZZZZZZ-${process.version}-${process.arch}-ui.v8cache`;
      mkdirSync(cacheDir(), { recursive: true, mode: 0o700 });
      writeFileSync(join(cacheDir(), foreign), 'another build');

      const first = await run({}, () => explorerCaches().length === 1 && !explorerCaches().includes(foreign));
      expect(first.scripts).toEqual([{ offered: false, rejected: false }]);
      expect(first.screen).toBe(esBuild.screen);
      const [cache] = explorerCaches();
      expect(cache).toMatch(/^explorer-[A-Z0-9]+-v\d+\.\d+\.\d+-\w+-ui\.v8cache$/);
      const written = statSync(join(cacheDir(), cache!)).size;
      expect(written).toBeGreaterThan(100_000);
      // Compiled with the memory reducer's flag set (its hash is in the cache): V8 takes it only where it is set.
      expect(cacheTakenWith(cache!, ['--memory-reducer-gc-count=0'])).toBe(true);
      expect(cacheTakenWith(cache!, [])).toBe(false);

      const second = await run();
      expect(second.scripts).toEqual([{ offered: true, rejected: false }]);
      expect(second.screen).toBe(esBuild.screen);

      // A corrupt cache: V8 rejects it, the run goes on, and a good one replaces it.
      writeFileSync(join(cacheDir(), cache!), 'corrupt');
      const corrupt = await run({}, () => statSync(join(cacheDir(), cache!)).size > 100_000);
      expect(corrupt.scripts).toEqual([{ offered: true, rejected: true }]);
      expect(corrupt.screen).toBe(esBuild.screen);
      expect((await run()).scripts).toEqual([{ offered: true, rejected: false }]);
    },
  );
});
