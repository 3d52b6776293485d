// The emulator's view of one GitHub API request: which API (REST under /api/v3, or GraphQL at /api/graphql), the
// API path GitHub would see, the Authorization header (read by the engine's `identify`), the client address and the
// conditional-request validators.
import type { IncomingMessage } from 'node:http';
import { graphqlRequestParts, type GraphqlRequestParts } from '../../domain/ratelimits/graphqlDocument.js';
import { checkGraphqlRequest, type GraphqlCheck } from './graphql/checkRequest.js';
import { lfsBatchObjectCount } from '../../domain/ratelimits/lfsBatch.js';

export const REST_PREFIX = '/api/v3';
export const GRAPHQL_PATH = '/api/graphql';

export interface GithubWireRequest {
  api: 'rest' | 'graphql';
  method: string;
  /** The path as GitHub.com would see it: `/api/v3/repos/o/r` -> `/repos/o/r`; GraphQL -> `/graphql`. */
  path: string;
  /** The raw Authorization header; never logged, never echoed. */
  authorization: string | undefined;
  clientAddress: string;
  /** Entity tags listed in If-None-Match (`*` included as is). */
  ifNoneMatch: string[];
  /** For GraphQL: whether the operation that runs is a mutation (5 secondary points, content creation). */
  graphqlMutation: boolean;
  /** For GraphQL: the operation's primary-limit points, from the parsed document; 0 when it is refused. */
  graphqlCost: number;
  /** For GraphQL: the document checked against the schema and GitHub's limits (what runs, or the errors). */
  graphql?: GraphqlCheck;
  /** For a Git LFS batch request: how many objects it asks for (the engine refuses more than 100). */
  lfsObjects?: number;
}

export type ParseResult = { ok: true; request: GithubWireRequest } | { ok: false; status: number; message: string };

export function parseIfNoneMatch(header: string | undefined): string[] {
  if (header === undefined) return [];
  return header
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** The `query`, `operationName` and `variables` members of a GraphQL JSON body, or undefined when it is not one. */
export function graphqlPartsOf(body: Buffer | string | undefined): GraphqlRequestParts | undefined {
  if (body === undefined || body.length === 0) return undefined;
  try {
    return graphqlRequestParts(JSON.parse(typeof body === 'string' ? body : body.toString('utf8')));
  } catch {
    return undefined;
  }
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
  const graphql = api === 'graphql' ? checkGraphqlRequest(graphqlPartsOf(body)) : undefined;
  const lfsObjects = api === 'rest' ? lfsBatchObjectCount(method, path, body) : undefined;
  return {
    ok: true,
    request: {
      api,
      method,
      path,
      authorization: headerValue(req.headers.authorization),
      clientAddress: normalizeAddress(req.socket.remoteAddress),
      ifNoneMatch: parseIfNoneMatch(headerValue(req.headers['if-none-match'])),
      graphqlMutation: graphql?.ok === true && graphql.mutation,
      graphqlCost: graphql === undefined ? 1 : graphql.ok ? graphql.cost : 0,
      ...(graphql !== undefined ? { graphql } : {}),
      ...(lfsObjects !== undefined ? { lfsObjects } : {}),
    },
  };
}

/** `::ffff:127.0.0.1` -> `127.0.0.1`, so one IPv4 client is one unauthenticated caller however it connected. */
export function normalizeAddress(address: string | undefined): string {
  if (address === undefined) return 'unknown';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}
