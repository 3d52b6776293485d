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

/** Lowercase hex UUID (version 4 layout) drawn from the PRNG. */
export function seededUuid(random: Prng): string {
  const word = (): string => Math.floor(random() * 4294967296).toString(16).padStart(8, '0');
  const a = word();
  const b = word();
  const c = word();
  const d = word();
  const variant = (8 + (parseInt(c[0]!, 16) & 3)).toString(16);
  return `${a}-${b.slice(0, 4)}-4${b.slice(5)}-${variant}${c.slice(1, 4)}-${c.slice(4)}${d}`;
}
