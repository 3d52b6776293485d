// The checks of a SigV4 request that come before its signature is recomputed: the Authorization header's form, the
// X-Amz-Date and the clock skew, the credential scope, and the declared payload hash. Each failure is the error AWS
// JSON services give (all 403); no message contains a secret or a signature.
import type { IncomingMessage } from 'node:http';
import { createHash } from 'node:crypto';
import { ServiceError } from '../../domain/errors.js';
import type { AwsService } from './errorWire.js';

/** AWS rejects requests whose X-Amz-Date is more than 15 minutes away from its own clock. */
const MAX_SKEW_MS = 15 * 60 * 1000;

const AUTH_PATTERN =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9!#$%&'*+.^_`|~;-]+),\s*Signature=([0-9a-f]{64})$/;

const AMZ_DATE_PATTERN = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

/** The SigV4 signing name of each service (the credential scope's service part). */
const SIGNING_NAMES: Record<AwsService, string> = {
  appfabric: 'appfabric',
  appflow: 'appflow',
  cleanrooms: 'cleanrooms',
};

/** What a well-formed Authorization header says. */
export interface SigV4Authorization {
  accessKeyId: string;
  /** The credential scope's date, yyyyMMdd. */
  shortDate: string;
  region: string;
  signingName: string;
  signedHeaders: string[];
  signature: string;
}

/** The Authorization header, parsed; MissingAuthenticationToken or IncompleteSignature when absent or malformed. */
export function parseAuthorization(service: AwsService, req: IncomingMessage): SigV4Authorization {
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
  const [, accessKeyId, shortDate, region, signingName, signedHeaderList, signature] = match as unknown as string[];
  return {
    accessKeyId: accessKeyId as string,
    shortDate: shortDate as string,
    region: region as string,
    signingName: signingName as string,
    signedHeaders: (signedHeaderList as string).split(';'),
    signature: signature as string,
  };
}

/** The X-Amz-Date the request was signed at, checked against the scope's date and within the skew of `now`. */
export function signingDateOf(service: AwsService, req: IncomingMessage, shortDate: string, now: number): Date {
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
  if (Math.abs(now - signingDate.getTime()) > MAX_SKEW_MS) {
    throw denied(
      service,
      'InvalidSignatureException',
      `Signature expired: ${amzDate} is more than 15 minutes away from the server time`,
    );
  }
  return signingDate;
}

/**
 * The scope names this service and, when serve answers for one region, that region; the signed headers include
 * host.
 */
export function checkScope(service: AwsService, authorization: SigV4Authorization, region: string | undefined): void {
  if (authorization.signingName !== SIGNING_NAMES[service]) {
    throw denied(
      service,
      'InvalidSignatureException',
      `Credential should be scoped to correct service: '${SIGNING_NAMES[service]}'.`,
    );
  }
  if (region !== undefined && authorization.region !== region) {
    throw denied(
      service,
      'InvalidSignatureException',
      `Credential should be scoped to a valid region, not '${String(authorization.region).slice(0, 40)}'.`,
    );
  }
  if (!authorization.signedHeaders.includes('host')) {
    throw denied(service, 'IncompleteSignatureException', "SignedHeaders must include 'host'");
  }
}

/** An x-amz-content-sha256 header, when sent, is the SHA-256 of the body. */
export function checkPayloadHash(service: AwsService, req: IncomingMessage, body: Buffer): void {
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
  if (declaredHash !== undefined && declaredHash !== createHash('sha256').update(body).digest('hex')) {
    throw denied(
      service,
      'InvalidSignatureException',
      'The x-amz-content-sha256 header does not match the request body',
    );
  }
}

/** A request header as one string (repeated headers joined with commas, as SigV4 canonicalises them). */
export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(',') : value;
}

export function denied(service: AwsService, name: string, message: string): ServiceError {
  return new ServiceError({ name, service, httpStatus: 403, message });
}
