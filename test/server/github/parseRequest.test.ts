import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { IncomingMessage } from 'node:http';
import {
  isGraphqlMutation,
  normalizeAddress,
  parseAuthorization,
  parseGithubRequest,
  parseIfNoneMatch,
} from '../../../src/server/github/parseRequest.js';

function fakeRequest(method: string, url: string, headers: Record<string, string> = {}, address = '127.0.0.1') {
  return { method, url, headers, socket: { remoteAddress: address } } as unknown as IncomingMessage;
}

const tokenArb = fc.stringMatching(/^[A-Za-z0-9_-]{1,60}$/);

describe('parseAuthorization', () => {
  it('reads `token X` and `Bearer X` in any case', () => {
    fc.assert(
      fc.property(tokenArb, fc.constantFrom('token', 'Token', 'TOKEN', 'bearer', 'Bearer'), (token, scheme) => {
        expect(parseAuthorization(`${scheme} ${token}`)).toEqual({ kind: 'token', token });
      }),
    );
  });
  it('reads Basic with the token as password', () => {
    const header = `Basic ${Buffer.from('octocat:sy-test-secret-7Hq2Zx').toString('base64')}`;
    expect(parseAuthorization(header)).toEqual({ kind: 'token', token: 'sy-test-secret-7Hq2Zx' });
  });
  it('no header is unauthenticated; unreadable headers are malformed', () => {
    expect(parseAuthorization(undefined)).toEqual({ kind: 'none' });
    expect(parseAuthorization('   ')).toEqual({ kind: 'none' });
    expect(parseAuthorization('token')).toEqual({ kind: 'malformed' });
    expect(parseAuthorization('Digest abc')).toEqual({ kind: 'malformed' });
    expect(parseAuthorization('token a b')).toEqual({ kind: 'malformed' });
    expect(parseAuthorization(`Basic ${Buffer.from('user-only').toString('base64')}`)).toEqual({ kind: 'malformed' });
  });
});

describe('parseGithubRequest', () => {
  it('strips /api/v3 from REST paths and maps the root', () => {
    const parsed = parseGithubRequest(fakeRequest('get', '/api/v3/repos/o/r?per_page=1'), undefined);
    expect(parsed).toMatchObject({ ok: true, request: { api: 'rest', method: 'GET', path: '/repos/o/r' } });
    expect(parseGithubRequest(fakeRequest('GET', '/api/v3'), undefined)).toMatchObject({ request: { path: '/' } });
    expect(parseGithubRequest(fakeRequest('GET', '/api/v3/'), undefined)).toMatchObject({ request: { path: '/' } });
  });
  it('maps /api/graphql to /graphql and detects mutations', () => {
    const body = Buffer.from(JSON.stringify({ query: '# c\n mutation { addStar(input: {}) { clientMutationId } }' }));
    const parsed = parseGithubRequest(fakeRequest('POST', '/api/graphql'), body);
    expect(parsed).toMatchObject({ ok: true, request: { api: 'graphql', path: '/graphql', graphqlMutation: true } });
  });
  it('rejects paths outside the GitHub mount', () => {
    expect(parseGithubRequest(fakeRequest('GET', '/api/v30/x'), undefined)).toMatchObject({ ok: false, status: 404 });
  });
  it('normalizes IPv4-mapped client addresses', () => {
    const parsed = parseGithubRequest(fakeRequest('GET', '/api/v3/x', {}, '::ffff:10.0.0.7'), undefined);
    expect(parsed).toMatchObject({ request: { clientAddress: '10.0.0.7', credentials: { kind: 'none' } } });
    expect(normalizeAddress(undefined)).toBe('unknown');
  });
  it('never throws on arbitrary URLs and headers', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (url, auth, inm) => {
        const parsed = parseGithubRequest(fakeRequest('GET', url, { authorization: auth, 'if-none-match': inm }), undefined);
        expect(typeof parsed.ok).toBe('boolean');
      }),
    );
  });
});

describe('parseIfNoneMatch / isGraphqlMutation', () => {
  it('splits entity tags', () => {
    expect(parseIfNoneMatch('W/"a", "b" ,')).toEqual(['W/"a"', '"b"']);
    expect(parseIfNoneMatch(undefined)).toEqual([]);
  });
  it('treats queries and junk as non-mutations', () => {
    expect(isGraphqlMutation(Buffer.from(JSON.stringify({ query: 'query { viewer { login } }' })))).toBe(false);
    expect(isGraphqlMutation(Buffer.from(JSON.stringify({ query: '{ mutationCount }' })))).toBe(false);
    expect(isGraphqlMutation(Buffer.from('not json'))).toBe(false);
    expect(isGraphqlMutation(undefined)).toBe(false);
  });
});
