import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeMembers, BIG_COLLABORATION, SMALL_COLLABORATION } from '../helpers/fakeServices.js';
import {
  initMembersModel,
  membersReducer,
  type MembersEvent,
  type MembersModel,
} from '../../src/state/members/membersReducer.js';
import { memberRows } from '../../src/state/memberRows.js';
import type { CursorMove } from '../../src/state/listCursor.js';

const run = (events: MembersEvent[], from: MembersModel = initMembersModel([])): MembersModel =>
  events.reduce(membersReducer, from);

const A = makeMembers(5, 'a');
const B = makeMembers(3, 'b');

describe('members reducer', () => {
  it('appends pages for the open collaboration and keeps the selected member across a page', () => {
    const s = run([
      { type: 'opened', collaborationId: BIG_COLLABORATION, recent: [] },
      { type: 'pageRequested' },
      { type: 'pageLoaded', generation: 1, memberSummaries: A.slice(0, 3), nextToken: 't' },
      { type: 'moved', move: 'down' },
      { type: 'pageRequested' },
      { type: 'pageLoaded', generation: 1, memberSummaries: A.slice(3), nextToken: undefined },
    ]);
    expect(s.members).toEqual(A);
    expect(s.rows[s.cursor.index]).toBe(A[1]);
    expect(s.hasMore).toBe(false);
    expect(s.loading).toBe(false);
  });

  it('drops a page arriving late for a previous collaboration', () => {
    const asked = run([{ type: 'opened', collaborationId: BIG_COLLABORATION, recent: [] }, { type: 'pageRequested' }]);
    const askedUnder = asked.generation;
    const switched = run(
      [
        { type: 'opened', collaborationId: SMALL_COLLABORATION, recent: [] },
        { type: 'pageRequested' },
        { type: 'pageLoaded', generation: askedUnder + 1, memberSummaries: B, nextToken: undefined },
      ],
      asked,
    );
    const late = membersReducer(switched, {
      type: 'pageLoaded',
      generation: askedUnder,
      memberSummaries: A,
      nextToken: 'more',
    });
    expect(late.members).toEqual(B);
    expect(late.hasMore).toBe(false);
    expect(late).toBe(switched);
  });

  it('drops a late page and a late failure after going back to the picker', () => {
    const asked = run([{ type: 'opened', collaborationId: BIG_COLLABORATION, recent: [] }, { type: 'pageRequested' }]);
    const back = membersReducer(asked, { type: 'back' });
    expect(back.view).toBe('picker');
    expect(back.loading).toBe(false);
    const late = run(
      [
        { type: 'pageLoaded', generation: asked.generation, memberSummaries: A, nextToken: undefined },
        { type: 'pageFailed', generation: asked.generation, error: 'boom' },
      ],
      back,
    );
    expect(late.members).toEqual([]);
    expect(late.loadError).toBe('');
  });

  it('a filter or sort starts from the top; Esc goes detail -> table -> unfiltered -> picker', () => {
    let s = run([
      { type: 'opened', collaborationId: BIG_COLLABORATION, recent: [] },
      { type: 'pageLoaded', generation: 1, memberSummaries: A, nextToken: undefined },
      { type: 'moved', move: 'bottom' },
      { type: 'sortCycled' },
    ]);
    expect(s.sortKey).toBe('displayName');
    expect(s.cursor.index).toBe(0);
    s = run([{ type: 'filterChanged', text: A[2]!.displayName }], s);
    expect(s.rows).toEqual([A[2]]);
    s = run([{ type: 'detailOpened' }], s);
    expect(s.view).toBe('detail');
    s = run([{ type: 'back' }], s);
    expect(s.view).toBe('table');
    // Esc clears the filter first, keeping the member it showed selected, then leaves the list.
    s = run([{ type: 'back' }], s);
    expect(s.filter).toBe('');
    expect(s.rows[s.cursor.index]).toBe(A[2]);
    s = run([{ type: 'back' }], s);
    expect(s.view).toBe('picker');
    expect(membersReducer(s, { type: 'back' })).toBe(s);
  });

  it('rows are always the filtered, sorted members and the cursor stays within them (property)', () => {
    const members = makeMembers(40);
    const event = fc.oneof(
      fc
        .constantFrom<CursorMove>('down', 'up', 'pageDown', 'pageUp', 'top', 'bottom')
        .map((move): MembersEvent => ({ type: 'moved', move })),
      fc.integer({ min: 1, max: 30 }).map((rows): MembersEvent => ({ type: 'viewportChanged', rows })),
      fc.constantFrom('', 'ana', '0001', 'active', 'zz').map((text): MembersEvent => ({ type: 'filterChanged', text })),
      fc.constant<MembersEvent>({ type: 'sortCycled' }),
      fc.constant<MembersEvent>({ type: 'sortReversed' }),
      fc.integer({ min: 0, max: 39 }).map((n): MembersEvent => ({
        type: 'pageLoaded',
        generation: 1,
        memberSummaries: members.slice(n, n + 7),
        nextToken: 't',
      })),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const s = run([{ type: 'opened', collaborationId: BIG_COLLABORATION, recent: [] }, ...events]);
        expect(s.rows).toEqual(memberRows(s.members, s));
        if (s.rows.length === 0) expect(s.cursor).toEqual({ index: 0, offset: 0 });
        else {
          expect(s.cursor.index).toBeGreaterThanOrEqual(0);
          expect(s.cursor.index).toBeLessThan(s.rows.length);
          expect(s.cursor.offset).toBeLessThanOrEqual(s.cursor.index);
          expect(s.cursor.index).toBeLessThan(s.cursor.offset + s.viewport);
        }
      }),
    );
  });
});
