import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clampCursor,
  moveCursor,
  nearEnd,
  START,
  type CursorMove,
  type ListCursor,
} from '../../src/state/listCursor.js';

const MOVES: CursorMove[] = ['down', 'up', 'pageDown', 'pageUp', 'top', 'bottom'];

function valid(c: ListCursor, count: number, viewport: number): boolean {
  if (count === 0) return c.index === 0 && c.offset === 0;
  return (
    c.index >= 0 &&
    c.index < count &&
    c.offset <= c.index &&
    c.index < c.offset + viewport &&
    c.offset >= 0 &&
    c.offset <= Math.max(0, count - viewport)
  );
}

describe('list cursor', () => {
  it('keeps its invariants under any sequence of moves, counts and viewports (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constantFrom(...MOVES).map((m) => ({ move: m })),
            fc.integer({ min: -5, max: 320 }).map((row): { move: CursorMove } => ({ move: { row } })),
            fc.record({ count: fc.integer({ min: 0, max: 300 }) }),
            fc.record({ viewport: fc.integer({ min: 1, max: 40 }) }),
          ),
          { maxLength: 60 },
        ),
        (steps) => {
          let count = 50;
          let viewport = 10;
          let cursor = START;
          for (const step of steps) {
            if ('move' in step) cursor = moveCursor(cursor, step.move, count, viewport);
            if ('count' in step) count = step.count;
            if ('viewport' in step) viewport = step.viewport;
            cursor = clampCursor(cursor, count, viewport);
            if (!valid(cursor, count, viewport)) return false;
          }
          return true;
        },
      ),
    );
  });

  it('moves and pages as a person expects', () => {
    let c = START;
    c = moveCursor(c, 'down', 100, 10);
    expect(c).toEqual({ index: 1, offset: 0 });
    c = moveCursor(c, 'pageDown', 100, 10);
    expect(c).toEqual({ index: 11, offset: 10 });
    c = moveCursor(c, 'bottom', 100, 10);
    expect(c).toEqual({ index: 99, offset: 90 });
    c = moveCursor(c, 'up', 100, 10);
    expect(c).toEqual({ index: 98, offset: 90 });
    c = moveCursor(c, 'top', 100, 10);
    expect(c).toEqual({ index: 0, offset: 0 });
    expect(moveCursor(START, 'up', 100, 10)).toEqual(START);
  });

  it('goes to a row in one move (a click), keeping the window when the row is visible', () => {
    const c = { index: 12, offset: 10 };
    expect(moveCursor(c, { row: 17 }, 100, 10)).toEqual({ index: 17, offset: 10 });
    expect(moveCursor(c, { row: 10 }, 100, 10)).toEqual({ index: 10, offset: 10 });
    // Out of the window or of the list: kept within both, as the keys are.
    expect(moveCursor(c, { row: 40 }, 100, 10)).toEqual({ index: 40, offset: 31 });
    expect(moveCursor(c, { row: 400 }, 100, 10)).toEqual({ index: 99, offset: 90 });
    expect(moveCursor(c, { row: -1 }, 100, 10)).toEqual({ index: 0, offset: 0 });
  });

  it('says when the cursor nears the end of what is loaded', () => {
    expect(nearEnd({ index: 80, offset: 75 }, 100, 10)).toBe(false);
    expect(nearEnd({ index: 89, offset: 80 }, 100, 10)).toBe(true);
  });
});
