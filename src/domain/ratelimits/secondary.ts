// Secondary rate limits (docs/rate-limits.md): shared by REST and GraphQL, per caller, "subject to
// change without notice". The numbers are the documented ones; what counts as content creation and as a token
// request is this module's reading, documented in docs/spec-conformance.md.

import { isGraphqlPath, normalizeApiPath } from './resources.js';

export const SECONDARY_LIMITS = {
  /** Concurrent requests, REST and GraphQL together. */
  concurrent: 100,
  /** Points per minute to a single REST endpoint. */
  restPointsPerMinute: 900,
  /** Points per minute to the GraphQL endpoint. */
  graphqlPointsPerMinute: 2_000,
  /** CPU milliseconds per 60 s of real time, all requests. */
  cpuMsPerMinute: 90_000,
  /** CPU milliseconds per 60 s of real time spent on GraphQL. */
  graphqlCpuMsPerMinute: 60_000,
  contentPerMinute: 80,
  contentPerHour: 500,
  /** OAuth access-token requests per hour (GitHub Apps and OAuth apps). */
  tokenRequestsPerHour: 2_000,
} as const;

/** Which secondary limit a request hit. */
export type SecondaryLimitKind =
  'concurrency' | 'points' | 'cpu' | 'graphql-cpu' | 'content-per-minute' | 'content-per-hour' | 'token-requests';

/** Secondary points of one request: GraphQL query 1, mutation 5; REST GET/HEAD/OPTIONS 1, other methods 5. */
export function secondaryPoints(method: string, rawPath: string, graphqlMutation = false): number {
  if (isGraphqlPath(normalizeApiPath(rawPath))) return graphqlMutation ? 5 : 1;
  const m = method.toUpperCase();
  return m === 'GET' || m === 'HEAD' || m === 'OPTIONS' ? 1 : 5;
}

// Routes that create content (notifications, pages, records others see). Octokit's throttling plugin keeps the
// generated list of notification-triggering routes; these are those plus repository, gist and discussion creation.
const CONTENT_ROUTES: readonly RegExp[] = [
  /^\/repos\/[^/]+\/[^/]+\/issues$/,
  /^\/repos\/[^/]+\/[^/]+\/issues\/[^/]+\/comments$/,
  /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/[^/]+\/reactions$/,
  /^\/repos\/[^/]+\/[^/]+\/pulls$/,
  /^\/repos\/[^/]+\/[^/]+\/pulls\/[^/]+\/comments$/,
  /^\/repos\/[^/]+\/[^/]+\/pulls\/[^/]+\/comments\/[^/]+\/replies$/,
  /^\/repos\/[^/]+\/[^/]+\/pulls\/[^/]+\/merge$/,
  /^\/repos\/[^/]+\/[^/]+\/pulls\/[^/]+\/requested_reviewers$/,
  /^\/repos\/[^/]+\/[^/]+\/pulls\/[^/]+\/reviews$/,
  /^\/repos\/[^/]+\/[^/]+\/commits\/[^/]+\/comments$/,
  /^\/repos\/[^/]+\/[^/]+\/releases$/,
  /^\/repos\/[^/]+\/[^/]+\/discussions$/,
  /^\/repos\/[^/]+\/[^/]+\/discussions\/[^/]+\/comments$/,
  /^\/repos\/[^/]+\/[^/]+\/forks$/,
  /^\/repos\/[^/]+\/[^/]+\/invitations$/,
  /^\/repos\/[^/]+\/[^/]+\/collaborators\/[^/]+$/,
  /^\/orgs\/[^/]+\/invitations$/,
  /^\/orgs\/[^/]+\/repos$/,
  /^\/orgs\/[^/]+\/teams\/[^/]+\/discussions$/,
  /^\/orgs\/[^/]+\/teams\/[^/]+\/discussions\/[^/]+\/comments$/,
  /^\/user\/repos$/,
  /^\/gists$/,
  /^\/gists\/[^/]+\/comments$/,
];

/**
 * True when the request creates content and so counts toward 80/min and 500/h: POST (or PUT for the routes where
 * PUT creates, e.g. merge and collaborator invitations) on a content route, or any GraphQL mutation.
 */
export function isContentCreating(method: string, rawPath: string, graphqlMutation = false): boolean {
  const path = normalizeApiPath(rawPath);
  if (isGraphqlPath(path)) return graphqlMutation;
  const m = method.toUpperCase();
  if (m !== 'POST' && m !== 'PUT') return false;
  return CONTENT_ROUTES.some((re) => re.test(path));
}

const TOKEN_ROUTES: readonly { method: string; re: RegExp }[] = [
  { method: 'POST', re: /^\/login\/oauth\/access_token$/ },
  { method: 'POST', re: /^\/applications\/[^/]+\/token$/ },
  { method: 'PATCH', re: /^\/applications\/[^/]+\/token$/ },
  { method: 'POST', re: /^\/applications\/[^/]+\/token\/scoped$/ },
  { method: 'PATCH', re: /^\/applications\/[^/]+\/token\/scoped$/ },
  { method: 'POST', re: /^\/app\/installations\/[^/]+\/access_tokens$/ },
];

/**
 * True for OAuth access-token requests (2,000/h): the OAuth web-flow exchange, token check/reset/scope, and (this
 * module's reading, since the docs do not say) minting installation access tokens.
 */
export function isTokenRequest(method: string, rawPath: string): boolean {
  const path = normalizeApiPath(rawPath);
  const m = method.toUpperCase();
  return TOKEN_ROUTES.some((r) => r.method === m && r.re.test(path));
}
