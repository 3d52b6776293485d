import { describe, expect, it } from 'vitest';
import type { AppAuthorization } from '../../src/domain/appfabric/types.js';
import {
  authorizationsReducer as reduce,
  initAuthorizationsState,
  type AuthorizationsState,
} from '../../src/state/authorizations/authorizationsReducer.js';
import {
  connectFormErrors,
  connectRequest,
  openConnectForm,
  redirectUriOf,
} from '../../src/state/authorizations/connectForm.js';

const B1 = 'arn:aws:appfabric:us-east-1:111122223333:appbundle/b1';
const at = new Date(Date.UTC(2026, 0, 1));
function oauth(id: string, authUrl?: string): AppAuthorization {
  return {
    appAuthorizationArn: `${B1}/appauthorization/${id}`,
    appBundleArn: B1,
    app: 'ZOOM',
    tenant: { tenantIdentifier: id, tenantDisplayName: id },
    authType: 'oauth2',
    status: 'PendingConnect',
    createdAt: at,
    updatedAt: at,
    ...(authUrl !== undefined ? { authUrl } : {}),
  };
}

function listed(rows: AppAuthorization[]): AuthorizationsState {
  const started = reduce(initAuthorizationsState(), { type: 'loadStarted' });
  return reduce(started, { type: 'loaded', generation: started.generation, bundles: [B1], bundleArn: B1, rows });
}

describe('OAuth 2.0 connect form', () => {
  it("starts from the Auth URL's redirect_uri, on the code; without one, on the redirect URI", () => {
    const withUrl = oauth('a', 'https://zoom.example/oauth?client_id=x&redirect_uri=https%3A%2F%2Fapp.example%2Fcb');
    expect(redirectUriOf(withUrl)).toBe('https://app.example/cb');
    expect(openConnectForm(withUrl)).toMatchObject({ redirectUri: 'https://app.example/cb', code: '', field: 'code' });
    expect(openConnectForm(oauth('b'))).toMatchObject({ redirectUri: '', field: 'redirectUri' });
    expect(redirectUriOf(oauth('c', 'not a url'))).toBe('');
  });

  it('names each broken field in plain words, from the domain validator', () => {
    const record = oauth('a');
    const form = { ...openConnectForm(record), redirectUri: 'http://plain', code: '' };
    expect(connectFormErrors(record, form)).toEqual({
      redirectUri: 'an https:// URI',
      code: 'required, at most 2,048 characters',
    });
    expect(connectFormErrors(record, { ...form, redirectUri: 'https://a.example/cb', code: 'c0de' })).toEqual({});
    expect(connectRequest(record, { ...form, redirectUri: 'https://a.example/cb', code: 'c0de' })).toEqual({
      appBundleIdentifier: B1,
      appAuthorizationIdentifier: record.appAuthorizationArn,
      authRequest: { redirectUri: 'https://a.example/cb', code: 'c0de' },
    });
  });

  it('keeps what was typed through a refusal and a failure; fixing a field clears its error; connected closes it', () => {
    const record = oauth('a');
    let s = reduce(listed([record]), { type: 'askConnect' });
    s = reduce(s, { type: 'connectFieldMoved', delta: 1 });
    s = reduce(s, { type: 'connectEdited', field: 'code', value: 'c0de' });
    expect(s.connectForm).toMatchObject({ field: 'code', code: 'c0de' });
    s = reduce(s, { type: 'connectRefused', fieldErrors: { redirectUri: 'required' } });
    expect(s.connectForm).toMatchObject({
      field: 'redirectUri',
      code: 'c0de',
      fieldErrors: { redirectUri: 'required' },
    });
    s = reduce(s, { type: 'connectEdited', field: 'redirectUri', value: 'https://a.example/cb' });
    expect(s.connectForm?.fieldErrors).toEqual({});
    s = reduce(s, { type: 'connectFailed', message: 'ResourceNotFoundException: gone' });
    expect(s.connectForm).toMatchObject({
      code: 'c0de',
      redirectUri: 'https://a.example/cb',
      error: 'ResourceNotFoundException: gone',
    });
    s = reduce(s, { type: 'connectFieldMoved', delta: -1 });
    s = reduce(s, { type: 'connectFieldMoved', delta: -1 });
    expect(s.connectForm?.field).toBe('redirectUri');
    s = reduce(s, {
      type: 'connected',
      summary: {
        appAuthorizationArn: record.appAuthorizationArn,
        appBundleArn: B1,
        app: 'ZOOM',
        tenant: record.tenant,
        status: 'Connected',
        updatedAt: at,
      },
    });
    expect(s.connectForm).toBeUndefined();
    expect(s.rows[0]?.status).toBe('Connected');
  });

  it('a delete confirmation, a new load or the wizard closes the form (and forgets the code)', () => {
    const open = reduce(listed([oauth('a')]), { type: 'askConnect' });
    expect(open.connectForm).toBeDefined();
    expect(reduce(open, { type: 'askDelete' }).connectForm).toBeUndefined();
    expect(reduce(open, { type: 'loadStarted' }).connectForm).toBeUndefined();
    expect(reduce(open, { type: 'startWizard' }).connectForm).toBeUndefined();
    expect(reduce(open, { type: 'cancelConnect' }).connectForm).toBeUndefined();
  });
});
