// Node's (OpenSSL's) codes for a certificate the client does not trust: self-signed, unknown issuer, expired or not
// yet valid, revoked, or issued for another name. Both transports read them: the AWS side turns such a failure into
// the AWS CLI's SSLError message (../aws/sdkErrors.ts), the GitHub side never retries it
// (../github/certificateErrorsFinal.ts).

export const CERTIFICATE_ERROR_CODES: ReadonlySet<string> = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_REVOKED',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/** Whether an error, or an error in its `cause` chain, is a certificate verification failure. */
export function isCertificateError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && CERTIFICATE_ERROR_CODES.has(code)) return true;
  }
  return false;
}
