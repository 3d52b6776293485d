// A certificate the client does not trust fails the GitHub request at once; other network failures are retried as
// plugin-retry retries them (src/backends/github/certificateErrorsFinal.ts).
import { describe, expect, it } from 'vitest';
import { createOctokitClient } from '../../../src/backends/github/octokitClient.js';
import { isCertificateError } from '../../../src/backends/net/certificateErrors.js';

function failing(code: string): { fetch: typeof fetch; calls: () => number } {
  let calls = 0;
  const fetchLike = (async () => {
    calls += 1;
    // What undici's fetch throws when the connection fails: a TypeError whose cause carries Node's code.
    throw new TypeError('fetch failed', { cause: Object.assign(new Error(`failed: ${code}`), { code }) });
  }) as unknown as typeof fetch;
  return { fetch: fetchLike, calls: () => calls };
}

async function attempts(code: string): Promise<number> {
  const transport = failing(code);
  const octokit = createOctokitClient({
    baseUrl: 'https://ghes.example.test/api/v3',
    throttleId: `cert-${code}-${Math.random()}`,
    fetch: transport.fetch,
    log: () => {},
    redact: (t) => t,
    // 1 ms instead of 1 s between attempts: the count of attempts is what is tested, not the wait.
    retry: { retryAfterBaseValue: 1 },
  });
  await expect(octokit.request('GET /rate_limit')).rejects.toThrow();
  return transport.calls();
}

describe('GitHub transport: certificate errors are final', () => {
  it.each([
    'DEPTH_ZERO_SELF_SIGNED_CERT',
    'SELF_SIGNED_CERT_IN_CHAIN',
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'CERT_HAS_EXPIRED',
    'ERR_TLS_CERT_ALTNAME_INVALID',
  ])('%s: one attempt', async (code) => {
    expect(await attempts(code)).toBe(1);
  });

  it('a reset connection is still retried (plugin-retry: 3 retries)', async () => {
    expect(await attempts('ECONNRESET')).toBe(4);
  });

  it('finds the code anywhere in the cause chain, and nothing in errors without one', () => {
    const deep = new Error('a', {
      cause: new Error('b', { cause: Object.assign(new Error('c'), { code: 'CERT_REVOKED' }) }),
    });
    expect(isCertificateError(deep)).toBe(true);
    expect(isCertificateError(new Error('plain'))).toBe(false);
    expect(isCertificateError(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isCertificateError('CERT_HAS_EXPIRED')).toBe(false);
  });
});
