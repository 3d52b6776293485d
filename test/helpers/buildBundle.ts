// Decides whether dist/ is older than what it is built from, and rebuilds it with `npm run build`'s script.
// A directory lock keeps two test runs started at once in the same checkout from building over each other.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const BUNDLE_CLI = join(REPO_ROOT, 'dist', 'cli.js');

// scripts/ whole: the build script and its plugins (a new plugin is an input without anyone listing it here).
const INPUTS = ['src', 'scripts', 'package-lock.json', 'package.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

export function bundleIsStale(): boolean {
  if (!existsSync(BUNDLE_CLI)) return true;
  const built = statSync(BUNDLE_CLI).mtimeMs;
  return INPUTS.some((input) => newestMtime(join(REPO_ROOT, input)) > built);
}

function sleepMs(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

export function buildBundleIfStale(options: { always?: boolean } = {}): void {
  const lock = join(REPO_ROOT, 'node_modules', '.switchyard-build-lock');
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another run holds the lock; a lock older than two minutes was left by a killed run.
      if (Date.now() > deadline || Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) > 120_000) {
        rmSync(lock, { recursive: true, force: true });
      } else sleepMs(200);
    }
  }
  try {
    if (!options.always && !bundleIsStale()) return;
    const built = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'build.mjs')], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`npm run build failed (exit ${built.status}):\n${built.stderr}`);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
