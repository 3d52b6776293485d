// Idle CPU of the bundled explorer (dist/cli.js, demo dataset) in a real pseudo-terminal: how much of one core a
// monitor left open costs. Two screens: the members picker, and the rate-limit screen after the simulator ran for a
// moment and was stopped, measured three times: at once and in the next window (the per-minute windows count down
// their last seconds, one frame a second; the first window also pays for the JIT warming up the frame's code, which
// has drawn only a few frames by then) and once those have reset (the hourly countdowns, in minutes). CPU seconds of
// the process (utime + stime from /proc/PID/stat) over the wall time of a quiet window, nothing pressed. Takes about
// 1.5 minutes.
// Target: <= 1 % of one core on both screens.

import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { loadPty, spawnCli, type PtySession } from '../test/helpers/ptyHarness.js';

const WINDOW_MS = Number(process.env.BENCH_IDLE_MS ?? 10_000);
const TARGET = 1;
const { pty, reason } = loadPty();
if (pty === undefined) {
  console.log(`explorer idle: SKIPPED (${reason})`);
  process.exit(0);
}
let ticksPerSecond = 100;
try {
  ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
} catch {
  // getconf missing: Linux's USER_HZ is 100 on every architecture Node runs on.
}

/** CPU seconds (user + system) the process has used, from /proc/PID/stat. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces: fields are counted after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return (utime + stime) / ticksPerSecond;
}

async function idlePercent(session: PtySession): Promise<number> {
  const cpu0 = cpuSeconds(session.pid);
  const t0 = performance.now();
  await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
  const cpu1 = cpuSeconds(session.pid);
  const wall = (performance.now() - t0) / 1000;
  return ((cpu1 - cpu0) / wall) * 100;
}

const env = { XDG_CONFIG_HOME: `/tmp/sy-bench-idle-${process.pid}` };

const members = spawnCli(pty, 'dist/cli.js', ['--screen', 'members', '--state', ':memory:'], {
  cols: 120,
  rows: 30,
  env,
});
await members.waitForScreen((s) => s.includes('Relecloud audience overlap exchange') && s.includes('? help'), 20_000);
// Let start-up work (JIT, first renders, lazy chunks) settle before the quiet window.
await new Promise((resolve) => setTimeout(resolve, 2000));
const membersPct = await idlePercent(members);
members.kill();
await members.exited;

const limits = spawnCli(pty, 'dist/cli.js', ['--screen', 'limits', '--state', ':memory:'], {
  cols: 120,
  rows: 30,
  env,
});
await limits.waitForScreen((s) => s.includes('○ sim stopped') && s.includes('? help'), 20_000);
limits.press('space');
await limits.waitForScreen(/sent [1-9]/, 20_000);
limits.press('space');
await limits.waitForScreen('○ sim stopped', 20_000);
await limits.waitForScreen(/\d+m\b/, 20_000);
await new Promise((resolve) => setTimeout(resolve, 2000));
// Right after the simulator stopped: the per-minute windows count down their last seconds, once a second.
const limitsBusyPct = await idlePercent(limits);
// The next window, seconds still ticking (the per-minute windows opened less than a minute ago), the code warm.
const limitsBusyWarmPct = await idlePercent(limits);
const SECONDS_COUNTDOWN = /\b\d{1,2}s [█░]|\dm \d\ds/;
const stillSeconds = SECONDS_COUNTDOWN.test(limits.screen());
// Left open: once the per-minute windows have reset, only the hourly countdowns remain (minutes, no seconds).
// A whole frame (not one caught between Ink erasing and rewriting it) with no countdown in seconds left.
await limits.waitForScreen((s) => s.includes('? help') && s.includes('lfs') && !SECONDS_COUNTDOWN.test(s), 90_000);
await new Promise((resolve) => setTimeout(resolve, 2000));
const limitsPct = await idlePercent(limits);
limits.kill();
await limits.exited;

const line = (name: string, pct: number): string =>
  `${name.padEnd(50)} ${pct.toFixed(2).padStart(6)} % of one core   target <= ${TARGET} %   ${pct <= TARGET ? 'OK' : 'OVER'}`;
console.log(`explorer idle CPU over ${WINDOW_MS / 1000} s (utime+stime / wall, 120x30 pty)`);
console.log(line('members screen (picker, nothing pressed)', membersPct));
console.log(line('rate-limit screen, first 10 s after stop (seconds)', limitsBusyPct));
console.log(
  line('rate-limit screen, next 10 s (seconds, warm)', limitsBusyWarmPct) +
    (stillSeconds ? '' : '   (no countdown in seconds left at the end: not comparable)'),
);
console.log(line('rate-limit screen, left open (hourly countdowns)', limitsPct));
