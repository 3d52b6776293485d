// The emulator's view of one GitHub API request: which API (REST under /api/v3, or GraphQL at /api/graphql), the
// API path GitHub would see, the credentials, the client address and the conditional-request validators.
import type { IncomingMessage } from 'node:http';

export const REST_PREFIX = '/api/v3';
export const GRAPHQL_PATH = '/api/graphql';

export type Credentials =
  | { kind: 'none' }
  | { kind: 'token'; token: string }
  /** An Authorization header we cannot read a token from; GitHub answers those 401 too. */
  | { kind: 'malformed' };

export interface GithubWireRequest {
  api: 'rest' | 'graphql';
  method: string;
  /** The path as GitHub.com would see it: `/api/v3/repos/o/r` -> `/repos/o/r`; GraphQL -> `/graphql`. */
  path: string;
  credentials: Credentials;
  clientAddress: string;
  /** Entity tags listed in If-None-Match (`*` included as is). */
  ifNoneMatch: string[];
  /** For GraphQL: whether the document is a mutation (5 secondary points instead of 1). */
  graphqlMutation: boolean;
}

export type ParseResult = { ok: true; request: GithubWireRequest } | { ok: false; status: number; message: string };

/** `token X`, `Bearer X` (any case), or Basic with the token as password, as GitHub accepts. */
export function parseAuthorization(header: string | undefined): Credentials {
  if (header === undefined || header.trim() === '') return { kind: 'none' };
  const match = /^\s*(\S+)\s+(\S+)\s*$/.exec(header);
  if (!match) return { kind: 'malformed' };
  const scheme = match[1]!.toLowerCase();
  const value = match[2]!;
  if (scheme === 'token' || scheme === 'bearer') return { kind: 'token', token: value };
  if (scheme === 'basic') {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const password = colon >= 0 ? decoded.slice(colon + 1) : '';
    return password === '' ? { kind: 'malformed' } : { kind: 'token', token: password };
  }
  return { kind: 'malformed' };
}

export function parseIfNoneMatch(header: string | undefined): string[] {
  if (header === undefined) return [];
  return header
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** True when a GraphQL request body's document starts with a mutation operation. */
export function isGraphqlMutation(body: Buffer | string | undefined): boolean {
  if (body === undefined || body.length === 0) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(typeof body === 'string' ? body : body.toString('utf8'));
  } catch {
    return false;
  }
  const query = typeof parsed === 'object' && parsed !== null ? (parsed as { query?: unknown }).query : undefined;
  if (typeof query !== 'string') return false;
  // Skip leading comments and whitespace; the first keyword names the operation type of the first definition.
  const withoutComments = query.replace(/#[^\n\r]*/g, ' ');
  return /^\s*mutation\b/.test(withoutComments) || /\}\s*mutation\b/.test(withoutComments);
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

export function parseGithubRequest(req: IncomingMessage, body: Buffer | undefined): ParseResult {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://emulator.invalid');
  } catch {
    return { ok: false, status: 400, message: 'Problems parsing request URL' };
  }
  const method = (req.method ?? 'GET').toUpperCase();
  let api: 'rest' | 'graphql';
  let path: string;
  if (url.pathname === GRAPHQL_PATH) {
    api = 'graphql';
    path = '/graphql';
  } else if (url.pathname === REST_PREFIX || url.pathname.startsWith(`${REST_PREFIX}/`)) {
    api = 'rest';
    path = url.pathname.slice(REST_PREFIX.length) || '/';
  } else {
    return { ok: false, status: 404, message: 'Not Found' };
  }
  return {
    ok: true,
    request: {
      api,
      method,
      path,
      credentials: parseAuthorization(headerValue(req.headers.authorization)),
      clientAddress: normalizeAddress(req.socket.remoteAddress),
      ifNoneMatch: parseIfNoneMatch(headerValue(req.headers['if-none-match'])),
      graphqlMutation: api === 'graphql' && isGraphqlMutation(body),
    },
  };
}

/** `::ffff:127.0.0.1` -> `127.0.0.1`, so one IPv4 client is one unauthenticated caller however it connected. */
export function normalizeAddress(address: string | undefined): string {
  if (address === undefined) return 'unknown';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}
