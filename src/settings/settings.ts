// Settings kept with conf in an XDG config file (`$XDG_CONFIG_HOME/switchyard/config.json`,
// falling back to ~/.config; the conventional places on macOS and Windows), checked by `validateSettings`, which
// admits only the known keys, so nothing else (never a secret) is read or written.
//
// Start-up reads the file directly (one small JSON file) so the first frame does not wait for conf: conf (and the
// ajv it imports) is loaded on the first write and does the atomic writes, in order, off the input path. Values live
// in memory (conf reads the file on every access). `flush()` resolves when every write has reached the file.
// A file is never overwritten silently: one that cannot be read or parsed is renamed aside (`config.json.bad-<time>`)
// and the explorer starts with defaults; one with values that break their rules is renamed aside too, its valid keys
// are kept and written back, and the warning names each value left out with its rule.

import { readFileSync, renameSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type Conf from 'conf';
import { createStore } from 'zustand/vanilla';
import { DEFAULT_SETTINGS, RECENT_COLLABORATIONS_MAX, type Settings, type SettingsApi } from './types.js';
import { validateSettings } from './validate.js';
import { fieldIssueText, peopleMessage } from '../domain/fieldMessages.js';
import type { Issue } from '../domain/validation.js';

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

type ReadResult =
  /** `dropped`: the values left out, one `field: rule` each (the rest of the file is in use). */
  { kind: 'ok'; settings: Settings; dropped: string[] } | { kind: 'missing' } | { kind: 'bad'; why: string };

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
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    const first = validateSettings(parsed)[0];
    return { kind: 'bad', why: first === undefined ? 'not a structure' : issueText(first) };
  }
  return salvageSettings(parsed as Record<string, unknown>);
}

function issueText(issue: Issue): string {
  return issue.path === '' ? peopleMessage(issue.message) : fieldIssueText(issue.path, issue.message);
}

/** Settings whose entries are checked one by one, so one bad entry (a remap) does not cost the others. */
const MAP_KEYS = new Set(['keys', 'recentCollaborationsByContext']);

/**
 * The file's valid keys over the defaults, and what was left out: keys missing from an older file take their
 * defaults; a key whose value breaks its rule (or that is not a setting at all) is left out and named, so one bad
 * value never costs the rest (recents, keys). In `keys` and `recentCollaborationsByContext` each entry stands alone.
 */
function salvageSettings(parsed: Record<string, unknown>): ReadResult {
  const kept: Record<string, unknown> = { ...structuredClone(DEFAULT_SETTINGS) };
  const dropped: string[] = [];
  const check = (key: string, value: unknown): Issue | undefined =>
    validateSettings({ ...DEFAULT_SETTINGS, [key]: value })[0];
  for (const [key, value] of Object.entries(parsed)) {
    if (MAP_KEYS.has(key) && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const entries: Record<string, unknown> = {};
      for (const [name, entry] of Object.entries(value)) {
        const issue = check(key, { [name]: entry });
        if (issue === undefined) entries[name] = entry;
        else dropped.push(issueText(issue));
      }
      const issue = check(key, entries);
      if (issue === undefined) kept[key] = entries;
      else dropped.push(issueText(issue));
      continue;
    }
    const issue = check(key, value);
    if (issue === undefined) kept[key] = value;
    else dropped.push(issueText(issue));
  }
  const left = validateSettings(kept)[0];
  if (left !== undefined) return { kind: 'bad', why: issueText(left) };
  return { kind: 'ok', settings: kept as unknown as Settings, dropped };
}

/** `config.json.bad-<time>`: where a file that could not be used whole is kept. */
function asideName(path: string, now: (() => number) | undefined): string {
  return `${path}.bad-${new Date((now ?? Date.now)()).toISOString().replace(/[:.]/g, '-')}`;
}

export function loadSettings(options: SettingsOptions = {}): LoadedSettings {
  const directory = options.directory ?? defaultSettingsDirectory(options.env);
  const path = join(directory, 'config.json');
  const warnings: string[] = [];
  let persist = true;
  let initial: Settings = structuredClone(DEFAULT_SETTINGS);

  const read = readSettingsFile(path);
  if (read.kind === 'ok') initial = read.settings;
  let salvaged = false;
  if (read.kind === 'ok' && read.dropped.length > 0) {
    // The file as it was goes aside (one copy of its text, never quoted), and the valid keys are written back in its
    // place, so what was left out (a pasted token) is not kept in the settings file.
    const aside = asideName(path, options.now);
    const named = `${read.dropped.slice(0, 3).join('; ')}${read.dropped.length > 3 ? ` (and ${read.dropped.length - 3} more)` : ''}`;
    const ignored = read.dropped.length === 1 ? 'that value is' : 'those values are';
    try {
      renameSync(path, aside);
      salvaged = true;
      warnings.push(
        `Settings: ${named}: ${ignored} ignored and the default used; the rest of ${path} is in use (the file as it was is kept as ${aside}).`,
      );
    } catch (error) {
      persist = false;
      const why = error instanceof Error ? error.message : String(error);
      warnings.push(
        `Settings: ${named}: ${ignored} ignored and the default used; ${path} could not be set aside (${why}), so changes are not saved.`,
      );
    }
  }
  if (read.kind === 'bad') {
    const aside = asideName(path, options.now);
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

  if (salvaged) save(initial);
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
