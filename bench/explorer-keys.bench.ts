// Key-to-frame latency moving the cursor in the members list: the whole explorer (engine services, demo dataset)
// rendered by Ink into a fake TTY, with the 10,000-member collaboration fully loaded vs only its first 100 members
// loaded. Latency = from the key's bytes reaching stdin to the frame that shows the moved cursor being written.
// Keys are spaced beyond Ink's render throttle (maxFps 60, as the app runs), so each figure is the app's own work
// (input parse, dispatch, store update, React render, Ink layout and output), not time spent waiting in the throttle.
// Target: p95 <= 16 ms, and the same with 10,000 members as with 100.
// bench: built as the shipped bundle (scripts/bench.mjs bundles it with the build's options: React's production
// build, minified).

import { EventEmitter } from 'node:events';
import type { MembersStore } from '../src/state/members/membersStore.js';

// React runs its production build: the bundle defines NODE_ENV=production, as the shipped one does.
// React is CommonJS: its exports are the module's default export in a bundle.
const { createElement } = (await import('react')).default;
const { render } = await import('ink');
const { createServices } = await import('../src/compose/select.js');
const { DEMO_COLLABORATION_IDS } = await import('../src/engine/index.js');
const { memorySettings } = await import('../src/settings/settings.js');
const { ExplorerApp, createExplorerInstance } = await import('../src/ui/App.js');
const { cursorAt } = await import('../src/state/listCursor.js');
const { FakeStdin } = await import('../test/helpers/renderInk.js');

const KEYS = Number(process.env.BENCH_KEYS ?? 300);
const SPACING_MS = 20; // > 1000 / 60: every key starts a fresh throttle window

class TimingStdout extends EventEmitter {
  readonly isTTY = true;
  columns = 100;
  rows = 30;
  private waiting: { text: string; resolve: (at: number) => void } | undefined;
  write = (data: string | Uint8Array, ...rest: unknown[]): boolean => {
    const text = typeof data === 'string' ? data : Buffer.from(data).toString('utf8');
    if (this.waiting !== undefined && text.includes(this.waiting.text)) {
      const { resolve } = this.waiting;
      this.waiting = undefined;
      resolve(performance.now());
    }
    (rest.find((r) => typeof r === 'function') as (() => void) | undefined)?.();
    return true;
  };
  next(text: string): Promise<number> {
    return new Promise((resolve) => (this.waiting = { text, resolve }));
  }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const services = await createServices({ backend: 'engine' });
const app = createExplorerInstance({ services, settings: memorySettings(), initialScreen: 'members' });
const stdout = new TimingStdout();
const stdin = new FakeStdin();
const ink = render(createElement(ExplorerApp, { instance: app }), {
  stdout: stdout as unknown as NodeJS.WriteStream,
  stdin: stdin as unknown as NodeJS.ReadStream,
  exitOnCtrlC: false,
  patchConsole: false,
  maxFps: 60,
});
const members = app.states.get('members') as MembersStore;

async function loadAll(): Promise<void> {
  while (members.getState().hasMore || members.getState().loading) {
    if (!members.getState().loading) await members.getState().actions.loadNextPage();
    else await sleep(1);
  }
}

async function openFirstPage(): Promise<void> {
  members.getState().actions.open(DEMO_COLLABORATION_IDS.adtech);
  while (members.getState().loading || members.getState().members.length === 0) await sleep(1);
}

interface Samples {
  wall: number[];
  /** Process CPU time (user + system) between the key and its frame: less disturbed by other processes' load. */
  cpu: number[];
}

async function measure(label: string, start: number): Promise<Samples> {
  const s = members.getState();
  members.setState({ cursor: cursorAt(start, s.rows.length, s.viewport) });
  await sleep(50);
  const total = members.getState().rows.length.toLocaleString('en-US');
  const samples: Samples = { wall: [], cpu: [] };
  let index = start;
  for (let i = 0; i < KEYS; i += 1) {
    const down = Math.floor(i / 15) % 2 === 0;
    index += down ? 1 : -1;
    const frame = stdout.next(`row ${(index + 1).toLocaleString('en-US')} of ${total}`);
    const cpuBefore = process.cpuUsage();
    const sent = performance.now();
    stdin.write(down ? 'j' : 'k');
    const shown = await frame;
    const cpu = process.cpuUsage(cpuBefore);
    samples.wall.push(shown - sent);
    samples.cpu.push((cpu.user + cpu.system) / 1000);
    await sleep(SPACING_MS);
  }
  if (members.getState().members.length < 100) throw new Error(`${label}: the list was not loaded`);
  if (members.getState().cursor.index !== index) throw new Error(`${label}: the cursor is not where the keys put it`);
  return samples;
}

function summary(samples: number[]): { p50: number; p95: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] ?? NaN };
}

await openFirstPage();
const small = await measure('100 members', 40);
await loadAll();
const loaded = members.getState().members.length;
const big = await measure(`${loaded} members`, 5000);
ink.unmount();
services.rateLimits.close();

const line = (label: string, samples: Samples): string => {
  const w = summary(samples.wall);
  const c = summary(samples.cpu);
  return `  ${label.padEnd(24)} wall p50 ${w.p50.toFixed(2)} ms  p95 ${w.p95.toFixed(2)} ms  max ${w.max.toFixed(1)} ms | cpu p50 ${c.p50.toFixed(2)} ms  p95 ${c.p95.toFixed(2)} ms   target: p95 <= 16 ms   ${w.p95 <= 16 ? 'OK' : c.p95 <= 16 ? 'OVER (wall; cpu OK: load)' : 'OVER'}`;
};
console.log(
  `explorer key-to-frame latency (cursor j/k in the members list, ${KEYS} keys each, 100x30 terminal; shared 2-core machine, pessimistic)`,
);
console.log(line('100 members loaded:', small));
console.log(line(`${loaded.toLocaleString('en-US')} members loaded:`, big));
const ratio = summary(big.cpu).p50 / summary(small.cpu).p50;
console.log(
  `  cpu p50 ratio (10,000 / 100): ${ratio.toFixed(2)}   target: about 1 (no per-key work proportional to the list)`,
);
