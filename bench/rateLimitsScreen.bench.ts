// What one live update of the rate-limit screen costs: folding a batch of port updates into the store, and the
// time from that store update to the new frame written by a mounted Ink app (80x24, 5-minute history). The screen
// redraws at most once per batch (250 ms at the fastest), so both must stay far below that. Driven by the engine's
// traffic simulator at 1,000 requests/s across all nine demo callers on a virtual clock.
// bench: built as the shipped bundle (scripts/bench.mjs bundles it with the build's options: React's production
// build, minified).
export {};

// React runs its production build: the bundle defines NODE_ENV=production, as the shipped one does.
const { EventEmitter } = await import('node:events');
const { performance } = await import('node:perf_hooks');
// React is CommonJS: its exports are the module's default export in a bundle.
const { createElement } = (await import('react')).default;
const { render } = await import('ink');
const { VirtualClock } = await import('../src/domain/clock.js');
const { createEngineRateLimits, DEMO_GITHUB_CALLERS } = await import('../src/engine/ratelimits/index.js');
const { DEFAULT_SETTINGS } = await import('../src/settings/types.js');
const { createRateLimitsStore } = await import('../src/state/ratelimits/rateLimitsStore.js');
const { KeymapDispatcher } = await import('../src/ui/keymap/dispatcher.js');
const { KeymapContext } = await import('../src/ui/keymap/KeymapContext.js');
const { createKeymapRegistry } = await import('../src/ui/keymap/registry.js');
const { RATE_LIMIT_COMMANDS } = await import('../src/ui/screens/ratelimits/commands.js');
const { RateLimitsScreen } = await import('../src/ui/screens/ratelimits/RateLimitsScreen.js');

const T0 = Date.UTC(2026, 0, 1, 12);
const clock = new VirtualClock(T0);
const port = createEngineRateLimits({ callers: DEMO_GITHUB_CALLERS, clock, timers: 'manual', seed: 1 });
// The store's batch timer is replaced by explicit flushes: one flush = one batch = one redraw.
const noTimer = { setTimeout: () => 0, clearTimeout: () => undefined };
const rl = createRateLimitsStore({ port, clock, timer: noTimer, batchMs: 250 });
await rl.actions.open();
port.simulator.configure({
  ratePerSecond: 1000,
  callerIds: DEMO_GITHUB_CALLERS.map((c, i) => c.id ?? `${c.kind}-${i}`),
});
port.simulator.start();

let events = 0;
port.subscribe(() => (events += 1));

const settings = { get: () => DEFAULT_SETTINGS, update: () => undefined, subscribe: () => () => undefined };
const dispatcher = new KeymapDispatcher(
  createKeymapRegistry([{ scope: 'ratelimits', title: 'Rate limits', commands: RATE_LIMIT_COMMANDS }]),
);
const chrome = { setCrumbs: () => undefined, setTyping: () => undefined, setDirty: () => undefined };
const shell = {
  notify: () => undefined,
  runTask: <T>(_l: string, w: (s: AbortSignal) => Promise<T>) => w(new AbortController().signal),
  goTo: () => undefined,
};

/** A terminal-sized stdout that only announces each frame Ink writes. */
class FrameStdout extends EventEmitter {
  columns = 80;
  rows = 24;
  isTTY = true;
  lastRows = 0;
  write = (data: string): boolean => {
    this.lastRows = data.split('\n').length;
    this.emit('frame');
    return true;
  };
}
class QuietStdin extends EventEmitter {
  isTTY = true;
  setRawMode = () => this;
  setEncoding = () => this;
  resume = () => this;
  pause = () => this;
  ref = () => this;
  unref = () => this;
  read = () => null;
}
const stdout = new FrameStdout();
const nextFrame = (): Promise<void> => new Promise((resolve) => stdout.once('frame', () => resolve()));
const mounted = nextFrame();
// debug: every commit is written at once (no 30 fps throttle), so the time measured is the work, not the throttle.
// (createElement rather than JSX: the bench runner picks up `*.bench.ts` files.)
const ink = render(
  createElement(
    KeymapContext.Provider,
    { value: dispatcher },
    createElement(RateLimitsScreen, {
      state: rl,
      services: {} as never,
      settings,
      shell,
      chrome,
      isActive: false,
      width: 80,
      height: 19,
    }),
  ),
  {
    stdout: stdout as unknown as NodeJS.WriteStream,
    stdin: new QuietStdin() as unknown as NodeJS.ReadStream,
    debug: true,
    exitOnCtrlC: false,
    patchConsole: false,
  },
);
await mounted;

const applyMs: number[] = [];
const renderMs: number[] = [];
const STEP = 250;
const STEPS = (10 * 60_000) / STEP; // ten virtual minutes: the 5-minute history is full for the second half
for (let i = 0; i < STEPS; i++) {
  clock.advance(STEP);
  port.simulator.pump(clock.now());
  port.flush();
  await Promise.resolve();
  const a = performance.now();
  const written = nextFrame();
  rl.actions.flush();
  applyMs.push(performance.now() - a);
  await written;
  renderMs.push(performance.now() - a);
  if (stdout.lastRows > 19) throw new Error(`frame taller than its 19 rows: ${stdout.lastRows}`);
  if (i % 4 === 0) {
    const switched = nextFrame();
    rl.actions.selectCaller(1);
    await switched;
  }
}
ink.unmount();
rl.actions.close();
port.close();

const pct = (xs: number[], p: number): number =>
  [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const ms = (n: number): string => `${n.toFixed(2)} ms`;
const perBatch = Math.round(events / STEPS);
console.log(
  `rate-limit screen, ${STEPS} batches of ${STEP} ms (~${perBatch} port events each, 9 callers, simulator at 1,000 req/s)`,
);
console.log(
  `  store update per batch: median ${ms(pct(applyMs, 0.5))}, p95 ${ms(pct(applyMs, 0.95))}   (target: p95 <= 5 ms, budget 250 ms)`,
);
console.log(
  `  store update to frame written (80x24): median ${ms(pct(renderMs, 0.5))}, p95 ${ms(pct(renderMs, 0.95))}   (target: p95 <= 16 ms)`,
);
console.log(
  `  React/Ink in production mode; figures from a 2-core machine shared with other work (load ${(await import('node:os')).loadavg()[0]!.toFixed(1)}): pessimistic`,
);
