// Masks the secrets of an operation's input or output before it is shown or written: members the shape marks
// sensitive and members whose name holds a credential (domain/secretNames.ts) become `***`. Command mode's --debug
// log and the explorer's call log both write through this, so they mask alike.

import { isSecretMemberName } from '../domain/secretNames.js';
import type { Shape } from '../domain/shape.js';

export const REDACTED = '***';

export function redact(shape: Shape | undefined, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (Array.isArray(value)) return value.map((v) => redact(shape?.type === 'list' ? shape.member : undefined, v));
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      const member =
        shape?.type === 'structure' ? shape.members[key]?.shape : shape?.type === 'map' ? shape.value : undefined;
      out[key] = isSecretMemberName(key) ? REDACTED : redact(member, v);
    }
    return out;
  }
  if (shape?.type === 'string' && shape.sensitive) return REDACTED;
  return value;
}
