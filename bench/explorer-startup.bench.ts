// Process start to first full frame of the bundled explorer (dist/cli.js, demo dataset), in a real pseudo-terminal:
// from spawn until the emulated screen shows the members picker with its collaborations and the hint line (drawn
// once keys work). Median over runs; compared with a minimal bundled Ink app of the same Ink measured the same way.
// The warm-up run fills the caches (Node's compile cache, the explorer's code cache: src/ui/codeCachedExplorer.ts) in
// a cache folder of the bench's own, as every run after a user's first finds them.
// Targets: median <= 250 ms on the 2-core machine; <= 1.25x the minimal Ink app.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { loadPty, spawnCli } from '../test/helpers/ptyHarness.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
// Another bundle's cli.js (a saved copy of an earlier dist/), to compare two builds in the same minutes.
const CLI = process.env.BENCH_STARTUP_CLI ?? 'dist/cli.js';
const { pty, reason } = loadPty();
if (pty === undefined) {
  console.log(`explorer startup: SKIPPED (${reason})`);
  process.exit(0);
}

const work = mkdtempSync(join(tmpdir(), 'sy-bench-startup-'));
// Fresh for each bench run (no cache of another build or bench), warmed by the warm-up run.
const ENV = { XDG_CONFIG_HOME: join(work, 'config'), XDG_CACHE_HOME: join(work, 'cache') };
const minimalBuild = {
  // Bundled exactly like the explorer (scripts/build.mjs): ESM with splitting, so ink's optional devtools stay a lazy chunk.
  entryPoints: { minimal: 'test/helpers/fixtures/minimalInk.tsx' },
  outExtension: { '.js': '.mjs' },
  splitting: true,
  bundle: true,
  format: 'esm' as const,
  platform: 'node' as const,
  target: 'node22',
  jsx: 'automatic' as const,
  external: ['react-devtools-core'],
  banner: { js: "import { createRequire as __c } from 'node:module'; const require = __c(import.meta.url);" },
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning' as const,
};
await build({ ...minimalBuild, outdir: join(work, 'stock') });
const MINIMAL = join(work, 'stock', 'minimal.mjs');

/**
 * CPU time of the process's main thread so far (/proc/PID/task/PID/schedstat, ns), NaN where there is none. On a
 * loaded machine the wall time mostly says how long the process waited for a core; this says how much it worked.
 */
function mainThreadCpuMs(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return NaN;
  }
}

/** Wall time from the spawn to the first full frame, and the main thread's CPU time when it was seen. */
async function measure(
  script: string,
  args: string[],
  ready: (screen: string) => boolean,
  lingerMs = 0,
): Promise<{ wall: number; cpu: number }> {
  const started = performance.now();
  const session = spawnCli(pty!, script, args, { cols: 100, rows: 30, env: ENV });
  await session.waitForScreen(ready, 20_000);
  const wall = performance.now() - started;
  const cpu = mainThreadCpuMs(session.pid);
  if (lingerMs > 0) await new Promise((resolve) => setTimeout(resolve, lingerMs));
  session.kill();
  await session.exited;
  return { wall, cpu };
}

function stats(samples: number[]): { median: number; p90: number; min: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { median: at(0.5), p90: at(0.9), min: sorted[0] ?? NaN };
}

const explorer: number[] = [];
const minimal: number[] = [];
const explorerCpu: number[] = [];
const minimalCpu: number[] = [];
const minimalReady = (s: string): boolean => s.includes('minimal ink ready');
// One warm-up of each (file-system cache; the explorer's first run writes its code cache once its first frame is
// drawn, so it is left open a second as a user's would be), then interleaved runs so machine load affects all alike.
await measure(CLI, ['--screen', 'members'], (s) => s.includes('? help'), 1000);
await measure(MINIMAL, [], minimalReady);
for (let i = 0; i < RUNS; i += 1) {
  const e = await measure(
    CLI,
    ['--screen', 'members'],
    (s) => s.includes('Relecloud audience overlap exchange') && s.includes('? help'),
  );
  explorer.push(e.wall);
  explorerCpu.push(e.cpu);
  const m = await measure(MINIMAL, [], minimalReady);
  minimal.push(m.wall);
  minimalCpu.push(m.cpu);
}
// Where the time goes, from one traced run (SWITCHYARD_STARTUP_TRACE=1 prints marks on exit).
const traced = spawnCli(pty, CLI, ['--screen', 'members'], {
  cols: 100,
  rows: 30,
  env: { ...ENV, SWITCHYARD_STARTUP_TRACE: '1' },
});
await traced.waitForScreen((s) => s.includes('? help'), 20_000);
traced.press('q');
await traced.exited;
const trace = /startup trace[^\n]*/.exec(traced.raw().replace(/\u001B\[[0-9;?]*[A-Za-z]/g, ''))?.[0] ?? '(no trace)';
rmSync(work, { recursive: true, force: true });

const e = stats(explorer);
const m = stats(minimal);
console.log(
  `explorer startup (process start -> first full frame, pty, ${RUNS} runs; shared 2-core machine, pessimistic)`,
);
console.log(
  `  bundled explorer:   median ${e.median.toFixed(0)} ms  p90 ${e.p90.toFixed(0)} ms  min ${e.min.toFixed(0)} ms   target: median <= 250 ms   ${e.median <= 250 ? 'OK' : 'OVER'}`,
);
console.log(
  `  minimal Ink app:    median ${m.median.toFixed(0)} ms  p90 ${m.p90.toFixed(0)} ms  min ${m.min.toFixed(0)} ms   explorer / minimal: ${(e.median / m.median).toFixed(2)}x   target <= 1.25x   ${e.median <= 1.25 * m.median ? 'OK' : 'OVER'}`,
);
const ec = stats(explorerCpu);
const mc = stats(minimalCpu);
console.log(
  `  main thread's CPU to the first frame: explorer median ${ec.median.toFixed(0)} ms, minimal ${mc.median.toFixed(0)} ms   explorer / minimal: ${(ec.median / mc.median).toFixed(2)}x   (no target: the work, without the waits)`,
);
console.log(`  one traced run: ${trace.trim()}`);
console.log(
  '    (wall / main-thread CPU; checked: flags + terminal check; loaded: interactive chunk evaluated; settings; services;',
);
console.log(
  '     instance: stores and keymap; prefetched: first page; input-ready: first frame written; rendered: effects run)',
);
