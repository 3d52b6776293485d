// Gauge arithmetic for one bucket: the fill of the bar and its colour level. Thresholds are fractions of the limit
// still remaining (settings own the numbers; the defaults below apply when none are given).

export interface GaugeThresholds {
  /** At or below this fraction remaining the gauge turns yellow. */
  warning: number;
  /** At or below this fraction remaining the gauge turns red. */
  critical: number;
}

export const DEFAULT_THRESHOLDS: GaugeThresholds = { warning: 0.25, critical: 0.1 };

export type GaugeLevel = 'ok' | 'warning' | 'critical';

/** Fraction of the limit still remaining, in [0, 1]. `used` may exceed `limit` on GitHub; remaining never goes below 0. */
export function remainingFraction(remaining: number, limit: number): number {
  if (!(limit > 0)) return 0;
  return Math.min(1, Math.max(0, remaining / limit));
}

export function gaugeLevel(
  remaining: number,
  limit: number,
  thresholds: GaugeThresholds = DEFAULT_THRESHOLDS,
): GaugeLevel {
  const fraction = remainingFraction(remaining, limit);
  if (remaining <= 0 || fraction <= thresholds.critical) return 'critical';
  if (fraction <= thresholds.warning) return 'warning';
  return 'ok';
}

export const LEVEL_COLOR: Record<GaugeLevel, 'green' | 'yellow' | 'red'> = {
  ok: 'green',
  warning: 'yellow',
  critical: 'red',
};

const FULL = '█';
const EMPTY = '░';

/** A bar `width` cells wide, filled for what remains. A non-empty remainder always shows at least one cell. */
export function gaugeBar(remaining: number, limit: number, width: number): string {
  const cells = Math.max(0, Math.floor(width));
  const fraction = remainingFraction(remaining, limit);
  let filled = Math.round(fraction * cells);
  if (filled === 0 && fraction > 0 && cells > 0) filled = 1;
  if (filled === cells && fraction < 1 && cells > 1) filled = cells - 1;
  return FULL.repeat(filled) + EMPTY.repeat(cells - filled);
}

/** Accepts thresholds from settings, falling back to the defaults for anything out of range or inverted. */
export function normalizeThresholds(input: Partial<GaugeThresholds> | undefined): GaugeThresholds {
  const warning = valid(input?.warning) ? input!.warning! : DEFAULT_THRESHOLDS.warning;
  const critical = valid(input?.critical) ? input!.critical! : DEFAULT_THRESHOLDS.critical;
  return critical <= warning ? { warning, critical } : { ...DEFAULT_THRESHOLDS };
}

function valid(n: number | undefined): boolean {
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 1;
}

/** The settings store thresholds as percentages of the limit remaining (`thresholds.warningPercent`). */
export function thresholdsFromPercent(
  percent: { warningPercent?: number; criticalPercent?: number } | undefined,
): GaugeThresholds {
  const toFraction = (n: number | undefined): number | undefined => (typeof n === 'number' ? n / 100 : undefined);
  const warning = toFraction(percent?.warningPercent);
  const critical = toFraction(percent?.criticalPercent);
  return normalizeThresholds({
    ...(warning !== undefined ? { warning } : {}),
    ...(critical !== undefined ? { critical } : {}),
  });
}
