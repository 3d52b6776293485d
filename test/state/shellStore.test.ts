import { describe, expect, it } from 'vitest';
import { createShellStore, INTERRUPT_WINDOW_MS, isAbortError, STATUS_TTL_MS } from '../../src/state/shellStore.js';
import { ManualTimers } from '../helpers/manualTimers.js';

function make() {
  const timers = new ManualTimers();
  const store = createShellStore({ timers, initialScreen: 'members', titleOf: (s) => s });
  return { timers, store, actions: store.getState().actions };
}

describe('shell store', () => {
  it('status messages clear themselves; a newer one restarts the clock', () => {
    const { timers, store, actions } = make();
    actions.notify('info', 'one');
    timers.advance(STATUS_TTL_MS.info - 1);
    actions.notify('error', 'two');
    timers.advance(STATUS_TTL_MS.info);
    expect(store.getState().statusText).toBe('two');
    timers.advance(STATUS_TTL_MS.error);
    expect(store.getState()).toMatchObject({ statusText: '', statusLevel: null });
  });

  it('Ctrl+C cancels work in flight first, then arms, then quits within the window', async () => {
    const { timers, store, actions } = make();
    let seenSignal: AbortSignal | undefined;
    const task = actions.runTask('Loading members', (signal) => {
      seenSignal = signal;
      return new Promise<never>(() => undefined); // a backend that never answers
    });
    expect(store.getState()).toMatchObject({ taskCount: 1, taskLabel: 'Loading members' });
    actions.interrupt();
    await expect(task).rejects.toSatisfy(isAbortError);
    expect(seenSignal?.aborted).toBe(true);
    expect(store.getState()).toMatchObject({
      taskCount: 0,
      statusText: 'Cancelled: Loading members',
      quitRequested: false,
    });

    actions.interrupt();
    expect(store.getState().statusText).toBe('Press Ctrl+C again to quit');
    timers.advance(INTERRUPT_WINDOW_MS + 1);
    actions.interrupt();
    expect(store.getState().quitRequested).toBe(false);
    timers.advance(10);
    actions.interrupt();
    expect(store.getState().quitRequested).toBe(true);
  });

  it('leaving a dirty screen asks first and discards only on yes', () => {
    const { store, actions } = make();
    actions.goTo('authorizations');
    let discarded = 0;
    actions.setDirty('authorizations', true, () => (discarded += 1));
    actions.goTo('profiles');
    expect(store.getState()).toMatchObject({ screen: 'authorizations', overlay: 'confirm' });
    actions.answer(false);
    expect(store.getState()).toMatchObject({ screen: 'authorizations', overlay: 'none' });
    actions.requestQuit();
    actions.answer(true);
    expect(discarded).toBe(1);
    expect(store.getState().quitRequested).toBe(true);
  });

  it('back returns to the previous screen', () => {
    const { store, actions } = make();
    expect(actions.back()).toBe(false);
    actions.goTo('profiles');
    actions.goTo('ratelimits');
    expect(actions.back()).toBe(true);
    expect(store.getState().screen).toBe('profiles');
  });
});
