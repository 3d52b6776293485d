// Verifies the SigV4 signature of an incoming AWS request (--verify-sigv4). The request is re-signed with
// @smithy/signature-v4 using the secret of the access key it names, over exactly the headers it says it signed, and
// the two signatures are compared in constant time. Error names and statuses are the ones AWS JSON services use:
// no Authorization -> MissingAuthenticationTokenException, a malformed one -> IncompleteSignatureException, an
// unknown key -> UnrecognizedClientException, a wrong or expired signature -> InvalidSignatureException (all 403).
// Messages never contain the secret key, the canonical request or the expected signature.
import type { IncomingMessage } from 'node:http';
import { createHash, timingSafeEqual } from 'node:crypto';
import { HttpRequest } from '@smithy/protocol-http';
import { SignatureV4 } from '@smithy/signature-v4';
import { ServiceError } from '../../domain/errors.js';
import { NodeSha256 } from '../../crypto/nodeSha256.js';
import type { AwsService } from './errorWire.js';

export interface AwsCredentialPair {
  accessKeyId: string;
  secretAccessKey: string;
}

/** AWS rejects requests whose X-Amz-Date is more than 15 minutes away from its own clock. */
const MAX_SKEW_MS = 15 * 60 * 1000;

const AUTH_PATTERN =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9!#$%&'*+.^_`|~;-]+),\s*Signature=([0-9a-f]{64})$/;

const AMZ_DATE_PATTERN = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

export interface SigV4Verifier {
  verify(
    service: AwsService,
    req: IncomingMessage,
    rawPath: string,
    query: URLSearchParams,
    body: Buffer,
  ): Promise<void>;
  /** Signers kept for reuse (at most MAX_CACHED_SIGNERS, each for a scope that verified a request). */
  cachedSigners(): number;
}

/**
 * Signers kept, least recently used first out. A signer is cheap to build (measured at 15-55 us a signature either way
 * on a loaded 2-core machine), so the cache is small, and only a scope that verified a request enters it: made-up
 * regions or keys cost one signer for the length of their request, nothing after.
 */
export const MAX_CACHED_SIGNERS = 16;

/** The SigV4 signing name of each service (the credential scope's service part). */
const SIGNING_NAMES: Record<AwsService, string> = {
  appfabric: 'appfabric',
  appflow: 'appflow',
  cleanrooms: 'cleanrooms',
};

export function createSigV4Verifier(
  credentials: readonly AwsCredentialPair[],
  now: () => number = Date.now,
  /** The region serve answers for: a credential scope naming another one is refused. Any region when absent. */
  region?: string,
): SigV4Verifier {
  const secrets = new Map(credentials.map((c) => [c.accessKeyId, c.secretAccessKey]));
  const signers = new Map<string, SignatureV4>();

  function signerFor(accessKeyId: string, secretAccessKey: string, region: string, signingName: string): SignatureV4 {
    const key = scopeKey(accessKeyId, region, signingName);
    const cached = signers.get(key);
    if (cached !== undefined) {
      // Map order is recency order: the first entry is the least recently used.
      signers.delete(key);
      signers.set(key, cached);
      return cached;
    }
    return new SignatureV4({
      credentials: { accessKeyId, secretAccessKey },
      region,
      service: signingName,
      sha256: NodeSha256,
      // The client decided whether x-amz-content-sha256 is signed; never add it on our side.
      applyChecksum: false,
    });
  }

  function remember(key: string, signer: SignatureV4): void {
    if (signers.has(key)) return;
    if (signers.size >= MAX_CACHED_SIGNERS) signers.delete(signers.keys().next().value as string);
    signers.set(key, signer);
  }

  return {
    cachedSigners: () => signers.size,
    async verify(service, req, rawPath, query, body) {
      const authorization = req.headers.authorization;
      if (authorization === undefined || authorization === '') {
        throw denied(service, 'MissingAuthenticationTokenException', 'Missing Authentication Token');
      }
      const match = AUTH_PATTERN.exec(authorization);
      if (match === null) {
        throw denied(
          service,
          'IncompleteSignatureException',
          'Authorization header requires Credential, SignedHeaders and Signature, signed with AWS4-HMAC-SHA256',
        );
      }
      const [, accessKeyId, shortDate, scopeRegion, signingName, signedHeaderList, signature] =
        match as unknown as string[];
      const secret = secrets.get(accessKeyId as string);
      if (secret === undefined) {
        throw denied(service, 'UnrecognizedClientException', 'The security token included in the request is invalid.');
      }
      const amzDate = header(req, 'x-amz-date');
      const dateMatch = amzDate === undefined ? null : AMZ_DATE_PATTERN.exec(amzDate);
      if (dateMatch === null) {
        throw denied(
          service,
          'IncompleteSignatureException',
          'Authorization requires a valid X-Amz-Date header (yyyyMMddTHHmmssZ)',
        );
      }
      const [, y, mo, d, h, mi, s] = dateMatch.map(Number) as number[];
      const signingDate = new Date(Date.UTC(y as number, (mo as number) - 1, d, h, mi, s));
      if (Number.isNaN(signingDate.getTime()) || (amzDate as string).slice(0, 8) !== shortDate) {
        throw denied(service, 'InvalidSignatureException', 'The credential scope date does not match X-Amz-Date');
      }
      if (Math.abs(now() - signingDate.getTime()) > MAX_SKEW_MS) {
        throw denied(
          service,
          'InvalidSignatureException',
          `Signature expired: ${amzDate} is more than 15 minutes away from the server time`,
        );
      }
      if (signingName !== SIGNING_NAMES[service]) {
        throw denied(
          service,
          'InvalidSignatureException',
          `Credential should be scoped to correct service: '${SIGNING_NAMES[service]}'.`,
        );
      }
      if (region !== undefined && scopeRegion !== region) {
        throw denied(
          service,
          'InvalidSignatureException',
          `Credential should be scoped to a valid region, not '${String(scopeRegion).slice(0, 40)}'.`,
        );
      }
      const signedHeaders = (signedHeaderList as string).split(';');
      if (!signedHeaders.includes('host')) {
        throw denied(service, 'IncompleteSignatureException', "SignedHeaders must include 'host'");
      }
      const declaredHash = header(req, 'x-amz-content-sha256');
      // These JSON services sign the body itself: a signature over the literal UNSIGNED-PAYLOAD would let the body be
      // changed after signing, so it is refused rather than trusted.
      if (declaredHash === 'UNSIGNED-PAYLOAD') {
        throw denied(
          service,
          'InvalidSignatureException',
          'x-amz-content-sha256: UNSIGNED-PAYLOAD is not accepted by this service; sign the SHA-256 of the body',
        );
      }
      if (declaredHash !== undefined) {
        if (declaredHash !== createHash('sha256').update(body).digest('hex')) {
          throw denied(
            service,
            'InvalidSignatureException',
            'The x-amz-content-sha256 header does not match the request body',
          );
        }
      }
      const headers: Record<string, string> = {};
      for (const name of signedHeaders) {
        const value = header(req, name);
        if (value !== undefined) headers[name] = value;
      }
      const queryRecord: Record<string, string | string[]> = {};
      for (const key of new Set(query.keys())) {
        const values = query.getAll(key);
        queryRecord[key] = values.length === 1 ? (values[0] as string) : values;
      }
      const request = new HttpRequest({
        method: req.method ?? 'GET',
        hostname: headers.host ?? '',
        path: rawPath,
        query: queryRecord,
        headers,
        ...(body.length > 0 ? { body } : {}),
      });
      const signer = signerFor(accessKeyId as string, secret, scopeRegion as string, signingName as string);
      const signed = await signer.sign(request, { signingDate, signableHeaders: new Set(signedHeaders) });
      const expected = /Signature=([0-9a-f]{64})$/.exec(String(signed.headers.authorization))?.[1] ?? '';
      if (!sameHex(expected, signature as string)) {
        throw denied(
          service,
          'InvalidSignatureException',
          'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method.',
        );
      }
      remember(scopeKey(accessKeyId as string, scopeRegion as string, signingName as string), signer);
    },
  };
}

function scopeKey(accessKeyId: string, region: string, signingName: string): string {
  return `${accessKeyId}\u0000${region}\u0000${signingName}`;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(',') : value;
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

function denied(service: AwsService, name: string, message: string): ServiceError {
  return new ServiceError({ name, service, httpStatus: 403, message });
}
