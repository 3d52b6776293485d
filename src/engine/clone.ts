// Stored app authorizations, collaborations and connector profiles are never handed out: callers get a deep copy,
// so a screen that mutates what it received cannot change the engine's state. (Members are stored frozen and handed
// out as they are instead: see src/domain/immutable.ts.) Records are plain JSON-like data plus Dates; this copy is
// several times faster than structuredClone for that shape.

export function cloneRecord<T>(value: T): T {
  return cloneValue(value) as T;
}

function cloneValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return new Date(value.getTime());
  if (Array.isArray(value)) return value.map(cloneValue);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = cloneValue((value as Record<string, unknown>)[key]);
  return out;
}
