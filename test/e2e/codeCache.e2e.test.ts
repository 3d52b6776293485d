// End to end: on Node 20, dist/cli.js runs the explorer from its CommonJS copy with a V8 code cache
// (src/codeCache/explorer.ts) in a real pseudo-terminal. The first run writes the cache once its first frame is
// drawn, the next runs take it, and a corrupt cache, no cache (NODE_DISABLE_COMPILE_CACHE: the ES build runs) and
// the launcher with the CommonJS copies alone (no ES build at all) all draw the same first screen. On Node 22.1+,
// which caches ES modules itself, the ES build runs and no cache of the explorer's own is written. CI runs both.

import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadPty, spawnCli, type PtySession } from '../helpers/ptyHarness.js';
import { BUNDLE_CLI, REPO_ROOT } from '../helpers/bundle.js';
import { NODE_CACHES_ES_MODULES } from '../../src/codeCache/explorer.js';

const { pty, reason } = loadPty();
const describePty = pty === undefined ? describe.skip : describe;
if (pty === undefined) console.warn(`[e2e] code cache skipped: ${reason}`);

const work = mkdtempSync(join(tmpdir(), 'sy-e2e-code-cache-'));
const uid = process.getuid?.();
const cacheDir = join(work, `switchyard-compile-cache${uid === undefined ? '' : `-${uid}`}`);
const sessions: PtySession[] = [];

/** The members picker's first screen, as drawn by `script`, with `env`; the run is then ended with q. */
async function firstScreen(script: string, env: Record<string, string> = {}): Promise<string> {
  if (pty === undefined) throw new Error(reason);
  const session = spawnCli(pty, script, ['--screen', 'members'], {
    cols: 100,
    rows: 30,
    env: { XDG_CONFIG_HOME: join(work, 'config'), TMPDIR: work, TMP: work, TEMP: work, ...env },
  });
  sessions.push(session);
  const screen = await session.waitForScreen(
    (s) => s.includes('Relecloud audience overlap exchange') && s.includes('? help'),
  );
  session.press('q');
  expect((await session.exited).exitCode).toBe(0);
  return screen;
}

const explorerCaches = (): string[] =>
  readdirSync(cacheDir).filter((name) => /^explorer-[A-Z0-9]+-v[\d.]+-\w+-ui\.v8cache$/.test(name));

describePty('explorer code cache (dist, pty)', () => {
  afterEach(() => {
    for (const s of sessions.splice(0)) s.kill();
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it.runIf(!NODE_CACHES_ES_MODULES)(
    'writes the cache on the first run and draws the same screen from it, from a corrupt one and without one',
    async () => {
      const withoutCache = await firstScreen(BUNDLE_CLI, { NODE_DISABLE_COMPILE_CACHE: '1' });
      expect(readdirSync(work)).not.toContain(cacheDir.split('/').pop());

      expect(await firstScreen(BUNDLE_CLI)).toBe(withoutCache);
      const [cache] = explorerCaches();
      expect(cache).toBeDefined();
      expect(await firstScreen(BUNDLE_CLI)).toBe(withoutCache);

      writeFileSync(join(cacheDir, cache!), 'corrupt');
      expect(await firstScreen(BUNDLE_CLI)).toBe(withoutCache);
      // V8 rejected it, so it was written again.
      expect(explorerCaches()).toEqual([cache]);
      expect(statSync(join(cacheDir, cache!)).size).toBeGreaterThan(100_000);
    },
  );

  it.runIf(NODE_CACHES_ES_MODULES)(
    'on a Node that caches ES modules itself, runs the ES build and writes no cache of its own',
    async () => {
      const withoutCache = await firstScreen(BUNDLE_CLI, { NODE_DISABLE_COMPILE_CACHE: '1' });
      expect(await firstScreen(BUNDLE_CLI)).toBe(withoutCache);
      expect(await firstScreen(BUNDLE_CLI)).toBe(withoutCache);
      // Node's own cache of the ES chunks, and none of the explorer's.
      expect(readdirSync(work)).toContain('node-compile-cache');
      expect(existsSync(cacheDir) ? explorerCaches() : []).toEqual([]);
    },
  );

  it.runIf(!NODE_CACHES_ES_MODULES)(
    'runs the explorer from the launcher and the CommonJS copies alone, without the ES build',
    async () => {
      // dist/ with only what the code-cached path needs: a run that started Node's ES module loader on the ES entry
      // or a chunk would fail. node_modules beside it for what stays external (ink-table).
      const root = join(work, 'launcher-only');
      const dist = join(root, 'dist');
      mkdirSync(dist, { recursive: true });
      symlinkSync(join(REPO_ROOT, 'node_modules'), join(root, 'node_modules'));
      const shipped = readdirSync(join(REPO_ROOT, 'dist'));
      for (const name of shipped.filter((n) => n === 'cli.js' || n === 'package.json' || n.endsWith('.cjs')))
        copyFileSync(join(REPO_ROOT, 'dist', name), join(dist, name));
      expect(readdirSync(dist).filter((n) => n.endsWith('.mjs'))).toEqual([]);

      const reference = await firstScreen(BUNDLE_CLI);
      expect(await firstScreen(join(dist, 'cli.js'))).toBe(reference);
      expect(await firstScreen(join(dist, 'cli.js'))).toBe(reference);
    },
  );
});
