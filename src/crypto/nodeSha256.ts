// A SHA-256 / HMAC-SHA-256 Checksum for @smithy/signature-v4 over node:crypto. Written here because
// @smithy/hash-node is not installed and @aws-crypto/sha256-js is only a transitive dependency of the SDK; node's
// own hash is also the fastest one available.
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import type { Checksum, SourceData } from '@smithy/types';

function toBuffer(data: SourceData): Buffer {
  if (typeof data === 'string') return Buffer.from(data, 'utf8');
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(data);
}

export class NodeSha256 implements Checksum {
  private readonly secret: Buffer | undefined;
  private hash: Hash | Hmac;

  constructor(secret?: SourceData) {
    this.secret = secret === undefined ? undefined : toBuffer(secret);
    this.hash = this.fresh();
  }

  private fresh(): Hash | Hmac {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', this.secret);
  }

  update(data: Uint8Array): void {
    this.hash.update(data);
  }

  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }

  reset(): void {
    this.hash = this.fresh();
  }
}
