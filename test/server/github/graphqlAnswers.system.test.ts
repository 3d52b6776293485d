// GraphQL as GitHub answers it, through the emulator (in-process, the demo dataset): `rateLimit` and `viewer` from the
// engine; syntax errors, unknown fields, pages over 100, connections without first/last and documents over the
// 500,000-node limit answered 200 with the errors in the body and not charged. Also `GET /user` with the caller's
// login and scopes, and the x-ratelimit-* headers on injected faults.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../src/emulator/index.js';
import { DEMO_GITHUB_CALLERS } from '../../../src/engine/ratelimits/demoCallers.js';

function tokenOf(id: string): string {
  return (DEMO_GITHUB_CALLERS.find((c) => c.id === id) as { token: string }).token;
}
const ALICE = tokenOf('alice-pat');
const INSTALLATION = tokenOf('install-25-repos');

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

interface Answer {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- asserted field by field
}

async function graphql(query: string, extra: Record<string, unknown> = {}, token = ALICE): Promise<Answer> {
  const response = await fetch(`${emulator.url}/api/graphql`, {
    method: 'POST',
    headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, ...extra }),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

async function rest(path: string, token?: string): Promise<Answer> {
  const response = await fetch(`${emulator.url}/api/v3${path}`, {
    headers: token === undefined ? {} : { authorization: `token ${token}` },
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const used = (answer: Answer) => Number(answer.headers.get('x-ratelimit-used'));

// GitHub's worked examples (docs: "Rate limits and node limits for the GraphQL API").
const SIMPLE = `query { viewer { repositories(first: 50) { edges { repository: node { name
  issues(first: 10) { totalCount edges { node { title bodyHTML } } } } } } } }`;
const COMPLEX = `query { viewer { repositories(first: 50) { edges { repository: node { name
  pullRequests(first: 20) { edges { pullRequest: node { title comments(first: 10) { edges { comment: node { bodyHTML } } } } } }
  issues(first: 20) { totalCount edges { issue: node { title bodyHTML comments(first: 10) { edges { comment: node { bodyHTML } } } } } } } } }
  followers(first: 10) { edges { follower: node { login } } } } }`;

describe('rateLimit and viewer', () => {
  it('answers the caller login and the graphql bucket after this request, with its cost and node count', async () => {
    const answer = await graphql('{ viewer { login } rateLimit { limit cost remaining used resetAt nodeCount } }');
    expect(answer.status).toBe(200);
    const reset = Number(answer.headers.get('x-ratelimit-reset'));
    expect(answer.body).toEqual({
      data: {
        viewer: { login: 'alice' },
        rateLimit: {
          limit: 5000,
          cost: 1,
          remaining: 4999,
          used: 1,
          resetAt: new Date(reset * 1000).toISOString().replace('.000Z', 'Z'),
          nodeCount: 0,
        },
      },
    });
    expect(answer.headers.get('x-ratelimit-resource')).toBe('graphql');
    expect(used(answer)).toBe(1);
  });

  it('counts nodes as GitHub documents it: 550 and 22,060 for the worked examples', async () => {
    const simple = await graphql(SIMPLE.replace('query { viewer', 'query { rateLimit { nodeCount cost } viewer'));
    expect(simple.body.data.rateLimit).toEqual({ nodeCount: 550, cost: 1 });
    expect(simple.body.data.viewer.repositories).toEqual({ edges: [] });
    const complex = await graphql(COMPLEX.replace('query { viewer', 'query { rateLimit { nodeCount cost } viewer'));
    // 1 + 50 + 50x20 + 50 + 50x20 + 1 = 2,102 requests: 21 points.
    expect(complex.body.data.rateLimit).toEqual({ nodeCount: 22_060, cost: 21 });
    expect(used(complex)).toBe(1 + 21);
  });

  it('an installation token is no user: viewer is refused, the request still counts', async () => {
    const answer = await graphql('{ viewer { login } }', {}, INSTALLATION);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      data: null,
      errors: [{ type: 'FORBIDDEN', message: 'Resource not accessible by integration', path: ['viewer'] }],
    });
    expect(used(answer)).toBe(1);
  });
});

describe('documents GitHub refuses before running them: 200, errors in the body, not charged', () => {
  const cases: [string, string, Record<string, unknown>][] = [
    ['a syntax error', '{ viewer { login }', { message: expect.stringContaining('Syntax Error') }],
    ['an unknown field', '{ viewer { favouriteColour } }', { message: expect.stringContaining('favouriteColour') }],
    [
      'first over 100',
      '{ viewer { repositories(first: 101) { nodes { name } } } }',
      {
        type: 'EXCESSIVE_PAGINATION',
        path: ['viewer', 'repositories'],
        message: 'Requesting 101 records on the `repositories` connection exceeds the `first` limit of 100 records.',
      },
    ],
    [
      'last over 100, from a variable',
      'query ($n: Int = 5) { viewer { followers(last: $n) { totalCount } } }',
      { type: 'EXCESSIVE_PAGINATION', message: expect.stringContaining('`last` limit of 100') },
    ],
    [
      'a connection with neither first nor last',
      '{ viewer { repositories { totalCount } } }',
      {
        type: 'MISSING_PAGINATION_BOUNDARIES',
        message: 'You must provide a `first` or `last` value to properly paginate the `repositories` connection.',
      },
    ],
    [
      'more than 500,000 nodes',
      `{ viewer { repositories(first: 100) { nodes { issues(first: 100) { nodes {
        comments(first: 100) { nodes { body } } } } } } } }`,
      {
        type: 'MAX_NODE_LIMIT_EXCEEDED',
        message: 'This query requests up to 1,010,100 possible nodes which exceeds the maximum limit of 500,000.',
      },
    ],
  ];
  for (const [what, query, error] of cases) {
    it(what, async () => {
      const before = await graphql('{ viewer { login } }');
      const answer = await graphql(query, what.includes('variable') ? { variables: { n: 101 } } : {});
      expect(answer.status).toBe(200);
      expect(answer.body.data).toBeUndefined();
      expect(answer.body.errors).toEqual([expect.objectContaining(error)]);
      // Not a rate-limit answer: no retry-after, the budget untouched, the headers still there.
      expect(answer.headers.get('retry-after')).toBeNull();
      expect(answer.headers.get('x-ratelimit-resource')).toBe('graphql');
      expect(used(answer)).toBe(used(before));
      expect(Number(answer.headers.get('x-ratelimit-remaining'))).toBe(5000 - used(before));
    });
  }

  it('the same document is checked again with each request variables', async () => {
    const query = 'query ($n: Int!) { viewer { followers(first: $n) { totalCount } } }';
    expect((await graphql(query, { variables: { n: 5 } })).body).toEqual({
      data: { viewer: { followers: { totalCount: 0 } } },
    });
    expect((await graphql(query, { variables: { n: 101 } })).body.errors).toEqual([
      expect.objectContaining({ type: 'EXCESSIVE_PAGINATION' }),
    ]);
    expect((await graphql(query, { variables: { n: 7 } })).status).toBe(200);
  });

  it('a body without a query is refused the same way', async () => {
    const response = await fetch(`${emulator.url}/api/graphql`, {
      method: 'POST',
      headers: { authorization: `bearer ${ALICE}`, 'content-type': 'application/json' },
      body: '{"variables": {}}',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      errors: [{ message: 'A query attribute must be specified and must be a string.' }],
    });
    expect(response.headers.get('x-ratelimit-used')).toBe('0');
  });
});

describe('GET /user', () => {
  it('answers the login of the token from the dataset, with its OAuth scopes', async () => {
    const answer = await rest('/user', ALICE);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ login: 'alice', id: 1001, type: 'User' });
    expect(answer.headers.get('x-oauth-scopes')).toBe('gist, read:org, repo, workflow');
    expect(answer.headers.get('x-ratelimit-resource')).toBe('core');
    expect(used(answer)).toBe(1);
  });

  it('refuses an installation token (403) and asks an anonymous caller to authenticate (401)', async () => {
    const installation = await rest('/user', INSTALLATION);
    expect(installation.status).toBe(403);
    expect(installation.body.message).toBe('Resource not accessible by integration');
    expect(installation.headers.get('x-oauth-scopes')).toBeNull();
    const anonymous = await rest('/user');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Requires authentication');
    expect(anonymous.headers.get('x-ratelimit-limit')).toBe('60');
  });
});

describe('faults', () => {
  it('carry the x-ratelimit-* headers of the request bucket, uncounted, and the token scopes', async () => {
    await rest('/search/issues?q=x', ALICE);
    emulator.injectFault({ service: 'github', path: '/search/*', error: 'secondary', retryAfter: 7 });
    emulator.injectFault({ service: 'github', path: '/graphql', error: 'server', status: 502 });
    const secondary = await rest('/search/issues?q=x', ALICE);
    expect(secondary.status).toBe(403);
    expect(secondary.headers.get('retry-after')).toBe('7');
    expect(secondary.headers.get('x-ratelimit-resource')).toBe('search');
    expect(secondary.headers.get('x-ratelimit-limit')).toBe('30');
    expect(secondary.headers.get('x-ratelimit-used')).toBe('1');
    expect(secondary.headers.get('x-ratelimit-remaining')).toBe('29');
    expect(secondary.headers.get('x-ratelimit-reset')).toMatch(/^\d+$/);
    expect(secondary.headers.get('x-oauth-scopes')).toBe('gist, read:org, repo, workflow');
    const server = await graphql('{ viewer { login } }');
    expect(server.status).toBe(502);
    expect(server.headers.get('x-ratelimit-resource')).toBe('graphql');
    expect(server.headers.get('x-ratelimit-limit')).toBe('5000');
    const anonymous = await (async () => {
      emulator.injectFault({ service: 'github', error: 'server' });
      return rest('/repos/o/r');
    })();
    expect(anonymous.status).toBe(500);
    expect(anonymous.headers.get('x-ratelimit-limit')).toBe('60');
  });
});
