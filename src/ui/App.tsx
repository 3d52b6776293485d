// The composition root of one explorer instance: the shell store, the keymap registry and dispatcher, and each
// screen's state are made here once per instance (fresh per test; a screen's state when first asked for), then the
// Shell renders inside the providers.

import type { HistoryPersistence } from '../history/historyFile.js';
import { useEffect, useState } from 'react';
import { systemClock, type Clock } from '../domain/clock.js';
import type { Services } from '../service/ports.js';
import type { SettingsApi } from '../settings/types.js';
import { createShellStore, type ShellStore } from '../state/shellStore.js';
import { KeymapDispatcher } from './keymap/dispatcher.js';
import { globalCommandGroup } from './keymap/globalCommands.js';
import { KeymapContext } from './keymap/KeymapContext.js';
import { createKeymapRegistry, type CommandGroup, type KeymapRegistry } from './keymap/registry.js';
import { applyUserKeys } from './keymap/userKeys.js';
import { screenOfWord } from '../settings/screenWords.js';
import { SCREENS } from './screens/registry.js';
import type { ScreenDefinition, ScreenId, ShellApi } from './screenContract.js';
import { Shell } from './shell/Shell.js';
import { ShellStoreContext } from './shell/ShellContext.js';
import { systemTimers, type Timers } from '../domain/timers.js';
import type { LastingHistory } from '../history/lastingHistory.js';
import { createRateLimitMonitor } from '../state/ratelimits/monitor.js';
import { CallLog } from '../service/callLog.js';
import { recordCalls } from '../operations/recordCalls.js';
import type { ContextSwitcher } from './context/contextSwitcher.js';
import { contextSwitchHandler } from './context/contextSwitchHandler.js';
import { ScreenStates } from './screenStates.js';

export interface ExplorerOptions {
  services: Services;
  settings: SettingsApi;
  timers?: Timers;
  screens?: readonly ScreenDefinition[];
  /** Shown as a warning once the explorer is up (e.g. a settings file that was set aside). */
  startupWarnings?: readonly string[];
  /** Overrides the screen from the settings. */
  initialScreen?: ScreenId;
  /** Opens this collaboration on the members screen at start. */
  openCollaboration?: string;
  /** The clock the services run on (virtual in tests), passed to the screens for countdowns; the system clock when absent. */
  clock?: Clock;
  /** Where the rate-limit history is kept across runs (in memory when absent). */
  history?: HistoryPersistence;
  /** Bell and desktop notification for rate-limit alerts (none when absent). */
  terminalAlert?: (text: string) => void;
  /** False (`--no-alerts`): no rate-limit alerts whatever the settings say. */
  alerts?: boolean;
  /**
   * Ctrl+Z: hands the terminal back to the shell and returns once the process is continued (`fg`), with the terminal
   * taken back; false where there is no job control. Absent (tests, no terminal of its own): Ctrl+Z says so.
   */
  suspend?: () => boolean;
  /** `:profile`, `:region` and `:endpoint` (absent: they say they need the explorer started from a terminal). */
  context?: ContextSwitcher;
  /** The call log to record into (kept across a change of context); a new one when absent. */
  callLog?: CallLog;
}

export interface ExplorerInstance {
  /** The options as given, before the services were wrapped to record their calls. */
  given: ExplorerOptions;
  options: ExplorerOptions;
  screens: readonly ScreenDefinition[];
  registry: KeymapRegistry;
  dispatcher: KeymapDispatcher;
  shellStore: ShellStore;
  shellApi: ShellApi;
  states: Map<ScreenId, unknown>;
  timers: Timers;
  /** The lasting rate-limit history and its alerts: opened when the app mounts, whatever screen it shows. */
  rateLimitMonitor: LastingHistory;
  /** The settings' `keys` entries that could not apply (unknown command, key taken), one sentence each. */
  keyWarnings: readonly string[];
  /** Every call the explorer made through its ports (`options.services` records into it). */
  callLog: CallLog;
  /** 0 at start, one more at each change of context. */
  generation: number;
}

/** Something that can open a collaboration by ID (the members screen's store). */
interface OpensCollaboration {
  getState(): { actions: { open(collaborationId: string): void } };
}

function opensCollaboration(state: unknown): state is OpensCollaboration {
  return typeof state === 'object' && state !== null && 'getState' in state;
}

export function createKeymapRegistryFor(screens: readonly ScreenDefinition[]): KeymapRegistry {
  return createKeymapRegistry(keymapGroupsFor(screens));
}

export function keymapGroupsFor(screens: readonly ScreenDefinition[]): CommandGroup[] {
  return [...screens.map((s) => ({ scope: s.id, title: s.title, commands: s.commands })), globalCommandGroup(screens)];
}

export function createExplorerInstance(given: ExplorerOptions, generation = 0): ExplorerInstance {
  // Every call of the screens goes through the recorded ports, so the call log (`L`) sees the engine's and the AWS
  // backends' calls alike.
  const callLog = given.callLog ?? new CallLog();
  const options: ExplorerOptions = {
    ...given,
    services: recordCalls(given.services, callLog, given.clock ?? systemClock),
  };
  const screens = options.screens ?? SCREENS;
  const timers = options.timers ?? systemTimers;
  // The settings' lastScreen takes the words --screen takes (`limits`) as well as the ids the explorer writes.
  const saved = screenOfWord(options.settings.get().lastScreen);
  const initialScreen =
    options.initialScreen ??
    (options.openCollaboration !== undefined ? 'members' : screens.find((s) => s.id === saved)?.id) ??
    screens[0]?.id ??
    'members';
  const shellStore = createShellStore({
    timers,
    initialScreen,
    titleOf: (id) => screens.find((s) => s.id === id)?.title ?? id,
  });
  const actions = shellStore.getState().actions;
  const shellApi: ShellApi = {
    notify: actions.notify,
    runTask: actions.runTask,
    goTo: actions.goTo,
    confirm: actions.confirm,
  };
  // The settings' `keys` replace the defaults of the commands they name; what cannot apply is said at start.
  const userKeys = applyUserKeys(keymapGroupsFor(screens), options.settings.get().keys ?? {});
  const registry = createKeymapRegistry(userKeys.groups);
  const rateLimitMonitor = createRateLimitMonitor({
    port: options.services.rateLimits,
    clock: options.clock ?? systemClock,
    settings: options.settings,
    notify: shellApi.notify,
    ...(options.history !== undefined ? { history: options.history } : {}),
    ...(options.terminalAlert !== undefined ? { terminalAlert: options.terminalAlert } : {}),
    ...(options.alerts !== undefined ? { alerts: options.alerts } : {}),
  });
  // Each screen's state is built when first asked for (the screen shown, a command that reaches into it).
  const states = new ScreenStates(
    screens.map((s) => s.id),
    (id) =>
      screens
        .find((s) => s.id === id)
        ?.createState?.({
          services: options.services,
          settings: options.settings,
          shell: shellApi,
          timers,
          ...(options.clock !== undefined ? { clock: options.clock } : {}),
          rateLimitMonitor,
        }),
  );
  return {
    given,
    options,
    screens,
    registry,
    dispatcher: new KeymapDispatcher(registry),
    shellStore,
    shellApi,
    states,
    timers,
    rateLimitMonitor,
    keyWarnings: userKeys.warnings,
    callLog,
    generation,
  };
}

/**
 * Starts the first load of the screen the explorer opens on, before the first render: with the engine the answer
 * lands before the first paint (one macrotask), so the first frame already shows data; with a remote backend the
 * request is simply in flight sooner. The screens' own effects see the load started and do not repeat it.
 */
export function prefetchInitialScreen(app: ExplorerInstance): void {
  const screen = app.shellStore.getState().screen;
  const state = app.states.get(screen) as { getState?: () => { actions?: Record<string, unknown> } } | undefined;
  const actions = state?.getState?.().actions;
  if (
    screen === 'members' &&
    app.options.openCollaboration === undefined &&
    typeof actions?.loadCollaborations === 'function'
  ) {
    void (actions.loadCollaborations as () => Promise<void>)();
  }
  if (screen === 'profiles' && typeof actions?.query === 'function') void (actions.query as () => Promise<void>)();
}

export function ExplorerApp(props: { instance?: ExplorerInstance; options?: ExplorerOptions }) {
  const [app, setApp] = useState(() => {
    if (props.instance !== undefined) return props.instance;
    if (props.options === undefined) throw new Error('ExplorerApp needs an instance or options');
    return createExplorerInstance(props.options);
  });
  const openCollaboration = (id: string): void => {
    const members = app.states.get('members');
    app.shellStore.getState().actions.goTo('members');
    if (opensCollaboration(members)) members.getState().actions.open(id);
  };
  const switchContext = contextSwitchHandler(app, setApp, createExplorerInstance);
  useEffect(() => {
    const warnings = [...(app.options.startupWarnings ?? []), ...app.keyWarnings];
    if (warnings.length > 0) app.shellApi.notify('warning', warnings.join(' '));
    if (app.options.openCollaboration !== undefined) openCollaboration(app.options.openCollaboration);
    return app.options.settings.onSaveProblem?.((warning) => app.shellApi.notify('warning', warning));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The rate-limit monitor records and alerts from start-up, not from the first visit of screen 4. A listing that
  // fails leaves it closed; the rate-limit screen's reload tries again.
  useEffect(() => {
    app.rateLimitMonitor.actions.open().catch(() => undefined);
    return () => app.rateLimitMonitor.actions.close();
  }, [app]);
  // A change of context is a new instance: the providers are keyed by it, so the shell and the screen mount afresh.
  return (
    <ShellStoreContext.Provider value={app.shellStore} key={app.generation}>
      <KeymapContext.Provider value={app.dispatcher}>
        <Shell
          screens={app.screens}
          states={app.states}
          services={app.options.services}
          settings={app.options.settings}
          shellApi={app.shellApi}
          timers={app.timers}
          onOpenCollaboration={openCollaboration}
          onSwitchContext={switchContext}
          {...(app.options.context !== undefined ? { contextChoices: app.options.context } : {})}
          callLog={app.callLog}
          {...(app.options.suspend !== undefined ? { suspend: app.options.suspend } : {})}
        />
      </KeymapContext.Provider>
    </ShellStoreContext.Provider>
  );
}
