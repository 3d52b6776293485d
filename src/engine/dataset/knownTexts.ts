// The texts of one shared member part (abilities, mlAbilities, paymentConfiguration) seen so far in a large members
// list, as a radix tree of their bytes: the fast path (memberBytes.ts) matches the bytes of a member's part against
// them in one pass, comparing each byte once, instead of finding where the part ends and then looking it up. Each
// text is a whole JSON value that was parsed, so bytes that match one are that value, ending where the text ends.
// Edges are compared four bytes at a time (DataView reads, which the JIT inlines), and a node's children are indexed
// by their first byte: the match was about a third of reading a member, comparing byte by byte and looking children
// up in Maps.

interface Node {
  /** The bytes of this edge (the first one is the key under the parent), and a view of them for word reads. */
  edge: Uint8Array;
  words: DataView;
  /** The id of the text that ends after this edge, or 0. */
  id: number;
  /** The children by their first byte (256 slots), or undefined for none. */
  next: (Node | undefined)[] | undefined;
}

function node(edge: Uint8Array, id: number, next: Node['next']): Node {
  return { edge, words: new DataView(edge.buffer, edge.byteOffset, edge.byteLength), id, next };
}

function children(): (Node | undefined)[] {
  return new Array<Node | undefined>(256).fill(undefined);
}

/** A DataView of all of `buf`, for `match`. */
export function wordsOf(buf: Uint8Array): DataView {
  return new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
}

export class KnownTexts {
  private readonly root: Node = node(new Uint8Array(0), 0, undefined);
  private count = 0;
  /** Where the last text `match` found ends. */
  matchEnd = 0;

  /** The number of texts added. */
  get size(): number {
    return this.count;
  }

  /**
   * The id (from 1) of the known text the bytes from `at` start with (its end in `matchEnd`), or -1. `words` is
   * `wordsOf(buf)`.
   */
  match(buf: Uint8Array, words: DataView, at: number, end: number): number {
    let node = this.root;
    let i = at;
    for (;;) {
      const edge = node.edge;
      const length = edge.length;
      if (i + length > end) return -1;
      const edgeWords = node.words;
      let k = 0;
      for (; k + 4 <= length; k += 4) if (words.getInt32(i + k) !== edgeWords.getInt32(k)) return -1;
      for (; k < length; k += 1) if (buf[i + k] !== edge[k]) return -1;
      i += length;
      if (node.id > 0) {
        this.matchEnd = i;
        return node.id;
      }
      if (i >= end || node.next === undefined) return -1;
      const child = node.next[buf[i]!];
      if (child === undefined) return -1;
      node = child;
    }
  }

  /**
   * Adds the text from `from` to `to` (copied): its id, the known one's when it is known; -1 when a known text is a
   * prefix of it or it is a prefix of one (never the case for whole JSON values).
   */
  add(buf: Uint8Array, from: number, to: number): number {
    const known = this.match(buf, wordsOf(buf), from, to);
    if (known > 0) return this.matchEnd === to ? known : -1;
    let at = this.root;
    let i = from;
    for (;;) {
      const edge = at.edge;
      let common = 0;
      while (common < edge.length && i + common < to && edge[common] === buf[i + common]) common += 1;
      if (common < edge.length) {
        if (i + common === to) return -1;
        // Split the edge where the new text leaves it.
        const rest = node(edge.subarray(common), at.id, at.next);
        at.edge = edge.subarray(0, common);
        at.words = new DataView(edge.buffer, edge.byteOffset, common);
        at.id = 0;
        at.next = children();
        at.next[rest.edge[0]!] = rest;
        return this.leaf(at, buf, i + common, to);
      }
      i += edge.length;
      if (at.id > 0 || i === to) return -1;
      const child = at.next?.[buf[i]!];
      if (child === undefined) return this.leaf(at, buf, i, to);
      at = child;
    }
  }

  private leaf(parent: Node, buf: Uint8Array, from: number, to: number): number {
    this.count += 1;
    const leaf = node(Uint8Array.from(buf.subarray(from, to)), this.count, undefined);
    (parent.next ??= children())[leaf.edge[0]!] = leaf;
    return leaf.id;
  }
}
