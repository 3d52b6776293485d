// A lowercase UUID (8-4-4-4-12 hexadecimal digits) as four 32-bit words and back, for the membership IDs of a loaded
// dataset's members (packedMembers.ts): a million 36-character strings were ~56 MiB the garbage collector copied and
// walked; as words they are 16 bytes a member in one typed array. Only valid IDs (LOWERCASE_UUID_PATTERN) are packed,
// so the round trip gives the same string.

/** Packs a valid lowercase UUID into `words` from `at` (four words). */
export function packUuid(id: string, words: Uint32Array, at: number): void {
  words[at] = hex(id, 0, 8);
  words[at + 1] = ((hex(id, 9, 13) << 16) | hex(id, 14, 18)) >>> 0;
  words[at + 2] = ((hex(id, 19, 23) << 16) | hex(id, 24, 28)) >>> 0;
  words[at + 3] = hex(id, 28, 36);
}

/** The UUID packed in `words` from `at`. */
export function unpackUuid(words: Uint32Array, at: number): string {
  const a = hex8(words[at]!);
  const b = hex8(words[at + 1]!);
  const c = hex8(words[at + 2]!);
  return `${a}-${b.slice(0, 4)}-${b.slice(4)}-${c.slice(0, 4)}-${c.slice(4)}${hex8(words[at + 3]!)}`;
}

function hex8(word: number): string {
  return word.toString(16).padStart(8, '0');
}

function hex(id: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i += 1) {
    const c = id.charCodeAt(i);
    value = (value << 4) | (c <= 57 ? c - 48 : c - 87);
  }
  return value >>> 0;
}
