// The rate-limit screen's state as pure functions: callers and the selected one, the latest snapshot per caller,
// a short history per caller and bucket, the event log, the simulator's state, and the view's cursor.

import { historyKey } from '../../history/series.js';
import type {
  BucketSnapshot,
  CallerSnapshot,
  RateLimitCaller,
  RateLimitEvent,
  SimulatorState,
} from '../../service/rateLimitsPort.js';
import { textMatches } from '../listFilter.js';
import { appendEvents, filterEvents, type LoggedEvent } from './eventLog.js';
import { appendSample, DEFAULT_HISTORY, type HistoryOptions, type Sample } from './history.js';
import { SECONDARY_ROW_COUNT } from './secondaryRows.js';

export type RateLimitView = 'buckets' | 'secondary' | 'events';
export const RATE_LIMIT_VIEWS: readonly RateLimitView[] = ['buckets', 'secondary', 'events'];

export interface RateLimitsState {
  status: 'loading' | 'ready' | 'failed';
  error?: string;
  callers: RateLimitCaller[];
  selectedCallerId?: string;
  snapshots: Record<string, CallerSnapshot>;
  /** Keyed by `historyKey(callerId, resource)`. */
  history: Record<string, Sample[]>;
  events: LoggedEvent[];
  nextEventSeq: number;
  /** Requests counted since the screen opened (not listed in the log). */
  counted: number;
  simulator?: SimulatorState;
  bucketCursor: number;
  /** Highlighted row of the secondary-limits view. */
  secondaryCursor: number;
  /** Events view: how many of the newest events are scrolled past. */
  eventScroll: number;
  /** The event log's `/` filter (caller, bucket or any text of the event), and whether it is being typed. */
  eventFilter: string;
  eventFilterEditing: boolean;
  /** The bucket table's `/` filter (by bucket name), and whether it is being typed; the cursor moves among the matches. */
  bucketFilter: string;
  bucketFilterEditing: boolean;
  view: RateLimitView;
  /**
   * When the port last reported anything (snapshots, events, the simulator's state): the screen is current as of
   * then even when no budget changed (a simulator backing off sends nothing, yet says so).
   */
  updatedAt?: number;
}

export function initRateLimitsState(): RateLimitsState {
  return {
    status: 'loading',
    callers: [],
    snapshots: {},
    history: {},
    events: [],
    nextEventSeq: 1,
    counted: 0,
    bucketCursor: 0,
    secondaryCursor: 0,
    eventScroll: 0,
    eventFilter: '',
    eventFilterEditing: false,
    bucketFilter: '',
    bucketFilterEditing: false,
    view: 'buckets',
  };
}

export { historyKey };

export function withCallers(state: RateLimitsState, callers: RateLimitCaller[]): RateLimitsState {
  const keep = state.selectedCallerId !== undefined && callers.some((c) => c.id === state.selectedCallerId);
  const selectedCallerId = keep ? state.selectedCallerId : callers[0]?.id;
  const next: RateLimitsState = { ...state, status: 'ready', callers };
  if (selectedCallerId !== undefined) next.selectedCallerId = selectedCallerId;
  else delete next.selectedCallerId;
  return next;
}

export function withSnapshots(
  state: RateLimitsState,
  snapshots: readonly CallerSnapshot[],
  options: HistoryOptions = DEFAULT_HISTORY,
): RateLimitsState {
  if (snapshots.length === 0) return state;
  const byCaller = { ...state.snapshots };
  const history = { ...state.history };
  for (const snapshot of snapshots) {
    byCaller[snapshot.callerId] = snapshot;
    for (const bucket of snapshot.buckets) {
      const key = historyKey(snapshot.callerId, bucket.resource);
      history[key] = appendSample(
        history[key] ?? [],
        { at: snapshot.at, remaining: bucket.remaining, limit: bucket.limit },
        options,
      );
    }
  }
  return { ...state, snapshots: byCaller, history };
}

export function withEvents(state: RateLimitsState, events: readonly RateLimitEvent[]): RateLimitsState {
  if (events.length === 0) return state;
  const counted = events.reduce((n, e) => (e.type === 'request-counted' ? n + 1 : n), 0);
  const { log, nextSeq } = appendEvents(state.events, events, state.nextEventSeq);
  return { ...state, events: log, nextEventSeq: nextSeq, counted: state.counted + counted };
}

/** Moves the caller selection by `delta`, wrapping around. */
export function selectCaller(state: RateLimitsState, delta: number): RateLimitsState {
  const n = state.callers.length;
  if (n === 0) return state;
  const current = Math.max(
    0,
    state.callers.findIndex((c) => c.id === state.selectedCallerId),
  );
  const index = (((current + delta) % n) + n) % n;
  return { ...state, selectedCallerId: (state.callers[index] as RateLimitCaller).id };
}

export function moveBucketCursor(state: RateLimitsState, delta: number): RateLimitsState {
  return bucketCursorAt(state, state.bucketCursor + delta);
}

/** The bucket cursor on row `index` of the buckets the filter shows (kept within them). */
function bucketCursorAt(state: RateLimitsState, index: number): RateLimitsState {
  const count = shownBuckets(state).length;
  const bucketCursor = clamp(index, 0, Math.max(0, count - 1));
  return bucketCursor === state.bucketCursor ? state : { ...state, bucketCursor };
}

function secondaryCursorAt(state: RateLimitsState, index: number): RateLimitsState {
  const secondaryCursor = clamp(index, 0, SECONDARY_ROW_COUNT - 1);
  return secondaryCursor === state.secondaryCursor ? state : { ...state, secondaryCursor };
}

/** The lists of the screen whose rows a click chooses: the callers overview, the buckets, the secondary limits. */
export type ClickableList = 'callers' | 'buckets' | 'secondary';

/** Row `index` of `list` chosen (a click on it): the caller shown, or the cursor of the buckets or secondary limits. */
export function chooseRow(state: RateLimitsState, list: ClickableList, index: number): RateLimitsState {
  switch (list) {
    case 'callers': {
      const caller = state.callers[index];
      return caller === undefined || caller.id === state.selectedCallerId
        ? state
        : { ...state, selectedCallerId: caller.id };
    }
    case 'buckets':
      return bucketCursorAt(state, index);
    case 'secondary':
      return secondaryCursorAt(state, index);
  }
}

/** j/k in the current view: the bucket cursor, the secondary-limits cursor, or the event log's scroll. */
export function moveCursor(state: RateLimitsState, delta: number): RateLimitsState {
  switch (state.view) {
    case 'buckets':
      return moveBucketCursor(state, delta);
    case 'secondary':
      return secondaryCursorAt(state, state.secondaryCursor + delta);
    case 'events': {
      const shown = filterEvents(state.events, state.eventFilter).length;
      const eventScroll = clamp(state.eventScroll + delta, 0, Math.max(0, shown - 1));
      return eventScroll === state.eventScroll ? state : { ...state, eventScroll };
    }
  }
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

/** Next (or previous) main view among `views` (wide layouts show the secondary limits beside the buckets). */
export function cycleView(
  state: RateLimitsState,
  delta = 1,
  views: readonly RateLimitView[] = RATE_LIMIT_VIEWS,
): RateLimitsState {
  const n = views.length;
  const i = views.indexOf(state.view);
  const from = i >= 0 ? i : 0;
  return { ...state, view: views[(((from + delta) % n) + n) % n] as RateLimitView };
}

export function selectedSnapshot(state: RateLimitsState): CallerSnapshot | undefined {
  return state.selectedCallerId !== undefined ? state.snapshots[state.selectedCallerId] : undefined;
}

/** The event log's `/` filter: typing starts it, every change scrolls back to the newest, Esc clears it. */
export function withEventFilter(state: RateLimitsState, change: { text?: string; editing?: boolean }): RateLimitsState {
  const eventFilter = change.text ?? state.eventFilter;
  const eventFilterEditing = change.editing ?? state.eventFilterEditing;
  if (eventFilter === state.eventFilter && eventFilterEditing === state.eventFilterEditing) return state;
  return {
    ...state,
    eventFilter,
    eventFilterEditing,
    eventScroll: eventFilter === state.eventFilter ? state.eventScroll : 0,
  };
}

/** The selected caller's buckets the `/` filter lets through, in the table's order. */
export function shownBuckets(state: RateLimitsState): readonly BucketSnapshot[] {
  const buckets = selectedSnapshot(state)?.buckets ?? [];
  return state.bucketFilter === '' ? buckets : buckets.filter((b) => textMatches(state.bucketFilter, b.resource));
}

/** The bucket table's `/` filter: every change of the text puts the cursor on the first match, Esc clears it. */
export function withBucketFilter(
  state: RateLimitsState,
  change: { text?: string; editing?: boolean },
): RateLimitsState {
  const bucketFilter = change.text ?? state.bucketFilter;
  const bucketFilterEditing = change.editing ?? state.bucketFilterEditing;
  if (bucketFilter === state.bucketFilter && bucketFilterEditing === state.bucketFilterEditing) return state;
  return {
    ...state,
    bucketFilter,
    bucketFilterEditing,
    bucketCursor: bucketFilter === state.bucketFilter ? state.bucketCursor : 0,
  };
}
