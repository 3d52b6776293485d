// `npm run bench`: builds the bundle, then runs every bench/*.bench.ts in its own process (so one benchmark's heap
// and JIT state do not colour the next) and prints their figures. A benchmark that holds the line BUILT_AS_SHIPPED
// (those that render through Ink) is first bundled with the shipped bundle's esbuild options
// (scripts/buildOptions.mjs, the ES build's: minified, React's production build), so that it measures what users run;
// the others run through tsx.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';
import { esModules } from './buildOptions.mjs';

const BUILT_AS_SHIPPED = '// bench: built as the shipped bundle';

const built = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

/**
 * bench/NAME.bench.ts bundled to .bench-tmp/NAME/NAME.bench.mjs (inside the repository, so node_modules resolves),
 * split as the shipped ES build is: Ink's DevTools module stays a chunk of its own, imported only with DEV=true.
 */
async function bundleBench(file) {
  const outdir = `.bench-tmp/${file.replace(/\.bench\.ts$/, '')}`;
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  await build({ ...esModules, entryPoints: [`bench/${file}`], outdir });
  return `${outdir}/${file.replace(/\.ts$/, '.mjs')}`;
}

const only = process.argv.slice(2);
const files = readdirSync('bench')
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
let failed = 0;
for (const file of files) {
  process.stdout.write(`\n== ${file}\n`);
  const bundled = readFileSync(`bench/${file}`, 'utf8').includes(BUILT_AS_SHIPPED);
  const args = bundled ? ['--expose-gc', await bundleBench(file)] : ['--import', 'tsx', '--expose-gc', `bench/${file}`];
  const run = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (run.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
