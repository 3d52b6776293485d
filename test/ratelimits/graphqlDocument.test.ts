// The GraphQL request reading behind the rate limits: the operation that runs decides mutation or query whatever
// comes first in the document, and the point cost follows GitHub's documented connection arithmetic.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeGraphqlRequest, isGraphqlMutation } from '../../src/domain/ratelimits/graphqlDocument.js';

// The worked example of GitHub's GraphQL rate-limit page: 1 + 100 + 5,000 requests = 5,101 -> 51 points.
const DOCS_EXAMPLE = `query {
  viewer {
    login
    repositories(first: 100) {
      edges { node { id
        issues(first: 50) {
          edges { node { id
            labels(first: 60) { edges { node { id name } } }
          } }
        }
      } }
    }
  }
}`;

describe('GraphQL operation type', () => {
  it('a mutation preceded by a fragment is a mutation', () => {
    expect(
      isGraphqlMutation('fragment F on Issue { id }\nmutation { addComment(input: {}) { subject { ...F } } }'),
    ).toBe(true);
  });
  it('with several operations, operationName chooses which one runs', () => {
    const query = 'query Read { viewer { login } }\nmutation Write { addStar(input: {}) { clientMutationId } }';
    expect(analyzeGraphqlRequest({ query, operationName: 'Write' })).toMatchObject({ mutation: true, valid: true });
    expect(analyzeGraphqlRequest({ query, operationName: 'Read' })).toMatchObject({ mutation: false, valid: true });
  });
  it('several operations and no operationName: refused before it runs, so no mutation and nothing created', () => {
    const query = 'query Read { viewer { login } }\nmutation Write { addStar(input: {}) { clientMutationId } }';
    expect(analyzeGraphqlRequest({ query })).toMatchObject({ mutation: false, valid: false });
  });
  it('comments, whitespace and field names do not decide', () => {
    expect(isGraphqlMutation('  # a comment\n mutation AddStar { x }')).toBe(true);
    expect(isGraphqlMutation('{ viewer { mutationCount } }')).toBe(false);
    expect(isGraphqlMutation('# mutation\nquery { viewer { login } }')).toBe(false);
  });
  it('a document that does not parse is neither a mutation nor more than 1 point', () => {
    expect(analyzeGraphqlRequest({ query: 'mutation {' })).toEqual({ mutation: false, cost: 1, valid: false });
  });
  it('property: the order of definitions never changes the operation type or the cost', () => {
    const fragment = 'fragment F on Repository { issues(first: 20) { nodes { id } } }';
    fc.assert(
      fc.property(
        fc.constantFrom('query', 'mutation'),
        fc.integer({ min: 1, max: 100 }),
        fc.boolean(),
        (kind, first, fragmentFirst) => {
          const operation = `${kind} Op { viewer { repositories(first: ${first}) { nodes { ...F } } } }`;
          const query = fragmentFirst ? `${fragment}\n${operation}` : `${operation}\n${fragment}`;
          const info = analyzeGraphqlRequest({ query });
          expect(info.mutation).toBe(kind === 'mutation');
          expect(info.cost).toBe(Math.max(1, Math.round((1 + first) / 100)));
        },
      ),
    );
  });
});

describe('GraphQL point cost', () => {
  it("GitHub's worked example costs 51 points", () => {
    expect(analyzeGraphqlRequest({ query: DOCS_EXAMPLE }).cost).toBe(51);
  });
  it('a query without connections costs 1', () => {
    expect(analyzeGraphqlRequest({ query: '{ viewer { login } }' }).cost).toBe(1);
  });
  it('last counts like first; variables and their defaults give the page size', () => {
    const query =
      'query($a: Int = 100, $b: Int) { viewer { repositories(last: $a) { nodes { issues(first: $b) { nodes { id } } } } } }';
    // 1 + 100 * ... issues needs 100 requests; a missing variable still means one request per parent node.
    expect(analyzeGraphqlRequest({ query }).cost).toBe(1);
    expect(analyzeGraphqlRequest({ query, variables: { b: 100 } }).cost).toBe(1);
    const deeper = query.replace('nodes { id }', 'nodes { labels(first: 100) { nodes { id } } }');
    // 1 + 100 + 100 * 100 = 10,101 requests -> 101 points.
    expect(analyzeGraphqlRequest({ query: deeper, variables: { b: 100 } }).cost).toBe(101);
  });
  it('fragments and inline fragments count where they are spread', () => {
    const query = `query { viewer { repositories(first: 100) { nodes { ...Issues } } } }
      fragment Issues on Repository { ... on Repository { issues(first: 100) { nodes { ...Labels } } } }
      fragment Labels on Issue { labels(first: 100) { nodes { name } } }`;
    expect(analyzeGraphqlRequest({ query }).cost).toBe(Math.round((1 + 100 + 10_000) / 100));
  });
  it('fragments spread many times over stay fast (each fragment is walked once)', () => {
    const defs = ['fragment F0 on X { a(first: 1) { id } }'];
    for (let i = 1; i < 40; i += 1) defs.push(`fragment F${i} on X { ...F${i - 1} ...F${i - 1} }`);
    const started = performance.now();
    const info = analyzeGraphqlRequest({ query: `{ viewer { ...F39 } }\n${defs.join('\n')}` });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(info.cost).toBeGreaterThan(1);
  });
  it('property: never throws, cost is a whole number of at least 1', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), (query, operationName) => {
        const info = analyzeGraphqlRequest({ query, operationName });
        expect(Number.isInteger(info.cost)).toBe(true);
        expect(info.cost).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
