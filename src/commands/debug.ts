// --debug: logs each call (operation, backend, parameters) and its response or error to stderr, in the spirit of the
// AWS CLI's debug log. Sensitive members (clientSecret, apiKey) and anything that looks like a credential are
// replaced by `***` before anything is written.

import type { Shape } from './definitions/shape.js';
import type { Output } from './io.js';

export const REDACTED = '***';
const CREDENTIAL_KEYS = /^(authorization|x-amz-security-token|aws_?secret_?access_?key|secretaccesskey|sessiontoken|password|token)$/i;

export function redact(shape: Shape | undefined, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (Array.isArray(value)) return value.map((v) => redact(shape?.type === 'list' ? shape.member : undefined, v));
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      const member = shape?.type === 'structure' ? shape.members[key]?.shape : shape?.type === 'map' ? shape.value : undefined;
      out[key] = CREDENTIAL_KEYS.test(key) ? REDACTED : redact(member, v);
    }
    return out;
  }
  if (shape?.type === 'string' && shape.sensitive) return REDACTED;
  return value;
}

export class DebugLog {
  constructor(private readonly out: Output | undefined, private readonly now: () => Date = () => new Date()) {}

  get enabled(): boolean {
    return this.out !== undefined;
  }

  log(message: string): void {
    if (this.out === undefined) return;
    const stamp = this.now().toISOString().replace('T', ' ').replace('Z', '');
    this.out.write(`${stamp} - switchyard.commands - DEBUG - ${message}\n`);
  }
}
