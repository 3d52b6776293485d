// The rate-limit screen's controller: a zustand vanilla store fed by the port through the pure reducer
// (./rateLimitsReducer.ts). Snapshots, events and simulator changes are batched into one state update per `batchMs`
// (default 250 ms), so the screen renders at most four times a second however busy the simulator is; a 1 s tick
// moves the countdowns (a store of its own, `time`). Created per app instance (fresh per test).

import { plural } from '../../domain/counts.js';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Clock } from '../../domain/clock.js';
import { isServiceError } from '../../domain/errors.js';
import type { CallerSnapshot, RateLimitsPort, SimulatorSettings } from '../../service/rateLimitsPort.js';
import { createBatcher, realTimer, type Batcher, type Timer } from './batcher.js';
import { DEFAULT_HISTORY, type HistoryOptions } from './history.js';
import type { LastingHistory } from '../../history/lastingHistory.js';
import {
  initRateLimitsState,
  type ClickableList,
  type RateLimitsState,
  type RateLimitView,
} from './rateLimitsModel.js';
import { rateLimitsReducer, type PortUpdate, type RateLimitsEvent } from './rateLimitsReducer.js';
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
  /** A click on row `index` of a list: the caller, or the bucket or secondary-limit cursor, goes there. */
  chooseRow(list: ClickableList, index: number): void;
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

type Notify = (text: string, level?: 'info' | 'warning' | 'error') => void;
type Dispatch = (event: RateLimitsEvent) => void;

/** Lists the callers again and takes a fresh snapshot of each; a failure shows on the screen and in the status line. */
async function reloadCallers(
  port: RateLimitsPort,
  dispatch: Dispatch,
  historyOptions: HistoryOptions,
  notify: Notify,
): Promise<void> {
  try {
    const callers = await port.listCallers();
    dispatch({ type: 'callersListed', callers });
    const snapshots = await Promise.all(callers.map((c) => port.snapshot(c.id).catch(() => undefined)));
    dispatch({
      type: 'snapshotsTaken',
      snapshots: snapshots.filter((x): x is CallerSnapshot => x !== undefined),
      history: historyOptions,
    });
    notify(`Rate limits reloaded (${plural(callers.length, 'caller')})`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    dispatch({ type: 'listingFailed', error: message });
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
  dispatch: Dispatch,
  notify: Notify,
): SimulatorControlActions {
  // A control the user pressed shows at once; only the simulator's own churn (its counters) waits for the batch.
  const showSimulatorNow = (): void => {
    if (simulator) dispatch({ type: 'simulatorShown', simulator: simulator.getState() });
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

  // Every change of the state goes through the reducer; zustand tells the screen when it is a new object.
  const dispatch: Dispatch = (event) => store.setState(rateLimitsReducer(store.getState(), event), true);

  let batcher: Batcher<PortUpdate> | undefined;
  let unsubscribes: (() => void)[] = [];
  let tickHandle: unknown;
  let opening: Promise<void> | undefined;

  const apply = (updates: PortUpdate[]): void => {
    const state = rateLimitsReducer(store.getState(), {
      type: 'batchArrived',
      updates,
      history: historyOptions,
      at: clock.now(),
    });
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
        dispatch({ type: 'simulatorShown', simulator: simulator.getState() });
        unsubscribes.push(simulator.subscribe((state) => b.push({ kind: 'simulator', state })));
      }
      tickHandle = timer.setTimeout(tick, tickMs);
      opening = port.listCallers().then(
        (callers) => dispatch({ type: 'callersListed', callers }),
        (error: unknown) =>
          dispatch({ type: 'listingFailed', error: error instanceof Error ? error.message : String(error) }),
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
    reload: () => reloadCallers(port, dispatch, historyOptions, notify),
    selectCaller: (delta) => dispatch({ type: 'callerSelected', delta }),
    moveCursor: (delta) => dispatch({ type: 'cursorMoved', delta }),
    chooseRow: (list, index) => dispatch({ type: 'rowChosen', list, index }),
    startEventFilter: () => dispatch({ type: 'eventFilterChanged', change: { editing: true } }),
    setEventFilter: (text) => dispatch({ type: 'eventFilterChanged', change: { text } }),
    applyEventFilter: () => dispatch({ type: 'eventFilterChanged', change: { editing: false } }),
    cancelEventFilter: () => dispatch({ type: 'eventFilterChanged', change: { text: '', editing: false } }),
    startBucketFilter: () => dispatch({ type: 'bucketFilterChanged', change: { editing: true } }),
    setBucketFilter: (text) => dispatch({ type: 'bucketFilterChanged', change: { text } }),
    applyBucketFilter: () => dispatch({ type: 'bucketFilterChanged', change: { editing: false } }),
    cancelBucketFilter: () => dispatch({ type: 'bucketFilterChanged', change: { text: '', editing: false } }),
    back() {
      const before = store.getState();
      dispatch({ type: 'filterCleared' });
      return store.getState() !== before;
    },
    cycleView: (delta = 1, views) =>
      dispatch(views !== undefined ? { type: 'viewCycled', delta, views } : { type: 'viewCycled', delta }),
    ...simulatorControls(simulator, store, dispatch, notify),
    flush: () => batcher?.flush(),
  };

  return { store, time, actions, hasSimulator: simulator !== undefined };
}
