// SGR mouse reports (xterm's mode 1006), parsed by hand: Ink has no mouse support, and the one maintained parser
// found pulls in a whole input layer. A report is `ESC [ < button ; column ; row M` (press, wheel) or `... m`
// (release), columns and rows counted from 1. Button bits: 0-2 the button (3 none), 4 Shift, 8 Alt, 16 Ctrl, 32
// motion, 64 the wheel (64 up, 65 down, 66/67 sideways).

/** Turns reporting on: clicks and the wheel (1000), in SGR form (1006), which has no 223-column limit. */
export const ENABLE_MOUSE = '\u001B[?1000h\u001B[?1006h';
/** Turns it off again, in the reverse order. */
export const DISABLE_MOUSE = '\u001B[?1006l\u001B[?1000l';

export type MouseEvent =
  | { kind: 'wheel'; direction: 'up' | 'down'; column: number; row: number }
  | { kind: 'press'; button: 'left' | 'middle' | 'right'; column: number; row: number }
  | { kind: 'other' };

const REPORT = /\u001B\[<(\d+);(\d+);(\d+)([Mm])/g;
/** The start of a report cut off at the end of a chunk (the rest comes with the next read). */
const CUT_REPORT = /\u001B(\[(<[\d;]*)?)?$/;

export function mouseEventOf(code: number, column: number, row: number, final: 'M' | 'm'): MouseEvent {
  if ((code & 32) !== 0) return { kind: 'other' };
  if ((code & 64) !== 0) {
    const wheel = code & 3;
    if (wheel === 0) return { kind: 'wheel', direction: 'up', column, row };
    if (wheel === 1) return { kind: 'wheel', direction: 'down', column, row };
    return { kind: 'other' };
  }
  if (final === 'm') return { kind: 'other' };
  const button = (['left', 'middle', 'right'] as const)[code & 3];
  return button === undefined ? { kind: 'other' } : { kind: 'press', button, column, row };
}

/**
 * Takes the mouse reports out of what the terminal sent, keeping the rest (keys) in order. A report cut at the end
 * of the text is kept back and joined to the next text; `pending` is that part.
 */
export class SgrMouseSplitter {
  private pending = '';

  split(text: string): { keys: string; events: MouseEvent[] } {
    const joined = this.pending + text;
    this.pending = '';
    const events: MouseEvent[] = [];
    let keys = joined.replace(REPORT, (_all, code: string, column: string, row: string, final: 'M' | 'm') => {
      events.push(mouseEventOf(Number(code), Number(column), Number(row), final));
      return '';
    });
    // Only a cut that began a report (`ESC [ <`) is kept back: a lone ESC or `ESC [` is a key Ink parses itself.
    const cut = CUT_REPORT.exec(keys);
    if (cut !== null && cut[2] !== undefined) {
      this.pending = cut[0];
      keys = keys.slice(0, cut.index);
    }
    return { keys, events };
  }
}
