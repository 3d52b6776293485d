// `npm run bench`: builds the bundle, then runs every bench/*.bench.ts in its own process (so one benchmark's heap
// and JIT state do not colour the next) and prints their figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const built = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const only = process.argv.slice(2);
const files = readdirSync('bench')
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
let failed = 0;
for (const file of files) {
  process.stdout.write(`\n== ${file}\n`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--expose-gc', `bench/${file}`], { stdio: 'inherit' });
  if (run.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
