// Randomness the engine needs: UUIDs for client tokens and authorization IDs (from an injectable `random` so tests
// can make them deterministic), and secret keys (always from the OS CSPRNG, never from the injectable source).
import { randomBytes, randomUUID } from 'node:crypto';

export type RandomSource = () => number;

/** A version-4 UUID in lowercase hex, from `random` when given, else from node:crypto. */
export function makeUuidGenerator(random?: RandomSource): () => string {
  if (random === undefined) return () => randomUUID();
  return () => {
    const bytes = new Uint8Array(16);
    for (let i = 0; i < 16; i += 1) bytes[i] = Math.floor(random() * 256) & 0xff;
    bytes[6] = (bytes[6]! & 0x0f) | 0x40;
    bytes[8] = (bytes[8]! & 0x3f) | 0x80;
    const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
}

/** A fresh 32-byte secret for HMAC keys and digest salts. */
export function secretKey(): Buffer {
  return randomBytes(32);
}
