// patches/ink+8.0.0.patch is applied by the `prepare` script at install (docs/upstream.md). An install that skipped it
// would ship and test an Ink whose every frame tokenises and measures the whole screen again, which no rendered test
// would notice: the frames are the same, only slower. So check the installed Ink for each change of the patch.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const inkBuild = dirname(createRequire(import.meta.url).resolve('ink'));
const read = (file: string): string => readFileSync(join(inkBuild, file), 'utf8');

describe('the Ink in node_modules carries patches/ink+8.0.0.patch', () => {
  it('keeps its output caches, with the lines of each text, across frames and shares the empty cell', () => {
    const output = read('output.js');
    expect(output).toContain('let frameCaches = new OutputCaches();');
    expect(output).toContain('getLines(text) {');
    expect(output).toContain('row.push(emptyCell);');
  });

  it('makes the shared empty cell with the tokeniser, so it has the hidden class of every other cell', () => {
    // A frozen cell (and frozen styles array) was one more shape for styledCharsToString and diffAnsiCodes, which V8
    // deoptimised ("wrong map") and compiled again while the rate-limit screen ticked.
    const output = read('output.js');
    expect(output).toContain("const emptyCell = styledCharsFromTokens(tokenize(' '))[0];");
    expect(output).not.toContain('Object.freeze(');
  });

  it("reuses the text of a row whose cells are the frame before's", () => {
    expect(read('output.js')).toContain('if (previous !== undefined && sameCells(previous.cells, line)) {');
  });

  it('serialises again a row whose cells changed, its styles included, and reuses only what is the same', async () => {
    // Ink's package exports do not name build/output.js: imported by its path, as the renderer does by its own.
    const { default: Output } = (await import(pathToFileURL(join(inkBuild, 'output.js')).href)) as {
      default: new (options: { width: number; height: number }) => {
        write(x: number, y: number, text: string, options: { transformers: unknown[] }): void;
        get(): { output: string };
      };
    };
    const frame = (lines: string[]): string => {
      const output = new Output({ width: 8, height: lines.length });
      lines.forEach((text, y) => output.write(0, y, text, { transformers: [] }));
      return output.get().output;
    };
    const red = '\u001B[31mcd\u001B[39m';
    expect(frame(['ab', red, '59s'])).toBe(`ab\n${red}\n59s`);
    // Same characters, other styles; the countdown moved on.
    expect(frame(['ab', 'cd', '58s'])).toBe('ab\ncd\n58s');
    expect(frame(['ab', red, '58s'])).toBe(`ab\n${red}\n58s`);
    // A frame of another size, then this one again.
    expect(frame(['x'])).toBe('x');
    expect(frame(['ab', red, '57s'])).toBe(`ab\n${red}\n57s`);
  });

  it('builds lines and rows in loops, not with Array.prototype.map, so their readers see one array shape', () => {
    // Optimised code's map makes holey arrays and the builtin packed ones: the readers of getLines' lines, of a
    // clipped write's lines, of a frame's rows and of a transformed text's lines then deoptimised ("wrong map") and
    // compiled again, on Node 22 most of the helper threads' time in the rate-limit screen's first idle seconds.
    const output = read('output.js');
    expect(output).toContain('cached.push(styledCharsToString(line));');
    expect(output).toContain('clipped.push(this.sliceLineToColumns(line, from, to));');
    expect(output).toContain("generatedOutput += y === 0 ? text : '\\n' + text;");
    expect(output).not.toContain('.map(');
    expect(read('squash-text-nodes.js')).not.toContain('.map(');
  });

  it('draws clipped, transformed and overflowing writes as Ink does', async () => {
    const { default: Output } = (await import(pathToFileURL(join(inkBuild, 'output.js')).href)) as {
      default: new (options: { width: number; height: number }) => {
        write(
          x: number,
          y: number,
          text: string,
          options: { transformers: ((s: string, i: number) => string)[] },
        ): void;
        clip(clip: { x1?: number; x2?: number; y1?: number; y2?: number }): void;
        unclip(): void;
        get(): { output: string };
      };
    };
    const output = new Output({ width: 8, height: 3 });
    output.clip({ x1: 1, x2: 5, y1: 0, y2: 2 });
    output.write(0, 0, 'abcdefgh\nijklmnop\nqrstuvwx', { transformers: [(line, i) => `${i}${line}`] });
    output.unclip();
    // Past the frame's width: the row has empty items, which Ink leaves out.
    output.write(10, 2, 'z', { transformers: [] });
    expect(output.get().output).toBe(' 0bcde\n 1jklm\n        z');
  });

  it("keeps each text's sanitised form across frames", () => {
    expect(read('squash-text-nodes.js')).toContain('let sanitized = sanitizedTexts.get(text);');
  });

  it("keeps each text's widest line across frames", () => {
    expect(read('render-node-to-output.js')).toContain('let currentWidth = widestLines.get(text);');
  });
});
