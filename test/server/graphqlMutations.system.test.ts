// GraphQL mutations against `switchyard serve` (the shipped bundle): the operation type comes from the parsed
// document, so a mutation after a fragment, or picked by operationName out of several operations, counts toward the
// content-creation limit (80 a minute), and a query picked out of the same document does not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GITHUB_CALLERS } from '../../src/engine/ratelimits/demoCallers.js';
import { startBundleServe, type BundleServe } from '../helpers/bundle.js';

const DEMO_PAT = (DEMO_GITHUB_CALLERS.find((c) => c.id === 'alice-pat') as { token: string }).token;
const FRAGMENT_FIRST =
  'fragment F on Issue { id }\nmutation { addComment(input: {subjectId: "1", body: "b"}) { subject { ...F } } }';
const SEVERAL =
  'query Read { viewer { login } }\nmutation Write { addStar(input: {starrableId: "1"}) { clientMutationId } }';

let serve: BundleServe;
beforeAll(async () => {
  serve = await startBundleServe();
});
afterAll(() => serve?.stop());

async function graphql(query: string, extra: Record<string, unknown> = {}): Promise<{ status: number; body: string }> {
  const response = await fetch(`${serve.url}/api/graphql`, {
    method: 'POST',
    headers: { authorization: `bearer ${DEMO_PAT}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, ...extra }),
  });
  return { status: response.status, body: await response.text() };
}

describe('GraphQL mutations in the built bundle', () => {
  it('a fragment-first mutation and a mutation chosen by operationName count toward the content-creation limit', async () => {
    for (let i = 0; i < 80; i += 1) {
      const ok = i % 2 === 0 ? await graphql(FRAGMENT_FIRST) : await graphql(SEVERAL, { operationName: 'Write' });
      expect(ok.status).toBe(200);
    }
    for (const refused of [await graphql(FRAGMENT_FIRST), await graphql(SEVERAL, { operationName: 'Write' })]) {
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.body).message).toMatch(/secondary rate limit/);
    }
    // A query chosen out of the same document creates nothing and passes.
    expect((await graphql(SEVERAL, { operationName: 'Read' })).status).toBe(200);
  }, 60_000);
});
