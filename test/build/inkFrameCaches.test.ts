// The bundle's Ink rewrite (scripts/inkFrameCaches.mjs: caches kept across frames, rows reused) must draw exactly the
// frames Ink draws. The same small Ink app is bundled twice, with and without the plugin, and renders the same
// sequence of frames (countdowns ticking, colours, wide characters, clipped and truncated text); every frame written
// must be the same.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  inkFrameCachesPlugin,
  rewriteInkOutput,
  rewriteInkMeasureText,
  rewriteInkRenderNode,
  rewriteInkSanitize,
  // @ts-expect-error plain .mjs build helper without types
} from '../../scripts/inkFrameCaches.mjs';

interface Row {
  text: string;
  color?: string;
  bold?: boolean;
  dim?: boolean;
  background?: string;
}
type Frames = (scenes: Row[][], width: number) => string[];

// The app: a bordered header, a clipped (overflow hidden) column narrower than some rows, truncated rows and a
// row-direction box whose second cell starts left of nothing; below it, unclipped, texts that touch, overlap or run
// past the output's width; every frame written in debug mode (one write a frame).
const APP = `
import { EventEmitter } from 'node:events';
import React from 'react';
import { render, Box, Text } from 'ink';
const h = React.createElement;
const scene = (rows, width) => h(Box, { flexDirection: 'column' }, clipped(rows, width), ...unclipped(rows, width));
// Rows drawn from pieces side by side: styled texts that touch, one written over another, one wider than the output,
// one starting past it.
const unclipped = (rows, width) => [
  h(Box, { key: 'touch', flexDirection: 'row' }, ...rows.slice(0, 3).map((r, i) => h(Text, { key: i, color: r.color, bold: r.bold, backgroundColor: r.background }, r.text || 'x'))),
  h(Box, { key: 'over', height: 1 }, h(Text, { color: rows[0].color }, rows[0].text + ' under'), h(Box, { position: 'absolute', marginLeft: 2 }, h(Text, { bold: rows[0].bold }, rows.at(-1).text || 'y'))),
  h(Box, { key: 'wide', width: width + 6 }, h(Text, { dimColor: rows[0].dim }, rows[0].text.padEnd(width + 4, '.') + '|')),
  // Past the output's width (wider than any width drawn): the cells between are not blanks.
  h(Box, { key: 'beyond', width: 90, flexShrink: 0 }, h(Box, { marginLeft: 75, flexShrink: 0 }, h(Text, null, 'b'))),
];
const clipped = (rows, width) =>
  h(Box, { flexDirection: 'column', width, height: 14, overflow: 'hidden' },
    h(Box, { borderStyle: 'round', width: Math.max(10, width - 4) }, h(Text, { color: 'cyan' }, rows[0]?.text ?? '')),
    h(Box, { flexDirection: 'column', width: Math.max(4, Math.floor(width / 2)), overflow: 'hidden' },
      ...rows.map((r, i) => h(Text, { key: 'c' + i }, h(Text, { color: r.color, bold: r.bold, dimColor: r.dim, backgroundColor: r.background }, r.text), ' ', h(Text, { dimColor: true }, String(i))))),
    ...rows.slice(0, 3).map((r, i) => h(Text, { key: 't' + i, wrap: 'truncate-end' }, h(Text, { color: r.color }, r.text), r.text)),
    h(Box, { flexDirection: 'row', overflowX: 'hidden', width: 12 }, h(Text, null, rows[1]?.text ?? ''), h(Text, { color: 'red' }, '█░█')));
export function frames(scenes, width) {
  const out = [];
  const stdout = new EventEmitter();
  Object.assign(stdout, { columns: width, rows: 30, isTTY: true, write: (s) => { out.push(s); return true; } });
  const app = render(scene(scenes[0], width), { stdout, debug: true, patchConsole: false, exitOnCtrlC: false });
  for (const rows of scenes.slice(1)) app.rerender(scene(rows, width));
  app.unmount();
  return out;
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

async function bundle(withPlugin: boolean): Promise<Frames> {
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
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
    frames: Frames;
  };
  return module.frames;
}

const PIECES = ['a', 'core ', '59m ', '9s', '1,234/5,000', '█', '░', '›', '–', '世界', '😀', 'é', '\t', ' '];
const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 14 }).map((p) => p.join(''));
// Neighbouring cells with the same style, another style, none; bold and dim together (both end with the same code).
const row = fc.record(
  {
    text,
    color: fc.constantFrom('green', 'yellow', 'red', 'gray'),
    bold: fc.boolean(),
    dim: fc.boolean(),
    background: fc.constantFrom('blue', 'red'),
  },
  { requiredKeys: ['text'] },
);

describe('inkFrameCaches', () => {
  it('draws the frames Ink draws, frame after frame', async () => {
    // Colours on (chalk reads this when the bundle is imported): the frames then carry the styles rows are made of.
    vi.stubEnv('FORCE_COLOR', '3');
    const [patched, original] = await Promise.all([bundle(true), bundle(false)]);
    vi.unstubAllEnvs();
    expect(patched([[{ text: 'core', color: 'green' }]], 20).join('')).toContain('\u001b[32m');
    // A ticking countdown: most rows stay, one changes each frame (the case the caches are for).
    const ticking = Array.from({ length: 8 }, (_, second) => [
      { text: `core 4,996/5,000 ${59 - second}s ███░`, color: 'green' },
      { text: 'graphql 5,000/5,000 – ████████', color: 'green' },
      { text: 'search 30/30 – 世界😀', bold: true },
      { text: `secondary ${second}/90 ██░`, bold: true, dim: second % 2 === 0, background: 'blue' },
    ]);
    expect(patched(ticking, 40)).toEqual(original(ticking, 40));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(row, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 12, max: 70 }),
        async (scenes, width) => {
          expect(patched(scenes, width)).toEqual(original(scenes, width));
        },
      ),
      { numRuns: 150 },
    );
  });

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
    expect(rewriteInkMeasureText(measure)).toContain('cache.clear()');
    expect(() => rewriteInkMeasureText(measure.replace('cache.get(text)', 'cache.get(t)'))).toThrow(/inkFrameCaches/);
    // The output pass takes its widths from the layout's cache.
    expect(rewriteInkOutput(output)).toContain("import measureText from './measure-text.js';");
  });
});
