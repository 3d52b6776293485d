// The SigV4 signers the verifier keeps for reuse, one per credential scope (access key, region, service), least
// recently used first out.
import { SignatureV4 } from '@smithy/signature-v4';
import { NodeSha256 } from '../../crypto/nodeSha256.js';

/** The credential scope a request was signed for, and the secret of its access key. */
export interface SigningScope {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  signingName: string;
}

export class SignerCache {
  /** Map order is recency order: the first entry is the least recently used. */
  private readonly signers = new Map<string, SignatureV4>();

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.signers.size;
  }

  /** The cached signer of `scope` (now the most recently used), or a new one that is not cached until remembered. */
  signerFor(scope: SigningScope): SignatureV4 {
    const key = scopeKey(scope);
    const cached = this.signers.get(key);
    if (cached !== undefined) {
      this.signers.delete(key);
      this.signers.set(key, cached);
      return cached;
    }
    return new SignatureV4({
      credentials: { accessKeyId: scope.accessKeyId, secretAccessKey: scope.secretAccessKey },
      region: scope.region,
      service: scope.signingName,
      sha256: NodeSha256,
      // The client decided whether x-amz-content-sha256 is signed; never add it on our side.
      applyChecksum: false,
    });
  }

  /** Keeps `signer` for `scope`: called only once a request of that scope verified, so made-up scopes stay out. */
  remember(scope: SigningScope, signer: SignatureV4): void {
    const key = scopeKey(scope);
    if (this.signers.has(key)) return;
    if (this.signers.size >= this.capacity) this.signers.delete(this.signers.keys().next().value as string);
    this.signers.set(key, signer);
  }
}

function scopeKey(scope: SigningScope): string {
  return `${scope.accessKeyId}\u0000${scope.region}\u0000${scope.signingName}`;
}
