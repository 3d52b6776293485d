// The screen contract: what the shell gives a screen and what a screen declares back. A screen is a
// ScreenDefinition (id, title, its keymap entries, an optional per-app state factory, a component); the shell
// renders the active one with ScreenProps and draws the header, status line, hint line and help around it.
//
// A screen
// - declares its crumbs (header: `Area > collection > item`), whether it is typing and whether it is dirty through
//   `props.chrome` (or the `useScreenChrome` hook in ./hooks/useScreenChrome.ts);
// - handles keys by registering handlers for its registry commands with `useCommands` (../keymap/KeymapContext.tsx),
//   with `active: props.isActive`; the hint line and `?` help are built from the commands that have handlers;
// - runs service calls through `props.shell.runTask(label, signal => ...)`: the status line shows a spinner with the
//   label while it runs, and Ctrl+C aborts the signal (pass it on as `CallOptions.signal`);
// - reports outcomes with `props.shell.notify(level, text)`: one line in the status line that clears itself;
// - handles Esc by registering a handler for `app.back` that returns `false` when it has nothing to go back to (the
//   shell then goes back to the previous screen).
// Only the active screen is mounted; anything that must survive switching screens lives in the screen's state,
// which the shell creates once per app instance with `createState` (a zustand vanilla store, fresh per test).

import type { ComponentType } from 'react';
import type { Services } from '../service/ports.js';
import type { SettingsApi } from '../settings/types.js';
import type { CommandSpec } from './keymap/registry.js';
import type { Timers } from '../domain/timers.js';
import type { Clock } from '../domain/clock.js';
import type { LastingHistory } from '../history/lastingHistory.js';
import type { ExportableList } from './exportList.js';
import type { LoadAllOutcome } from '../state/loadAll.js';

export type { ScreenId, ShellApi, StatusLevel } from '../state/shellContract.js';
import type { ScreenId, ShellApi } from '../state/shellContract.js';

/** What a screen declares about itself to the shell. */
export interface ScreenChrome {
  /** Shown after the screen title in the header: `Members > collab-1 > Ana (111122223333)`. */
  setCrumbs(crumbs: readonly string[]): void;
  /** True while a field takes text: `q`, `1`-`4`, `?`, `:`, Tab and screen keys are not dispatched, only commands marked `whileTyping`. */
  setTyping(typing: boolean): void;
  /**
   * True while leaving would lose input (a filled wizard). Switching screens or quitting then asks for
   * confirmation; if the user confirms, `discard` runs before the screen is left.
   */
  setDirty(dirty: boolean, discard?: () => void): void;
}

/** What the shell passes to every screen factory. */
export interface ScreenDeps {
  services: Services;
  settings: SettingsApi;
  /** The same ShellApi the screen gets as a prop, so store actions can run tasks and notify outside React. */
  shell: ShellApi;
  timers: Timers;
  /** The clock the services run on (the engine's, virtual in tests), for countdowns; the system clock when absent. */
  clock?: Clock;
  /**
   * The rate-limit history that lasts across runs and its alerts, recording since start-up whichever screen is shown
   * (made and opened where the explorer composes its stores); the rate-limit screen reads it.
   */
  rateLimitMonitor?: LastingHistory;
}

export interface ScreenProps<S = unknown> {
  services: Services;
  settings: SettingsApi;
  shell: ShellApi;
  chrome: ScreenChrome;
  /** The screen's own state made by its definition's `createState` (undefined without one). */
  state: S;
  /** The screen is shown and may take keys (false while an overlay such as help or the command line is open). */
  isActive: boolean;
  /** Columns available to the screen. */
  width: number;
  /**
   * Rows available to the screen body (terminal rows minus header, status and hint lines, minus one spare row).
   * Keep within it: the shell does not clip the body (Ink's clipping re-slices every line on every frame), so a
   * view that may run long clips itself with `overflow="hidden"` on its own Box.
   */
  height: number;
}

export interface ScreenDefinition<S = unknown> {
  id: ScreenId;
  /** The area name in the header and the tab bar: `Members`. */
  title: string;
  /** The screen's keymap entries (registry scope = the screen id). Shared list navigation may be spread in. */
  commands: readonly CommandSpec[];
  /** Creates the screen's state once per app instance, when first asked for (the screen first shown, or a command). */
  createState?: (deps: ScreenDeps) => S;
  component: ComponentType<ScreenProps<S>>;
  /** `:export`: the rows the screen's list shows now, or why there is nothing to export. */
  exportList?: (state: S) => ExportableList | { error: string };
  /** Loads every page of the list `exportList` reads (offered by `:export` when the list is partial). */
  loadAll?: (state: S) => Promise<LoadAllOutcome>;
}

/** Erases the state type so definitions of different screens fit in one list. */
export function defineScreen<S>(definition: ScreenDefinition<S>): ScreenDefinition<unknown> {
  return definition as unknown as ScreenDefinition<unknown>;
}
