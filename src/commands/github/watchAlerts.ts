// `--watch` alerts: a line on stderr when a caller's bucket crosses the warning or critical threshold of the settings
// (the explorer's gauges use the same ones), once per crossing.
import { describeCrossing, ThresholdAlerts } from '../../domain/ratelimits/alerts.js';
import { bucketsFromRateLimitBody } from '../../domain/ratelimits/fromGithub.js';
import { loadSettings } from '../../settings/settings.js';

export type AlertLine = string;

export async function watchAlerts(
  env: NodeJS.ProcessEnv,
): Promise<(readings: readonly { callerLabel: string; body: unknown }[], nowMs: number) => AlertLine[]> {
  const settings = loadSettings({ env }).api.get();
  const alerts = new ThresholdAlerts(settings.thresholds);
  if (!settings.alerts) return () => [];
  return (readings, nowMs) =>
    readings.flatMap((r) =>
      alerts
        .observe(r.callerLabel, bucketsFromRateLimitBody(r.body, nowMs))
        .map((c) => `switchyard: ${describeCrossing(c)}`),
    );
}
