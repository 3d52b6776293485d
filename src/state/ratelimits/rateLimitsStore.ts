// The rate-limit screen's store: a zustand vanilla store fed by the port. Snapshots, events and simulator changes
// are batched into one state update per `batchMs` (default 250 ms), so the screen renders at most four times a
// second however busy the simulator is; a 1 s tick moves the countdowns (a store of its own, `time`). Created per app
// instance (fresh per test).

import { plural } from '../../domain/counts.js';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Clock } from '../../domain/clock.js';
import { isServiceError } from '../../domain/errors.js';
import type {
  CallerSnapshot,
  RateLimitEvent,
  RateLimitsPort,
  SimulatorSettings,
  SimulatorState,
} from '../../service/rateLimitsPort.js';
import { createBatcher, realTimer, type Batcher, type Timer } from './batcher.js';
import { DEFAULT_HISTORY, type HistoryOptions } from './history.js';
import type { LastingHistory } from '../../history/lastingHistory.js';
import {
  cycleView,
  initRateLimitsState,
  moveCursor,
  withBucketFilter,
  withEventFilter,
  selectCaller,
  withCallers,
  withEvents,
  withSnapshots,
  type RateLimitsState,
  type RateLimitView,
} from './rateLimitsModel.js';
import { nextPreset, stepRate, toggleCaller } from './simulatorControls.js';

export interface RateLimitsStoreOptions {
  port: RateLimitsPort;
  clock: Clock;
  timer?: Timer;
  /** Longest time between a port update and the re-render that shows it. */
  batchMs?: number;
  /** How often countdowns move. */
  tickMs?: number;
  history?: HistoryOptions;
  /** Where control outcomes go (the shell's status line); e.g. a simulator setting the port refused. */
  notify?: (level: 'info' | 'warning' | 'error', text: string) => void;
}

export type RateLimitsStoreState = RateLimitsState;

export interface RateLimitsActions {
  /** Loads the callers and starts listening; idempotent. */
  open(): Promise<void>;
  /** Stops listening (screen left or app closing). History and the log are kept for the next open. */
  close(): void;
  /** Lists the callers again and takes a fresh snapshot of each (`R`, `:reload`; also after a failed open). */
  reload(): Promise<void>;
  selectCaller(delta: number): void;
  moveCursor(delta: number): void;
  cycleView(delta?: number, views?: readonly RateLimitView[]): void;
  toggleSimulator(): void;
  stepRate(direction: 1 | -1): void;
  nextMix(): void;
  toggleSelectedCallerInSimulator(): void;
  /** The event log's `/` filter. */
  startEventFilter(): void;
  setEventFilter(text: string): void;
  applyEventFilter(): void;
  /** Leaves the filter field and clears the filter. */
  cancelEventFilter(): void;
  /** The bucket table's `/` filter, by bucket name. */
  startBucketFilter(): void;
  setBucketFilter(text: string): void;
  applyBucketFilter(): void;
  /** Leaves the filter field and clears the filter. */
  cancelBucketFilter(): void;
  /** Esc: clears the applied filter of the view shown; false when there is none (the shell goes back). */
  back(): boolean;
  /** Delivers pending batched updates now (tests on a virtual clock, and before close). */
  flush(): void;
}

/** The time countdowns and sparklines are drawn for: moved by the 1 s tick and by every batch. */
export interface RateLimitsTime {
  now: number;
}

export interface RateLimitsStore {
  store: StoreApi<RateLimitsStoreState>;
  /**
   * Apart from `store`, so that the tick reaches only what reads the time: the view's leaves select their own text
   * from it and re-render only when that text changes.
   */
  time: StoreApi<RateLimitsTime>;
  actions: RateLimitsActions;
  /** True when the port offers a simulator (engine mode). */
  hasSimulator: boolean;
  /** The history that reaches back across runs, and the threshold alerts (the screen's zoom reads it). */
  lasting?: LastingHistory;
}

type Update =
  | { kind: 'snapshots'; snapshots: CallerSnapshot[] }
  | { kind: 'event'; event: RateLimitEvent }
  | { kind: 'simulator'; state: SimulatorState };

type Notify = (text: string, level?: 'info' | 'warning' | 'error') => void;

/** One batch of port updates folded into the state, as of `now`. */
function withUpdates(
  current: RateLimitsStoreState,
  updates: readonly Update[],
  historyOptions: HistoryOptions,
  now: number,
): RateLimitsStoreState {
  const snapshots: CallerSnapshot[] = [];
  const events: RateLimitEvent[] = [];
  let sim: SimulatorState | undefined;
  for (const u of updates) {
    if (u.kind === 'snapshots') snapshots.push(...u.snapshots);
    else if (u.kind === 'event') events.push(u.event);
    else sim = u.state;
  }
  const state = { ...withEvents(withSnapshots(current, snapshots, historyOptions), events), updatedAt: now };
  return sim !== undefined ? { ...state, simulator: sim } : state;
}

/** Lists the callers again and takes a fresh snapshot of each; a failure shows on the screen and in the status line. */
async function reloadCallers(
  port: RateLimitsPort,
  store: StoreApi<RateLimitsStoreState>,
  historyOptions: HistoryOptions,
  notify: Notify,
): Promise<void> {
  try {
    const callers = await port.listCallers();
    const current = store.getState();
    const { error: _dropped, ...rest } = current;
    store.setState(withCallers(rest, callers), true);
    const snapshots = await Promise.all(callers.map((c) => port.snapshot(c.id).catch(() => undefined)));
    store.setState(
      withSnapshots(
        store.getState(),
        snapshots.filter((x): x is CallerSnapshot => x !== undefined),
        historyOptions,
      ),
      true,
    );
    notify(`Rate limits reloaded (${plural(callers.length, 'caller')})`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    store.setState({ status: 'failed', error: message });
    notify(`Could not reload the rate limits: ${message}`, 'error');
  }
}

type SimulatorControlActions = Pick<
  RateLimitsActions,
  'toggleSimulator' | 'stepRate' | 'nextMix' | 'toggleSelectedCallerInSimulator'
>;

/** The simulator's keys; each does nothing when the port has no simulator (real backends). */
function simulatorControls(
  simulator: RateLimitsPort['simulator'],
  store: StoreApi<RateLimitsStoreState>,
  notify: Notify,
): SimulatorControlActions {
  // A control the user pressed shows at once; only the simulator's own churn (its counters) waits for the batch.
  const showSimulatorNow = (): void => {
    if (simulator) store.setState({ simulator: simulator.getState() });
  };

  const configure = (settings: Partial<Omit<SimulatorSettings, 'running'>>, done: string): void => {
    if (!simulator) return;
    try {
      simulator.configure(settings);
      showSimulatorNow();
      notify(done);
    } catch (error) {
      notify(isServiceError(error) ? error.message : String(error), 'error');
    }
  };

  return {
    toggleSimulator() {
      if (!simulator) return;
      const running = simulator.getState().running;
      if (running) simulator.stop();
      else simulator.start();
      showSimulatorNow();
      notify(running ? 'Simulator stopped' : 'Simulator started');
    },
    stepRate(direction) {
      if (!simulator) return;
      const rate = stepRate(simulator.getState().ratePerSecond, direction);
      configure({ ratePerSecond: rate }, `Simulator rate ${rate} req/s`);
    },
    nextMix() {
      if (!simulator) return;
      const preset = nextPreset(simulator.getState().mix);
      configure({ mix: preset.mix }, `Request mix: ${preset.name} (${preset.description})`);
    },
    toggleSelectedCallerInSimulator() {
      const id = store.getState().selectedCallerId;
      if (!simulator || id === undefined) return;
      const callerIds = toggleCaller(simulator.getState(), id);
      configure(
        { callerIds },
        callerIds.includes(id) ? 'Simulator now sends as this caller' : 'Simulator no longer sends as this caller',
      );
    },
  };
}

export function createRateLimitsStore(options: RateLimitsStoreOptions): RateLimitsStore {
  const { port, clock } = options;
  const timer = options.timer ?? realTimer;
  const batchMs = options.batchMs ?? 250;
  const tickMs = options.tickMs ?? 1000;
  const historyOptions = options.history ?? DEFAULT_HISTORY;
  const store = createStore<RateLimitsStoreState>(() => initRateLimitsState());
  const time = createStore<RateLimitsTime>(() => ({ now: clock.now() }));
  const simulator = port.simulator;

  let batcher: Batcher<Update> | undefined;
  let unsubscribes: (() => void)[] = [];
  let tickHandle: unknown;
  let opening: Promise<void> | undefined;

  const apply = (updates: Update[]): void => {
    const state = withUpdates(store.getState(), updates, historyOptions, clock.now());
    // The time first: what the batch re-renders draws its countdowns for the batch's time.
    time.setState({ now: clock.now() });
    store.setState(state, true);
  };

  const tick = (): void => {
    time.setState({ now: clock.now() });
    tickHandle = timer.setTimeout(tick, tickMs);
  };

  const notify: Notify = (text, level = 'info') => options.notify?.(level, text);

  const actions: RateLimitsActions = {
    open() {
      if (opening) return opening;
      batcher = createBatcher(apply, batchMs, timer);
      const b = batcher;
      unsubscribes = [
        port.watch((snapshots) => b.push({ kind: 'snapshots', snapshots }), { intervalMs: batchMs }),
        port.subscribe((event) => b.push({ kind: 'event', event })),
      ];
      if (simulator) {
        store.setState({ simulator: simulator.getState() });
        unsubscribes.push(simulator.subscribe((state) => b.push({ kind: 'simulator', state })));
      }
      tickHandle = timer.setTimeout(tick, tickMs);
      opening = port.listCallers().then(
        (callers) => {
          store.setState(withCallers(store.getState(), callers), true);
        },
        (error: unknown) => {
          store.setState({ status: 'failed', error: error instanceof Error ? error.message : String(error) });
        },
      );
      return opening;
    },
    close() {
      batcher?.flush();
      batcher?.dispose();
      batcher = undefined;
      for (const u of unsubscribes) u();
      unsubscribes = [];
      if (tickHandle !== undefined) timer.clearTimeout(tickHandle);
      tickHandle = undefined;
      opening = undefined;
    },
    reload: () => reloadCallers(port, store, historyOptions, notify),
    selectCaller: (delta) => store.setState(selectCaller(store.getState(), delta), true),
    moveCursor: (delta) => store.setState(moveCursor(store.getState(), delta), true),
    startEventFilter: () => store.setState(withEventFilter(store.getState(), { editing: true }), true),
    setEventFilter: (text) => store.setState(withEventFilter(store.getState(), { text }), true),
    applyEventFilter: () => store.setState(withEventFilter(store.getState(), { editing: false }), true),
    cancelEventFilter: () => store.setState(withEventFilter(store.getState(), { text: '', editing: false }), true),
    startBucketFilter: () => store.setState(withBucketFilter(store.getState(), { editing: true }), true),
    setBucketFilter: (text) => store.setState(withBucketFilter(store.getState(), { text }), true),
    applyBucketFilter: () => store.setState(withBucketFilter(store.getState(), { editing: false }), true),
    cancelBucketFilter: () => store.setState(withBucketFilter(store.getState(), { text: '', editing: false }), true),
    back() {
      const state = store.getState();
      if (state.view === 'events') {
        if (state.eventFilter === '') return false;
        store.setState(withEventFilter(state, { text: '' }), true);
        return true;
      }
      if (state.bucketFilter === '') return false;
      store.setState(withBucketFilter(state, { text: '' }), true);
      return true;
    },
    cycleView: (delta, views) => store.setState(cycleView(store.getState(), delta, views), true),
    ...simulatorControls(simulator, store, notify),
    flush: () => batcher?.flush(),
  };

  return { store, time, actions, hasSimulator: simulator !== undefined };
}
