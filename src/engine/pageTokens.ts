// Opaque page tokens. A token names the list it belongs to (kind + scope: the collaboration, or a digest of the
// profile filter) and the sequence number of the last entry it returned; it is signed with an HMAC key that lives
// only in this engine instance. So a client cannot forge a position, reuse a token on another list, or carry a token
// from one engine to another. The page size is not part of it: the page size only sets how many entries one call
// returns (service-interfaces.md, list-members --page-size), so a walk may resume at its position with any size.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Issue } from '../domain/validation.js';

export type TokenKind =
  | 'members'
  | 'collaborations'
  | 'memberships'
  | 'configuredTables'
  | 'appBundles'
  | 'appAuthorizations'
  | 'connectorProfiles';

export interface TokenBinding {
  kind: TokenKind;
  /** What the list is of, e.g. the collaboration ID or a digest of the filter. */
  scope: string;
}

interface TokenPayload {
  k: TokenKind;
  s: string;
  a: number;
}

const VERSION = 'v1';

/**
 * A page-token key bound to a dataset's identity: engines started on the same data accept each other's tokens (so
 * `--starting-token` works across command runs), engines on other data refuse them as foreign.
 */
export function pageTokenKeyFor(datasetIdentity: string): Buffer {
  return createHmac('sha256', 'switchyard page tokens v1').update(datasetIdentity).digest();
}

export class PageTokenCodec {
  constructor(private key: Buffer) {}

  /** Signs with another key from now on (a seeded emulator): tokens issued before are refused as altered. */
  rekey(key: Buffer): void {
    this.key = key;
  }

  encode(binding: TokenBinding, afterSeq: number): string {
    const payload: TokenPayload = { k: binding.kind, s: binding.scope, a: afterSeq };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${VERSION}.${body}.${this.sign(body)}`;
  }

  /**
   * The sequence number to resume after, or an Issue on `path` saying why the token is refused. A token is refused
   * when it is malformed, when its signature is not this engine's (forged or from another engine), or when it was
   * issued for another list.
   */
  decode(token: string, expected: TokenBinding, path = 'nextToken'): { after: number } | { issue: Issue } {
    const refuse = (why: string): { issue: Issue } => ({ issue: { path, rule: 'mismatch', message: `Member ${why}` } });
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== VERSION) return refuse('is not a page token issued by this service');
    const [, body, signature] = parts as [string, string, string];
    const expectedSignature = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (given.length !== expectedSignature.length || !timingSafeEqual(given, expectedSignature)) {
      return refuse('is not a page token issued by this service');
    }
    let payload: TokenPayload;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenPayload;
    } catch {
      return refuse('is not a page token issued by this service');
    }
    if (payload.k !== expected.kind || payload.s !== expected.scope) {
      return refuse(`was issued for another ${describeScope(expected.kind)}`);
    }
    if (!Number.isInteger(payload.a)) return refuse('is not a page token issued by this service');
    return { after: payload.a };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

function describeScope(kind: TokenKind): string {
  switch (kind) {
    case 'members':
      return 'collaboration';
    case 'connectorProfiles':
      return 'filter (connectorProfileNames, connectorType, connectorLabel)';
    case 'collaborations':
      return 'listing of collaborations';
    case 'memberships':
      return 'listing of memberships';
    case 'configuredTables':
      return 'listing of configured tables';
    case 'appBundles':
      return 'listing of app bundles';
    case 'appAuthorizations':
      return 'app bundle';
  }
}

/** A short stable digest of a filter, used as a token scope so a token cannot be replayed with another filter. */
export function scopeDigest(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22);
}
