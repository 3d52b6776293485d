// Idempotency as a property: two creates with one client token give the same record exactly when their parameters
// are the same (bundle by ARN or UUID alike, tags as a set), and IdempotentParameterMismatch otherwise.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CreateAppAuthorizationRequest } from '../../src/domain/appfabric/types.js';
import { isServiceError } from '../../src/domain/errors.js';
import { createEngine, demoDataset, DEMO_APP_BUNDLE_ARNS } from '../../src/engine/index.js';

const TOKEN = '3d5f7a9c-1b2e-4f60-8a7b-9c0d1e2f3a4b';
const uuidOf = (arn: string): string => arn.slice(arn.lastIndexOf('/') + 1);

const request = fc.record({
  bundle: fc.constantFrom(0, 1),
  byUuid: fc.boolean(),
  app: fc.constantFrom('SLACK', 'ZOOM'),
  apiKey: fc.boolean(),
  secret: fc.constantFrom('sy-test-secret-7Hq2Zx', 'other-secret'),
  tenant: fc.constantFrom('T1', 'T2'),
  tags: fc.option(fc.uniqueArray(fc.constantFrom('a', 'b', 'c'), { maxLength: 3 }), { nil: undefined }),
});
type Params = typeof request extends fc.Arbitrary<infer T> ? T : never;

function toRequest(p: Params): CreateAppAuthorizationRequest {
  const arn = DEMO_APP_BUNDLE_ARNS[p.bundle]!;
  return {
    appBundleIdentifier: p.byUuid ? uuidOf(arn) : arn,
    app: p.app,
    authType: p.apiKey ? 'apiKey' : 'oauth2',
    credential: p.apiKey
      ? { apiKeyCredential: { apiKey: p.secret } }
      : { oauth2Credential: { clientId: 'client', clientSecret: p.secret } },
    tenant: { tenantIdentifier: p.tenant, tenantDisplayName: 'Tenant' },
    clientToken: TOKEN,
    ...(p.tags !== undefined ? { tags: p.tags.map((key) => ({ key, value: key.toUpperCase() })) } : {}),
  };
}

function sameParameters(a: Params, b: Params): boolean {
  const tags = (p: Params): string => [...(p.tags ?? [])].sort().join(',');
  return (
    a.bundle === b.bundle &&
    a.app === b.app &&
    a.apiKey === b.apiKey &&
    a.secret === b.secret &&
    a.tenant === b.tenant &&
    tags(a) === tags(b)
  );
}

describe('idempotency property', () => {
  it('returns the first record exactly when the parameters are the same, else IdempotentParameterMismatch', async () => {
    await fc.assert(
      fc.asyncProperty(request, request, async (first, second) => {
        const engine = createEngine({ dataset: demoDataset() });
        const before = engine.admin.listAppAuthorizations().length; // the demo's own
        const created = await engine.appAuthorizations.create(toRequest(first));
        const shuffled = toRequest(second);
        shuffled.tags?.reverse();
        const outcome = await engine.appAuthorizations.create(shuffled).then(
          (r) => r,
          (e: unknown) => e,
        );
        if (sameParameters(first, second)) {
          expect(outcome).toEqual(created);
        } else {
          expect(isServiceError(outcome) && outcome.name).toBe('IdempotentParameterMismatch');
        }
        expect(engine.admin.listAppAuthorizations()).toHaveLength(before + 1);
      }),
      { numRuns: 300 },
    );
  });
});

/** Each changes exactly one request field of a create (the client token kept): every one must be a mismatch. */
const FIELD_CHANGES: Record<string, (r: CreateAppAuthorizationRequest) => CreateAppAuthorizationRequest> = {
  appBundleIdentifier: (r) => ({
    ...r,
    appBundleIdentifier: r.appBundleIdentifier.includes(uuidOf(DEMO_APP_BUNDLE_ARNS[0]!))
      ? DEMO_APP_BUNDLE_ARNS[1]!
      : DEMO_APP_BUNDLE_ARNS[0]!,
  }),
  app: (r) => ({ ...r, app: r.app === 'SLACK' ? 'ZOOM' : 'SLACK' }),
  authType: (r) =>
    r.authType === 'apiKey'
      ? { ...r, authType: 'oauth2', credential: { oauth2Credential: { clientId: 'client', clientSecret: 'x-secret' } } }
      : { ...r, authType: 'apiKey', credential: { apiKeyCredential: { apiKey: 'x-secret' } } },
  secret: (r) =>
    'apiKeyCredential' in r.credential
      ? { ...r, credential: { apiKeyCredential: { apiKey: `${r.credential.apiKeyCredential.apiKey}-changed` } } }
      : { ...r, credential: { oauth2Credential: { clientId: 'client', clientSecret: 'changed-secret' } } },
  tenantIdentifier: (r) => ({ ...r, tenant: { ...r.tenant, tenantIdentifier: `${r.tenant.tenantIdentifier}-x` } }),
  tenantDisplayName: (r) => ({ ...r, tenant: { ...r.tenant, tenantDisplayName: `${r.tenant.tenantDisplayName} Ltd` } }),
  tags: (r) => ({ ...r, tags: [...(r.tags ?? []), { key: 'zz', value: 'ZZ' }] }),
  tagValue: (r) =>
    r.tags !== undefined && r.tags.length > 0
      ? { ...r, tags: r.tags.map((t, i) => (i === 0 ? { ...t, value: `${t.value}-changed` } : t)) }
      : { ...r, tags: [{ key: 'only', value: 'ONE' }] },
};

describe('idempotency property, one field at a time', () => {
  it('changing any single request field under the same client token is IdempotentParameterMismatch', async () => {
    await fc.assert(
      fc.asyncProperty(request, fc.constantFrom(...Object.keys(FIELD_CHANGES)), async (params, field) => {
        const engine = createEngine({ dataset: demoDataset() });
        const first = toRequest(params);
        await engine.appAuthorizations.create(first);
        const outcome = await engine.appAuthorizations.create(FIELD_CHANGES[field]!(toRequest(params))).then(
          (r) => r,
          (e: unknown) => e,
        );
        expect(isServiceError(outcome) && outcome.name, field).toBe('IdempotentParameterMismatch');
      }),
      { numRuns: 200 },
    );
  });
});
