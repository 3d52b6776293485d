// `npm start`: builds when the bundle is missing or older than any source or build file, then runs switchyard.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const bundle = 'dist/cli.js';
if (
  !existsSync(bundle) ||
  statSync(bundle).mtimeMs < Math.max(newestMtime('src'), newestMtime('scripts'), statSync('package-lock.json').mtimeMs)
) {
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const run = spawnSync(process.execPath, [bundle, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
