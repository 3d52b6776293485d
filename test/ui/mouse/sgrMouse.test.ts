// The SGR mouse parser: reports are taken out of the input whole, in order, the keys around them kept, and a report
// cut at the end of a read is joined to the next read.
import { describe, expect, it } from 'vitest';
import { SgrMouseSplitter, mouseEventOf } from '../../../src/ui/mouse/sgrMouse.js';

describe('SGR mouse reports', () => {
  it('reads the wheel, presses and ignores releases and motion', () => {
    expect(mouseEventOf(64, 10, 5, 'M')).toEqual({ kind: 'wheel', direction: 'up', column: 10, row: 5 });
    expect(mouseEventOf(65, 1, 2, 'M')).toEqual({ kind: 'wheel', direction: 'down', column: 1, row: 2 });
    // Ctrl (16) held with the wheel is still the wheel.
    expect(mouseEventOf(81, 1, 2, 'M')).toEqual({ kind: 'wheel', direction: 'down', column: 1, row: 2 });
    expect(mouseEventOf(0, 3, 4, 'M')).toEqual({ kind: 'press', button: 'left', column: 3, row: 4 });
    expect(mouseEventOf(2, 3, 4, 'M')).toEqual({ kind: 'press', button: 'right', column: 3, row: 4 });
    expect(mouseEventOf(0, 3, 4, 'm')).toEqual({ kind: 'other' });
    expect(mouseEventOf(32, 3, 4, 'M')).toEqual({ kind: 'other' });
    expect(mouseEventOf(66, 3, 4, 'M')).toEqual({ kind: 'other' });
  });

  it('takes the reports out of a read and keeps the keys in order', () => {
    const splitter = new SgrMouseSplitter();
    expect(splitter.split('a\u001B[<64;10;5Mb\u001B[<0;3;7Mc\u001B[<0;3;7m')).toEqual({
      keys: 'abc',
      events: [
        { kind: 'wheel', direction: 'up', column: 10, row: 5 },
        { kind: 'press', button: 'left', column: 3, row: 7 },
        { kind: 'other' },
      ],
    });
    // Keys that only look alike stay keys: arrows, a lone Esc, `[<` typed.
    expect(splitter.split('\u001B[A[<1;2;3M\u001B')).toEqual({ keys: '\u001B[A[<1;2;3M\u001B', events: [] });
  });

  it('joins a report cut between two reads', () => {
    const splitter = new SgrMouseSplitter();
    expect(splitter.split('x\u001B[<65;1')).toEqual({ keys: 'x', events: [] });
    expect(splitter.split('2;9My')).toEqual({
      keys: 'y',
      events: [{ kind: 'wheel', direction: 'down', column: 12, row: 9 }],
    });
  });
});
