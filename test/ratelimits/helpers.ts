// Shared fixtures for the rate-limit tests: one caller of every kind, and a path per bucket that gives every request
// its own endpoint (so the 900-points-per-endpoint secondary limit stays out of primary-limit tests).
import type { GithubCaller } from '../../src/domain/ratelimits/callers.js';
import type { RateLimitResource } from '../../src/domain/ratelimits/resources.js';
import type { EngineRequest } from '../../src/engine/ratelimits/types.js';

export const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);

export const CALLERS = {
  anonymous: { id: 'anon', kind: 'unauthenticated', ip: '203.0.113.7' },
  pat: { id: 'pat', kind: 'user', token: 'tok-pat', userId: 1 },
  appUser: { id: 'app-user', kind: 'app-user', token: 'tok-app-user', userId: 1 },
  enterpriseAppUser: {
    id: 'ent-app-user',
    kind: 'app-user',
    token: 'tok-ent-app-user',
    userId: 1,
    enterpriseOwnedApp: true,
  },
  oauthUser: { id: 'oauth-user', kind: 'oauth-app-user', token: 'tok-oauth-user', userId: 2 },
  enterpriseOauthUser: {
    id: 'ent-oauth-user',
    kind: 'oauth-app-user',
    token: 'tok-ent-oauth-user',
    userId: 3,
    enterpriseOwnedApp: true,
  },
  installation: { id: 'inst', kind: 'installation', token: 'tok-inst', installationId: 77, repositories: 3, users: 2 },
  installation25: {
    id: 'inst-25',
    kind: 'installation',
    token: 'tok-inst-25',
    installationId: 78,
    repositories: 25,
    users: 10,
  },
  installation30Users: {
    id: 'inst-30u',
    kind: 'installation',
    token: 'tok-inst-30u',
    installationId: 79,
    repositories: 5,
    users: 30,
  },
  installationCapped: {
    id: 'inst-cap',
    kind: 'installation',
    token: 'tok-inst-cap',
    installationId: 80,
    repositories: 180,
    users: 90,
  },
  installationEnterprise: {
    id: 'inst-ent',
    kind: 'installation',
    token: 'tok-inst-ent',
    installationId: 81,
    repositories: 400,
    users: 900,
    enterprise: true,
  },
  oauthApp: { id: 'oauth-app', kind: 'oauth-app', token: 'tok-oauth-app', clientId: 'Iv1.abc' },
  enterpriseOauthApp: {
    id: 'ent-oauth-app',
    kind: 'oauth-app',
    token: 'tok-ent-oauth-app',
    clientId: 'Iv1.ent',
    enterprise: true,
  },
  actions: { id: 'actions', kind: 'actions', token: 'tok-actions', repository: 'acme/web' },
  enterpriseActions: {
    id: 'ent-actions',
    kind: 'actions',
    token: 'tok-ent-actions',
    repository: 'globex/api',
    enterprise: true,
  },
} satisfies Record<string, GithubCaller>;

export const ALL_CALLERS: GithubCaller[] = Object.values(CALLERS);

/** A request to `resource` whose endpoint is unique for each `i`. */
export function requestFor(resource: RateLimitResource, i: number): EngineRequest {
  switch (resource) {
    case 'core':
      return { method: 'GET', path: `/api/v3/repos/acme/r${i}/issues` };
    case 'graphql':
      return { method: 'POST', path: '/graphql' };
    case 'search':
      return { method: 'GET', path: `/search/issues?q=n${i}` };
    case 'code_search':
      return { method: 'GET', path: `/search/code?q=n${i}` };
    case 'source_import':
      return { method: 'PUT', path: `/repos/acme/r${i}/import` };
    case 'integration_manifest':
      return { method: 'POST', path: `/app-manifests/c${i}/conversions` };
    case 'code_scanning_upload':
      return { method: 'POST', path: `/repos/acme/r${i}/code-scanning/sarifs` };
    case 'actions_runner_registration':
      return { method: 'POST', path: `/orgs/acme${i}/actions/runners/registration-token` };
    case 'scim':
      return { method: 'GET', path: `/scim/v2/organizations/acme/Users/u${i}` };
    case 'dependency_snapshots':
      return { method: 'POST', path: `/repos/acme/r${i}/dependency-graph/snapshots` };
    case 'dependency_sbom':
      return { method: 'GET', path: `/repos/acme/r${i}/dependency-graph/sbom` };
    case 'code_scanning_autofix':
      return { method: 'POST', path: `/repos/acme/r/code-scanning/alerts/${i}/autofix` };
    case 'audit_log':
      return { method: 'GET', path: `/orgs/acme${i}/audit-log` };
    case 'lfs':
      return { method: 'POST', path: `/acme/r${i}.git/info/lfs/objects/batch`, lfsObjects: 100 };
  }
}
