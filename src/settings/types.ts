// The explorer's settings (kept with conf, never a secret). The store and its persistence are in settings.ts.

export type BackendChoice = 'engine' | 'aws';

export interface GaugeThresholds {
  /** A gauge turns to the warning colour when remaining / limit falls to or below this percentage. */
  warningPercent: number;
  /** A gauge turns to the critical colour when remaining / limit falls to or below this percentage. */
  criticalPercent: number;
}

export interface Settings {
  /** The screen the explorer opens on: a ScreenId. */
  lastScreen: string;
  /**
   * Collaboration IDs opened recently on the embedded engine's demo dataset (the default context), newest first, at
   * most RECENT_COLLABORATIONS_MAX.
   */
  recentCollaborations: string[];
  /**
   * The recent collaborations of every other context (backend, endpoint, dataset: see recents.ts), by context, at most
   * RECENT_COLLABORATIONS_MAX each.
   */
  recentCollaborationsByContext: Record<string, string[]>;
  thresholds: GaugeThresholds;
  /** How often live views (rate limits) refresh, in milliseconds. */
  refreshIntervalMs: number;
  /**
   * Seconds between the automatic refreshes of the app authorizations list (screen 3), 0 = off: only `R` lists it
   * again.
   */
  autoRefreshSeconds: number;
  defaultBackend: BackendChoice;
  /** Ring the bell and show a desktop notification when a rate-limit bucket crosses a threshold. */
  alerts: boolean;
  /**
   * Take the mouse when the terminal reports it: the wheel moves the cursor, a click selects a row or a tab. On by
   * default, as in k9s and lazygit; off leaves the terminal's own selection (drag to copy) alone.
   */
  mouse: boolean;
  /**
   * The user's keys: a keymap command name (`members.sort`, `nav.down`) to the keys that run it, replacing its
   * defaults. Names and conflicts are checked against the keymap when the explorer starts.
   */
  keys: Record<string, string[]>;
  /** Seconds a call may wait for its answer, 0 = no timeout (`--cli-read-timeout` overrides it). */
  readTimeoutSeconds: number;
  /** Seconds an AWS request may wait for a connection, 0 = no timeout (`--cli-connect-timeout` overrides it). */
  connectTimeoutSeconds: number;
}

export const RECENT_COLLABORATIONS_MAX = 10;

export const DEFAULT_SETTINGS: Settings = {
  lastScreen: 'members',
  recentCollaborations: [],
  recentCollaborationsByContext: {},
  thresholds: { warningPercent: 25, criticalPercent: 10 },
  refreshIntervalMs: 1000,
  autoRefreshSeconds: 5,
  defaultBackend: 'engine',
  alerts: true,
  mouse: true,
  keys: {},
  readTimeoutSeconds: 60,
  connectTimeoutSeconds: 60,
};

/** What screens and stores see of the settings: read, update (persisted), subscribe. */
export interface SettingsApi {
  get(): Settings;
  update(patch: Partial<Settings>): void;
  subscribe(listener: (settings: Settings) => void): () => void;
  /**
   * Resolves when every update so far has been written (writes happen in the background, in order). Optional so
   * in-memory stand-ins need not have it.
   */
  flush?(): Promise<void>;
  /**
   * Calls `listener` with one sentence each time settings cannot be saved (the explorer shows it as a warning), so
   * a change kept for this session only is never lost silently. Optional for in-memory stand-ins.
   */
  onSaveProblem?(listener: (warning: string) => void): () => void;
}
