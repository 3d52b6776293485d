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

/** Items kept elsewhere and built when read (src/engine/packedMembers.ts). */
export interface ItemSource<T> {
  readonly length: number;
  at(index: number): T | undefined;
}

/** An append-only list ordered by sequence number. Parallel arrays keep a million entries cheap. */
export class SequencedList<T> {
  private items: T[] = [];
  private seqs: number[] = [];
  /** Items numbered 0, 1, 2, ... read from a source, until the list is first changed (then copied in). */
  private source: ItemSource<T> | undefined;

  /** A list of `items` (each passed through `store`) numbered 0, 1, 2, ... in one go. */
  static numbered<T>(items: readonly T[], store: (item: T) => T = (item) => item): SequencedList<T> {
    const list = new SequencedList<T>();
    for (let i = 0; i < items.length; i += 1) {
      list.items.push(store(items[i]!));
      list.seqs.push(i);
    }
    return list;
  }

  /**
   * A list of the source's items numbered 0, 1, 2, ...: read from it (each page built when asked) while the list is
   * not changed; the first change copies them into the list.
   */
  static over<T>(source: ItemSource<T>): SequencedList<T> {
    const list = new SequencedList<T>();
    list.source = source;
    return list;
  }

  get size(): number {
    return this.source?.length ?? this.items.length;
  }

  /** Copies a source's items into the list, before a change. */
  private own(): void {
    const { source } = this;
    if (source === undefined) return;
    this.source = undefined;
    const items = new Array<T>(source.length);
    const seqs = new Array<number>(source.length);
    for (let i = 0; i < source.length; i += 1) {
      items[i] = source.at(i)!;
      seqs[i] = i;
    }
    this.items = items;
    this.seqs = seqs;
  }

  /** Appends with the given sequence number, which must be greater than every one already present. */
  append(item: T, seq: number): void {
    this.own();
    const last = this.seqs[this.seqs.length - 1];
    if (last !== undefined && seq <= last) throw new Error(`sequence numbers must increase (${seq} after ${last})`);
    this.items.push(item);
    this.seqs.push(seq);
  }

  /** Sequence number of the last entry, -1 when empty. */
  get lastSeq(): number {
    if (this.source !== undefined) return this.source.length - 1;
    return this.seqs[this.seqs.length - 1] ?? -1;
  }

  /** Appends after the last entry. */
  push(item: T): number {
    const seq = this.lastSeq + 1;
    this.append(item, seq);
    return seq;
  }

  at(index: number): T | undefined {
    if (this.source !== undefined) return index < 0 ? undefined : this.source.at(index);
    return this.items[index];
  }

  replaceAt(index: number, item: T): void {
    this.own();
    this.items[index] = item;
  }

  /** Replaces the item with sequence number `seq`; false when there is none. O(log n). */
  replaceSeq(seq: number, item: T): boolean {
    this.own();
    const index = firstAfter(this.seqs, seq - 1);
    if (this.seqs[index] !== seq) return false;
    this.items[index] = item;
    return true;
  }

  /** Removes the item with sequence number `seq`; false when there is none. O(n) for the shift, no allocation. */
  removeSeq(seq: number): boolean {
    this.own();
    const index = firstAfter(this.seqs, seq - 1);
    if (this.seqs[index] !== seq) return false;
    this.items.splice(index, 1);
    this.seqs.splice(index, 1);
    return true;
  }

  all(): readonly T[] {
    this.own();
    return this.items;
  }

  /** Each item with its sequence number, in order. */
  forEachSeq(visit: (item: T, seq: number) => void): void {
    this.own();
    for (let i = 0; i < this.items.length; i += 1) visit(this.items[i]!, this.seqs[i]!);
  }

  /** Removes `item` (by identity); false when it is not in the list. O(n). */
  remove(item: T): boolean {
    this.own();
    const index = this.items.indexOf(item);
    if (index < 0) return false;
    this.items.splice(index, 1);
    this.seqs.splice(index, 1);
    return true;
  }

  /** Up to `size` items after sequence number `after` (-1 for the start). O(log n + size). */
  page(after: number, size: number): Page<T> {
    const { source } = this;
    if (source !== undefined) {
      // Numbered 0, 1, 2, ...: the first item after `after` is at index floor(after) + 1 (as firstAfter finds).
      const start = after >= 0 ? Math.min(Math.floor(after) + 1, source.length) : 0;
      const end = Math.min(start + size, source.length);
      const items = new Array<T>(end - start);
      for (let i = start; i < end; i += 1) items[i - start] = source.at(i)!;
      return { items, lastSeq: end > start ? end - 1 : after, more: end < source.length };
    }
    const start = firstAfter(this.seqs, after);
    const end = Math.min(start + size, this.items.length);
    const items = this.items.slice(start, end);
    return { items, lastSeq: end > start ? this.seqs[end - 1]! : after, more: end < this.items.length };
  }
}
