// The page walk and the overlay of a live refresh (src/state/relistPages.ts): as many pages as were loaded, at least
// one, fewer when the service has no more; unchanged records keep their objects, new and changed ones are named.
import { describe, expect, it } from 'vitest';
import { overlayRefreshed, relistPages } from '../../src/state/relistPages.js';

/** A service of `count` numbered records, `size` a page, the token being the next offset. */
function pages(count: number, size: number) {
  const asked: (string | undefined)[] = [];
  const listPage = async (token: string | undefined) => {
    asked.push(token);
    const from = Number(token ?? 0);
    const to = Math.min(count, from + size);
    return {
      items: Array.from({ length: to - from }, (_, i) => from + i),
      nextToken: to < count ? String(to) : undefined,
    };
  };
  return { asked, listPage };
}

describe('relistPages', () => {
  it('lists as many pages as were loaded, from the first, and keeps the token after the last', async () => {
    const service = pages(250, 100);
    const relisted = await relistPages(2, service.listPage);
    expect(service.asked).toEqual([undefined, '100']);
    expect(relisted.items).toHaveLength(200);
    expect(relisted).toMatchObject({ nextToken: '200', pages: 2 });
  });

  it('stops when the service has no more pages, and lists one page when none was loaded', async () => {
    const shorter = pages(150, 100);
    expect(await relistPages(3, shorter.listPage)).toMatchObject({ nextToken: undefined, pages: 2 });
    const none = pages(150, 100);
    expect((await relistPages(0, none.listPage)).pages).toBe(1);
  });
});

describe('overlayRefreshed', () => {
  it('keeps the objects of unchanged records and names the new and the changed ones', () => {
    const a = { id: 'a', status: 'ACTIVE', at: new Date(0) };
    const b = { id: 'b', status: 'INVITED', at: new Date(0) };
    const { items, changed } = overlayRefreshed(
      [a, b],
      [{ id: 'c', status: 'ACTIVE', at: new Date(0) }, { ...a }, { ...b, status: 'REMOVED' }],
      (r) => r.id,
    );
    expect(items[1]).toBe(a);
    expect(items[2]).not.toBe(b);
    expect([...changed].sort()).toEqual(['b', 'c']);
  });
});
