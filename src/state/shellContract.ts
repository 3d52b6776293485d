// What the shell offers the screens' stores: the screen ids, status levels and the ShellApi (notify, runTask, goTo).
// It lives below ui/ so the stores in state/ can depend on it without importing the Ink layer; the rest of the
// screen contract (chrome, props, definitions) is in src/ui/screenContract.ts.

import type { ScreenName } from '../settings/screenWords.js';

/**
 * The four screens, in the order of the keys `1`-`4` (see src/ui/screens/registry.ts). Each id is the screen's one
 * name: its `--screen` word, its folder under src/ui/screens/ and its settings value.
 */
export type ScreenId = ScreenName;

export type StatusLevel = 'info' | 'warning' | 'error';

/** What a screen can ask of the shell. Stable for the life of the app (safe in effect dependencies). */
export interface ShellApi {
  /** One line in the status line, coloured by level; it clears itself after a few seconds (errors stay longer). */
  notify(level: StatusLevel, text: string): void;
  /**
   * Runs service work with the spinner and `label` in the status line until it settles. Ctrl+C aborts `signal`;
   * the promise then rejects with the abort reason (an Error named `AbortError`) and the shell says `Cancelled: label`.
   * Errors are returned to the caller (the screen decides where they show); nothing is notified automatically.
   */
  runTask<T>(label: string, work: (signal: AbortSignal) => Promise<T>): Promise<T>;
  /** Switches screens (asks first if the current screen is dirty). */
  goTo(screen: ScreenId): void;
  /** Asks a yes/no question in the status line; `onYes` runs on yes, nothing on no. Optional: absent in bare tests. */
  confirm?(question: string, onYes: () => void): void;
}
