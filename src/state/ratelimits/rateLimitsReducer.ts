// The rate-limit screen's state machine as a pure reducer: what the port reported (callers, snapshots, events, the
// simulator's state, a failed listing) and what the user did (caller, cursor, view, the two `/` filters, Esc) as
// events. The controller (./rateLimitsStore.ts) listens to the port, batches its updates and feeds them in; the
// state's own steps are the pure functions of ./rateLimitsModel.ts.

import type { CallerSnapshot, RateLimitCaller, RateLimitEvent, SimulatorState } from '../../service/rateLimitsPort.js';
import type { HistoryOptions } from './history.js';
import {
  chooseRow,
  cycleView,
  moveCursor,
  selectCaller,
  withBucketFilter,
  withCallers,
  withEventFilter,
  withEvents,
  withSnapshots,
  type ClickableList,
  type RateLimitsState,
  type RateLimitView,
} from './rateLimitsModel.js';

/** One update of the port, as the controller's batcher collects them. */
export type PortUpdate =
  | { kind: 'snapshots'; snapshots: CallerSnapshot[] }
  | { kind: 'event'; event: RateLimitEvent }
  | { kind: 'simulator'; state: SimulatorState };

/** A change of a `/` filter: its text, whether it is being typed, or both. */
export interface FilterChange {
  text?: string;
  editing?: boolean;
}

export type RateLimitsEvent =
  /** The callers were listed (on open or reload): a failure shown before is gone. */
  | { type: 'callersListed'; callers: RateLimitCaller[] }
  | { type: 'listingFailed'; error: string }
  /** Snapshots taken outside a batch (a reload). */
  | { type: 'snapshotsTaken'; snapshots: readonly CallerSnapshot[]; history: HistoryOptions }
  /** One batch of port updates, delivered at `at`. */
  | { type: 'batchArrived'; updates: readonly PortUpdate[]; history: HistoryOptions; at: number }
  /** A control the user pressed shows the simulator's state at once, before the next batch. */
  | { type: 'simulatorShown'; simulator: SimulatorState }
  | { type: 'callerSelected'; delta: number }
  | { type: 'cursorMoved'; delta: number }
  /** A click on a row of one of the lists: it is chosen, as the keys would, in one move. */
  | { type: 'rowChosen'; list: ClickableList; index: number }
  | { type: 'viewCycled'; delta: number; views?: readonly RateLimitView[] }
  | { type: 'eventFilterChanged'; change: FilterChange }
  | { type: 'bucketFilterChanged'; change: FilterChange }
  /** Esc: clears the applied filter of the view shown; the state is unchanged when there is none. */
  | { type: 'filterCleared' };

export function rateLimitsReducer(state: RateLimitsState, event: RateLimitsEvent): RateLimitsState {
  switch (event.type) {
    case 'callersListed': {
      const { error: _dropped, ...rest } = state;
      return withCallers(rest, event.callers);
    }
    case 'listingFailed':
      return { ...state, status: 'failed', error: event.error };
    case 'snapshotsTaken':
      return withSnapshots(state, event.snapshots, event.history);
    case 'batchArrived':
      return withUpdates(state, event.updates, event.history, event.at);
    case 'simulatorShown':
      return { ...state, simulator: event.simulator };
    case 'callerSelected':
      return selectCaller(state, event.delta);
    case 'cursorMoved':
      return moveCursor(state, event.delta);
    case 'rowChosen':
      return chooseRow(state, event.list, event.index);
    case 'viewCycled':
      return cycleView(state, event.delta, event.views);
    case 'eventFilterChanged':
      return withEventFilter(state, event.change);
    case 'bucketFilterChanged':
      return withBucketFilter(state, event.change);
    case 'filterCleared':
      if (state.view === 'events') return state.eventFilter === '' ? state : withEventFilter(state, { text: '' });
      return state.bucketFilter === '' ? state : withBucketFilter(state, { text: '' });
  }
}

/** One batch of port updates folded into the state, as of `at`: current as of then even when no budget changed. */
function withUpdates(
  current: RateLimitsState,
  updates: readonly PortUpdate[],
  history: HistoryOptions,
  at: number,
): RateLimitsState {
  const snapshots: CallerSnapshot[] = [];
  const events: RateLimitEvent[] = [];
  let sim: SimulatorState | undefined;
  for (const u of updates) {
    if (u.kind === 'snapshots') snapshots.push(...u.snapshots);
    else if (u.kind === 'event') events.push(u.event);
    else sim = u.state;
  }
  const state = { ...withEvents(withSnapshots(current, snapshots, history), events), updatedAt: at };
  return sim !== undefined ? { ...state, simulator: sim } : state;
}
