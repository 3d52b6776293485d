import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { IncomingMessage } from 'node:http';
import {
  graphqlPartsOf,
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
    const query = '# c\n mutation { addStar(input: {starrableId: "1"}) { clientMutationId } }';
    const parsed = parseGithubRequest(fakeRequest('POST', '/api/graphql'), Buffer.from(JSON.stringify({ query })));
    expect(parsed).toMatchObject({ ok: true, request: { api: 'graphql', path: '/graphql', graphqlMutation: true } });
  });
  it('a document that does not validate runs nothing: no mutation, and no primary points', () => {
    // addStar without its required starrableId.
    const query = 'mutation { addStar(input: {}) { clientMutationId } }';
    const parsed = parseGithubRequest(fakeRequest('POST', '/api/graphql'), Buffer.from(JSON.stringify({ query })));
    expect(parsed).toMatchObject({
      ok: true,
      request: { graphqlMutation: false, graphqlCost: 0, graphql: { ok: false } },
    });
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

describe('parseIfNoneMatch / graphqlPartsOf', () => {
  it('splits entity tags', () => {
    expect(parseIfNoneMatch('W/"a", "b" ,')).toEqual(['W/"a"', '"b"']);
    expect(parseIfNoneMatch(undefined)).toEqual([]);
  });
  it('reads the query, operationName and variables of a GraphQL body, and nothing from junk', () => {
    expect(graphqlPartsOf(Buffer.from(JSON.stringify({ query: '{ viewer { login } }' })))).toEqual({
      query: '{ viewer { login } }',
    });
    expect(
      graphqlPartsOf(Buffer.from(JSON.stringify({ query: 'q', operationName: 'A', variables: { n: 5 } }))),
    ).toEqual({ query: 'q', operationName: 'A', variables: { n: 5 } });
    expect(graphqlPartsOf(Buffer.from(JSON.stringify({ query: 'q', variables: [1] })))).toEqual({ query: 'q' });
    expect(graphqlPartsOf(Buffer.from(JSON.stringify({ query: 3 })))).toBeUndefined();
    expect(graphqlPartsOf(Buffer.from('not json'))).toBeUndefined();
    expect(graphqlPartsOf(undefined)).toBeUndefined();
  });
  it('a mutation after a fragment, or chosen by operationName among several operations, is a mutation', () => {
    const fragmentFirst =
      'fragment F on Issue { id }\nmutation { addComment(input: {subjectId: "1", body: "b"}) { subject { ...F } } }';
    const several = {
      query:
        'query Read { viewer { login } }\nmutation Write { addStar(input: {starrableId: "1"}) { clientMutationId } }',
      operationName: 'Write',
    };
    for (const body of [{ query: fragmentFirst }, several]) {
      expect(parseGithubRequest(fakeRequest('POST', '/api/graphql'), Buffer.from(JSON.stringify(body)))).toMatchObject({
        request: { graphqlMutation: true },
      });
    }
    const read = { ...several, operationName: 'Read' };
    expect(parseGithubRequest(fakeRequest('POST', '/api/graphql'), Buffer.from(JSON.stringify(read)))).toMatchObject({
      request: { graphqlMutation: false },
    });
  });
  it('carries the query cost computed from the document and its variables', () => {
    const body = {
      query: 'query($n: Int) { viewer { repositories(first: $n) { nodes { issues(first: 50) { totalCount } } } } }',
      variables: { n: 100 },
    };
    expect(parseGithubRequest(fakeRequest('POST', '/api/graphql'), Buffer.from(JSON.stringify(body)))).toMatchObject({
      request: { graphqlCost: 1 },
    });
    const deep = { ...body, query: body.query.replace('totalCount', 'nodes { labels(first: 60) { totalCount } }') };
    expect(parseGithubRequest(fakeRequest('POST', '/api/graphql'), Buffer.from(JSON.stringify(deep)))).toMatchObject({
      request: { graphqlCost: 51 },
    });
  });
  it('a query stays a query', () => {
    const body = Buffer.from(JSON.stringify({ query: 'query { viewer { login } }' }));
    expect(parseGithubRequest(fakeRequest('POST', '/api/graphql'), body)).toMatchObject({
      request: { graphqlMutation: false },
    });
  });
});
