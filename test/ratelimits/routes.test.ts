// The method + path -> bucket mapper (go-github's GetRateLimitCategory plus GraphQL under /api, LFS and the rest) and
// the secondary-limit classifiers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isRateLimitStatusRequest,
  normalizeApiPath,
  resourceForRequest,
} from '../../src/domain/ratelimits/resources.js';
import { isGraphqlMutation } from '../../src/domain/ratelimits/graphqlDocument.js';
import { isContentCreating, isTokenRequest, secondaryPoints } from '../../src/domain/ratelimits/secondary.js';

const TABLE: [string, string, string][] = [
  ['GET', '/search/code?q=x', 'code_search'],
  ['GET', '/search/code', 'code_search'],
  ['POST', '/search/code', 'search'],
  ['GET', '/search/issues?q=is:open', 'search'],
  ['GET', '/search/repositories', 'search'],
  ['POST', '/graphql', 'graphql'],
  ['POST', '/api/graphql', 'graphql'],
  ['POST', '/app-manifests/abc/conversions', 'integration_manifest'],
  ['GET', '/app-manifests/abc/conversions', 'core'],
  ['PUT', '/repos/o/r/import', 'source_import'],
  ['GET', '/repos/o/r/import', 'core'],
  ['POST', '/repos/o/r/code-scanning/sarifs', 'code_scanning_upload'],
  ['GET', '/scim/v2/organizations/o/Users', 'scim'],
  ['POST', '/repos/o/r/dependency-graph/snapshots', 'dependency_snapshots'],
  ['GET', '/repos/o/r/dependency-graph/sbom', 'dependency_sbom'],
  ['GET', '/orgs/o/audit-log', 'audit_log'],
  ['GET', '/enterprises/e/audit-log', 'audit_log'],
  ['POST', '/repos/o/r/actions/runners/registration-token', 'actions_runner_registration'],
  ['POST', '/orgs/o/actions/runners/registration-token', 'actions_runner_registration'],
  ['POST', '/repos/o/r/code-scanning/alerts/3/autofix', 'code_scanning_autofix'],
  ['POST', '/o/r.git/info/lfs/objects/batch', 'lfs'],
  ['GET', '/repos/o/r', 'core'],
  ['GET', '/rate_limit', 'core'],
  ['DELETE', '/repos/o/r/issues/1/labels', 'core'],
];

describe('resourceForRequest', () => {
  it.each(TABLE)('%s %s -> %s', (method, path, resource) => {
    expect(resourceForRequest(method, path)).toBe(resource);
    expect(resourceForRequest(method.toLowerCase(), `/api/v3${path}`)).toBe(
      resource === 'graphql' && path === '/api/graphql' ? 'core' : resource,
    );
  });
  it('normalizes the /api/v3 prefix, query, fragment and trailing slash', () => {
    expect(normalizeApiPath('/api/v3/repos/o/r/?x=1#y')).toBe('/repos/o/r');
    expect(normalizeApiPath('/api/v3')).toBe('/');
    expect(normalizeApiPath('/api/graphql')).toBe('/graphql');
    expect(normalizeApiPath('')).toBe('/');
  });
  it('property: the /api/v3 prefix and a query string never change the bucket; unknown paths are core', () => {
    const segment = fc.stringMatching(/^[a-z0-9._-]{1,12}$/);
    fc.assert(
      fc.property(
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'),
        fc.array(segment, { minLength: 1, maxLength: 6 }),
        segment,
        (method, parts, q) => {
          const path = '/' + parts.join('/');
          const r = resourceForRequest(method, path);
          expect(resourceForRequest(method, `/api/v3${path}`)).toBe(r);
          expect(resourceForRequest(method, `${path}?q=${q}`)).toBe(r);
          if (
            !['search', 'graphql', 'scim', 'app-manifests', 'repos', 'orgs', 'enterprises'].includes(parts[0]!) &&
            !path.includes('/info/lfs/') &&
            !path.endsWith('/audit-log') &&
            !path.endsWith('/code-scanning/sarifs')
          ) {
            expect(r).toBe('core');
          }
        },
      ),
    );
  });
  it('GET /rate_limit is recognised (with or without /api/v3), other methods are not', () => {
    expect(isRateLimitStatusRequest('GET', '/rate_limit')).toBe(true);
    expect(isRateLimitStatusRequest('get', '/api/v3/rate_limit?x')).toBe(true);
    expect(isRateLimitStatusRequest('POST', '/rate_limit')).toBe(false);
    expect(isRateLimitStatusRequest('GET', '/rate_limits')).toBe(false);
  });
});

describe('secondary classifiers', () => {
  it('points: GET/HEAD/OPTIONS 1, other methods 5; GraphQL query 1, mutation 5', () => {
    for (const m of ['GET', 'HEAD', 'OPTIONS']) expect(secondaryPoints(m, '/repos/o/r')).toBe(1);
    for (const m of ['POST', 'PATCH', 'PUT', 'DELETE']) expect(secondaryPoints(m, '/repos/o/r')).toBe(5);
    expect(secondaryPoints('POST', '/graphql')).toBe(1);
    expect(secondaryPoints('POST', '/api/graphql', true)).toBe(5);
  });
  it('GraphQL mutation detection skips comments and whitespace', () => {
    expect(isGraphqlMutation('mutation { addStar(input: {}) { clientMutationId } }')).toBe(true);
    expect(isGraphqlMutation('  # a comment\n mutation AddStar { x }')).toBe(true);
    expect(isGraphqlMutation('query { viewer { login } }')).toBe(false);
    expect(isGraphqlMutation('{ viewer { mutationCount } }')).toBe(false);
  });
  it('content creation: POSTs that create issues, comments, pulls, releases, repos, gists; not reads or edits', () => {
    expect(isContentCreating('POST', '/repos/o/r/issues')).toBe(true);
    expect(isContentCreating('POST', '/api/v3/repos/o/r/issues/4/comments')).toBe(true);
    expect(isContentCreating('POST', '/repos/o/r/pulls')).toBe(true);
    expect(isContentCreating('PUT', '/repos/o/r/pulls/4/merge')).toBe(true);
    expect(isContentCreating('POST', '/user/repos')).toBe(true);
    expect(isContentCreating('POST', '/gists')).toBe(true);
    expect(isContentCreating('GET', '/repos/o/r/issues')).toBe(false);
    expect(isContentCreating('PATCH', '/repos/o/r/issues/4')).toBe(false);
    expect(isContentCreating('POST', '/graphql')).toBe(false);
    expect(isContentCreating('POST', '/graphql', true)).toBe(true);
  });
  it('token requests: OAuth exchange, app token endpoints, installation token minting', () => {
    expect(isTokenRequest('POST', '/login/oauth/access_token')).toBe(true);
    expect(isTokenRequest('POST', '/applications/Iv1.x/token')).toBe(true);
    expect(isTokenRequest('PATCH', '/applications/Iv1.x/token')).toBe(true);
    expect(isTokenRequest('POST', '/applications/Iv1.x/token/scoped')).toBe(true);
    expect(isTokenRequest('POST', '/app/installations/5/access_tokens')).toBe(true);
    expect(isTokenRequest('GET', '/app/installations/5/access_tokens')).toBe(false);
    expect(isTokenRequest('DELETE', '/applications/Iv1.x/token')).toBe(false);
  });
});
