import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { IncomingMessage } from 'node:http';
import {
  graphqlQueryOf,
  normalizeAddress,
  parseGithubRequest,
  parseIfNoneMatch,
} from '../../../src/server/github/parseRequest.js';

function fakeRequest(method: string, url: string, headers: Record<string, string> = {}, address = '127.0.0.1') {
  return { method, url, headers, socket: { remoteAddress: address } } as unknown as IncomingMessage;
}

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
    expect(parsed).toMatchObject({ request: { clientAddress: '10.0.0.7', authorization: undefined } });
    expect(normalizeAddress(undefined)).toBe('unknown');
  });
  it('never throws on arbitrary URLs and headers', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (url, auth, inm) => {
        const parsed = parseGithubRequest(
          fakeRequest('GET', url, { authorization: auth, 'if-none-match': inm }),
          undefined,
        );
        expect(typeof parsed.ok).toBe('boolean');
      }),
    );
  });
});

describe('parseIfNoneMatch / graphqlQueryOf', () => {
  it('splits entity tags', () => {
    expect(parseIfNoneMatch('W/"a", "b" ,')).toEqual(['W/"a"', '"b"']);
    expect(parseIfNoneMatch(undefined)).toEqual([]);
  });
  it('reads the query member of a GraphQL body, and nothing from junk', () => {
    expect(graphqlQueryOf(Buffer.from(JSON.stringify({ query: '{ viewer { login } }' })))).toBe('{ viewer { login } }');
    expect(graphqlQueryOf(Buffer.from(JSON.stringify({ query: 3 })))).toBeUndefined();
    expect(graphqlQueryOf(Buffer.from('not json'))).toBeUndefined();
    expect(graphqlQueryOf(undefined)).toBeUndefined();
  });
  it('a query stays a query', () => {
    const body = Buffer.from(JSON.stringify({ query: 'query { viewer { login } }' }));
    expect(parseGithubRequest(fakeRequest('POST', '/api/graphql'), body)).toMatchObject({
      request: { graphqlMutation: false },
    });
  });
});
