// Error bodies as GitHub sends them (docs/rate-limits.md). Primary bodies name the
// caller the way GitHub does (IP, user ID, installation ID); secondary bodies say "secondary rate limit" and point
// to `#about-secondary-rate-limits`, so Octokit (message regex) and go-github (URL suffix) both classify them.

import type { GithubCaller } from './callers.js';
import type { SecondaryLimitKind } from './secondary.js';

export const DOCS = {
  primaryUnauthenticated: 'https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting',
  primary: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-primary-rate-limits',
  secondary: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
  graphqlPrimary: 'https://docs.github.com/graphql/overview/rate-limits-and-query-limits-for-the-graphql-api',
  badCredentials: 'https://docs.github.com/rest',
  codeSearchAuth: 'https://docs.github.com/rest/search/search#search-code',
  graphqlAuth: 'https://docs.github.com/graphql/guides/forming-calls-with-graphql#authenticating-with-graphql',
  lfsBatch: 'https://github.com/git-lfs/git-lfs/blob/main/docs/api/batch.md',
} as const;

/** Who the primary message names: the IP, the user, the installation (Actions tokens are installation tokens). */
export function primaryLimitSubject(caller: GithubCaller): string {
  switch (caller.kind) {
    case 'unauthenticated':
      return caller.ip;
    case 'user':
    case 'app-user':
    case 'oauth-app-user':
      return `user ID ${caller.userId}`;
    case 'installation':
      return `installation ID ${caller.installationId}`;
    case 'oauth-app':
      return `OAuth app ${caller.clientId}`;
    case 'actions':
      return `GITHUB_TOKEN of ${caller.repository}`;
  }
}

export function primaryLimitMessage(caller: GithubCaller): string {
  const base = `API rate limit exceeded for ${primaryLimitSubject(caller)}.`;
  if (caller.kind === 'unauthenticated') {
    return `${base} (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)`;
  }
  return base;
}

export function primaryLimitDocumentationUrl(caller: GithubCaller): string {
  return caller.kind === 'unauthenticated' ? DOCS.primaryUnauthenticated : DOCS.primary;
}

export function secondaryLimitMessage(kind: SecondaryLimitKind): string {
  if (kind === 'content-per-minute' || kind === 'content-per-hour') {
    return 'You have exceeded a secondary rate limit and have been temporarily blocked from content creation. Please retry your request again later.';
  }
  return 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.';
}

/**
 * The sentence GitHub appends to limit messages (request ID since 2023-24, timestamp since 2025), e.g.
 * ` If you reach out to GitHub Support for help, please include the request ID 0400:1A2B:3C4D and timestamp
 * 2026-01-01 12:00:00 UTC.` Empty without a request ID.
 */
export function supportSentence(requestId: string | undefined, nowMs: number): string {
  if (requestId === undefined || requestId === '') return '';
  const timestamp = new Date(nowMs).toISOString().slice(0, 19).replace('T', ' ');
  return ` If you reach out to GitHub Support for help, please include the request ID ${requestId} and timestamp ${timestamp} UTC.`;
}
