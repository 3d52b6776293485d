// Settings kept with conf in an XDG config file (`$XDG_CONFIG_HOME/switchyard/config.json`,
// falling back to ~/.config; the conventional places on macOS and Windows), checked by `validateSettings`, which
// admits only the known keys, so nothing else (never a secret) is read or written.
//
// Start-up reads the file directly (one small JSON file) so the first frame does not wait for conf: conf (and the
// ajv it imports) is loaded on the first write and does the atomic writes, in order, off the input path. Values live
// in memory (conf reads the file on every access). `flush()` resolves when every write has reached the file.
// A file that cannot be read or parsed, or breaks the schema, is never overwritten silently: it is renamed aside
// (`config.json.bad-<time>`), the explorer starts with defaults and says so in a warning.

import { readFileSync, renameSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type Conf from 'conf';
import { createStore } from 'zustand/vanilla';
import { DEFAULT_SETTINGS, RECENT_COLLABORATIONS_MAX, type Settings, type SettingsApi } from './types.js';
import { validateSettings } from './validate.js';
import { fieldIssueText, peopleMessage } from '../domain/fieldMessages.js';

export interface SettingsOptions {
  /** Directory of the config file; by default the platform config directory for `switchyard`. */
  directory?: string;
  env?: NodeJS.ProcessEnv;
  /** For the aside name of a bad file. */
  now?: () => number;
}

export interface LoadedSettings {
  api: SettingsApi;
  /** Problems met while loading or saving, one sentence each (the shell shows them as warnings). */
  warnings: string[];
  /** Where the settings are kept, or undefined when they cannot be kept (in memory only). */
  path: string | undefined;
}

/** `$XDG_CONFIG_HOME/switchyard` on Linux and other XDG systems; the conventional places on macOS and Windows. */
export function defaultSettingsDirectory(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  if (platform === 'darwin') return join(homedir(), 'Library', 'Preferences', 'switchyard');
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), 'switchyard', 'Config');
  const base =
    env.XDG_CONFIG_HOME !== undefined && env.XDG_CONFIG_HOME !== '' ? env.XDG_CONFIG_HOME : join(homedir(), '.config');
  return join(base, 'switchyard');
}

type ReadResult = { kind: 'ok'; settings: Settings } | { kind: 'missing' } | { kind: 'bad'; why: string };

function readSettingsFile(path: string): ReadResult {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    return { kind: 'bad', why: error instanceof Error ? error.message : String(error) };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    // JSON.parse's message quotes the file's text; a settings file is never quoted, only where it breaks.
    const at = /position (\d+)/.exec(error instanceof Error ? error.message : '')?.[1];
    return { kind: 'bad', why: at === undefined ? 'not valid JSON' : `not valid JSON at character ${Number(at) + 1}` };
  }
  // Keys missing from an older file take their defaults; anything present must be valid.
  const merged =
    typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? { ...DEFAULT_SETTINGS, ...parsed }
      : parsed;
  const issues = validateSettings(merged);
  const first = issues[0];
  if (first !== undefined)
    return {
      kind: 'bad',
      why: first.path === '' ? peopleMessage(first.message) : fieldIssueText(first.path, first.message),
    };
  return { kind: 'ok', settings: merged as Settings };
}

export function loadSettings(options: SettingsOptions = {}): LoadedSettings {
  const directory = options.directory ?? defaultSettingsDirectory(options.env);
  const path = join(directory, 'config.json');
  const warnings: string[] = [];
  let persist = true;
  let initial: Settings = structuredClone(DEFAULT_SETTINGS);

  const read = readSettingsFile(path);
  if (read.kind === 'ok') initial = read.settings;
  if (read.kind === 'bad') {
    const aside = `${path}.bad-${new Date((options.now ?? Date.now)()).toISOString().replace(/[:.]/g, '-')}`;
    try {
      renameSync(path, aside);
      warnings.push(
        `Settings file ${path} could not be used (${read.why}); it was kept as ${aside} and defaults are in use.`,
      );
    } catch (error) {
      persist = false;
      const why = error instanceof Error ? error.message : String(error);
      warnings.push(
        `Settings file ${path} could not be used (${read.why}) nor set aside (${why}); defaults are in use and changes are not saved.`,
      );
    }
  }

  const saveProblemListeners = new Set<(warning: string) => void>();
  let conf: Conf<Settings> | undefined;
  let writes: Promise<void> = Promise.resolve();
  const save = (next: Settings): void => {
    if (!persist) return;
    writes = writes.then(async () => {
      if (!persist) return;
      try {
        if (conf === undefined) {
          const { default: ConfClass } = await import('conf');
          conf = new ConfClass<Settings>({
            cwd: directory,
            configName: 'config',
            defaults: DEFAULT_SETTINGS,
            configFileMode: 0o600,
          });
        }
        conf.set(next);
      } catch (error) {
        persist = false;
        const warning = `Settings could not be saved to ${path} (${error instanceof Error ? error.message : String(error)}); changes are kept for this session only.`;
        warnings.push(warning);
        for (const listener of saveProblemListeners) listener(warning);
      }
    });
  };

  const store = createStore<Settings>(() => initial);
  const api: SettingsApi = {
    get: () => store.getState(),
    update(patch) {
      const next = { ...store.getState(), ...patch };
      if (next.recentCollaborations.length > RECENT_COLLABORATIONS_MAX) {
        next.recentCollaborations = next.recentCollaborations.slice(0, RECENT_COLLABORATIONS_MAX);
      }
      const issues = validateSettings(next);
      if (issues[0] !== undefined) throw new Error(`settings: ${issues[0].path} ${issues[0].message}`);
      save(next);
      store.setState(next, true);
    },
    subscribe: (listener) => store.subscribe((state) => listener(state)),
    flush: () => writes,
    onSaveProblem(listener) {
      saveProblemListeners.add(listener);
      return () => {
        saveProblemListeners.delete(listener);
      };
    },
  };
  return { api, warnings, path: persist ? path : undefined };
}

/** Settings that are never persisted (tests of screens). */
export function memorySettings(initial: Partial<Settings> = {}): SettingsApi {
  const store = createStore<Settings>(() => ({ ...structuredClone(DEFAULT_SETTINGS), ...initial }));
  return {
    get: () => store.getState(),
    update: (patch) => store.setState({ ...store.getState(), ...patch }, true),
    subscribe: (listener) => store.subscribe((state) => listener(state)),
    flush: () => Promise.resolve(),
  };
}

/** Puts `id` first in the recent list, without duplicates, at most RECENT_COLLABORATIONS_MAX long. */
export function withRecentCollaboration(recent: readonly string[], id: string): string[] {
  return [id, ...recent.filter((r) => r !== id)].slice(0, RECENT_COLLABORATIONS_MAX);
}
