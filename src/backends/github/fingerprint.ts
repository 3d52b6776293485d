// A token is shown only as a short fingerprint: enough to tell two callers apart, useless to an attacker.
import { createHash } from 'node:crypto';

/** First 8 hex digits of the token's SHA-256, e.g. `3f9a0c1e`. */
export function tokenFingerprint(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex').slice(0, 8);
}
