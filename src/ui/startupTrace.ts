// Opt-in start-up timing (SWITCHYARD_STARTUP_TRACE=1): marks since process start, printed to stderr on exit, so the
// start-up benchmark can say where the time goes. Each mark holds the wall time and the main thread's CPU time (where
// Node has process.threadCpuUsage), so a loaded machine's waits can be told from the work. Off by default and free
// when off.

const enabled = process.env.SWITCHYARD_STARTUP_TRACE === '1';
const marks: [string, number, number | undefined][] = [];

function threadCpuMs(): number | undefined {
  const usage = (process as { threadCpuUsage?: () => NodeJS.CpuUsage }).threadCpuUsage?.();
  return usage === undefined ? undefined : (usage.user + usage.system) / 1000;
}

export function startupMark(label: string): void {
  if (enabled) marks.push([label, performance.now(), threadCpuMs()]);
}

export function printStartupTrace(stream: NodeJS.WriteStream): void {
  if (!enabled) return;
  const shown = marks.map(([l, t, cpu]) => `${l}=${t.toFixed(1)}${cpu === undefined ? '' : `/${cpu.toFixed(1)}`}`);
  stream.write(`startup trace (ms since process start, wall/main-thread CPU): ${shown.join(' ')}\n`);
}
