// The shell's state: which screen is shown, what each screen declared (crumbs, typing, dirty), the status line
// (one self-clearing message, the tasks in flight), the overlay (help, command line, confirmation, call log) and the quit
// request that the one exit path acts on. A vanilla zustand store made per app instance; components select
// primitives only. Work in flight is cancelled through AbortControllers kept here.

import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ScreenId, StatusLevel } from './shellContract.js';
import type { Timers } from '../domain/timers.js';
import { createTaskRunner } from './taskRunner.js';

export type Overlay = 'none' | 'help' | 'commandLine' | 'confirm' | 'callLog';

export interface ShellState {
  screen: ScreenId;
  /** Screens visited before, most recent last (Esc on a screen with nothing to close goes back). */
  history: ScreenId[];
  /** Per screen: crumbs joined with ' > '. */
  crumbs: Partial<Record<ScreenId, string>>;
  typing: Partial<Record<ScreenId, boolean>>;
  dirty: Partial<Record<ScreenId, boolean>>;
  statusLevel: StatusLevel | null;
  statusText: string;
  /** Tasks in flight, and the label of the newest one (the status line shows it with a spinner). */
  taskCount: number;
  taskLabel: string;
  /** When the newest task started (the injected timers' time), for the elapsed seconds beside its label. */
  taskStartedAt: number;
  overlay: Overlay;
  /** What is typed in the `:` command line (in the store so each keystroke commits synchronously). */
  commandText: string;
  /**
   * What the command line says of itself (a refused paste), shown in the line above it in place of the matches, since
   * the status line is hidden while it is open; cleared by the next edit.
   */
  commandNotice: string;
  confirmQuestion: string;
  /** Set once; the app's exit path unmounts when it sees it. */
  quitRequested: boolean;
  actions: ShellActions;
}

export interface ShellActions {
  goTo(screen: ScreenId): void;
  /** Esc with nothing left to close on the screen: back to the previous screen. Returns false when there is none. */
  back(): boolean;
  notify(level: StatusLevel, text: string): void;
  clearStatus(): void;
  runTask<T>(label: string, work: (signal: AbortSignal) => Promise<T>): Promise<T>;
  /** Ctrl+C: cancel work in flight; with none, arm; armed, quit. */
  interrupt(): void;
  requestQuit(): void;
  setCrumbs(screen: ScreenId, crumbs: readonly string[]): void;
  setTyping(screen: ScreenId, typing: boolean): void;
  setDirty(screen: ScreenId, dirty: boolean, discard?: () => void): void;
  openOverlay(overlay: Exclude<Overlay, 'confirm'>): void;
  setCommandText(text: string): void;
  setCommandNotice(text: string): void;
  closeOverlay(): void;
  /** Asks a yes/no question in the body; `onYes` runs on yes, `onNo` (if any) on no or Esc. */
  confirm(question: string, onYes: () => void, onNo?: () => void): void;
  answer(yes: boolean): void;
}

export interface ShellStoreDeps {
  timers: Timers;
  initialScreen: ScreenId;
  /** Titles for confirmation questions (`Leave Authorizations and discard what was entered?`). */
  titleOf: (screen: ScreenId) => string;
}

/** How long a message stays, by level. */
export const STATUS_TTL_MS: Record<StatusLevel, number> = { info: 3000, warning: 5000, error: 8000 };
/** A second Ctrl+C within this window quits. */
export const INTERRUPT_WINDOW_MS = 2000;

export type ShellStore = StoreApi<ShellState>;

export class AbortError extends Error {
  override readonly name = 'AbortError';
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** A new shell's state: the first screen, nothing said, nothing running, no overlay. */
function initialShellState(screen: ScreenId): Omit<ShellState, 'actions'> {
  return {
    screen,
    history: [],
    crumbs: {},
    typing: {},
    dirty: {},
    statusLevel: null,
    statusText: '',
    taskCount: 0,
    taskLabel: '',
    taskStartedAt: 0,
    overlay: 'none',
    commandText: '',
    commandNotice: '',
    confirmQuestion: '',
    quitRequested: false,
  };
}

export function createShellStore(deps: ShellStoreDeps): ShellStore {
  const { timers } = deps;
  let statusTimer: unknown;
  let interruptArmedAt: number | undefined;
  let confirmAction: (() => void) | undefined;
  let declineAction: (() => void) | undefined;
  const discards = new Map<ScreenId, () => void>();

  return createStore<ShellState>((set, get) => {
    const tasks = createTaskRunner(timers, (shown) => set(shown));

    /** Runs `proceed` now, or after the user agrees to discard the dirty screen's input. */
    const leaveCurrent = (question: string, proceed: () => void): void => {
      const { screen, dirty } = get();
      if (dirty[screen] !== true) {
        proceed();
        return;
      }
      actions.confirm(question, () => {
        discards.get(screen)?.();
        set((s) => ({ dirty: { ...s.dirty, [screen]: false } }));
        proceed();
      });
    };

    const actions: ShellActions = {
      goTo(screen) {
        const current = get().screen;
        if (screen === current) return;
        leaveCurrent(`Leave ${deps.titleOf(current)} and discard what was entered?`, () => {
          set((s) => ({
            screen,
            history: [...s.history.filter((h) => h !== screen), current].slice(-10),
            overlay: 'none',
          }));
        });
      },
      back() {
        const { history } = get();
        const previous = history[history.length - 1];
        if (previous === undefined) return false;
        const current = get().screen;
        leaveCurrent(`Leave ${deps.titleOf(current)} and discard what was entered?`, () => {
          set((s) => ({ screen: previous, history: s.history.slice(0, -1) }));
        });
        return true;
      },
      notify(level, text) {
        if (statusTimer !== undefined) timers.clearTimeout(statusTimer);
        set({ statusLevel: level, statusText: text });
        statusTimer = timers.setTimeout(() => {
          statusTimer = undefined;
          set({ statusLevel: null, statusText: '' });
        }, STATUS_TTL_MS[level]);
      },
      clearStatus() {
        if (statusTimer !== undefined) timers.clearTimeout(statusTimer);
        statusTimer = undefined;
        set({ statusLevel: null, statusText: '' });
      },
      runTask<T>(label: string, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
        return tasks.run(label, work);
      },
      interrupt() {
        if (tasks.size() > 0) {
          const labels = tasks.abortAll((label) => new AbortError(`Cancelled: ${label}`));
          interruptArmedAt = undefined;
          actions.notify('warning', `Cancelled: ${labels.join(', ')}`);
          return;
        }
        const now = timers.now();
        if (interruptArmedAt !== undefined && now - interruptArmedAt <= INTERRUPT_WINDOW_MS) {
          set({ quitRequested: true });
          return;
        }
        interruptArmedAt = now;
        actions.notify('info', 'Press Ctrl+C again to quit');
      },
      requestQuit() {
        leaveCurrent(`Quit and discard what was entered in ${deps.titleOf(get().screen)}?`, () =>
          set({ quitRequested: true }),
        );
      },
      setCrumbs(screen, crumbs) {
        const joined = crumbs.join(' > ');
        if (get().crumbs[screen] !== joined) set((s) => ({ crumbs: { ...s.crumbs, [screen]: joined } }));
      },
      setTyping(screen, typing) {
        if ((get().typing[screen] ?? false) !== typing) set((s) => ({ typing: { ...s.typing, [screen]: typing } }));
      },
      setDirty(screen, dirty, discard) {
        if (discard !== undefined) discards.set(screen, discard);
        if ((get().dirty[screen] ?? false) !== dirty) set((s) => ({ dirty: { ...s.dirty, [screen]: dirty } }));
      },
      openOverlay(overlay) {
        set({ overlay, commandText: '', commandNotice: '' });
      },
      setCommandText(text) {
        set({ commandText: text, commandNotice: '' });
      },
      setCommandNotice(text) {
        set({ commandNotice: text });
      },
      closeOverlay() {
        confirmAction = undefined;
        declineAction = undefined;
        set({ overlay: 'none', confirmQuestion: '' });
      },
      confirm(question, onYes, onNo) {
        confirmAction = onYes;
        declineAction = onNo;
        set({ overlay: 'confirm', confirmQuestion: question });
      },
      answer(yes) {
        const action = yes ? confirmAction : declineAction;
        confirmAction = undefined;
        declineAction = undefined;
        set({ overlay: 'none', confirmQuestion: '' });
        action?.();
      },
    };

    return { ...initialShellState(deps.initialScreen), actions };
  });
}
