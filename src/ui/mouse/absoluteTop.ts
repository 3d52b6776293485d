// Where an Ink element is on the screen: Ink's layout gives each box its place in its parent, so the rows from the
// top of the frame are the sum up the tree. Read at click time only, so no frame pays for it.

import type { DOMElement } from 'ink';

export function absoluteTop(element: DOMElement): number | undefined {
  let top = 0;
  let node: DOMElement | undefined = element;
  while (node !== undefined) {
    const yoga = node.yogaNode;
    if (yoga === undefined) return node.parentNode === undefined ? top : undefined;
    top += yoga.getComputedTop();
    node = node.parentNode;
  }
  return top;
}
