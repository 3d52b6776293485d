import { describe, expect, it } from 'vitest';
import { DEFAULT_HISTORY } from '../../src/state/ratelimits/history.js';
import { historyKey, initRateLimitsState, type RateLimitsState } from '../../src/state/ratelimits/rateLimitsModel.js';
import { rateLimitsReducer, type RateLimitsEvent } from '../../src/state/ratelimits/rateLimitsReducer.js';
import type { RateLimitEvent, SimulatorState } from '../../src/service/rateLimitsPort.js';
import { bucket, FAKE_CALLERS, snapshotOf } from './rateLimitsFakePort.js';

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);
const RESET = T0 / 1000 + 3600;

function run(events: readonly RateLimitsEvent[], from: RateLimitsState = initRateLimitsState()): RateLimitsState {
  return events.reduce(rateLimitsReducer, from);
}

const listed: RateLimitsEvent = { type: 'callersListed', callers: FAKE_CALLERS };
const aliceBuckets: RateLimitsEvent = {
  type: 'snapshotsTaken',
  snapshots: [snapshotOf('alice', T0, [bucket('core', 5000, 10, RESET), bucket('search', 30, 0, RESET)])],
  history: DEFAULT_HISTORY,
};
const counted: RateLimitEvent = {
  type: 'request-counted',
  callerId: 'alice',
  at: T0 + 500,
  method: 'GET',
  path: '/user',
  resource: 'core',
  remaining: 4989,
  limit: 5000,
};

describe('rateLimitsReducer', () => {
  it('lists the callers, selects the first and drops a failure shown before', () => {
    const failed = run([{ type: 'listingFailed', error: 'connection refused' }]);
    expect(failed).toMatchObject({ status: 'failed', error: 'connection refused' });
    const state = run([listed], failed);
    expect(state.status).toBe('ready');
    expect(state.selectedCallerId).toBe('alice');
    expect(state).not.toHaveProperty('error');
  });

  it('folds one batch of port updates into the state, current as of the batch', () => {
    const sim = { running: false, ratePerSecond: 5 } as unknown as SimulatorState;
    const state = run([
      listed,
      {
        type: 'batchArrived',
        updates: [
          { kind: 'snapshots', snapshots: [snapshotOf('alice', T0, [bucket('core', 5000, 11, RESET)])] },
          { kind: 'event', event: counted },
          { kind: 'simulator', state: sim },
        ],
        history: DEFAULT_HISTORY,
        at: T0 + 750,
      },
    ]);
    expect(state.snapshots['alice']?.buckets[0]?.used).toBe(11);
    expect(state.history[historyKey('alice', 'core')]).toHaveLength(1);
    expect(state.counted).toBe(1);
    expect(state.simulator).toBe(sim);
    expect(state.updatedAt).toBe(T0 + 750);
  });

  it('an empty batch still says when the port last reported', () => {
    const before = run([listed, aliceBuckets]);
    const after = rateLimitsReducer(before, {
      type: 'batchArrived',
      updates: [],
      history: DEFAULT_HISTORY,
      at: T0 + 9,
    });
    expect(after.updatedAt).toBe(T0 + 9);
    expect(after.snapshots).toBe(before.snapshots);
  });

  it('moves the caller selection and the cursor of the view shown', () => {
    const state = run([listed, aliceBuckets, { type: 'cursorMoved', delta: 1 }]);
    expect(state.bucketCursor).toBe(1);
    // The last bucket is as far as the cursor goes.
    expect(rateLimitsReducer(state, { type: 'cursorMoved', delta: 5 })).toBe(state);
    expect(run([{ type: 'callerSelected', delta: 1 }], state).selectedCallerId).toBe('ci');
    expect(run([{ type: 'callerSelected', delta: 2 }], state).selectedCallerId).toBe('alice');
  });

  it('chooses a clicked row in one move: a caller, a bucket, a secondary limit, kept within each list', () => {
    const state = run([listed, aliceBuckets]);
    expect(run([{ type: 'rowChosen', list: 'callers', index: 1 }], state).selectedCallerId).toBe('ci');
    expect(run([{ type: 'rowChosen', list: 'callers', index: 9 }], state)).toBe(state);
    expect(run([{ type: 'rowChosen', list: 'buckets', index: 1 }], state).bucketCursor).toBe(1);
    expect(run([{ type: 'rowChosen', list: 'buckets', index: 7 }], state).bucketCursor).toBe(1);
    expect(run([{ type: 'rowChosen', list: 'secondary', index: 3 }], state).secondaryCursor).toBe(3);
    // Whichever view is shown: the click names its list.
    expect(run([{ type: 'rowChosen', list: 'buckets', index: 1 }], { ...state, view: 'secondary' }).bucketCursor).toBe(
      1,
    );
  });

  it('cycles the views among those given', () => {
    const state = run([listed]);
    expect(run([{ type: 'viewCycled', delta: 1 }], state).view).toBe('secondary');
    expect(run([{ type: 'viewCycled', delta: 1, views: ['buckets', 'events'] }], state).view).toBe('events');
  });

  it('Esc clears the applied filter of the view shown, and nothing when there is none', () => {
    const filtered = run([
      listed,
      aliceBuckets,
      { type: 'bucketFilterChanged', change: { editing: true } },
      { type: 'bucketFilterChanged', change: { text: 'sea' } },
      { type: 'bucketFilterChanged', change: { editing: false } },
    ]);
    expect(filtered).toMatchObject({ bucketFilter: 'sea', bucketFilterEditing: false, bucketCursor: 0 });
    const cleared = rateLimitsReducer(filtered, { type: 'filterCleared' });
    expect(cleared.bucketFilter).toBe('');
    // Nothing to clear: the same state, so the controller tells the shell to go back.
    expect(rateLimitsReducer(cleared, { type: 'filterCleared' })).toBe(cleared);

    const events = run(
      [
        { type: 'viewCycled', delta: -1 },
        { type: 'eventFilterChanged', change: { text: 'core', editing: false } },
      ],
      cleared,
    );
    expect(events.view).toBe('events');
    expect(rateLimitsReducer(events, { type: 'filterCleared' }).eventFilter).toBe('');
  });

  it('shows the simulator state a control changed before the next batch', () => {
    const sim = { running: true } as unknown as SimulatorState;
    expect(run([{ type: 'simulatorShown', simulator: sim }]).simulator).toBe(sim);
  });
});
