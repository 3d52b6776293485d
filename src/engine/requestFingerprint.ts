// How a create is compared with the first call that used its client token, without keeping anything that could
// confirm a guessed secret.
// - The parameters that are not secret are reduced to a SHA-256 of their canonical JSON. This is what the journal
//   keeps: it says nothing the journaled record and a word list of non-secret values could not already say.
// - The credential is reduced to an HMAC under a key drawn at random when this process starts and never written
//   anywhere. It lives only in memory, so a retry in the same process is checked on its credential too.
// A record replayed from the journal (a restart, or another process sharing the file) has no credential HMAC: a retry
// of it is compared on every other parameter.
import { createHash, createHmac } from 'node:crypto';
import { secretKey } from './random.js';

/** Never written, never logged: it makes the credential HMACs of this process useless anywhere else. */
const PROCESS_KEY = secretKey();

export interface RequestFingerprint {
  /** SHA-256 (hex) of the canonical non-secret parameters; journaled. Absent for a legacy record (unknown). */
  parameters?: string;
  /** HMAC-SHA256 (hex) of the canonical credential under this process's key; in memory only. */
  credential?: string;
}

/** `parameters` and `credential` are canonical JSON texts (key order fixed by the caller). */
export function fingerprintOf(parameters: string, credential: string): Required<RequestFingerprint> {
  return {
    parameters: createHash('sha256').update(parameters).digest('hex'),
    credential: createHmac('sha256', PROCESS_KEY).update(credential).digest('hex'),
  };
}

/**
 * Whether a retry is the same request as the first call: every part both sides know must match. A record replayed
 * from the journal knows no credential; one written before journals stopped keeping digests knows no parameters.
 */
export function sameRequest(first: RequestFingerprint, retry: Required<RequestFingerprint>): boolean {
  if (first.parameters !== undefined && first.parameters !== retry.parameters) return false;
  return first.credential === undefined || first.credential === retry.credential;
}

/** What a journaled create keeps of its request: the non-secret parameters' SHA-256 only. */
export function journaledFingerprint(fingerprint: RequestFingerprint): { parameters?: string } {
  return fingerprint.parameters === undefined ? {} : { parameters: fingerprint.parameters };
}

/** The fingerprint a replayed create event carries (a legacy `digest` field is ignored: its salt is not trusted). */
export function replayedFingerprint(event: Readonly<Record<string, unknown>>): RequestFingerprint {
  return typeof event.parameters === 'string' && /^[0-9a-f]{64}$/.test(event.parameters)
    ? { parameters: event.parameters }
    : {};
}
