// Tokens in datasets are test credentials, but still never shown in full (docs/ARCHITECTURE.md principle 4): the
// explorer, the logs and the errors show this fingerprint instead.
import { createHash } from 'node:crypto';

/** The first 8 hex digits of the token's SHA-256: enough to tell tokens apart, useless to recover one. */
export function tokenFingerprint(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex').slice(0, 8);
}
