// The secondary-limits panel as rows: each gauge with its label, value against its limit, the text to show, and
// whether the backend estimated it (GitHub reports no secondary usage; the GitHub backend estimates it).
// The text counts as the bucket table does, remaining of limit (`97/100`), so both tables read the same way.

import type { SecondaryGauge, SecondaryUsage } from '../../service/rateLimitsPort.js';

export interface SecondaryRow {
  key: keyof SecondaryUsage;
  label: string;
  value: number;
  limit: number;
  /** Remaining of the limit: `97/100`, `77.5s/90s`. */
  text: string;
  reset?: number;
  estimated: boolean;
  /** Extra context, e.g. the busiest endpoint. */
  note?: string;
}

const LABELS: Record<keyof SecondaryUsage, string> = {
  concurrency: 'concurrency',
  restPointsPerMinute: 'REST points/min',
  graphqlPointsPerMinute: 'GraphQL pts/min',
  contentPerMinute: 'content/min',
  contentPerHour: 'content/hour',
  cpuMsPerMinute: 'CPU time/min',
  graphqlCpuMsPerMinute: 'GraphQL CPU/min',
  tokenRequestsPerHour: 'OAuth tokens/hour',
};

const ORDER: (keyof SecondaryUsage)[] = [
  'concurrency',
  'restPointsPerMinute',
  'graphqlPointsPerMinute',
  'contentPerMinute',
  'contentPerHour',
  'cpuMsPerMinute',
  'graphqlCpuMsPerMinute',
  'tokenRequestsPerHour',
];

export const SECONDARY_ROW_COUNT = ORDER.length;

export function formatCount(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

function seconds(ms: number): string {
  const s = ms / 1000;
  return s >= 10 || Number.isInteger(s) ? `${Math.round(s)}s` : `${s.toFixed(1)}s`;
}

export function secondaryRows(usage: SecondaryUsage): SecondaryRow[] {
  return ORDER.map((key) => {
    const gauge: SecondaryGauge = usage[key];
    const isCpu = key === 'cpuMsPerMinute' || key === 'graphqlCpuMsPerMinute';
    const remaining = Math.max(0, gauge.limit - gauge.value);
    const text = isCpu
      ? `${seconds(remaining)}/${seconds(gauge.limit)}`
      : `${formatCount(remaining)}/${formatCount(gauge.limit)}`;
    const row: SecondaryRow = {
      key,
      label: LABELS[key],
      value: gauge.value,
      limit: gauge.limit,
      text,
      estimated: gauge.estimated,
    };
    if (gauge.reset !== undefined) row.reset = gauge.reset;
    if (key === 'restPointsPerMinute' && usage.restPointsPerMinute.endpoint)
      row.note = usage.restPointsPerMinute.endpoint;
    return row;
  });
}
