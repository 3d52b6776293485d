// The bundle's Ink rewrite (scripts/inkFrameCaches.mjs: caches kept across frames, rows reused) must draw exactly the
// frames Ink draws. The same small Ink app is bundled twice, with and without the plugin, and renders the same
// sequence of frames (countdowns ticking, colours, wide characters, clipped and truncated text); every frame written
// must be the same.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import xtermHeadless from '@xterm/headless';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  inkFrameCachesPlugin,
  rewriteInkOutput,
  rewriteInkMeasureText,
  rewriteInkRenderNode,
  rewriteInkSanitize,
  rewriteInkWrapText,
  rewriteInk,
  // @ts-expect-error plain .mjs build helper without types
} from '../../scripts/inkFrameCaches.mjs';

interface Row {
  text: string;
  color?: string;
  bold?: boolean;
  dim?: boolean;
  background?: string;
  inverse?: boolean;
  underline?: boolean;
}
type Frames = (scenes: Row[][], width: number, columns?: number[]) => Promise<string[]>;
/** What Ink wrote to a terminal after each frame, with the terminal's width then. */
type Writes = (
  scenes: Row[][],
  width: number,
  columns: number[] | undefined,
  debug: false,
  rows?: number,
) => Promise<{ columns: number; data: string }[]>;
interface Bundle {
  frames: Frames & Writes;
  /** The rewritten measure-text module's plainWidth (undefined in Ink as shipped). */
  plainWidth?: (line: string) => number;
  /** Entries held by the rewrite's caches (undefined in Ink as shipped). */
  recentCacheEntries?: () => number;
  stringWidth: (text: string) => number;
  tickWrites: () => Promise<{ writes: string[]; timersArmed: number }>;
  tokenize: (text: string) => { type: string; fullWidth?: boolean }[];
}

// The app: a bordered header, a clipped (overflow hidden) column narrower than some rows, truncated rows and a
// row-direction box whose second cell starts left of nothing; below it, unclipped, texts that touch, overlap or run
// past the output's width; every frame written in debug mode (one write a frame).
const APP = `
import { EventEmitter } from 'node:events';
import React from 'react';
import { render, Box, Text } from 'ink';
// By path: Ink's package exports do not list its build files.
import * as measure from './node_modules/ink/build/measure-text.js';
export { default as stringWidth } from 'string-width';
export { tokenize } from '@alcalzone/ansi-tokenize';
export const plainWidth = measure.plainWidth;
export const recentCacheEntries = measure.recentCacheEntries;
const h = React.createElement;
// A countdown that re-renders alone (as the rate-limit screen's TimeText does): its Text and row do not, so the only
// change Ink sees is the text node's value.
let tick = 0;
const listeners = new Set();
const subscribe = (listener) => { listeners.add(listener); return () => listeners.delete(listener); };
// Its width changes now and then (a countdown from 10 to 9, or to 100).
const Tick = () => React.useSyncExternalStore(subscribe, () => ['59', '58', '9', '10', '100', '99'][tick % 6]);
const TickRow = React.memo(({ color }) => h(Box, null, h(Text, { color }, 'left ', h(Tick), 's ███░')));
const scene = (rows, width) => h(Box, { flexDirection: 'column' }, clipped(rows, width), ...unclipped(rows, width), h(TickRow, { key: 'tick', color: 'green' }),
  // As wide as the terminal and clipping a row of fixed width: a resize moves the clip, not the row.
  h(Box, { key: 'flex', overflowX: 'hidden' }, h(Box, { width: 40, flexShrink: 0 }, h(Text, null, rows[0].text + ' | ' + (rows[1]?.text ?? '')))),
  // Too narrow for the countdown's row: Yoga wraps it.
  h(Box, { key: 'narrow', width: 8 }, h(TickRow, { color: 'red' })));
// Rows drawn from pieces side by side: styled texts that touch, one written over another, one wider than the output,
// one starting past it.
const unclipped = (rows, width) => [
  h(Box, { key: 'touch', flexDirection: 'row' }, ...rows.slice(0, 3).map((r, i) => h(Text, { key: i, color: r.color, bold: r.bold, backgroundColor: r.background, inverse: r.inverse }, r.text || 'x'))),
  h(Box, { key: 'over', height: 1 }, h(Text, { color: rows[0].color }, rows[0].text + ' under'), h(Box, { position: 'absolute', marginLeft: 2 }, h(Text, { bold: rows[0].bold }, rows.at(-1).text || 'y'))),
  h(Box, { key: 'wide', width: width + 6 }, h(Text, { dimColor: rows[0].dim }, rows[0].text.padEnd(width + 4, '.') + '|')),
  // Past the output's width (wider than any width drawn): the cells between are not blanks.
  h(Box, { key: 'beyond', width: 90, flexShrink: 0 }, h(Box, { marginLeft: 75, flexShrink: 0 }, h(Text, null, 'b'))),
];
const clipped = (rows, width) =>
  h(Box, { flexDirection: 'column', width, height: 14, overflow: 'hidden' },
    h(Box, { borderStyle: 'round', width: Math.max(10, width - 4) }, h(Text, { color: 'cyan' }, rows[0]?.text ?? '')),
    h(TickRow, { color: 'yellow' }),
    h(Box, { flexDirection: 'column', width: Math.max(4, Math.floor(width / 2)), overflow: 'hidden' },
      ...rows.map((r, i) => h(Text, { key: 'c' + i }, h(Text, { color: r.color, bold: r.bold, dimColor: r.dim, backgroundColor: r.background, inverse: r.inverse, underline: r.underline }, r.text), ' ', h(Text, { dimColor: true }, String(i))))),
    ...rows.slice(0, 3).map((r, i) => h(Text, { key: 't' + i, wrap: 'truncate-end' }, h(Text, { color: r.color }, r.text), r.text)),
    h(Box, { flexDirection: 'row', overflowX: 'hidden', width: 12 }, h(Text, null, rows[1]?.text ?? ''), h(Text, { color: 'red' }, '█░█')));
// columns: the terminal's width before each scene (a resize moves and resizes boxes whose props did not change).
// debug (the default): every frame written whole, one write a frame; otherwise what Ink writes to a terminal, in
// chunks, one after each frame (with the terminal's width then), to be played into a terminal emulator.
export async function frames(scenes, width, columns, debug = true, rows = 60) {
  tick = 0;
  const out = [];
  let pending = '';
  const stdout = new EventEmitter();
  const write = (s) => { if (debug) out.push(s); else pending += s; return true; };
  const checkpoint = () => { if (!debug) { out.push({ columns: stdout.columns, data: pending }); pending = ''; } };
  // Past Ink's render throttle when it has one (not in debug mode): a burst's trailing frame is written after it.
  const settle = () => new Promise((resolve) => (debug ? setImmediate(resolve) : setTimeout(resolve, 40)));
  Object.assign(stdout, { columns: columns?.[0] ?? width, rows: debug ? 30 : rows, isTTY: true, write });
  const app = render(scene(scenes[0], width), { stdout, debug, patchConsole: false, exitOnCtrlC: false });
  checkpoint();
  for (const [i, rows] of scenes.slice(1).entries()) {
    if (columns !== undefined && columns[i + 1] !== stdout.columns) {
      checkpoint();
      stdout.columns = columns[i + 1];
      stdout.emit('resize');
    }
    app.rerender(scene(rows, width));
    await settle();
    checkpoint();
    // The countdown's own frame: React flushes a store's update after the current task.
    tick += 1;
    for (const listener of listeners) listener();
    await settle();
    checkpoint();
  }
  app.unmount();
  checkpoint();
  return out;
}
// One tick of a countdown in a terminal (not debug mode, synchronised output: a TTY, not CI), long after the last
// frame: what reaches the stream (a corked stream's writes count as one) and how many timers the tick leaves armed.
export async function tickWrites() {
  tick = 0;
  const writes = [];
  let corked = [];
  let depth = 0;
  const stdout = new EventEmitter();
  Object.assign(stdout, {
    columns: 40, rows: 30, isTTY: true,
    cork() { depth += 1; },
    uncork() { depth -= 1; if (depth === 0 && corked.length > 0) { writes.push(corked.join('')); corked = []; } },
    write(s) { if (depth > 0) corked.push(s); else writes.push(s); return true; },
  });
  const app = render(h(TickRow, { color: 'green' }), { stdout, patchConsole: false, exitOnCtrlC: false });
  await new Promise((resolve) => setTimeout(resolve, 120));
  writes.length = 0;
  const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
  const before = timers();
  tick += 1;
  for (const listener of listeners) listener();
  await new Promise((resolve) => setImmediate(resolve));
  const timersArmed = timers() - before;
  const tickWritten = [...writes];
  await new Promise((resolve) => setTimeout(resolve, 60));
  app.unmount();
  return { writes: tickWritten, timersArmed };
}
`;

// Ink imports the React devtools only when DEV=true: an empty module keeps the bundle free of bare imports.
const NO_DEVTOOLS: Plugin = {
  name: 'no-devtools',
  setup(b) {
    b.onResolve({ filter: /^react-devtools-core$/ }, () => ({ path: 'devtools', namespace: 'empty' }));
    b.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: 'export default {};', loader: 'js' }));
  },
};

async function bundle(withPlugin: boolean): Promise<Bundle> {
  const result = await build({
    stdin: { contents: APP, resolveDir: fileURLToPath(new URL('../..', import.meta.url)), loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    define: { 'process.env.NODE_ENV': '"production"' },
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    plugins: [NO_DEVTOOLS, ...(withPlugin ? [inkFrameCachesPlugin] : [])],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text;
  const file = join(mkdtempSync(join(tmpdir(), 'sy-ink-frames-')), `app-${String(withPlugin)}.mjs`);
  writeFileSync(file, code);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Bundle;
}

// Plain pieces (one cell each: ASCII, Latin-1, the bars, arrows and shapes the screens use) and others: wide, emoji,
// an emoji-presentation shape, a combining accent, a tab.
const PIECES = [
  'a',
  'core ',
  '59m ',
  '9s',
  '1,234/5,000',
  '█',
  '░',
  '›',
  '–',
  '…',
  '·',
  '★',
  '◀ ▶',
  'é',
  '世界',
  '😀',
  '◽',
  'e\u0301',
  '\t',
  ' ',
];
const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 14 }).map((p) => p.join(''));
// Neighbouring cells with the same style, another style, none; bold and dim together (both end with the same code).
const row = fc.record(
  {
    text,
    color: fc.constantFrom('green', 'yellow', 'red', 'gray', '#ff8800', 'ansi256(208)'),
    bold: fc.boolean(),
    dim: fc.boolean(),
    background: fc.constantFrom('blue', 'red'),
    inverse: fc.boolean(),
    underline: fc.boolean(),
  },
  { requiredKeys: ['text'] },
);

/**
 * Frames that change little: `first`, then each edit replacing one row (`at`, modulo the row count) and resizing the
 * terminal now and then; the terminal starts 10 columns wider than the output.
 */
const edit = (maxColumns: number) =>
  fc.record({ at: fc.nat(), row, columns: fc.option(fc.integer({ min: 20, max: maxColumns })) });
function editedScenes(
  first: Row[],
  edits: { at: number; row: Row; columns: number | null }[],
  width: number,
): { scenes: Row[][]; columns: number[] } {
  const scenes = [first];
  const columns = [width + 10];
  for (const { at, row: next, columns: resized } of edits) {
    const rows = [...scenes.at(-1)!];
    rows[at % rows.length] = next;
    scenes.push(rows);
    columns.push(resized ?? columns.at(-1)!);
  }
  return { scenes, columns };
}

const { Terminal } = xtermHeadless;

/** The screen after each chunk, as a terminal emulator shows it: each cell's character and its styles. */
async function screens(chunks: { columns: number; data: string }[], height = 60): Promise<string[]> {
  // convertEol: a terminal's line discipline turns each newline into a carriage return and a newline.
  const term = new Terminal({
    cols: chunks[0]?.columns ?? 80,
    rows: height,
    allowProposedApi: true,
    scrollback: 0,
    convertEol: true,
  });
  const shots: string[] = [];
  for (const { columns, data } of chunks) {
    if (columns !== term.cols) term.resize(columns, height);
    await new Promise<void>((resolve) => term.write(data, resolve));
    const buffer = term.buffer.active;
    const cell = buffer.getNullCell();
    const rows: string[] = [];
    for (let y = 0; y < term.rows; y += 1) {
      const line = buffer.getLine(buffer.viewportY + y);
      let row = '';
      let style = '';
      for (let x = 0; x < term.cols; x += 1) {
        line?.getCell(x, cell);
        const next = [
          cell.getFgColorMode(),
          cell.getFgColor(),
          cell.getBgColorMode(),
          cell.getBgColor(),
          cell.isBold(),
          cell.isDim(),
          cell.isInverse(),
          cell.isUnderline(),
        ].join(',');
        if (next !== style) row += `{${next}}`;
        style = next;
        row += cell.getChars() || ' ';
      }
      rows.push(row);
    }
    shots.push(rows.join('\n'));
  }
  term.dispose();
  return shots;
}

describe('inkFrameCaches', () => {
  it('draws the frames Ink draws, frame after frame', async () => {
    // Colours on (chalk reads this when the bundle is imported): the frames then carry the styles rows are made of.
    vi.stubEnv('FORCE_COLOR', '3');
    const [{ frames: patched }, { frames: original }] = await Promise.all([bundle(true), bundle(false)]);
    vi.unstubAllEnvs();
    expect((await patched([[{ text: 'core', color: 'green' }]], 20)).join('')).toContain('\u001b[32m');
    // A ticking countdown: most rows stay, one changes each frame (the case the caches are for).
    const ticking = Array.from({ length: 8 }, (_, second) => [
      { text: `core 4,996/5,000 ${59 - second}s ███░`, color: 'green' },
      { text: 'graphql 5,000/5,000 – ████████', color: 'green' },
      { text: 'search 30/30 – 世界😀', bold: true },
      { text: `secondary ${second}/90 ██░`, bold: true, dim: second % 2 === 0, background: 'blue' },
    ]);
    expect(await patched(ticking, 40)).toEqual(await original(ticking, 40));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(row, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 12, max: 70 }),
        async (scenes, width) => {
          expect(await patched(scenes, width)).toEqual(await original(scenes, width));
        },
      ),
      { numRuns: 60 },
    );
    // Frames that change little: one row's text or style at a time, and the terminal resized now and then, so most of
    // the tree is unchanged (drawn again from what it wrote before) while some of it moves or changes size.
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { minLength: 1, maxLength: 6 }),
        fc.array(edit(90), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 12, max: 70 }),
        async (first, edits, width) => {
          const { scenes, columns } = editedScenes(first, edits, width);
          expect(await patched(scenes, width, columns)).toEqual(await original(scenes, width, columns));
        },
      ),
      { numRuns: 80 },
    );
  }, 120_000);

  it('leaves a terminal showing what Ink leaves it showing, writing only the lines that changed', async () => {
    vi.stubEnv('FORCE_COLOR', '3');
    const [{ frames: patched }, { frames: original }] = await Promise.all([bundle(true), bundle(false)]);
    vi.unstubAllEnvs();
    // A ticking countdown: after the first frame, the patched log writes the lines that changed, Ink the whole frame.
    const ticking = Array.from({ length: 6 }, (_, second) => [
      { text: `core 4,996/5,000 ${59 - second}s ███░`, color: 'green' },
      { text: 'graphql 5,000/5,000 – ████████', color: 'green' },
    ]);
    // A terminal wider than every line (the frames below run past narrower ones, where every frame is written whole).
    const wide = ticking.map(() => 100);
    const [mine, theirs] = [await patched(ticking, 40, wide, false), await original(ticking, 40, wide, false)];
    expect(await screens(mine)).toEqual(await screens(theirs));
    const bytes = (chunks: { data: string }[]): number => chunks.slice(2, -1).reduce((n, c) => n + c.data.length, 0);
    expect(bytes(mine)).toBeLessThan(bytes(theirs) / 2);
    // A frame as tall as the terminal, then a shorter one: Ink clears the terminal and writes that frame itself (no
    // newline after it), then the countdown ticks.
    const short = [{ text: 'a' }, { text: 'b' }, { text: 'c' }];
    const tall = short.map((r) => ({ text: `${r.text} ${'wrapping text '.repeat(3)}` }));
    const height = (await patched([short], 40))[0]!.split('\n').length;
    expect((await patched([tall], 40))[0]!.split('\n').length).toBeGreaterThan(height);
    const crossing = [tall, short, short];
    const [x, y] = [
      await patched(crossing, 40, [40, 40, 40], false, height + 1),
      await original(crossing, 40, [40, 40, 40], false, height + 1),
    ];
    expect(await screens(x, height + 1)).toEqual(await screens(y, height + 1));
    // Tabs, which the terminal moves to the next tab stop.
    const tabbed = [[{ text: 'a' }], [{ text: `a${'\tb'.repeat(12)}` }], [{ text: 'a' }]];
    const [p, q] = [await patched(tabbed, 66, undefined, false), await original(tabbed, 66, undefined, false)];
    expect(await screens(p)).toEqual(await screens(q));
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { minLength: 1, maxLength: 5 }),
        fc.array(edit(120), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 12, max: 70 }),
        // Terminals taller than the frames, as tall as some: a frame that scrolls the terminal leaves on it what the
        // frames written before (which Ink's render throttle may merge) leave, as much for Ink's writes as for these.
        fc.integer({ min: 30, max: 60 }),
        async (first, edits, width, height) => {
          const { scenes, columns } = editedScenes(first, edits, width);
          const [a, b] = [
            await patched(scenes, width, columns, false, height),
            await original(scenes, width, columns, false, height),
          ];
          expect(await screens(a, height)).toEqual(await screens(b, height));
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);

  it('keeps in its caches only what recent frames used', async () => {
    const { frames, recentCacheEntries } = await bundle(true);
    // A countdown that never shows the same text twice, for 400 frames: Ink's own caches kept every one.
    const ticking = Array.from({ length: 400 }, (_, second) => [
      { text: `core 4,996/5,000 ${100_000 - second}s ███░`, color: 'green' },
      { text: `secondary ${second}/90 ██░ · 世界`, bold: true, dim: true },
    ]);
    await frames(ticking, 50);
    expect(recentCacheEntries!()).toBeLessThan(300);
  });

  it('measures a plain line by counting its cells, as string-width and ansi-tokenize see it', async () => {
    const { plainWidth, stringWidth, tokenize } = await bundle(true);
    expect(plainWidth!('\u001b[32mcore\u001b[39m ██░ ›')).toBe(10);
    expect(plainWidth!('\u001b[38;2;255;136;0mx\u001b[39m')).toBe(1);
    for (const other of [
      '世界',
      '😀',
      '◽',
      'e\u0301',
      'a\tb',
      'a\nb',
      '\u001b[m',
      '\u001b[1234m',
      '\u001b[2J',
      '\u001b]8;;u\u0007x',
    ])
      expect(plainWidth!(other)).toBe(-1);
    const FRAGMENTS = [
      ...PIECES,
      '\u001b[1m',
      '\u001b[22m',
      '\u001b[1;2m',
      '\u001b[0m',
      '\u001b[m',
      '\u001b[38;5;208m',
      '\u001b[38;2;1;2;3m',
      '\u001b[12345m',
      '\u001b[2J',
      '\u001b]8;;https://x\u0007',
      '\u001b',
      '\n',
      '\u00ad',
      '\u200d',
      '\u2028',
      '\u0e33',
      '\uff9e',
    ];
    // Every code point of the plain blocks, one at a time and beside others.
    for (let code = 0xa0; code <= 0x27bf; code += 1) {
      const text = `a${String.fromCharCode(code)}\u001b[1mb`;
      const width = plainWidth!(text);
      if (width !== -1) {
        expect(width).toBe(stringWidth(text));
        expect(tokenize(text).filter((t) => t.type === 'char')).toHaveLength(width);
      }
    }
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 10 }), (fragments) => {
        const text = fragments.join('');
        const width = plainWidth!(text);
        if (width === -1) return;
        expect(width).toBe(stringWidth(text));
        const chars = tokenize(text).filter((t) => t.type === 'char');
        expect(chars).toHaveLength(width);
        expect(chars.some((c) => c.fullWidth)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('writes a tick as one write and arms no timer for it (Ink as shipped: three writes, two timers)', async () => {
    const [{ tickWrites: patched }, { tickWrites: original }] = await Promise.all([bundle(true), bundle(false)]);
    const shipped = await original();
    const rewritten = await patched();
    // Both: begin a synchronised update, draw the new second, end it (the rewrite draws only the changed line).
    for (const { writes } of [shipped, rewritten])
      expect(writes.join('')).toMatch(/^\u001b\[\?2026h[^]*58s[^]*\u001b\[\?2026l$/);
    expect(shipped.writes).toHaveLength(3);
    expect(shipped.timersArmed).toBeGreaterThan(0);
    expect(rewritten.writes).toHaveLength(1);
    expect(rewritten.timersArmed).toBe(0);
  }, 60_000);

  it('fails the build when Ink no longer reads as expected', () => {
    const output = readFileSync(new URL('../../node_modules/ink/build/output.js', import.meta.url), 'utf8');
    const renderNode = readFileSync(
      new URL('../../node_modules/ink/build/render-node-to-output.js', import.meta.url),
      'utf8',
    );
    expect(rewriteInkOutput(output)).toContain('SHARED_CACHES');
    // Rows are serialised by the rewrite's own styledCharsToString (no diff between cells of the same style).
    expect(rewriteInkOutput(output)).not.toMatch(/import \{[^}]*styledCharsToString[^}]*\} from '@alcalzone/);
    expect(rewriteInkOutput(output)).toContain('const stylesBetween = ');
    expect(rewriteInkRenderNode(renderNode)).toContain('measureText(text).width');
    expect(() => rewriteInkOutput(output.replace('caches = new OutputCaches();', 'caches = x;'))).toThrow(
      /inkFrameCaches/,
    );
    expect(() => rewriteInkRenderNode(renderNode.replace('widestLine(text)', 'w(text)'))).toThrow(/inkFrameCaches/);
    const sanitize = readFileSync(new URL('../../node_modules/ink/build/sanitize-ansi.js', import.meta.url), 'utf8');
    expect(rewriteInkSanitize(sanitize)).toContain('sanitized.get(text)');
    expect(() => rewriteInkSanitize(sanitize.replace('export default sanitizeAnsi;', ''))).toThrow(/inkFrameCaches/);
    const measure = readFileSync(new URL('../../node_modules/ink/build/measure-text.js', import.meta.url), 'utf8');
    expect(rewriteInkMeasureText(measure)).toContain('const cache = recentCache();');
    expect(() => rewriteInkMeasureText(measure.replace('const width = widestLine(text);', 'const width = 0;'))).toThrow(
      /inkFrameCaches/,
    );
    const wrap = readFileSync(new URL('../../node_modules/ink/build/wrap-text.js', import.meta.url), 'utf8');
    expect(rewriteInkWrapText(wrap)).toContain('cache.set(cacheKey, wrappedText)');
    expect(() => rewriteInkWrapText(wrap.replace('const cache = {};', 'const cache = [];'))).toThrow(/inkFrameCaches/);
    const ink = readFileSync(new URL('../../node_modules/ink/build/ink.js', import.meta.url), 'utf8');
    expect(rewriteInk(ink)).toContain('throttleFrames(this.onRender, renderThrottleMs)');
    expect(() => rewriteInk(ink.replace('leading: true,', 'leading: false,'))).toThrow(/inkFrameCaches/);
    // The output pass takes its widths from the layout's cache.
    expect(rewriteInkOutput(output)).toContain(
      "import measureText, { plainWidth, recentCache, rotateRecentCaches } from './measure-text.js';",
    );
  });
});
