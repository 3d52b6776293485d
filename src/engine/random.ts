// Randomness the engine needs: UUIDs for client tokens and authorization IDs (from an injectable `random` so tests
// can make them deterministic), and secret keys (always from the OS CSPRNG, never from the injectable source).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { seededUuid } from './demo/prng.js';

export type RandomSource = () => number;

/** A version-4 UUID in lowercase hex, from `random` when given (as the demo data draws them), else from node:crypto. */
export function makeUuidGenerator(random?: RandomSource): () => string {
  if (random === undefined) return () => randomUUID();
  return () => seededUuid(random);
}

/** A fresh 32-byte secret for HMAC keys and digest salts. */
export function secretKey(): Buffer {
  return randomBytes(32);
}

/** A 32-byte key derived from a test seed (deterministic page tokens); never used for anything secret. */
export function seededKey(seed: number): Buffer {
  return createHash('sha256').update(`switchyard seed ${seed}`).digest();
}
