// Primary limits per caller kind and bucket (docs/rate-limits.md), and the shared-budget rule: which callers
// spend one budget. Pure data and functions.

import type { GithubCaller, InstallationCaller } from './callers.js';
import { RESOURCES, type RateLimitResource } from './resources.js';

export const INSTALLATION_LIMITS = {
  base: 5_000,
  /** Scaling applies once there are more than this many repositories (users). */
  threshold: 20,
  perRepository: 50,
  perUser: 50,
  cap: 12_500,
  enterprise: 15_000,
  enterpriseGraphql: 10_000,
} as const;

/**
 * Installation REST limit. Reading chosen for the ambiguous "50 more per repository" (docs/spec-conformance.md):
 * once an installation has MORE THAN 20 repositories, EVERY repository adds 50 (25 repositories: 5,000 + 25 x 50 =
 * 6,250), not only those beyond 20; the same for users. Capped at 12,500; enterprise-cloud installations get a flat
 * 15,000 without scaling.
 */
export function installationLimit(caller: Pick<InstallationCaller, 'repositories' | 'users' | 'enterprise'>): number {
  if (caller.enterprise) return INSTALLATION_LIMITS.enterprise;
  const repos = caller.repositories;
  const users = caller.users ?? 0;
  let limit = INSTALLATION_LIMITS.base;
  if (repos > INSTALLATION_LIMITS.threshold) limit += INSTALLATION_LIMITS.perRepository * repos;
  if (users > INSTALLATION_LIMITS.threshold) limit += INSTALLATION_LIMITS.perUser * users;
  return Math.min(limit, INSTALLATION_LIMITS.cap);
}

/** Limits of the buckets that do not depend on the caller kind (authenticated callers). */
const FIXED_LIMITS: Record<Exclude<RateLimitResource, 'core' | 'graphql'>, number> = {
  search: 30,
  code_search: 10,
  source_import: 100,
  integration_manifest: 5_000,
  // Observed as 500 (schema example), 1,000 (2023-24 outputs) and 5,000 (2025): the middle, most-reported value.
  code_scanning_upload: 1_000,
  actions_runner_registration: 10_000,
  scim: 15_000,
  dependency_snapshots: 100,
  dependency_sbom: 100,
  code_scanning_autofix: 10,
  audit_log: 1_750,
  lfs: 3_000,
};

/** Unauthenticated callers: 60 core, 10 search, no code search or GraphQL (401), 300 LFS per minute. */
const UNAUTHENTICATED_OVERRIDES: Partial<Record<RateLimitResource, number>> = {
  core: 60,
  graphql: 0,
  search: 10,
  code_search: 0,
  lfs: 300,
};

/** Buckets an unauthenticated caller cannot use at all: the answer is 401, not a rate limit. */
export const REQUIRES_AUTHENTICATION: ReadonlySet<RateLimitResource> = new Set(['code_search', 'graphql']);

/** The caller's REST core limit per hour. */
export function coreLimit(caller: GithubCaller): number {
  switch (caller.kind) {
    case 'unauthenticated':
      return 60;
    case 'user':
      return 5_000;
    case 'app-user':
    case 'oauth-app-user':
      return caller.enterpriseOwnedApp ? 15_000 : 5_000;
    case 'installation':
      return installationLimit(caller);
    case 'oauth-app':
      return caller.enterprise ? 15_000 : 5_000;
    case 'actions':
      return caller.enterprise ? 15_000 : 1_000;
  }
}

/** The caller's GraphQL points per hour (docs-gql: enterprise variants get 10,000, except GITHUB_TOKEN's 15,000). */
export function graphqlLimit(caller: GithubCaller): number {
  switch (caller.kind) {
    case 'unauthenticated':
      return 0;
    case 'user':
      return 5_000;
    case 'app-user':
    case 'oauth-app-user':
      return caller.enterpriseOwnedApp ? 10_000 : 5_000;
    case 'installation':
      return caller.enterprise ? INSTALLATION_LIMITS.enterpriseGraphql : installationLimit(caller);
    case 'oauth-app':
      return caller.enterprise ? 10_000 : 5_000;
    case 'actions':
      return caller.enterprise ? 15_000 : 1_000;
  }
}

/** The caller's limit for one bucket. */
export function primaryLimit(caller: GithubCaller, resource: RateLimitResource): number {
  if (resource === 'core') return coreLimit(caller);
  if (resource === 'graphql') return graphqlLimit(caller);
  if (caller.kind === 'unauthenticated') {
    const override = UNAUTHENTICATED_OVERRIDES[resource];
    if (override !== undefined) return override;
  }
  return FIXED_LIMITS[resource];
}

/** Every bucket's limit for the caller, indexed like `RESOURCES`. */
export function primaryLimits(caller: GithubCaller): number[] {
  return RESOURCES.map((r) => primaryLimit(caller, r));
}

/**
 * The shared-budget rule: callers with the same key spend one budget. A user's PATs, GitHub App user tokens and
 * OAuth app tokens all spend the user's budget, whatever their own limit (a 15,000/h enterprise app that used
 * 10,000 leaves the user's 5,000/h PAT at 0). Unauthenticated budgets are per IP; Actions budgets per repository.
 */
export function budgetKey(caller: GithubCaller): string {
  switch (caller.kind) {
    case 'unauthenticated':
      return `ip:${caller.ip}`;
    case 'user':
    case 'app-user':
    case 'oauth-app-user':
      return `user:${caller.userId}`;
    case 'installation':
      return `installation:${caller.installationId}`;
    case 'oauth-app':
      return `oauth-app:${caller.clientId}`;
    case 'actions':
      return `actions:${caller.repository}`;
  }
}
