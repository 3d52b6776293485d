// The texts of one shared member part (abilities, mlAbilities, paymentConfiguration) seen so far in a large members
// list, as a radix tree of their bytes: the fast path (memberBytes.ts) matches the bytes of a member's part against
// them in one pass, comparing each byte once, instead of finding where the part ends and then looking it up. Each
// text is a whole JSON value that was parsed, so bytes that match one are that value, ending where the text ends.

interface Node {
  /** The bytes of this edge (the first one is the key under the parent). */
  edge: Uint8Array;
  /** The id of the text that ends after this edge, or 0. */
  id: number;
  next: Map<number, Node> | undefined;
}

export class KnownTexts {
  private readonly root: Node = { edge: new Uint8Array(0), id: 0, next: undefined };
  private count = 0;
  /** Where the last text `match` found ends. */
  matchEnd = 0;

  /** The number of texts added. */
  get size(): number {
    return this.count;
  }

  /** The id (from 1) of the known text the bytes from `at` start with (its end in `matchEnd`), or -1. */
  match(buf: Uint8Array, at: number, end: number): number {
    let node = this.root;
    let i = at;
    for (;;) {
      const edge = node.edge;
      const length = edge.length;
      if (i + length > end) return -1;
      for (let k = 0; k < length; k += 1) if (buf[i + k] !== edge[k]) return -1;
      i += length;
      if (node.id > 0) {
        this.matchEnd = i;
        return node.id;
      }
      if (i >= end || node.next === undefined) return -1;
      const child = node.next.get(buf[i]!);
      if (child === undefined) return -1;
      node = child;
    }
  }

  /**
   * Adds the text from `from` to `to` (copied): its id, the known one's when it is known; -1 when a known text is a
   * prefix of it or it is a prefix of one (never the case for whole JSON values).
   */
  add(buf: Uint8Array, from: number, to: number): number {
    const known = this.match(buf, from, to);
    if (known > 0) return this.matchEnd === to ? known : -1;
    let node = this.root;
    let i = from;
    for (;;) {
      const edge = node.edge;
      let common = 0;
      while (common < edge.length && i + common < to && edge[common] === buf[i + common]) common += 1;
      if (common < edge.length) {
        if (i + common === to) return -1;
        // Split the edge where the new text leaves it.
        const rest: Node = { edge: edge.subarray(common), id: node.id, next: node.next };
        node.edge = edge.subarray(0, common);
        node.id = 0;
        node.next = new Map([[rest.edge[0]!, rest]]);
        return this.leaf(node, buf, i + common, to);
      }
      i += edge.length;
      if (node.id > 0 || i === to) return -1;
      const child = node.next?.get(buf[i]!);
      if (child === undefined) return this.leaf(node, buf, i, to);
      node = child;
    }
  }

  private leaf(parent: Node, buf: Uint8Array, from: number, to: number): number {
    this.count += 1;
    const leaf: Node = { edge: Uint8Array.from(buf.subarray(from, to)), id: this.count, next: undefined };
    (parent.next ??= new Map()).set(leaf.edge[0]!, leaf);
    return leaf.id;
  }
}
