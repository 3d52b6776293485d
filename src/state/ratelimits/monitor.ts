// The explorer's rate-limit monitor: the lasting history and the threshold alerts, made once per explorer instance
// where its stores are composed and opened at start-up, so it records and alerts whichever screen is shown (screen 4
// only reads it). Its watch costs nothing while no bucket changes (the ports emit only changed callers).
import type { Clock } from '../../domain/clock.js';
import { describeCrossing } from '../../domain/ratelimits/alerts.js';
import type { HistoryPersistence } from '../../history/historyFile.js';
import { openMemoryHistory } from '../../history/memoryHistory.js';
import type { RateLimitsPort } from '../../service/rateLimitsPort.js';
import type { SettingsApi } from '../../settings/types.js';
import type { ShellApi } from '../shellContract.js';
import { createLastingHistory, type LastingHistory } from '../../history/lastingHistory.js';

export interface RateLimitMonitorOptions {
  port: RateLimitsPort;
  clock: Clock;
  /** Read at every snapshot: thresholds and `alerts` changed while running reach the next crossing. */
  settings: Pick<SettingsApi, 'get'>;
  notify: ShellApi['notify'];
  /** Where the history is kept across runs; in memory for this run when absent. */
  history?: HistoryPersistence;
  /** Rings the terminal's bell and shows a desktop notification (OSC 9 / OSC 777) with this text. */
  terminalAlert?: (text: string) => void;
  /** False (`--no-alerts`): no alerts whatever the settings say; the history is still recorded. */
  alerts?: boolean;
}

export function createRateLimitMonitor(options: RateLimitMonitorOptions): LastingHistory {
  const { settings } = options;
  return createLastingHistory({
    port: options.port,
    clock: options.clock,
    persistence: options.history ?? openMemoryHistory(),
    alerts: {
      thresholds: () => settings.get().thresholds,
      enabled: () => options.alerts !== false && settings.get().alerts,
      emit: (crossing) => {
        const text = describeCrossing(crossing);
        options.notify(crossing.level === 'critical' ? 'error' : 'warning', `Rate limit ${text}`);
        options.terminalAlert?.(`switchyard: ${text}`);
      },
    },
  });
}
