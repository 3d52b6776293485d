// Settings kept with conf (tui-style.md §3.3): an XDG config file (`$XDG_CONFIG_HOME/switchyard/config.json`,
// falling back to ~/.config; conf's platform paths elsewhere), validated by a JSON schema that admits only the known
// keys, so nothing else (never a secret) can be written. Values live in memory after start-up (conf reads the file
// on every access) and each update is written through, synchronously, outside any per-keystroke path.
//
// A config file that cannot be read or parsed, or breaks the schema, is never overwritten silently: it is renamed
// aside (`config.json.bad-<time>`), the explorer starts with defaults and says so in a warning.

import { renameSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import Conf, { type Schema } from 'conf';
import { createStore } from 'zustand/vanilla';
import { DEFAULT_SETTINGS, RECENT_COLLABORATIONS_MAX, type Settings, type SettingsApi } from './types.js';

const PERCENT = { type: 'number', minimum: 0, maximum: 100 } as const;

export const SETTINGS_SCHEMA: Schema<Settings> = {
  lastScreen: { type: 'string', enum: ['members', 'profiles', 'wizard', 'rateLimits'] },
  recentCollaborations: {
    type: 'array',
    maxItems: RECENT_COLLABORATIONS_MAX,
    items: { type: 'string', minLength: 1, maxLength: 100 },
  },
  thresholds: {
    type: 'object',
    additionalProperties: false,
    required: ['warningPercent', 'criticalPercent'],
    properties: { warningPercent: PERCENT, criticalPercent: PERCENT },
  },
  refreshIntervalMs: { type: 'integer', minimum: 100, maximum: 60_000 },
  defaultBackend: { type: 'string', enum: ['engine', 'aws'] },
};

export interface SettingsOptions {
  /** Directory of the config file; by default the platform config directory for `switchyard`. */
  directory?: string;
  env?: NodeJS.ProcessEnv;
  /** For the aside name of a bad file. */
  now?: () => number;
}

export interface LoadedSettings {
  api: SettingsApi;
  /** Problems met while loading, one sentence each (the shell shows them as warnings). */
  warnings: string[];
  /** Where the settings are kept, or undefined when they could not be kept (in memory only). */
  path: string | undefined;
}

/** `$XDG_CONFIG_HOME/switchyard` on Linux and other XDG systems; the conventional places on macOS and Windows. */
export function defaultSettingsDirectory(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  if (platform === 'darwin') return join(homedir(), 'Library', 'Preferences', 'switchyard');
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), 'switchyard', 'Config');
  const base = env.XDG_CONFIG_HOME !== undefined && env.XDG_CONFIG_HOME !== '' ? env.XDG_CONFIG_HOME : join(homedir(), '.config');
  return join(base, 'switchyard');
}

function openConf(directory: string): Conf<Settings> {
  return new Conf<Settings>({
    cwd: directory,
    configName: 'config',
    schema: SETTINGS_SCHEMA,
    rootSchema: { additionalProperties: false },
    defaults: DEFAULT_SETTINGS,
    clearInvalidConfig: false,
    configFileMode: 0o600,
  });
}

export function loadSettings(options: SettingsOptions = {}): LoadedSettings {
  const directory = options.directory ?? defaultSettingsDirectory(options.env);
  const path = join(directory, 'config.json');
  const warnings: string[] = [];
  let conf: Conf<Settings> | undefined;
  try {
    conf = openConf(directory);
  } catch (error) {
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
    const aside = `${path}.bad-${new Date((options.now ?? Date.now)()).toISOString().replace(/[:.]/g, '-')}`;
    try {
      renameSync(path, aside);
      conf = openConf(directory);
      warnings.push(`Settings file ${path} could not be used (${why}); it was kept as ${aside} and defaults are in use.`);
    } catch (asideError) {
      const asideWhy = asideError instanceof Error ? asideError.message : String(asideError);
      warnings.push(`Settings file ${path} could not be used (${why}) nor set aside (${asideWhy}); defaults are in use and changes are not saved.`);
      conf = undefined;
    }
  }

  const initial: Settings = conf === undefined ? structuredClone(DEFAULT_SETTINGS) : { ...DEFAULT_SETTINGS, ...conf.store };
  const store = createStore<Settings>(() => initial);
  const api: SettingsApi = {
    get: () => store.getState(),
    update(patch) {
      const next = { ...store.getState(), ...patch };
      if (next.recentCollaborations.length > RECENT_COLLABORATIONS_MAX) {
        next.recentCollaborations = next.recentCollaborations.slice(0, RECENT_COLLABORATIONS_MAX);
      }
      if (conf !== undefined) {
        try {
          conf.set(next);
        } catch (error) {
          // A value the schema rejects is a programming error; keep the old settings rather than half-apply.
          throw new Error(`settings: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      store.setState(next, true);
    },
    subscribe: (listener) => store.subscribe((state) => listener(state)),
  };
  return { api, warnings, path: conf === undefined ? undefined : path };
}

/** Settings that are never persisted (tests of screens, --no-config). */
export function memorySettings(initial: Partial<Settings> = {}): SettingsApi {
  const store = createStore<Settings>(() => ({ ...structuredClone(DEFAULT_SETTINGS), ...initial }));
  return {
    get: () => store.getState(),
    update: (patch) => store.setState({ ...store.getState(), ...patch }, true),
    subscribe: (listener) => store.subscribe((state) => listener(state)),
  };
}

/** Puts `id` first in the recent list, without duplicates, at most RECENT_COLLABORATIONS_MAX long. */
export function withRecentCollaboration(recent: readonly string[], id: string): string[] {
  return [id, ...recent.filter((r) => r !== id)].slice(0, RECENT_COLLABORATIONS_MAX);
}
