// Opt-in start-up timing (SWITCHYARD_STARTUP_TRACE=1): marks since process start, printed to stderr on exit, so the
// start-up benchmark can say where the time goes. Off by default and free when off.

const enabled = process.env.SWITCHYARD_STARTUP_TRACE === '1';
const marks: [string, number][] = [];

export function startupMark(label: string): void {
  if (enabled) marks.push([label, performance.now()]);
}

export function printStartupTrace(stream: NodeJS.WriteStream): void {
  if (!enabled) return;
  stream.write(`startup trace (ms since process start): ${marks.map(([l, t]) => `${l}=${t.toFixed(1)}`).join(' ')}\n`);
}
