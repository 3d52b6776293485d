// The verifier's signer cache: bounded, and filled only by scopes that verified a request, so made-up regions (serve
// without --region accepts any) or wrong signatures leave nothing behind.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { HttpRequest } from '@smithy/protocol-http';
import { SignatureV4 } from '@smithy/signature-v4';
import { NodeSha256 } from '../../../src/crypto/nodeSha256.js';
import { createSigV4Verifier, MAX_CACHED_SIGNERS } from '../../../src/server/aws/sigv4Verify.js';

const KEY = { accessKeyId: 'AKIDCACHETEST', secretAccessKey: 'sy-test-secret-7Hq2Zx' };
const NOW = Date.UTC(2026, 5, 1, 12, 0, 0);
const PATH = '/collaborations/c/members';

async function signedRequest(region: string, secretAccessKey = KEY.secretAccessKey): Promise<IncomingMessage> {
  const signer = new SignatureV4({
    credentials: { ...KEY, secretAccessKey },
    region,
    service: 'cleanrooms',
    sha256: NodeSha256,
  });
  const out = await signer.sign(
    new HttpRequest({ method: 'GET', hostname: '127.0.0.1', path: PATH, headers: { host: '127.0.0.1:1' } }),
    { signingDate: new Date(NOW) },
  );
  return { method: 'GET', headers: out.headers } as unknown as IncomingMessage;
}

function verifier() {
  return createSigV4Verifier([KEY], () => NOW);
}

const verify = (v: ReturnType<typeof verifier>, req: IncomingMessage) =>
  v.verify('cleanrooms', req, PATH, new URLSearchParams(), Buffer.alloc(0));

describe('SigV4 signer cache', () => {
  it('keeps nothing for requests whose signature does not verify, whatever region they name', async () => {
    const v = verifier();
    for (let i = 0; i < 200; i += 1) {
      await expect(verify(v, await signedRequest(`made-up-${i}`, 'wrong-secret'))).rejects.toMatchObject({
        name: 'InvalidSignatureException',
      });
    }
    expect(v.cachedSigners()).toBe(0);
  });

  it(`keeps at most ${MAX_CACHED_SIGNERS} signers, however many regions verify`, async () => {
    const v = verifier();
    for (let i = 0; i < 100; i += 1) await verify(v, await signedRequest(`region-${i}`));
    expect(v.cachedSigners()).toBe(MAX_CACHED_SIGNERS);
  });

  it('still verifies a scope after it was evicted, and a cached one after it was reused', async () => {
    const v = verifier();
    const first = await signedRequest('us-east-1');
    await verify(v, first);
    for (let i = 0; i < MAX_CACHED_SIGNERS; i += 1) await verify(v, await signedRequest(`region-${i}`));
    await expect(verify(v, first)).resolves.toBeUndefined();
    await expect(verify(v, await signedRequest('us-east-1'))).resolves.toBeUndefined();
    expect(v.cachedSigners()).toBe(MAX_CACHED_SIGNERS);
  });
});
