// A small seeded PRNG (mulberry32) so the demo data is the same on every start and every machine. Written by hand
// because it is ten lines and no dependency in package.json offers a seeded generator outside tests (fast-check's
// is for property tests).

export type Prng = () => number;

export function mulberry32(seed: number): Prng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: Prng, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

export function intBetween(random: Prng, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

function word(random: Prng): number {
  return Math.floor(random() * 4294967296) >>> 0;
}

function byte(w: number, shift: number): string {
  return HEX[(w >>> shift) & 0xff]!;
}

/** Lowercase hex UUID (version 4 layout) drawn from the PRNG; byte table lookups keep 10,000 of them cheap. */
export function seededUuid(random: Prng): string {
  const a = word(random);
  const b = word(random);
  const c = word(random);
  const d = word(random);
  return (
    byte(a, 24) +
    byte(a, 16) +
    byte(a, 8) +
    byte(a, 0) +
    '-' +
    byte(b, 24) +
    byte(b, 16) +
    '-' +
    HEX[0x40 | ((b >>> 8) & 0x0f)]! +
    byte(b, 0) +
    '-' +
    HEX[0x80 | ((c >>> 24) & 0x3f)]! +
    byte(c, 16) +
    '-' +
    byte(c, 8) +
    byte(c, 0) +
    byte(d, 24) +
    byte(d, 16) +
    byte(d, 8) +
    byte(d, 0)
  );
}
