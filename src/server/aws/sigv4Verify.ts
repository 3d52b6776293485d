// Verifies the SigV4 signature of an incoming AWS request (--verify-sigv4). The request is re-signed with
// @smithy/signature-v4 using the secret of the access key it names, over exactly the headers it says it signed, and
// the two signatures are compared in constant time. Error names and statuses are the ones AWS JSON services use:
// no Authorization -> MissingAuthenticationTokenException, a malformed one -> IncompleteSignatureException, an
// unknown key -> UnrecognizedClientException, a wrong or expired signature -> InvalidSignatureException (all 403).
// Messages never contain the secret key, the canonical request or the expected signature.
import type { IncomingMessage } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { HttpRequest } from '@smithy/protocol-http';
import type { AwsService } from './errorWire.js';
import { checkPayloadHash, checkScope, denied, header, parseAuthorization, signingDateOf } from './sigv4Checks.js';
import { SignerCache, type SigningScope } from './signerCache.js';

export interface AwsCredentialPair {
  accessKeyId: string;
  secretAccessKey: string;
}

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

export function createSigV4Verifier(
  credentials: readonly AwsCredentialPair[],
  now: () => number = Date.now,
  /** The region serve answers for: a credential scope naming another one is refused. Any region when absent. */
  region?: string,
): SigV4Verifier {
  const secrets = new Map(credentials.map((c) => [c.accessKeyId, c.secretAccessKey]));
  const signers = new SignerCache(MAX_CACHED_SIGNERS);

  return {
    cachedSigners: () => signers.size,
    async verify(service, req, rawPath, query, body) {
      // In the order AWS checks them: the cheap refusals first, the signature last.
      const authorization = parseAuthorization(service, req);
      const secretAccessKey = secrets.get(authorization.accessKeyId);
      if (secretAccessKey === undefined) {
        throw denied(service, 'UnrecognizedClientException', 'The security token included in the request is invalid.');
      }
      const signingDate = signingDateOf(service, req, authorization.shortDate, now());
      checkScope(service, authorization, region);
      checkPayloadHash(service, req, body);
      const { accessKeyId, signedHeaders } = authorization;
      const scope: SigningScope = {
        accessKeyId,
        secretAccessKey,
        region: authorization.region,
        signingName: authorization.signingName,
      };
      const signer = signers.signerFor(scope);
      const signed = await signer.sign(requestToSign(req, rawPath, query, body, signedHeaders), {
        signingDate,
        signableHeaders: new Set(signedHeaders),
      });
      const expected = /Signature=([0-9a-f]{64})$/.exec(String(signed.headers.authorization))?.[1] ?? '';
      if (!sameHex(expected, authorization.signature)) {
        throw denied(
          service,
          'InvalidSignatureException',
          'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method.',
        );
      }
      signers.remember(scope, signer);
    },
  };
}

/** The request as the client signed it: only the headers it says it signed, the raw path, the query and the body. */
function requestToSign(
  req: IncomingMessage,
  rawPath: string,
  query: URLSearchParams,
  body: Buffer,
  signedHeaders: readonly string[],
): HttpRequest {
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
  return new HttpRequest({
    method: req.method ?? 'GET',
    hostname: headers.host ?? '',
    path: rawPath,
    query: queryRecord,
    headers,
    ...(body.length > 0 ? { body } : {}),
  });
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
