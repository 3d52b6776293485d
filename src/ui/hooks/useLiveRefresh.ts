// Live views (issue 30): while its screen is shown, a list refreshes itself every `autoRefreshSeconds` (a setting;
// 0 turns it off), and a new value applies at once. The lists (authorizations, members, connector profiles) each
// start their own refresh; this only says when it runs.

import { useEffect, useSyncExternalStore } from 'react';
import type { SettingsApi } from '../../settings/types.js';

/**
 * Runs `start(intervalMs)` while `shown`, and its stop when hidden, unmounted or the setting changes. `start` must be
 * stable (a store's action, or a callback memoised on it).
 */
export function useLiveRefresh(settings: SettingsApi, shown: boolean, start: (intervalMs: number) => () => void): void {
  const seconds = useSyncExternalStore(settings.subscribe, () => settings.get().autoRefreshSeconds);
  useEffect(() => (shown ? start(seconds * 1000) : undefined), [start, shown, seconds]);
}
