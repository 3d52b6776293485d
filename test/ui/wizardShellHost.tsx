// Mounts the real Shell (header, status, hints, global keys, dirty confirmation) with the wizard and rate-limit
// screens, on the engine, in the render harness: the screens are tested the way the explorer runs them.
import type { HistoryPersistence } from '../../src/history/historyFile.js';
import { createEngine, demoDataset, type Dataset } from '../../src/engine/index.js';
import { VirtualClock, type Clock } from '../../src/domain/clock.js';
import type { RateLimitsPort } from '../../src/service/rateLimitsPort.js';
import type { AppAuthorizationsPort, Services } from '../../src/service/ports.js';
import type { AppAuthorization } from '../../src/domain/appfabric/types.js';
import { DEFAULT_SETTINGS, type Settings, type SettingsApi } from '../../src/settings/types.js';
import { createShellStore, type ShellStore } from '../../src/state/shellStore.js';
import { KeymapDispatcher } from '../../src/ui/keymap/dispatcher.js';
import { globalCommandGroup } from '../../src/ui/keymap/globalCommands.js';
import { KeymapContext } from '../../src/ui/keymap/KeymapContext.js';
import { createKeymapRegistry } from '../../src/ui/keymap/registry.js';
import { placeholderScreen } from '../helpers/placeholderScreen.js';
import { rateLimitsScreen } from '../../src/ui/screens/ratelimits/index.js';
import type { ScreenDefinition, ScreenId, ShellApi } from '../../src/ui/screenContract.js';
import { authorizationsScreen } from '../../src/ui/screens/authorizations/index.js';
import { Shell } from '../../src/ui/shell/Shell.js';
import { ShellStoreContext } from '../../src/ui/shell/ShellContext.js';
import { systemTimers, type Timers } from '../../src/domain/timers.js';
import { renderInk, type InkHarness } from '../helpers/renderInk.js';
import { FakeRateLimitsPort } from '../state/rateLimitsFakePort.js';
import { createRateLimitMonitor } from '../../src/state/ratelimits/monitor.js';
import { CallLog } from '../../src/service/callLog.js';

export function memorySettings(initial: Partial<Settings> = {}): SettingsApi & { current: Settings } {
  const listeners = new Set<(s: Settings) => void>();
  const api = {
    current: { ...DEFAULT_SETTINGS, ...initial },
    get: () => api.current,
    update(patch: Partial<Settings>) {
      api.current = { ...api.current, ...patch };
      for (const l of listeners) l(api.current);
    },
    subscribe(listener: (s: Settings) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return api;
}

export interface HostOptions {
  screen: ScreenId;
  columns?: number;
  rows?: number;
  clock?: Clock;
  appAuthorizations?: (engine: AppAuthorizationsPort) => AppAuthorizationsPort;
  /** The rate-limit port; built from the clock when given as a function (the engine port shares the clock). */
  rateLimits?: RateLimitsPort | ((clock: Clock) => RateLimitsPort);
  settings?: Partial<Settings>;
  /** Overrides a screen's state (e.g. pinned client tokens). */
  states?: Partial<Record<ScreenId, unknown>>;
  /** The lasting rate-limit history (in memory when absent). */
  history?: HistoryPersistence;
  /** Receives the text of each terminal alert (bell + desktop notification). */
  terminalAlert?: (text: string) => void;
  /** False: as `--no-alerts`. */
  alerts?: boolean;
  /** Screen 3 opens on its authorizations list as the explorer does; without it, straight on the wizard. */
  authorizationsList?: boolean;
  /** Ink's screen-reader mode (as INK_SCREEN_READER=true or --screen-reader). */
  screenReader?: boolean;
  /** The engine's data; the demo dataset when absent. */
  dataset?: Dataset;
  /** The shell's and the screens' timers (status messages, live refresh); the system's when absent. */
  timers?: Timers;
}

export interface Host {
  app: InkHarness;
  clock: Clock;
  shellStore: ShellStore;
  engine: ReturnType<typeof createEngine>;
  services: Services;
  states: Map<ScreenId, unknown>;
  /** Every frame the test saw via waitForFrame/frame(), for whole-session assertions. */
  frames: string[];
  settings: SettingsApi & { current: Settings };
  rateLimitMonitor: ReturnType<typeof createRateLimitMonitor>;
  /** The authorizations the test made, in creation order: the engine's records less the dataset's own. */
  created: () => AppAuthorization[];
  /** The app's key dispatcher (its layers, and the keys still waiting: `keysWaiting()`). */
  dispatcher: KeymapDispatcher;
}

export function renderHost(options: HostOptions): Host {
  const clock = options.clock ?? new VirtualClock(Date.UTC(2026, 0, 1, 12));
  const dataset = options.dataset ?? demoDataset();
  const engine = createEngine({ dataset, clock });
  const datasetArns = new Set((dataset.appAuthorizations ?? []).map((r) => r.appAuthorizationArn));
  const created = () => engine.admin.listAppAuthorizations().filter((r) => !datasetArns.has(r.appAuthorizationArn));
  const services: Services = {
    backend: { kind: 'engine', label: 'engine (demo dataset)' },
    appAuthorizations: options.appAuthorizations
      ? options.appAuthorizations(engine.appAuthorizations)
      : engine.appAuthorizations,
    members: engine.members,
    connectorProfiles: engine.connectorProfiles,
    rateLimits:
      typeof options.rateLimits === 'function'
        ? options.rateLimits(clock)
        : (options.rateLimits ?? new FakeRateLimitsPort()),
  };
  const screens: ScreenDefinition[] = [
    placeholderScreen('members', 'Members'),
    placeholderScreen('profiles', 'Profiles'),
    authorizationsScreen,
    rateLimitsScreen,
  ];
  const registry = createKeymapRegistry([
    globalCommandGroup(screens),
    ...screens.map((s) => ({ scope: s.id, title: s.title, commands: s.commands })),
  ]);
  const dispatcher = new KeymapDispatcher(registry);
  const timers = options.timers ?? systemTimers;
  const shellStore = createShellStore({
    timers,
    initialScreen: options.screen,
    titleOf: (id) => screens.find((s) => s.id === id)?.title ?? id,
  });
  const a = shellStore.getState().actions;
  const shellApi: ShellApi = { notify: a.notify, runTask: a.runTask, goTo: a.goTo, confirm: a.confirm };
  const settings = memorySettings(options.settings);
  // Composed and opened as the explorer does (src/ui/App.tsx): at start-up, whatever the first screen.
  const rateLimitMonitor = createRateLimitMonitor({
    port: services.rateLimits,
    clock,
    settings,
    notify: shellApi.notify,
    ...(options.history !== undefined ? { history: options.history } : {}),
    ...(options.terminalAlert !== undefined ? { terminalAlert: options.terminalAlert } : {}),
    ...(options.alerts !== undefined ? { alerts: options.alerts } : {}),
  });
  rateLimitMonitor.actions.open().catch(() => undefined);
  const states = new Map<ScreenId, unknown>();
  for (const s of screens) {
    const override = options.states?.[s.id];
    if (override !== undefined) states.set(s.id, override);
    else if (s.createState)
      states.set(
        s.id,
        s.createState({
          services,
          settings,
          shell: shellApi,
          timers,
          clock,
          rateLimitMonitor,
        }),
      );
  }
  if (options.authorizationsList !== true) {
    const wizard = states.get('authorizations') as Record<string, unknown> | undefined;
    states.set('authorizations', { ...wizard, openOn: 'wizard' });
  }
  const app = renderInk(
    <KeymapContext.Provider value={dispatcher}>
      <ShellStoreContext.Provider value={shellStore}>
        <Shell
          screens={screens}
          states={states}
          services={services}
          settings={settings}
          shellApi={shellApi}
          timers={timers}
          onOpenCollaboration={() => undefined}
          callLog={new CallLog()}
        />
      </ShellStoreContext.Provider>
    </KeymapContext.Provider>,
    { columns: options.columns ?? 80, rows: options.rows ?? 24, screenReader: options.screenReader ?? false },
  );
  const frames: string[] = [];
  const wrapped: InkHarness = {
    ...app,
    frame: () => {
      const f = app.frame();
      frames.push(f);
      return f;
    },
    waitForFrame: async (expectation, wait) => {
      const f = await app.waitForFrame(expectation, wait);
      frames.push(f);
      return f;
    },
    waitForFrameWithout: async (expectation, wait) => {
      const f = await app.waitForFrameWithout(expectation, wait);
      frames.push(f);
      return f;
    },
  };
  // Record every frame Ink writes, not only the ones a wait returned.
  app.stdout.on('parsed', () => frames.push(app.frame()));
  const unmount = wrapped.unmount;
  wrapped.unmount = () => {
    rateLimitMonitor.actions.close();
    unmount();
  };
  return {
    app: wrapped,
    clock,
    shellStore,
    engine,
    services,
    states,
    frames,
    settings,
    rateLimitMonitor,
    created,
    dispatcher,
  };
}
