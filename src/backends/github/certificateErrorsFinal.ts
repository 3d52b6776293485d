// An Octokit plugin, applied before plugin-retry: a request refused because the server's certificate is not trusted
// (self-signed, unknown issuer, expired, wrong name) is not retried. plugin-retry retries every network failure
// (Octokit reports them all as status 500) after 1, 4 and 9 s, so an untrusted host took 14 s to fail; trust does
// not change between attempts, and gh and the AWS CLI fail at once. Other network failures are still retried.
// Hand-written: plugin-retry's options select by status only, and every network failure has the same status.
import type { Octokit } from '@octokit/core';

/** Node's (OpenSSL's) codes for a certificate that failed verification. */
const CERTIFICATE_CODE = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|ERR_TLS_/;

/** Whether an error, or an error in its `cause` chain, is a certificate verification failure. */
export function isCertificateError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && CERTIFICATE_CODE.test(code)) return true;
  }
  return false;
}

export function certificateErrorsFinal(octokit: Octokit): void {
  // Registered before plugin-retry's hook, so this runs first on the way out; plugin-retry then reads the request's
  // `retries` (0) and schedules no further attempt.
  octokit.hook.error('request', (error, options) => {
    if (isCertificateError(error)) options.request = { ...options.request, retries: 0 };
    throw error;
  });
}
