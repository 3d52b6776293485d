// Turns a port's response into the document the AWS CLI prints: members in model order, members the model does not
// define dropped (e.g. the engine's `defaultedPayments` extension), timestamps as Python's datetime.isoformat() in
// UTC, which is how AWS CLI v2 prints every timestamp by default (AWS CLI 2.9.19:
// 1690000000.123 -> "2023-07-22T04:26:40.123000+00:00", 1690000001 -> "2023-07-22T04:26:41+00:00").

import type { Shape } from '../../domain/shape.js';

export type Doc = null | boolean | number | string | Doc[] | { [key: string]: Doc };

export function isoTimestamp(value: Date): string {
  const iso = value.toISOString(); // 2023-07-22T04:26:40.123Z
  const ms = value.getUTCMilliseconds();
  const base = iso.slice(0, 19);
  return ms === 0 ? `${base}+00:00` : `${base}.${String(ms * 1000).padStart(6, '0')}+00:00`;
}

function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(Math.round(value * 1000));
  if (typeof value === 'string') {
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? undefined : parsed;
  }
  return undefined;
}

/** How a timestamp is printed: ISO 8601 (the default) or as the service sent it (`cli_timestamp_format = wire`). */
export type TimestampWriter = (value: Date) => Doc;

/**
 * `wire`: AppFabric sends RFC 3339 strings (`@timestampFormat("date-time")`), Clean Rooms and AppFlow epoch seconds
 * (aws-wire.md), so those are printed back in that form.
 */
export function wireTimestamp(service: string): TimestampWriter {
  return service === 'appfabric' ? (value) => value.toISOString() : (value) => value.getTime() / 1000;
}

/** Shapes `value` by `shape`; returns undefined for absent members. Unknown enum values pass through, as the CLI does. */
export function toDocument(shape: Shape, value: unknown, timestamp: TimestampWriter = isoTimestamp): Doc | undefined {
  if (value === undefined || value === null) return undefined;
  switch (shape.type) {
    case 'timestamp': {
      const date = toDate(value);
      return date === undefined ? String(value) : timestamp(date);
    }
    case 'list':
      return Array.isArray(value) ? value.map((item) => toDocument(shape.member, item, timestamp) ?? null) : undefined;
    case 'map': {
      if (typeof value !== 'object') return undefined;
      const out: Record<string, Doc> = {};
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
        const doc = toDocument(shape.value, v, timestamp);
        if (doc !== undefined) out[k] = doc;
      }
      return out;
    }
    case 'structure': {
      if (typeof value !== 'object') return undefined;
      const record = value as Record<string, unknown>;
      const out: Record<string, Doc> = {};
      for (const name in shape.members) {
        const doc = toDocument(shape.members[name]!.shape, record[name], timestamp);
        if (doc !== undefined) out[name] = doc;
      }
      return out;
    }
    default:
      return value as Doc;
  }
}
