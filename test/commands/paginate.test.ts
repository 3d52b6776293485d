// botocore-style pagination against a fake paginated service: walks with --max-items and --starting-token visit
// every item exactly once and in order, whatever the page size, the service's own page length and the cut.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeResumeToken, encodeResumeToken, fullResult, paginate, type Page } from '../../src/commands/paginate.js';
import { listMembers } from '../../src/operations/cleanrooms/listMembers.js';

const paginator = listMembers.paginator!;

/** A service over `total` items; it returns at most `serviceMax` per call whatever maxResults says (allowed by the model). */
function service(
  total: number,
  serviceMax: number,
): { fetch: (input: Record<string, unknown>) => Promise<Page>; calls: Record<string, unknown>[] } {
  const calls: Record<string, unknown>[] = [];
  return {
    calls,
    fetch: async (input) => {
      calls.push(input);
      const start = input.nextToken === undefined ? 0 : Number(String(input.nextToken).slice(1));
      const size = Math.min((input.maxResults as number | undefined) ?? 10, serviceMax);
      const items = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => ({
        accountId: String(start + i),
      }));
      const page: Page = { memberSummaries: items };
      if (start + size < total) page.nextToken = `t${start + size}`;
      return page;
    },
  };
}

const ids = (pages: Page[]): string[] =>
  pages.flatMap((p) => (p.memberSummaries as { accountId: string }[]).map((m) => m.accountId));

describe('paginate', () => {
  it('a --max-items walk returns every item exactly once, in order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 12 }),
        fc.option(fc.integer({ min: 1, max: 15 }), { nil: undefined }),
        async (total, maxItems, serviceMax, pageSize) => {
          const { fetch } = service(total, serviceMax);
          const seen: string[] = [];
          let token: string | undefined;
          for (let guard = 0; guard <= total + 1; guard++) {
            const result = await paginate(
              paginator,
              { collaborationIdentifier: 'c' },
              { maxItems, ...(pageSize ? { pageSize } : {}), ...(token ? { startingToken: token } : {}) },
              fetch,
            );
            const got = ids(result.pages);
            expect(got.length).toBeLessThanOrEqual(maxItems);
            seen.push(...got);
            token = result.resumeToken;
            if (token === undefined) break;
          }
          expect(seen).toEqual(Array.from({ length: total }, (_, i) => String(i)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('without --max-items: every item, and --page-size sets maxResults of every call', async () => {
    const { fetch, calls } = service(23, 100);
    const result = await paginate(paginator, { collaborationIdentifier: 'c' }, { pageSize: 5 }, fetch);
    expect(ids(result.pages)).toHaveLength(23);
    expect(calls.map((c) => c.maxResults)).toEqual([5, 5, 5, 5, 5]);
    expect(fullResult(paginator, result)).toEqual({
      memberSummaries: ids(result.pages).map((accountId) => ({ accountId })),
    });
  });

  it('stops when the service repeats a token', async () => {
    const fetch = async (): Promise<Page> => ({ memberSummaries: [{ accountId: '1' }], nextToken: 'same' });
    await expect(paginate(paginator, {}, {}, fetch)).rejects.toThrow(/same next token was received twice/);
  });

  it('tokens are botocore tokens', () => {
    expect(Buffer.from(encodeResumeToken('2', 1), 'base64').toString()).toBe(
      '{"nextToken": "2", "boto_truncate_amount": 1}',
    );
    expect(decodeResumeToken('eyJuZXh0VG9rZW4iOiAiMiIsICJib3RvX3RydW5jYXRlX2Ftb3VudCI6IDF9', 'nextToken')).toEqual({
      token: '2',
      truncate: 1,
    });
    // What does not decode as botocore's own token is the service's token, as botocore's paginator takes it.
    expect(decodeResumeToken('v1.abc.def', 'nextToken')).toEqual({ token: 'v1.abc.def', truncate: 0 });
    expect(decodeResumeToken('not a token', 'nextToken')).toEqual({ token: 'not a token', truncate: 0 });
    expect(decodeResumeToken('abc___3', 'nextToken')).toEqual({ token: 'abc', truncate: 3 });
    expect(decodeResumeToken('abc___x', 'nextToken')).toEqual({ token: 'abc___x', truncate: 0 });
    expect(decodeResumeToken('None___2', 'nextToken')).toEqual({ token: null, truncate: 2 });
    expect(() => decodeResumeToken(Buffer.from('{"nextToken": 5}').toString('base64'), 'nextToken')).toThrow(
      /--starting-token/,
    );
  });
});
