// Entries of an engine collection carry an insertion sequence number; lists are ordered by it and a page token
// remembers the last sequence number it returned. Resuming is a binary search, so the cost of a page does not
// depend on how deep into the collection it is, and entries appended during a walk are seen, never skipped.

/** Index of the first element of `seqs` (ascending) greater than `after`. */
export function firstAfter(seqs: readonly number[], after: number): number {
  let lo = 0;
  let hi = seqs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (seqs[mid]! <= after) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface Page<T> {
  items: T[];
  /** Sequence number of the last item of the page; the next page starts after it. */
  lastSeq: number;
  /** Whether anything follows this page right now. */
  more: boolean;
}

/** An append-only list ordered by sequence number. Parallel arrays keep a million entries cheap. */
export class SequencedList<T> {
  private readonly items: T[] = [];
  private readonly seqs: number[] = [];

  /** A list of `items` (each passed through `store`) numbered 0, 1, 2, ... in one go. */
  static numbered<T>(items: readonly T[], store: (item: T) => T = (item) => item): SequencedList<T> {
    const list = new SequencedList<T>();
    for (let i = 0; i < items.length; i += 1) {
      list.items.push(store(items[i]!));
      list.seqs.push(i);
    }
    return list;
  }

  get size(): number {
    return this.items.length;
  }

  /** Appends with the given sequence number, which must be greater than every one already present. */
  append(item: T, seq: number): void {
    const last = this.seqs[this.seqs.length - 1];
    if (last !== undefined && seq <= last) throw new Error(`sequence numbers must increase (${seq} after ${last})`);
    this.items.push(item);
    this.seqs.push(seq);
  }

  /** Sequence number of the last entry, -1 when empty. */
  get lastSeq(): number {
    return this.seqs[this.seqs.length - 1] ?? -1;
  }

  /** Appends after the last entry. */
  push(item: T): number {
    const seq = this.lastSeq + 1;
    this.append(item, seq);
    return seq;
  }

  at(index: number): T | undefined {
    return this.items[index];
  }

  replaceAt(index: number, item: T): void {
    this.items[index] = item;
  }

  /** Replaces the item with sequence number `seq`; false when there is none. O(log n). */
  replaceSeq(seq: number, item: T): boolean {
    const index = firstAfter(this.seqs, seq - 1);
    if (this.seqs[index] !== seq) return false;
    this.items[index] = item;
    return true;
  }

  /** Removes the item with sequence number `seq`; false when there is none. O(n) for the shift, no allocation. */
  removeSeq(seq: number): boolean {
    const index = firstAfter(this.seqs, seq - 1);
    if (this.seqs[index] !== seq) return false;
    this.items.splice(index, 1);
    this.seqs.splice(index, 1);
    return true;
  }

  all(): readonly T[] {
    return this.items;
  }

  /** Up to `size` items after sequence number `after` (-1 for the start). O(log n + size). */
  page(after: number, size: number): Page<T> {
    const start = firstAfter(this.seqs, after);
    const end = Math.min(start + size, this.items.length);
    const items = this.items.slice(start, end);
    return { items, lastSeq: end > start ? this.seqs[end - 1]! : after, more: end < this.items.length };
  }
}
