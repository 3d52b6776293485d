// The lists a click can select a row of. A list registers while it is shown and active: where its rows start (read
// from the layout at click time), how many are drawn, and what selecting the n-th drawn row does. The shell asks the
// registered lists in turn with the clicked row.

import { createContext, useContext, useEffect, useRef, type RefObject } from 'react';
import type { DOMElement } from 'ink';
import { absoluteTop } from './absoluteTop.js';

export interface MouseRowTarget {
  /** Selects the drawn row under the click if `row` (0-based, from the top of the frame) is one; true if it was. */
  click(row: number): boolean;
}

export class MouseRowTargets {
  private readonly targets = new Set<MouseRowTarget>();

  add(target: MouseRowTarget): () => void {
    this.targets.add(target);
    return () => this.targets.delete(target);
  }

  click(row: number): boolean {
    for (const target of this.targets) if (target.click(row)) return true;
    return false;
  }
}

export const MouseRowsContext = createContext<MouseRowTargets | undefined>(undefined);

/**
 * Makes the rows inside `ref` clickable: `firstRow` rows from its top are a header, then `count` drawn rows; a click
 * on the i-th calls `select(i)`.
 */
export function useMouseRows(
  ref: RefObject<DOMElement | null>,
  options: { firstRow: number; count: number; select: (drawnIndex: number) => void; active?: boolean },
): void {
  const targets = useContext(MouseRowsContext);
  const latest = useRef(options);
  latest.current = options;
  const active = options.active ?? true;
  useEffect(() => {
    if (targets === undefined || !active) return;
    return targets.add({
      click(row) {
        const element = ref.current;
        if (element === null) return false;
        const top = absoluteTop(element);
        if (top === undefined) return false;
        const drawn = row - top - latest.current.firstRow;
        if (drawn < 0 || drawn >= latest.current.count) return false;
        latest.current.select(drawn);
        return true;
      },
    });
  }, [targets, active, ref]);
}
