// The duplicate checks of a collaboration's member keys (accountId, membershipId) over a million members. A Map of a
// million strings was a third of the load's time and kept a large table alive through it; both keys have a fixed
// validated shape (12 ASCII digits, a lowercase UUID), so each is packed into a few 32-bit words and kept in typed
// arrays with open addressing: no allocation per member, and equality of the words is equality of the keys.
// Hand-written because no maintained package offers a hash table over typed arrays with keys packed this way.

/** Packs a valid key into `out` (its width in words). */
type Pack = (key: string, out: Uint32Array) => void;

export class PackedKeyIndex {
  /**
   * Open addressing, linear probing; each slot is `stride` words: the key's words, then its value plus one (0 marks
   * an empty slot). A key and its value share a cache line: a lookup in a table of millions costs one cache miss.
   */
  private readonly stride: number;
  private mask = 1023;
  private table: Uint32Array;
  private count = 0;
  private readonly scratch: Uint32Array;

  private constructor(
    private readonly width: number,
    private readonly pack: Pack,
  ) {
    this.stride = width + 1;
    this.table = new Uint32Array((this.mask + 1) * this.stride);
    this.scratch = new Uint32Array(width);
  }

  /** Account IDs: 12 ASCII digits, as two 6-digit numbers. */
  static accountIds(): PackedKeyIndex {
    return new PackedKeyIndex(2, (key, out) => {
      out[0] = digits(key, 0, 6);
      out[1] = digits(key, 6, 12);
    });
  }

  /** Lowercase UUIDs: 32 hexadecimal digits (dashes skipped), as four 8-digit numbers. */
  static uuids(): PackedKeyIndex {
    return new PackedKeyIndex(4, (key, out) => {
      out[0] = hex(key, 0, 8);
      out[1] = (hex(key, 9, 13) << 16) | hex(key, 14, 18);
      out[2] = (hex(key, 19, 23) << 16) | hex(key, 24, 28);
      out[3] = hex(key, 28, 36);
    });
  }

  /** The value first recorded for `key`, else records `value` (0 or more) for it and returns -1. `key` must be valid. */
  firstOrAdd(key: string, value: number): number {
    const at = this.find(key);
    const stored = this.table[at + this.width]!;
    if (stored !== 0) return stored - 1;
    this.table.set(this.scratch, at);
    this.table[at + this.width] = value + 1;
    this.count += 1;
    if (this.count * 2 > this.mask) this.grow();
    return -1;
  }

  /** The value recorded for a valid `key`, or -1. */
  get(key: string): number {
    return this.table[this.find(key) + this.width]! - 1;
  }

  /** Packs `key` into the scratch words and returns the offset of its slot: the one holding it, or the empty one. */
  private find(key: string): number {
    const { width, stride, scratch, table, mask } = this;
    this.pack(key, scratch);
    let slot = hashOf(scratch, 0, width) & mask;
    for (;;) {
      const at = slot * stride;
      if (table[at + width] === 0) return at;
      let same = true;
      for (let w = 0; w < width && same; w += 1) same = table[at + w] === scratch[w];
      if (same) return at;
      slot = (slot + 1) & mask;
    }
  }

  /**
   * Quadruples the slots (load factor at most one half) and places every entry again: fewer, larger steps than
   * doubling, as placing every entry again in a table of millions costs a cache miss each.
   */
  private grow(): void {
    const { width, stride, table: old } = this;
    this.mask = this.mask * 4 + 3;
    const table = new Uint32Array((this.mask + 1) * stride);
    for (let from = 0; from < old.length; from += stride) {
      if (old[from + width] === 0) continue;
      let slot = hashOf(old, from, width) & this.mask;
      while (table[slot * stride + width] !== 0) slot = (slot + 1) & this.mask;
      table.set(old.subarray(from, from + stride), slot * stride);
    }
    this.table = table;
  }
}

/** FNV-1a over 32-bit words, with a final mix so that the low bits (the slot) depend on every word. */
function hashOf(words: Uint32Array, from: number, width: number): number {
  let hash = 0x811c9dc5;
  for (let w = 0; w < width; w += 1) hash = Math.imul(hash ^ words[from + w]!, 0x01000193);
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0x2c1b3c6d);
  hash ^= hash >>> 12;
  return hash >>> 0;
}

function digits(key: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i += 1) value = value * 10 + (key.charCodeAt(i) - 48);
  return value;
}

function hex(key: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i += 1) {
    const c = key.charCodeAt(i);
    value = (value << 4) | (c <= 57 ? c - 48 : c - 87);
  }
  return value >>> 0;
}
