// The duplicate checks of a collaboration's member keys (accountId, membershipId) over a million members. A Map of a
// million strings was a third of the load's time and kept a large table alive through it; both keys have a fixed
// validated shape (12 ASCII digits, a lowercase UUID), so each is packed into a few 32-bit words and kept in typed
// arrays with open addressing: no allocation per member, and equality of the words is equality of the keys.

/** Packs a valid key into `out` (its width in words). */
type Pack = (key: string, out: Uint32Array) => void;

export class PackedKeyIndex {
  private mask = 1023;
  private slots = new Int32Array(1024).fill(-1);
  private keys: Uint32Array;
  private firsts = new Int32Array(512);
  private count = 0;
  private readonly scratch: Uint32Array;

  private constructor(
    private readonly width: number,
    private readonly pack: Pack,
  ) {
    this.keys = new Uint32Array(512 * width);
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

  /** The value first recorded for `key`, else records `value` for it and returns -1. `key` must be valid. */
  firstOrAdd(key: string, value: number): number {
    const slot = this.find(key);
    const entry = this.slots[slot]!;
    if (entry !== -1) return this.firsts[entry]!;
    this.add(slot, value);
    return -1;
  }

  /** The value recorded for a valid `key`, or -1. */
  get(key: string): number {
    const entry = this.slots[this.find(key)]!;
    return entry === -1 ? -1 : this.firsts[entry]!;
  }

  /** Packs `key` into the scratch words and returns its slot: the one holding it, or the empty one it would take. */
  private find(key: string): number {
    const { width, scratch, keys, slots, mask } = this;
    this.pack(key, scratch);
    let hash = 0x811c9dc5;
    for (let w = 0; w < width; w += 1) hash = Math.imul(hash ^ scratch[w]!, 0x01000193);
    hash ^= hash >>> 15;
    let slot = (hash >>> 0) & mask;
    for (;;) {
      const entry = slots[slot]!;
      if (entry === -1) return slot;
      let same = true;
      for (let w = 0; w < width && same; w += 1) same = keys[entry * width + w] === scratch[w];
      if (same) return slot;
      slot = (slot + 1) & mask;
    }
  }

  private add(slot: number, value: number): void {
    const { width, scratch } = this;
    const entry = this.count;
    if (entry === this.firsts.length) {
      const keys = new Uint32Array(this.keys.length * 2);
      keys.set(this.keys);
      this.keys = keys;
      const firsts = new Int32Array(this.firsts.length * 2);
      firsts.set(this.firsts);
      this.firsts = firsts;
    }
    this.keys.set(scratch, entry * width);
    this.firsts[entry] = value;
    this.slots[slot] = entry;
    this.count += 1;
    if (this.count * 2 > this.mask) this.grow();
  }

  /** Doubles the slots (load factor at most one half) and places every entry again. */
  private grow(): void {
    const { width, keys } = this;
    this.mask = this.mask * 2 + 1;
    this.slots = new Int32Array(this.mask + 1).fill(-1);
    for (let entry = 0; entry < this.count; entry += 1) {
      let hash = 0x811c9dc5;
      for (let w = 0; w < width; w += 1) hash = Math.imul(hash ^ keys[entry * width + w]!, 0x01000193);
      hash ^= hash >>> 15;
      let slot = (hash >>> 0) & this.mask;
      while (this.slots[slot] !== -1) slot = (slot + 1) & this.mask;
      this.slots[slot] = entry;
    }
  }
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
    value = value * 16 + (c <= 57 ? c - 48 : c - 87);
  }
  return value >>> 0;
}
