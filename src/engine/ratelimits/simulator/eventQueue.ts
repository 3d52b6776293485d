// A binary min-heap of timed actions (ties keep insertion order), for the simulator's schedule.

interface Entry<T> {
  time: number;
  seq: number;
  value: T;
}

export class EventQueue<T> {
  private readonly heap: Entry<T>[] = [];
  private seq = 0;

  get size(): number {
    return this.heap.length;
  }

  push(time: number, value: T): void {
    const heap = this.heap;
    heap.push({ time, seq: this.seq++, value });
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!less(heap[i]!, heap[parent]!)) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  }

  peekTime(): number | undefined {
    return this.heap[0]?.time;
  }

  pop(): { time: number; value: T } | undefined {
    const heap = this.heap;
    const top = heap[0];
    if (top === undefined) return undefined;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && less(heap[l]!, heap[m]!)) m = l;
        if (r < heap.length && less(heap[r]!, heap[m]!)) m = r;
        if (m === i) break;
        [heap[i], heap[m]] = [heap[m]!, heap[i]!];
        i = m;
      }
    }
    return { time: top.time, value: top.value };
  }

  /** Removes every entry for which `drop` is true. */
  filter(keep: (value: T) => boolean): T[] {
    const all: Entry<T>[] = [];
    let e: { time: number; value: T } | undefined;
    const dropped: T[] = [];
    while ((e = this.pop()) !== undefined) {
      if (keep(e.value)) all.push({ time: e.time, seq: 0, value: e.value });
      else dropped.push(e.value);
    }
    for (const x of all) this.push(x.time, x.value);
    return dropped;
  }
}

function less<T>(a: Entry<T>, b: Entry<T>): boolean {
  return a.time < b.time || (a.time === b.time && a.seq < b.seq);
}
