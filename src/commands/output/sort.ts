// Python's sorted() on str compares code points; JavaScript's < compares UTF-16 units, which orders astral
// characters before U+E000-U+FFFF. The formatters sort keys the Python way.

export function compareCodePoints(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}
