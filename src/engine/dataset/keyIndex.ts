// The duplicate checks of a collaboration's member keys (accountId, membershipId) over a million members. A Map of a
// million strings was a third of the load's time and kept a large table alive through it; both keys have a fixed
// validated shape (12 ASCII digits, a lowercase UUID), so each is packed into a few 32-bit words and kept in typed
// arrays with open addressing: no allocation per member, and equality of the words is equality of the keys.
// Hand-written because no maintained package offers a hash table over typed arrays with keys packed this way.
import { packUuid } from '../uuidWords.js';

/** Packs a valid key into `out` (its width in words). */
type Pack = (key: string, out: Uint32Array) => void;

export class PackedKeyIndex {
  /**
   * Open addressing, linear probing, over two words per slot: the key's hash and its entry number plus one (0 marks
   * an empty slot). The keys' words and values are in dense arrays, read only when a hash matches: a new key (the
   * usual case) costs one cache miss in a small table, and growing never reads the keys again.
   */
  private mask = 1023;
  private slots = new Uint32Array(2 * 1024);
  private keys: Uint32Array;
  private values = new Int32Array(512);
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
    return new PackedKeyIndex(4, (key, out) => packUuid(key, out, 0));
  }

  /** The value first recorded for `key`, else records `value` for it and returns -1. `key` must be valid. */
  firstOrAdd(key: string, value: number): number {
    const hash = this.hashKey(key);
    const slot = this.find(hash);
    const entry = this.slots[slot + 1]!;
    if (entry !== 0) return this.values[entry - 1]!;
    this.add(slot, hash, value);
    return -1;
  }

  /** The value recorded for a valid `key`, or -1. */
  get(key: string): number {
    const entry = this.slots[this.find(this.hashKey(key)) + 1]!;
    return entry === 0 ? -1 : this.values[entry - 1]!;
  }

  private hashKey(key: string): number {
    this.pack(key, this.scratch);
    return hashOf(this.scratch, 0, this.width);
  }

  /** The offset of the slot holding the scratch key (hashed `hash`), or of the empty slot it would take. */
  private find(hash: number): number {
    const { width, scratch, slots, keys, mask } = this;
    let slot = hash & mask;
    for (;;) {
      const at = slot * 2;
      const entry = slots[at + 1]!;
      if (entry === 0) return at;
      if (slots[at] === hash) {
        const from = (entry - 1) * width;
        let same = true;
        for (let w = 0; w < width && same; w += 1) same = keys[from + w] === scratch[w];
        if (same) return at;
      }
      slot = (slot + 1) & mask;
    }
  }

  private add(at: number, hash: number, value: number): void {
    const { width } = this;
    const entry = this.count;
    if (entry === this.values.length) {
      const keys = new Uint32Array(this.keys.length * 2);
      keys.set(this.keys);
      this.keys = keys;
      const values = new Int32Array(this.values.length * 2);
      values.set(this.values);
      this.values = values;
    }
    this.keys.set(this.scratch, entry * width);
    this.values[entry] = value;
    this.slots[at] = hash;
    this.slots[at + 1] = entry + 1;
    this.count += 1;
    if (this.count * 2 > this.mask) this.grow();
  }

  /** Doubles the slots (load factor at most one half) and places every entry again, from the hashes kept. */
  private grow(): void {
    const old = this.slots;
    this.mask = this.mask * 2 + 1;
    const mask = this.mask;
    const slots = new Uint32Array(2 * (mask + 1));
    for (let at = 0; at < old.length; at += 2) {
      const entry = old[at + 1]!;
      if (entry === 0) continue;
      const hash = old[at]!;
      let slot = hash & mask;
      while (slots[slot * 2 + 1] !== 0) slot = (slot + 1) & mask;
      slots[slot * 2] = hash;
      slots[slot * 2 + 1] = entry;
    }
    this.slots = slots;
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
