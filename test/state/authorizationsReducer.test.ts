import { describe, expect, it } from 'vitest';
import type { AppAuthorization } from '../../src/domain/appfabric/types.js';
import {
  authorizationsReducer as reduce,
  initAuthorizationsState,
  nextBundle,
  type AuthorizationsState,
} from '../../src/state/authorizations/authorizationsReducer.js';

const B1 = 'arn:aws:appfabric:us-east-1:111122223333:appbundle/b1';
const B2 = 'arn:aws:appfabric:us-east-1:111122223333:appbundle/b2';
const at = new Date(Date.UTC(2026, 0, 1));
function auth(id: string, bundle = B1): AppAuthorization {
  return {
    appAuthorizationArn: `${bundle}/appauthorization/${id}`,
    appBundleArn: bundle,
    app: 'SLACK',
    tenant: { tenantIdentifier: id, tenantDisplayName: id },
    authType: 'apiKey',
    status: 'PendingConnect',
    createdAt: at,
    updatedAt: at,
  };
}

function loaded(rows: AppAuthorization[]): AuthorizationsState {
  const started = reduce(initAuthorizationsState(), { type: 'loadStarted' });
  return reduce(started, { type: 'loaded', generation: started.generation, bundles: [B1, B2], bundleArn: B1, rows });
}

describe('authorizations reducer', () => {
  it('drops the answer of an older load', () => {
    const first = reduce(initAuthorizationsState(), { type: 'loadStarted' });
    const second = reduce(first, { type: 'loadStarted', bundleArn: B2 });
    const late = reduce(second, {
      type: 'loaded',
      generation: first.generation,
      bundles: [B1],
      bundleArn: B1,
      rows: [auth('a')],
    });
    expect(late).toBe(second);
    expect(reduce(second, { type: 'loadFailed', generation: first.generation, message: 'x' })).toBe(second);
  });

  it('keeps the selection by identity across a reload', () => {
    let s = reduce(loaded([auth('a'), auth('b')]), { type: 'move', delta: 1 });
    const again = reduce(s, { type: 'loadStarted' });
    s = reduce(again, {
      type: 'loaded',
      generation: again.generation,
      bundles: [B1],
      bundleArn: B1,
      rows: [auth('z'), auth('a'), auth('b')],
    });
    expect(s.rows[s.cursor]?.tenant.tenantIdentifier).toBe('b');
  });

  it('clamps the cursor, lists a created one at once and removes a deleted one', () => {
    let s = reduce(loaded([auth('a')]), { type: 'move', delta: 5 });
    expect(s.cursor).toBe(0);
    s = reduce(s, { type: 'created', record: auth('n') });
    expect(s.rows.map((r) => r.tenant.tenantIdentifier)).toEqual(['a', 'n']);
    expect(s.cursor).toBe(1);
    s = reduce(s, { type: 'askDelete' });
    expect(s.confirmDelete).toBe(auth('n').appAuthorizationArn);
    s = reduce(s, { type: 'deleted', appAuthorizationArn: auth('n').appAuthorizationArn });
    expect(s.rows).toHaveLength(1);
    expect(s.cursor).toBe(0);
    expect(s.confirmDelete).toBeUndefined();
  });

  it('a create in another bundle lists that bundle', () => {
    const s = reduce(loaded([auth('a')]), { type: 'created', record: auth('x', B2) });
    expect(s.bundleArn).toBe(B2);
    expect(s.rows.map((r) => r.tenant.tenantIdentifier)).toEqual(['x']);
  });

  it('a connect updates the status and updatedAt of that row only', () => {
    const later = new Date(Date.UTC(2026, 0, 2));
    const a = auth('a');
    const s = reduce(loaded([a, auth('b')]), {
      type: 'connected',
      summary: { ...a, status: 'Connected', updatedAt: later },
    });
    expect(s.rows.map((r) => r.status)).toEqual(['Connected', 'PendingConnect']);
    expect(s.rows[0]?.updatedAt).toEqual(later);
  });

  it('opens only with a row; the wizard and the detail return to the list; b goes to the next bundle', () => {
    expect(reduce(loaded([]), { type: 'open' }).view).toBe('list');
    const s = loaded([auth('a')]);
    expect(reduce(s, { type: 'open' }).view).toBe('detail');
    expect(reduce(reduce(s, { type: 'startWizard' }), { type: 'leaveWizard' }).view).toBe('list');
    expect(nextBundle(s)).toBe(B2);
  });
});
