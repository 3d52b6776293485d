// The rate-limit buckets ("resources") GitHub reports, their windows, and the mapping from method + path to the
// bucket a request counts against (docs/rate-limits.md).

/** Buckets in the order of the `rate-limit-overview` schema, then the observed extras (`audit_log`) and `lfs`. */
export const RESOURCES = [
  'core',
  'graphql',
  'search',
  'code_search',
  'source_import',
  'integration_manifest',
  'code_scanning_upload',
  'actions_runner_registration',
  'scim',
  'dependency_snapshots',
  'dependency_sbom',
  'code_scanning_autofix',
  'audit_log',
  'lfs',
] as const;

export type RateLimitResource = (typeof RESOURCES)[number];

export type WindowName = 'hour' | 'minute';

export const WINDOW_MS: Record<WindowName, number> = { hour: 3_600_000, minute: 60_000 };

/** The window of each bucket: hourly ones reset about 1 h after they open, per-minute ones about 60 s after. */
export const RESOURCE_WINDOW: Record<RateLimitResource, WindowName> = {
  core: 'hour',
  graphql: 'hour',
  search: 'minute',
  code_search: 'minute',
  source_import: 'minute',
  integration_manifest: 'hour',
  code_scanning_upload: 'hour',
  actions_runner_registration: 'hour',
  scim: 'hour',
  dependency_snapshots: 'minute',
  dependency_sbom: 'minute',
  code_scanning_autofix: 'minute',
  audit_log: 'hour',
  lfs: 'minute',
};

/** Buckets that `GET /rate_limit` reports (LFS is not part of GitHub's body; the explorer shows it anyway). */
export const RATE_LIMIT_BODY_RESOURCES: readonly RateLimitResource[] = RESOURCES.filter((r) => r !== 'lfs');

/**
 * Strips the query string, a trailing slash and the GitHub Enterprise Server prefix `/api/v3`, so that
 * `https://api.github.com/repos/o/r` and `http://127.0.0.1:8080/api/v3/repos/o/r` map the same way. `/api/graphql`
 * (what Octokit rewrites GraphQL to under an `/api/v3` baseUrl) becomes `/graphql`.
 */
export function normalizeApiPath(path: string): string {
  let p = path;
  const q = p.indexOf('?');
  if (q >= 0) p = p.slice(0, q);
  const h = p.indexOf('#');
  if (h >= 0) p = p.slice(0, h);
  if (p.startsWith('/api/v3/') || p === '/api/v3') p = p.slice(7);
  else if (p === '/api/graphql' || p.startsWith('/api/graphql/')) p = p.slice(4);
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  if (p === '') p = '/';
  return p;
}

const RE_SOURCE_IMPORT = /^\/repos\/[^/]+\/[^/]+\/import$/;
const RE_DEPENDENCY_SNAPSHOTS = /^\/repos\/[^/]+\/[^/]+\/dependency-graph\/snapshots$/;
const RE_DEPENDENCY_SBOM = /^\/repos\/[^/]+\/[^/]+\/dependency-graph\/sbom$/;
const RE_APP_MANIFEST = /^\/app-manifests\/[^/]+\/conversions$/;
const RE_RUNNER_REGISTRATION =
  /^\/(?:repos\/[^/]+\/[^/]+|orgs\/[^/]+|enterprises\/[^/]+)\/actions\/runners\/registration-token$/;
const RE_AUTOFIX = /^\/repos\/[^/]+\/[^/]+\/code-scanning\/alerts\/[^/]+\/autofix$/;

/** True for the Git LFS batch API (`POST /{owner}/{repo}.git/info/lfs/objects/batch`) and other LFS routes. */
export function isLfsPath(path: string): boolean {
  return path.includes('/info/lfs/');
}

export function isGraphqlPath(path: string): boolean {
  return path === '/graphql';
}

/** The bucket a request counts against. `path` may carry `/api/v3` and a query string. Pure. */
export function resourceForRequest(method: string, rawPath: string): RateLimitResource {
  const m = method.toUpperCase();
  const path = normalizeApiPath(rawPath);
  if (isGraphqlPath(path)) return 'graphql';
  if (path.startsWith('/search/')) {
    return m === 'GET' && path.startsWith('/search/code') ? 'code_search' : 'search';
  }
  if (isLfsPath(path)) return 'lfs';
  if (m === 'POST' && RE_APP_MANIFEST.test(path)) return 'integration_manifest';
  if (m === 'PUT' && RE_SOURCE_IMPORT.test(path)) return 'source_import';
  if (path.endsWith('/code-scanning/sarifs')) return 'code_scanning_upload';
  if (path.startsWith('/scim/')) return 'scim';
  if (m === 'POST' && RE_DEPENDENCY_SNAPSHOTS.test(path)) return 'dependency_snapshots';
  if (m === 'GET' && RE_DEPENDENCY_SBOM.test(path)) return 'dependency_sbom';
  if (path.endsWith('/audit-log')) return 'audit_log';
  if (m === 'POST' && RE_RUNNER_REGISTRATION.test(path)) return 'actions_runner_registration';
  if (m === 'POST' && RE_AUTOFIX.test(path)) return 'code_scanning_autofix';
  return 'core';
}

/** `GET /rate_limit` is free for the primary limit (it still counts for the secondary limits). */
export function isRateLimitStatusRequest(method: string, rawPath: string): boolean {
  const m = method.toUpperCase();
  return (m === 'GET' || m === 'HEAD') && normalizeApiPath(rawPath) === '/rate_limit';
}
