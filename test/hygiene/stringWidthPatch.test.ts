// patches/string-width+8.3.0.patch (docs/upstream.md) gives string-width a second fast path: code points that are
// grapheme clusters of their own are measured by their East Asian Width, without Intl.Segmenter and the Unicode
// property regular expressions, whose first use cost about 10 ms of the explorer's start-up. No rendered test would
// notice an install without it (the frames are the same, only later), and a range too wide would measure some text
// wrong: so check the installed string-width, the widths its fast path gives, and that the characters the explorer
// draws by itself take it.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The string-width Ink measures with (a dependency of Ink's, not of ours), found from Ink's own folder.
const stringWidthPath = createRequire(createRequire(import.meta.url).resolve('ink')).resolve('string-width');
type StringWidth = (text: string, options?: { ambiguousIsNarrow?: boolean }) => number;
const { default: stringWidth } = (await import(pathToFileURL(stringWidthPath).href)) as { default: StringWidth };

// The patched ranges, as the patch's regular expression lists them.
const FAST_RANGES: readonly [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xac],
  [0xae, 0x2ff],
  [0x2010, 0x2027],
  [0x2030, 0x205e],
  [0x2190, 0x23ff],
  [0x2500, 0x27bf],
  [0x2800, 0x28ff],
  [0xfffd, 0xfffd],
];
const fastCodePoints = FAST_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));

// A zero-width space is outside the ranges and adds no width: the same text with one after it takes the segmenter's
// path, the one upstream has.
const segmenterWidth = (text: string, options?: { ambiguousIsNarrow?: boolean }): number =>
  stringWidth(`${text}\u200B`, options);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the string-width in node_modules carries patches/string-width+8.3.0.patch', () => {
  it('has the second fast path', () => {
    const source = readFileSync(stringWidthPath, 'utf8');
    expect(source).toContain('switchyard patch (patches/string-width+8.3.0.patch');
  });

  it('measures no text of the ranges with the segmenter', () => {
    const segment = vi.spyOn(Intl.Segmenter.prototype, 'segment');
    const text = '│ Members ★ › · ─ █░ ▁▂▃ ● ○ ⠋ ✓ ✗ ≥ ← ↵ … ⏳ ☕';
    const width = stringWidth(text);
    expect(segment).not.toHaveBeenCalled();
    expect(width).toBe(segmenterWidth(text));
    segment.mockClear();
    // The spy sees the segmenter when it is used: a combining accent is outside the ranges.
    expect(stringWidth('e\u0301')).toBe(1);
    expect(segment).toHaveBeenCalled();
  });

  it('gives every code point of the ranges the width the segmenter path gives it, ambiguous narrow or wide', () => {
    for (const ambiguousIsNarrow of [true, false]) {
      const differ = fastCodePoints.filter((code) => {
        const text = String.fromCodePoint(code);
        return stringWidth(text, { ambiguousIsNarrow }) !== segmenterWidth(text, { ambiguousIsNarrow });
      });
      expect(differ.map((code) => `U+${code.toString(16)}`)).toEqual([]);
    }
  });

  it('adds up the widths of neighbours: no code point of the ranges joins the one before it', () => {
    // Each code point of a sample (each range's ends and a stride through it) after each one, as the segmenter
    // measures the pair.
    const sample = fastCodePoints.filter(
      (code, i) => i % 31 === 0 || FAST_RANGES.some(([from, to]) => code === from || code === to),
    );
    const differ: string[] = [];
    for (const first of sample) {
      for (const second of sample) {
        const pair = String.fromCodePoint(first, second);
        if (stringWidth(pair) !== segmenterWidth(pair)) differ.push(pair);
      }
    }
    expect(differ).toEqual([]);
  });
});

describe('the characters the explorer draws by itself', () => {
  it('take the fast path, so that no frame of its own pays for the segmenter', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
      );
    const drawn = new Set<string>();
    for (const file of files('src/ui')) {
      for (const char of readFileSync(file, 'utf8')) if (char.codePointAt(0)! > 0x7e) drawn.add(char);
    }
    expect(drawn.size).toBeGreaterThan(10);
    const outside = [...drawn].filter((char) => !fastCodePoints.includes(char.codePointAt(0)!));
    expect(outside).toEqual([]);
  });
});
